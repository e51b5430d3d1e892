import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { StoredRendition } from '../../db/schema';
import type { VideoCategory, VideoPrivacy, VideoSort } from '../../../shared/videos';
import { keysetTimestamp, newerThan } from '../../kit/keyset.sql';
import type { KeysetPosition } from '../../kit/cursor';

/** Where a Discover page continues: the last row's sort value (text) and id. */
export interface VideoPosition {
  value: string;
  id: number;
}

export interface VideoFieldsRow {
  title: string;
  description: string;
  category: VideoCategory;
  privacy: VideoPrivacy;
  tags: string[];
}

/** What search matches: title, description and tags in one lower-cased text. */
export const videoSearchText = (fields: Pick<VideoFieldsRow, 'title' | 'description' | 'tags'>) =>
  [fields.title, fields.description, ...fields.tags].join(' ').toLowerCase();

const SORT_COLUMNS = { latest: 'video.created_at', views: 'video.views', likes: 'video.likes' } as const;

export function videosRepository(db: Db) {
  /** A video with its owner, business, and whether the viewer likes it. */
  const selectVideos = (viewerId: string | null) =>
    db
      .selectFrom('videos as video')
      .innerJoin('users as owner', 'owner.user_id', 'video.owner_id')
      .leftJoin('businesses as business', 'business.business_id', 'video.business_id')
      .select([
        'video.video_id',
        'video.owner_id',
        'video.business_id',
        'video.upload_id',
        'video.storage_prefix',
        'video.title',
        'video.description',
        'video.category',
        'video.privacy',
        'video.tags',
        'video.status',
        'video.failure_reason',
        'video.duration_seconds',
        'video.width',
        'video.height',
        'video.poster_key',
        'video.renditions',
        'video.views',
        'video.likes',
        'video.comments',
        'video.share_key',
        'video.created_at',
        'owner.full_name as owner_full_name',
        'owner.username as owner_username',
        'business.name as business_name',
        keysetTimestamp('video.created_at').as('keyset_at'),
        viewerId
          ? sql<boolean>`EXISTS (SELECT 1 FROM video_likes l WHERE l.video_id = video.video_id AND l.user_id = ${viewerId})`.as('liked')
          : sql<boolean>`false`.as('liked'),
      ]);
  /** Videos as members see them: one hidden by staff, or with its owner suspended, is gone for everyone (decision 0018). */
  const shownVideos = (viewerId: string | null) => selectVideos(viewerId).where('video.hidden', 'is', null);

  const selectComments = () =>
    db
      .selectFrom('video_comments as comment')
      .innerJoin('users as author', 'author.user_id', 'comment.author_id')
      .select([
        'comment.comment_id',
        'comment.video_id',
        'comment.content',
        'comment.created_at',
        'author.user_id as author_id',
        'author.full_name as author_full_name',
        'author.username as author_username',
        keysetTimestamp('comment.created_at').as('keyset_at'),
      ])
      .where('comment.hidden', 'is', null);

  return {
    selectVideos,

    businessOwnerId: async (businessId: number) =>
      (await db.selectFrom('businesses').select('auth_user_id').where('business_id', '=', String(businessId)).executeTakeFirst())
        ?.auth_user_id,

    /**
     * Creates an upload's row (status uploading) unless `refuse`, given the member's uploads still in flight (those
     * with activity since `since`), returns a reason. One member's new uploads are decided one at a time: their users
     * row is locked for the check and the insert, so two at once cannot both pass a cap.
     */
    createUploading: <Refusal>(
      row: {
        ownerId: string;
        businessId: number | null;
        uploadId: string;
        storagePrefix: string;
        sourceBytes: number;
        fields: VideoFieldsRow;
      },
      since: Date,
      refuse: (staged: { uploads: number; bytes: number }) => Refusal | null,
    ) =>
      db.transaction().execute(async (trx): Promise<{ refused: Refusal } | { videoId: number }> => {
        await trx.selectFrom('users').select('user_id').where('user_id', '=', row.ownerId).forUpdate().executeTakeFirst();
        const staged = await trx
          .selectFrom('videos')
          .select([sql<number>`count(*)::int`.as('uploads'), sql<string>`coalesce(sum(source_bytes), 0)::text`.as('bytes')])
          .where('owner_id', '=', row.ownerId)
          .where('status', '=', 'uploading')
          .where('updated_at', '>=', since)
          .executeTakeFirstOrThrow();
        const refused = refuse({ uploads: staged.uploads, bytes: Number(staged.bytes) });
        if (refused) return { refused };
        const inserted = await trx
          .insertInto('videos')
          .values({
            owner_id: row.ownerId,
            business_id: row.businessId,
            upload_id: row.uploadId,
            storage_prefix: row.storagePrefix,
            source_bytes: row.sourceBytes,
            ...row.fields,
            search_text: videoSearchText(row.fields),
          })
          .returning('video_id')
          .executeTakeFirstOrThrow();
        return { videoId: Number(inserted.video_id) };
      }),

    byUploadId: (uploadId: string) =>
      db
        .selectFrom('videos')
        .select(['video_id', 'owner_id', 'status', 'storage_prefix'])
        .where('upload_id', '=', uploadId)
        .executeTakeFirst(),

    byId: (videoId: number, viewerId: string | null) =>
      shownVideos(viewerId).where('video.video_id', '=', String(videoId)).executeTakeFirst(),

    /** A video whatever moderation did to it: processing finishes an upload even while its owner is suspended. */
    forProcessing: (videoId: number) => selectVideos(null).where('video.video_id', '=', String(videoId)).executeTakeFirst(),

    /** Marks an upload as received; only an upload still uploading moves on (a second finish is a no-op). */
    markProcessing: async (videoId: number, probe: { durationSeconds: number; width: number; height: number }) =>
      (
        await db
          .updateTable('videos')
          .set({
            status: 'processing',
            duration_seconds: probe.durationSeconds,
            width: probe.width,
            height: probe.height,
            updated_at: new Date(),
          })
          .where('video_id', '=', String(videoId))
          .where('status', '=', 'uploading')
          .executeTakeFirst()
      ).numUpdatedRows > 0n,

    markReady: (videoId: number, posterKey: string, renditions: StoredRendition[]) =>
      db
        .updateTable('videos')
        .set({
          status: 'ready',
          poster_key: posterKey,
          renditions: JSON.stringify(renditions),
          failure_reason: null,
          updated_at: new Date(),
        })
        .where('video_id', '=', String(videoId))
        .returning(['owner_id', 'business_id', 'privacy', 'title'])
        .executeTakeFirst(),

    markFailed: (videoId: number, reason: string) =>
      db
        .updateTable('videos')
        .set({ status: 'failed', failure_reason: reason, updated_at: new Date() })
        .where('video_id', '=', String(videoId))
        .execute(),

    /** Bumps an upload's activity time (each received chunk), so the stale clean-up leaves live uploads alone. */
    touchUpload: (uploadId: string, at: Date) =>
      db.updateTable('videos').set({ updated_at: at }).where('upload_id', '=', uploadId).where('status', '=', 'uploading').execute(),

    remove: (videoId: number) =>
      db.deleteFrom('videos').where('video_id', '=', String(videoId)).returning(['storage_prefix', 'upload_id']).executeTakeFirst(),

    update: (videoId: number, fields: VideoFieldsRow) =>
      db
        .updateTable('videos')
        .set({ ...fields, search_text: videoSearchText(fields), updated_at: new Date() })
        .where('video_id', '=', String(videoId))
        .execute(),

    /** Uploads that have received nothing since `before`. */
    staleUploads: (before: Date) =>
      db
        .selectFrom('videos')
        .select(['video_id', 'upload_id', 'storage_prefix'])
        .where('status', '=', 'uploading')
        .where('updated_at', '<', before)
        .limit(500)
        .execute(),

    /** One Discover page: public ready videos in the sort order, `limit + 1` rows after the position. */
    discover: (
      query: { sort: VideoSort; category?: VideoCategory; search?: string; businessId?: number },
      after: VideoPosition | null,
      limit: number,
      viewerId: string | null,
    ) => {
      const column = SORT_COLUMNS[query.sort];
      let rows = shownVideos(viewerId).where('video.status', '=', 'ready').where('video.privacy', '=', 'public');
      if (query.category) rows = rows.where('video.category', '=', query.category);
      if (query.businessId) rows = rows.where('video.business_id', '=', String(query.businessId));
      if (query.search) {
        // Typo-tolerant: a word of the text close enough to the search word (trigram word similarity, indexed).
        rows = rows.where(sql<SqlBool>`${query.search.toLowerCase()} <% video.search_text`);
      }
      if (after) {
        const value = query.sort === 'latest' ? sql`${after.value}::timestamptz` : sql`${after.value}::bigint`;
        rows = rows.where(sql<SqlBool>`(${sql.ref(column)}, video.video_id) < (${value}, ${after.id})`);
      }
      return rows
        .select(
          query.sort === 'latest'
            ? keysetTimestamp('video.created_at').as('sort_value')
            : sql<string>`${sql.ref(column)}::text`.as('sort_value'),
        )
        .orderBy(sql.ref(column), 'desc')
        .orderBy('video.video_id', 'desc')
        .limit(limit + 1)
        .execute();
    },

    mine: (ownerId: string) =>
      shownVideos(ownerId)
        .where('video.owner_id', '=', ownerId)
        .orderBy('video.created_at', 'desc')
        .orderBy('video.video_id', 'desc')
        .limit(200)
        .execute(),

    /** Likes or unlikes once (the primary key decides) and keeps the count in the same transaction. */
    setLike: (videoId: number, userId: string, like: boolean) =>
      db.transaction().execute(async (trx) => {
        const changed = like
          ? ((
              await trx
                .insertInto('video_likes')
                .values({ video_id: videoId, user_id: userId })
                .onConflict((oc) => oc.doNothing())
                .executeTakeFirst()
            ).numInsertedOrUpdatedRows ?? 0n)
          : (await trx.deleteFrom('video_likes').where('video_id', '=', String(videoId)).where('user_id', '=', userId).executeTakeFirst())
              .numDeletedRows;
        const delta = changed > 0n ? (like ? 1 : -1) : 0;
        const row = await trx
          .updateTable('videos')
          .set({ likes: sql`likes + ${delta}` })
          .where('video_id', '=', String(videoId))
          .returning('likes')
          .executeTakeFirstOrThrow();
        return Number(row.likes);
      }),

    /** Counts a view unless this viewer was already counted for the video on that day. */
    addView: (videoId: number, day: string, viewerKey: string) =>
      db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('video_daily_viewers')
          .values({ video_id: videoId, day, viewer_key: viewerKey })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        const counted = (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
        const row = await trx
          .updateTable('videos')
          .set({ views: sql`views + ${counted ? 1 : 0}` })
          .where('video_id', '=', String(videoId))
          .returning('views')
          .executeTakeFirstOrThrow();
        return { counted, views: Number(row.views) };
      }),

    comments: (videoId: number, after: KeysetPosition | null, limit: number) => {
      let rows = selectComments().where('comment.video_id', '=', String(videoId));
      if (after) rows = rows.where(newerThan('comment.created_at', 'comment.comment_id', after) as Expression<SqlBool>);
      return rows
        .orderBy('comment.created_at', 'asc')
        .orderBy('comment.comment_id', 'asc')
        .limit(limit + 1)
        .execute();
    },

    commentById: (commentId: number) => selectComments().where('comment.comment_id', '=', String(commentId)).executeTakeFirstOrThrow(),

    addComment: (videoId: number, authorId: string, content: string) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('video_comments')
          .values({ video_id: videoId, author_id: authorId, content })
          .returning(['comment_id', 'created_at'])
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('videos')
          .set({ comments: sql`comments + 1` })
          .where('video_id', '=', String(videoId))
          .execute();
        return Number(row.comment_id);
      }),

    comment: (commentId: number) =>
      db
        .selectFrom('video_comments as comment')
        .innerJoin('videos as video', 'video.video_id', 'comment.video_id')
        .select(['comment.comment_id', 'comment.video_id', 'comment.author_id', 'video.owner_id'])
        .where('comment.comment_id', '=', String(commentId))
        .executeTakeFirst(),

    removeComment: (commentId: number, videoId: number) =>
      db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('video_comments')
          .where('comment_id', '=', String(commentId))
          .returning('hidden')
          .executeTakeFirst();
        // A hidden comment is already out of the count (moderation keeps it in step).
        if (removed && removed.hidden === null) {
          await trx
            .updateTable('videos')
            .set({ comments: sql`greatest(comments - 1, 0)` })
            .where('video_id', '=', String(videoId))
            .execute();
        }
      }),

    /** Members who follow a business (to be told of its new public video). */
    businessFollowers: async (businessId: number) =>
      (await db.selectFrom('listing_follows').select('user_id').where('business_id', '=', String(businessId)).execute()).map(
        (row) => row.user_id,
      ),
  };
}

export type VideoRow = NonNullable<Awaited<ReturnType<ReturnType<typeof videosRepository>['byId']>>>;
