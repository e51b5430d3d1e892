import type { Db } from '../../db/database';
import type { AnnouncementInput, NoticeInput } from '../../../shared/schemas/content';
import { contentPlaceSelection, contentPositionColumns, type Position } from '../placement/placement.repository';

/** A change of place: the new position, or undefined to keep the row's. */
type PlaceChange = Position | undefined;
const placeSet = (position: PlaceChange) => (position ? contentPositionColumns(position) : {});

const AD_DRAFT_COLUMNS = [
  'ad_id',
  'user_id',
  'title',
  'description',
  'image_url',
  'link_business_id',
  'link_profession_id',
  'link_url',
  'status',
  'budget_kobo',
  'duration_days',
  'created_at',
] as const;

/** Notices, announcements and advertisement drafts: the statements behind Create Content. */
export function contentRepository(db: Db) {
  const notices = () =>
    db
      .selectFrom('notices as n')
      .innerJoin('users as u', 'u.user_id', 'n.user_id')
      .select([
        'n.notice_id',
        'n.title',
        'n.content',
        'n.location',
        'n.expires_at',
        'n.created_at',
        'u.user_id',
        'u.full_name',
        'u.username',
        contentPlaceSelection('n').as('place'),
      ]);
  const announcements = () =>
    db
      .selectFrom('announcements as a')
      .innerJoin('users as u', 'u.user_id', 'a.user_id')
      .select([
        'a.announcement_id',
        'a.title',
        'a.content',
        'a.priority',
        'a.category',
        'a.created_at',
        'u.user_id',
        'u.full_name',
        'u.username',
        contentPlaceSelection('a').as('place'),
      ]);

  return {
    insertNotice: async (userId: string, input: Omit<NoticeInput, 'expiryDate'> & { expiresAt: Date }, position: Position) =>
      Number(
        (
          await db
            .insertInto('notices')
            .values({
              user_id: userId,
              title: input.title,
              content: input.content,
              location: input.location || null,
              expires_at: input.expiresAt,
              ...contentPositionColumns(position),
            })
            .returning('notice_id')
            .executeTakeFirstOrThrow()
        ).notice_id,
      ),

    /** Notices that have not expired; an expired one is gone from every list before its job deletes it. */
    findNotices: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : notices().where('n.notice_id', 'in', ids.map(String)).where('n.expires_at', '>', new Date()).execute(),

    member: (userId: string) =>
      db
        .selectFrom('users')
        .select(['user_id', 'full_name', 'username', 'profile_picture', 'identity_verified_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    noticesBy: (userId: string, limit: number) =>
      notices()
        .where('n.user_id', '=', userId)
        .where('n.expires_at', '>', new Date())
        .orderBy('n.created_at', 'desc')
        .orderBy('n.notice_id', 'desc')
        .limit(limit)
        .execute(),

    /** Whether the notice has a place (an old one may have none). */
    noticePlaced: async (noticeId: number) =>
      (await db.selectFrom('notices').select('latitude').where('notice_id', '=', String(noticeId)).executeTakeFirst())?.latitude != null,

    noticeAuthor: async (noticeId: number) =>
      (await db.selectFrom('notices').select('user_id').where('notice_id', '=', String(noticeId)).executeTakeFirst())?.user_id ?? null,

    /** Rewrites a notice's fields; the caller has checked its author. */
    updateNotice: (noticeId: number, input: Omit<NoticeInput, 'expiryDate'> & { expiresAt: Date }, position: PlaceChange) =>
      db
        .updateTable('notices')
        .set({
          title: input.title,
          content: input.content,
          location: input.location || null,
          expires_at: input.expiresAt,
          ...placeSet(position),
        })
        .where('notice_id', '=', String(noticeId))
        .execute(),

    deleteNotice: (noticeId: number) => db.deleteFrom('notices').where('notice_id', '=', String(noticeId)).execute(),

    /** Removes the notice when its expiry has passed (its job may run early on a retry, or after an edit). */
    deleteIfExpired: (noticeId: number) =>
      db.deleteFrom('notices').where('notice_id', '=', String(noticeId)).where('expires_at', '<=', new Date()).execute(),

    insertAnnouncement: async (userId: string, input: AnnouncementInput, position: Position) =>
      Number(
        (
          await db
            .insertInto('announcements')
            .values({
              user_id: userId,
              title: input.title,
              content: input.content,
              priority: input.priority,
              category: input.category,
              ...contentPositionColumns(position),
            })
            .returning('announcement_id')
            .executeTakeFirstOrThrow()
        ).announcement_id,
      ),

    findAnnouncements: (ids: number[]) =>
      ids.length === 0 ? Promise.resolve([]) : announcements().where('a.announcement_id', 'in', ids.map(String)).execute(),

    announcementsBy: (userId: string, limit: number) =>
      announcements()
        .where('a.user_id', '=', userId)
        .orderBy('a.created_at', 'desc')
        .orderBy('a.announcement_id', 'desc')
        .limit(limit)
        .execute(),

    /**
     * Urgent announcements of the last 24 hours by members the viewer follows (one of their listings) or is
     * connected to: pinned at the top of the viewer's feed.
     */
    urgentFor: (viewerId: string, since: Date) =>
      announcements()
        .where('a.priority', '=', 'urgent')
        .where('a.created_at', '>', since)
        .where((eb) =>
          eb.or([
            eb(
              'a.user_id',
              'in',
              eb.selectFrom('connections').select('connected_user_id').where('user_id', '=', viewerId).where('status', '=', 'accepted'),
            ),
            eb(
              'a.user_id',
              'in',
              eb.selectFrom('connections').select('user_id').where('connected_user_id', '=', viewerId).where('status', '=', 'accepted'),
            ),
            eb(
              'a.user_id',
              'in',
              eb
                .selectFrom('listing_follows as f')
                .innerJoin('businesses as b', 'b.business_id', 'f.business_id')
                .select('b.auth_user_id')
                .where('f.user_id', '=', viewerId),
            ),
            eb(
              'a.user_id',
              'in',
              eb
                .selectFrom('listing_follows as f')
                .innerJoin('professions as p', 'p.profession_id', 'f.profession_id')
                .select('p.auth_user_id')
                .where('f.user_id', '=', viewerId),
            ),
          ]),
        )
        .orderBy('a.created_at', 'desc')
        .limit(5)
        .execute(),

    /** Everyone who follows one of the author's listings or is connected to them. */
    audienceOf: async (authorId: string) => {
      const rows = await db
        .selectFrom('connections')
        .select('connected_user_id as user_id')
        .where('user_id', '=', authorId)
        .where('status', '=', 'accepted')
        .union(db.selectFrom('connections').select('user_id').where('connected_user_id', '=', authorId).where('status', '=', 'accepted'))
        .union(
          db
            .selectFrom('listing_follows as f')
            .innerJoin('businesses as b', 'b.business_id', 'f.business_id')
            .select('f.user_id')
            .where('b.auth_user_id', '=', authorId),
        )
        .union(
          db
            .selectFrom('listing_follows as f')
            .innerJoin('professions as p', 'p.profession_id', 'f.profession_id')
            .select('f.user_id')
            .where('p.auth_user_id', '=', authorId),
        )
        .execute();
      return rows.map((row) => row.user_id);
    },

    /** Whether the announcement has a place (an old one may have none). */
    announcementPlaced: async (id: number) =>
      (await db.selectFrom('announcements').select('latitude').where('announcement_id', '=', String(id)).executeTakeFirst())?.latitude !=
      null,

    announcementAuthor: async (id: number) =>
      (await db.selectFrom('announcements').select('user_id').where('announcement_id', '=', String(id)).executeTakeFirst())?.user_id ??
      null,

    updateAnnouncement: (id: number, input: AnnouncementInput, position: PlaceChange) =>
      db
        .updateTable('announcements')
        .set({ title: input.title, content: input.content, priority: input.priority, category: input.category, ...placeSet(position) })
        .where('announcement_id', '=', String(id))
        .execute(),

    deleteAnnouncement: (id: number) => db.deleteFrom('announcements').where('announcement_id', '=', String(id)).execute(),

    insertAdvertisement: (values: {
      userId: string;
      title: string;
      description: string;
      adType: string;
      budgetKobo: number;
      durationDays: number;
      audience: 'all' | 'business' | 'professionals' | 'young-adults' | 'adults';
      linkBusinessId: number | null;
      linkProfessionId: number | null;
      linkUrl: string | null;
      position: Position | null;
    }) =>
      db
        .insertInto('advertisements')
        .values({
          user_id: values.userId,
          title: values.title,
          description: values.description,
          ad_type: values.adType,
          budget_kobo: values.budgetKobo,
          duration_days: values.durationDays,
          audience: values.audience,
          link_business_id: values.linkBusinessId,
          link_profession_id: values.linkProfessionId,
          link_url: values.linkUrl,
          ...contentPositionColumns(values.position),
        })
        .returning('ad_id')
        .executeTakeFirstOrThrow(),

    findAdvertisement: (adId: number) =>
      db
        .selectFrom('advertisements as ad')
        .select(AD_DRAFT_COLUMNS.map((column) => `ad.${column}` as const))
        .select(contentPlaceSelection('ad').as('place'))
        .where('ad.ad_id', '=', String(adId))
        .executeTakeFirst(),

    updateAdvertisement: (
      adId: number,
      values: {
        title: string;
        description: string;
        linkBusinessId: number | null;
        linkProfessionId: number | null;
        linkUrl: string | null;
        position: PlaceChange;
      },
    ) =>
      db
        .updateTable('advertisements')
        .set({
          title: values.title,
          description: values.description,
          link_business_id: values.linkBusinessId,
          link_profession_id: values.linkProfessionId,
          link_url: values.linkUrl,
          ...placeSet(values.position),
        })
        .where('ad_id', '=', String(adId))
        .execute(),

    /** Points the ad at its new image; returns the one it replaces (its files are removed by the caller). */
    replaceAdImage: (adId: number, imageUrl: string) =>
      db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('advertisements')
          .select('image_url')
          .where('ad_id', '=', String(adId))
          .forUpdate()
          .executeTakeFirstOrThrow();
        await trx.updateTable('advertisements').set({ image_url: imageUrl }).where('ad_id', '=', String(adId)).execute();
        return before.image_url;
      }),

    /**
     * Deletes the ad only while it has never run and no payment for it is open or taken (a checkout finished later
     * must find its ad); null when it may not.
     */
    deleteUnpaidAdvertisement: async (adId: number) =>
      (await db
        .deleteFrom('advertisements')
        .where('ad_id', '=', String(adId))
        .where('status', '=', 'awaiting_payment')
        .where('starts_at', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('payments')
                .select('payments.ad_id')
                .where('payments.ad_id', '=', String(adId))
                .where('payments.status', 'in', ['pending', 'success']),
            ),
          ),
        )
        .returning('image_url')
        .executeTakeFirst()) ?? null,
  };
}
