import { sql } from 'kysely';
import { plannedDb, type Db } from '../../db/database';
import type { KeysetPosition } from '../../kit/cursor';
import { keysetTimestamp, olderThan } from '../../kit/keyset.sql';
import { likeSelections } from '../../kit/likes.sql';
import { contentPlaceSelection } from '../placement/placement.repository';

/** The listings that publish posts, and the column of `posts` that points at each. */
export type PostedKind = 'business' | 'profession';
const LISTING_COLUMN = { business: 'business_id', profession: 'profession_id' } as const satisfies Record<PostedKind, string>;

export function postsRepository(db: Db) {
  /** viewerId: whose like `liked_by_me` reports (null for a visitor). Counts come in the same query, per row. */
  const selectPosts = (viewerId: string | null, from: Db = db) =>
    from
      .selectFrom('posts as post')
      .innerJoin('users as author', 'author.user_id', 'post.user_id')
      .select([
        'post.post_id',
        'post.content',
        'post.created_at',
        'author.user_id as author_id',
        'author.full_name as author_full_name',
        'author.username as author_username',
        keysetTimestamp('post.created_at').as('keyset_at'),
        contentPlaceSelection('post').as('place'),
        ...likeSelections('post_id', 'post.post_id', viewerId),
        sql<number>`(SELECT count(*)::int FROM post_comments WHERE post_comments.post_id = post.post_id AND post_comments.hidden IS NULL)`.as(
          'comment_count',
        ),
      ])
      // -1 when the post or the listing that places it is hidden (migration 0029).
      .where(sql<boolean>`post.search_plan_rank >= 0`);

  return {
    find: (postId: number, viewerId: string | null) => selectPosts(viewerId).where('post.post_id', '=', String(postId)).executeTakeFirst(),

    /** These posts (any order; unknown ids are left out), for lists built elsewhere such as search. */
    findMany: (postIds: number[], viewerId: string | null) =>
      postIds.length === 0
        ? Promise.resolve([])
        : // One statement text for any number of ids, on connections that keep its generic plan (decision 0007).
          selectPosts(viewerId, plannedDb(db, 'byKey'))
            .where(sql<boolean>`post.post_id = ANY(${postIds.map(String)}::bigint[])`)
            .execute(),

    /** The author's user id, or null when the post does not exist. */
    authorOf: async (postId: number) =>
      (
        await db
          .selectFrom('posts')
          .select('user_id')
          .where('post_id', '=', String(postId))
          .where(sql<boolean>`search_plan_rank >= 0`)
          .executeTakeFirst()
      )?.user_id ?? null,

    /** A listing's posts newest first, `limit + 1` rows after the cursor (the extra one tells whether more follow). */
    pageOf: (kind: PostedKind, listingId: number, after: KeysetPosition | null, limit: number, viewerId: string | null) => {
      let query = selectPosts(viewerId).where(`post.${LISTING_COLUMN[kind]}`, '=', String(listingId));
      if (after) query = query.where(olderThan('post.created_at', 'post.post_id', after));
      return query
        .orderBy('post.created_at', 'desc')
        .orderBy('post.post_id', 'desc')
        .limit(limit + 1)
        .execute();
    },

    /** A post on a listing; the other listing column stays null (a post belongs to one listing at most). */
    insert: async (values: { userId: string; kind: PostedKind; listingId: number; content: string }) =>
      Number(
        (
          await db
            .insertInto('posts')
            .values({ user_id: values.userId, [LISTING_COLUMN[values.kind]]: values.listingId, content: values.content })
            .returning('post_id')
            .executeTakeFirstOrThrow()
        ).post_id,
      ),

    delete: (postId: number) => db.deleteFrom('posts').where('post_id', '=', String(postId)).execute(),
  };
}
