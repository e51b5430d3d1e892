import { sql, type RawBuilder } from 'kysely';
import type { ReportKind } from '../../../shared/schemas/moderation';
import type { Db } from '../../db/database';
import type { Translatable } from '../../../shared/i18n/msg';
import { storedText } from '../notifications/notification-text';

/** Where each hideable kind lives, who owns it, and its feed kind (features/feed/feed-cursor.ts) when it has one. */
const HIDEABLE: Record<Exclude<ReportKind, 'member'>, { table: string; id: string; owner: string; feedKind?: number }> = {
  business: { table: 'businesses', id: 'business_id', owner: 'auth_user_id', feedKind: 2 },
  profession: { table: 'professions', id: 'profession_id', owner: 'auth_user_id', feedKind: 1 },
  product: { table: 'products', id: 'product_id', owner: 'business_id', feedKind: 0 },
  post: { table: 'posts', id: 'post_id', owner: 'user_id', feedKind: 3 },
  event: { table: 'events', id: 'event_id', owner: 'user_id', feedKind: 5 },
  video: { table: 'videos', id: 'video_id', owner: 'owner_id' },
  review: { table: 'reviews', id: 'review_id', owner: 'author_id' },
  comment: { table: 'post_comments', id: 'comment_id', owner: 'author_id' },
  video_comment: { table: 'video_comments', id: 'comment_id', owner: 'author_id' },
  message: { table: 'messages', id: 'message_id', owner: 'sender_id' },
};
export type HideableKind = keyof typeof HIDEABLE;
export const isHideable = (kind: string): kind is HideableKind => kind in HIDEABLE;

/** A member's own rows in every hideable table (products through their business). */
const OWNED: { table: string; id: string; where: (userId: string) => RawBuilder<boolean>; feedKind?: number }[] = [
  { table: 'businesses', id: 'business_id', where: (u) => sql`auth_user_id = ${u}`, feedKind: 2 },
  { table: 'professions', id: 'profession_id', where: (u) => sql`auth_user_id = ${u}`, feedKind: 1 },
  {
    table: 'products',
    id: 'product_id',
    where: (u) => sql`business_id IN (SELECT business_id FROM businesses WHERE auth_user_id = ${u})`,
    feedKind: 0,
  },
  { table: 'posts', id: 'post_id', where: (u) => sql`user_id = ${u}`, feedKind: 3 },
  { table: 'events', id: 'event_id', where: (u) => sql`user_id = ${u}`, feedKind: 5 },
  { table: 'videos', id: 'video_id', where: (u) => sql`owner_id = ${u}` },
  { table: 'reviews', id: 'review_id', where: (u) => sql`author_id = ${u}` },
  { table: 'post_comments', id: 'comment_id', where: (u) => sql`author_id = ${u}` },
  { table: 'video_comments', id: 'comment_id', where: (u) => sql`author_id = ${u}` },
];

/**
 * The plan column named in the SET list, unchanged: 0029's BEFORE trigger sets it from `hidden`, and triggers declared
 * `UPDATE OF` the plan column (products and posts following their listing, 0017) fire only when it is listed.
 */
function hiddenSet(table: string, hidden: 'staff' | 'suspended' | null): RawBuilder<unknown> {
  if (table === 'businesses' || table === 'professions') return sql`hidden = ${hidden}, plan_rank = plan_rank`;
  if (table === 'products' || table === 'posts') return sql`hidden = ${hidden}, search_plan_rank = search_plan_rank`;
  return sql`hidden = ${hidden}`;
}

/**
 * Sets `hidden` on the rows matching `where` and returns their ids. A video's comment count is a stored counter: it
 * follows its comments being hidden or restored in the same statement (a delta, so a comment added meanwhile counts).
 */
async function changeHidden(
  db: Db,
  table: string,
  idColumn: string,
  where: RawBuilder<unknown>,
  hidden: 'staff' | 'suspended' | null,
): Promise<string[]> {
  const changed = sql`
    UPDATE ${sql.table(table)} SET ${hiddenSet(table, hidden)} WHERE ${where}
    RETURNING ${sql.ref(idColumn)}::text AS id${table === 'video_comments' ? sql`, video_id` : sql``}`;
  if (table !== 'video_comments') return (await sql<{ id: string }>`${changed}`.execute(db)).rows.map((row) => row.id);
  const { rows } = await sql<{ id: string }>`
    WITH changed AS (${changed}),
    counted AS (
      UPDATE videos v SET comments = greatest(v.comments + ${hidden ? -1 : 1}::int * x.n, 0)
        FROM (SELECT video_id, count(*)::int AS n FROM changed GROUP BY video_id) x
       WHERE v.video_id = x.video_id)
    SELECT id FROM changed`.execute(db);
  return rows.map((row) => row.id);
}

/** Puts feed entries in line with their sources after a hide or restore (0029's `feed_sources` leaves hidden rows out). */
async function refreshFeed(db: Db, feedKind: number | undefined, ids: string[]) {
  if (feedKind === undefined || ids.length === 0) return;
  await sql`SELECT feed_refresh(${feedKind}::smallint, ${ids}::bigint[])`.execute(db);
}

/** Children whose feed entries follow a listing: its products and posts. */
async function refreshListingChildren(db: Db, table: string, id: string) {
  if (table === 'businesses') {
    const { rows } = await sql<{ id: string }>`SELECT product_id::text AS id FROM products WHERE business_id = ${id}`.execute(db);
    await refreshFeed(
      db,
      0,
      rows.map((row) => row.id),
    );
  }
  if (table === 'businesses' || table === 'professions') {
    const column = sql.ref(table === 'businesses' ? 'business_id' : 'profession_id');
    const { rows } = await sql<{ id: string }>`SELECT post_id::text AS id FROM posts WHERE ${column} = ${id}`.execute(db);
    await refreshFeed(
      db,
      3,
      rows.map((row) => row.id),
    );
  }
}

export interface QueueRow {
  target_kind: ReportKind;
  target_id: string;
  owner_id: string | null;
  owner_name: string | null;
  report_count: number;
  first_reported_at: Date;
  reasons: Record<string, number>;
  details: string[];
}

/** What an action was about, for staff: its own words, its owner, and what places it in the app (decision 0018). */
export interface SubjectRow {
  kind: ReportKind;
  id: string;
  /** Name or title, or the text itself (a post's, a comment's, a review's, a message's). */
  title: string;
  owner_id: string | null;
  owner_name: string | null;
  /** The listing it is seen on (a product's business, a post's or review's listing, a comment's post's). */
  business_id: string | null;
  profession_id: string | null;
  /** The profile a post without a listing is seen on: its author's (a comment's post's author's). */
  profile_id: string | null;
  /** The video it is seen on (a video comment's), with an unlisted video's share key. */
  video_id: string | null;
  share_key: string | null;
}

/**
 * One query per kind: its row, whatever its state, with the owner's name and the columns that place it. Ids are row
 * ids (bigint) for every kind but a member's (Better Auth's text id).
 */
const SUBJECTS: Record<ReportKind, (ids: string[]) => RawBuilder<SubjectRow>> = {
  business: (ids) => sql`
    SELECT 'business' AS kind, t.business_id::text AS id, t.name AS title, t.auth_user_id AS owner_id, o.full_name AS owner_name,
           t.business_id::text AS business_id, NULL AS profession_id, NULL AS profile_id, NULL AS video_id, NULL AS share_key
      FROM businesses t LEFT JOIN users o ON o.user_id = t.auth_user_id WHERE t.business_id = ANY(${ids}::bigint[])`,
  profession: (ids) => sql`
    SELECT 'profession' AS kind, t.profession_id::text AS id, t.title, t.auth_user_id AS owner_id, o.full_name AS owner_name,
           NULL AS business_id, t.profession_id::text AS profession_id, NULL AS profile_id, NULL AS video_id, NULL AS share_key
      FROM professions t LEFT JOIN users o ON o.user_id = t.auth_user_id WHERE t.profession_id = ANY(${ids}::bigint[])`,
  product: (ids) => sql`
    SELECT 'product' AS kind, t.product_id::text AS id, t.name AS title, b.auth_user_id AS owner_id, o.full_name AS owner_name,
           t.business_id::text AS business_id, NULL AS profession_id, NULL AS profile_id, NULL AS video_id, NULL AS share_key
      FROM products t JOIN businesses b ON b.business_id = t.business_id LEFT JOIN users o ON o.user_id = b.auth_user_id
     WHERE t.product_id = ANY(${ids}::bigint[])`,
  post: (ids) => sql`
    SELECT 'post' AS kind, t.post_id::text AS id, t.content AS title, t.user_id AS owner_id, o.full_name AS owner_name,
           t.business_id::text AS business_id, t.profession_id::text AS profession_id, t.user_id AS profile_id, NULL AS video_id, NULL AS share_key
      FROM posts t LEFT JOIN users o ON o.user_id = t.user_id WHERE t.post_id = ANY(${ids}::bigint[])`,
  comment: (ids) => sql`
    SELECT 'comment' AS kind, t.comment_id::text AS id, t.content AS title, t.author_id AS owner_id, o.full_name AS owner_name,
           p.business_id::text AS business_id, p.profession_id::text AS profession_id, p.user_id AS profile_id, NULL AS video_id, NULL AS share_key
      FROM post_comments t JOIN posts p ON p.post_id = t.post_id LEFT JOIN users o ON o.user_id = t.author_id
     WHERE t.comment_id = ANY(${ids}::bigint[])`,
  video_comment: (ids) => sql`
    SELECT 'video_comment' AS kind, t.comment_id::text AS id, t.content AS title, t.author_id AS owner_id, o.full_name AS owner_name,
           NULL AS business_id, NULL AS profession_id, NULL AS profile_id, t.video_id::text AS video_id, v.share_key
      FROM video_comments t JOIN videos v ON v.video_id = t.video_id LEFT JOIN users o ON o.user_id = t.author_id
     WHERE t.comment_id = ANY(${ids}::bigint[])`,
  review: (ids) => sql`
    SELECT 'review' AS kind, t.review_id::text AS id, t.text AS title, t.author_id AS owner_id, o.full_name AS owner_name,
           t.business_id::text AS business_id, t.profession_id::text AS profession_id, NULL AS profile_id, NULL AS video_id, NULL AS share_key
      FROM reviews t LEFT JOIN users o ON o.user_id = t.author_id WHERE t.review_id = ANY(${ids}::bigint[])`,
  message: (ids) => sql`
    SELECT 'message' AS kind, t.message_id::text AS id, t.content AS title, t.sender_id AS owner_id, o.full_name AS owner_name,
           NULL AS business_id, NULL AS profession_id, NULL AS profile_id, NULL AS video_id, NULL AS share_key
      FROM messages t LEFT JOIN users o ON o.user_id = t.sender_id WHERE t.message_id = ANY(${ids}::bigint[])`,
  event: (ids) => sql`
    SELECT 'event' AS kind, t.event_id::text AS id, t.title, t.user_id AS owner_id, o.full_name AS owner_name,
           NULL AS business_id, NULL AS profession_id, NULL AS profile_id, NULL AS video_id, NULL AS share_key
      FROM events t LEFT JOIN users o ON o.user_id = t.user_id WHERE t.event_id = ANY(${ids}::bigint[])`,
  video: (ids) => sql`
    SELECT 'video' AS kind, t.video_id::text AS id, t.title, t.owner_id, o.full_name AS owner_name,
           NULL AS business_id, NULL AS profession_id, NULL AS profile_id, t.video_id::text AS video_id, t.share_key
      FROM videos t LEFT JOIN users o ON o.user_id = t.owner_id WHERE t.video_id = ANY(${ids}::bigint[])`,
  member: (ids) => sql`
    SELECT 'member' AS kind, t.user_id AS id, t.full_name AS title, t.user_id AS owner_id, t.full_name AS owner_name,
           NULL AS business_id, NULL AS profession_id, NULL AS profile_id, NULL AS video_id, NULL AS share_key
      FROM users t WHERE t.user_id = ANY(${ids}::text[])`,
};

export function moderationRepository(db: Db) {
  return {
    /** The session's member when it is staff: their role and whether the session passed a second factor. */
    staffSession(sessionId: string) {
      return db
        .selectFrom('auth_session as s')
        .innerJoin('auth_user as u', 'u.id', 's.user_id')
        .select(['u.id as user_id', 'u.role', 's.second_factor'])
        .where('s.id', '=', sessionId)
        .where('u.role', 'is not', null)
        .executeTakeFirst();
    },

    /** Open reports grouped by item, the item reported longest ago first. */
    async queue(limit: number): Promise<QueueRow[]> {
      const { rows } = await sql<QueueRow>`
        SELECT r.target_kind, r.target_id, min(r.owner_id) AS owner_id, min(m.full_name) AS owner_name,
               count(*)::int AS report_count, min(r.created_at) AS first_reported_at,
               (SELECT jsonb_object_agg(x.reason, x.n) FROM (SELECT reason, count(*)::int AS n FROM reports x
                  WHERE x.target_kind = r.target_kind AND x.target_id = r.target_id AND x.status = 'open' GROUP BY reason) x) AS reasons,
               coalesce(array_agg(r.details ORDER BY r.created_at) FILTER (WHERE r.details IS NOT NULL), '{}') AS details
          FROM reports r LEFT JOIN users m ON m.user_id = r.owner_id
         WHERE r.status = 'open'
         GROUP BY r.target_kind, r.target_id
         ORDER BY min(r.created_at), r.target_kind, r.target_id
         LIMIT ${limit}`.execute(db);
      return rows;
    },

    /** What each target is (see SubjectRow), whatever its state; a target that no longer exists has no row. */
    async subjects(targets: { kind: string; id: string }[]): Promise<SubjectRow[]> {
      const idsByKind = new Map<ReportKind, string[]>();
      for (const { kind, id } of targets) {
        if (!(kind in SUBJECTS)) continue;
        if (kind !== 'member' && !/^\d{1,15}$/.test(id)) continue;
        const ids = idsByKind.get(kind as ReportKind) ?? [];
        if (!ids.includes(id)) ids.push(id);
        idsByKind.set(kind as ReportKind, ids);
      }
      const found = await Promise.all([...idsByKind].map(async ([kind, ids]) => (await SUBJECTS[kind](ids).execute(db)).rows));
      return found.flat();
    },

    /** The reported item's own text, for the console (read whatever its state); its name comes from `subjects`. */
    async content(kind: ReportKind, id: string): Promise<{ text: string | null; hidden: string | null } | undefined> {
      const numeric = /^\d{1,15}$/.test(id) ? id : '0';
      const queries: Record<ReportKind, RawBuilder<{ text: string | null; hidden: string | null }>> = {
        business: sql`SELECT description AS text, hidden FROM businesses WHERE business_id = ${numeric}`,
        profession: sql`SELECT description AS text, hidden FROM professions WHERE profession_id = ${numeric}`,
        product: sql`SELECT description AS text, hidden FROM products WHERE product_id = ${numeric}`,
        post: sql`SELECT content AS text, hidden FROM posts WHERE post_id = ${numeric}`,
        comment: sql`SELECT content AS text, hidden FROM post_comments WHERE comment_id = ${numeric}`,
        video_comment: sql`SELECT content AS text, hidden FROM video_comments WHERE comment_id = ${numeric}`,
        review: sql`SELECT rating || '/5 · ' || text AS text, hidden FROM reviews WHERE review_id = ${numeric}`,
        message: sql`SELECT content AS text, hidden FROM messages WHERE message_id = ${numeric}`,
        event: sql`SELECT description AS text, hidden FROM events WHERE event_id = ${numeric}`,
        video: sql`SELECT description AS text, hidden FROM videos WHERE video_id = ${numeric}`,
        member: sql`
          SELECT '@' || m.username || coalesce(chr(10) || m.bio, '') AS text,
                 CASE WHEN u.suspended_at IS NOT NULL THEN 'suspended' END AS hidden
            FROM users m JOIN auth_user u ON u.id = m.user_id WHERE m.user_id = ${id}`,
      };
      return (await queries[kind].execute(db)).rows[0];
    },

    /** Context around an item: the messages around a reported message, the listing a review is about. */
    async context(kind: ReportKind, id: string): Promise<string[]> {
      if (!/^\d{1,15}$/.test(id)) return [];
      if (kind === 'message') {
        const { rows } = await sql<{ line: string }>`
          WITH target AS (SELECT conversation_id, message_id FROM messages WHERE message_id = ${id})
          SELECT * FROM (
            SELECT m.message_id, s.full_name || ': ' || m.content AS line
              FROM messages m JOIN target t ON t.conversation_id = m.conversation_id JOIN users s ON s.user_id = m.sender_id
             WHERE m.message_id BETWEEN t.message_id - 200 AND t.message_id + 200
             ORDER BY abs(m.message_id - t.message_id) LIMIT 9) around
          ORDER BY message_id`.execute(db);
        return rows.map((row) => row.line);
      }
      if (kind === 'review' || kind === 'product' || kind === 'comment') {
        const query =
          kind === 'review'
            ? sql<{ line: string }>`
                SELECT 'About: ' || coalesce(b.name, p.title) AS line FROM reviews r
                  LEFT JOIN businesses b ON b.business_id = r.business_id LEFT JOIN professions p ON p.profession_id = r.profession_id
                 WHERE r.review_id = ${id}`
            : kind === 'product'
              ? sql<{
                  line: string;
                }>`SELECT 'Sold by: ' || b.name AS line FROM products p JOIN businesses b USING (business_id) WHERE p.product_id = ${id}`
              : sql<{
                  line: string;
                }>`SELECT 'On the post: ' || left(p.content, 200) AS line FROM post_comments c JOIN posts p USING (post_id) WHERE c.comment_id = ${id}`;
        return (await query.execute(db)).rows.map((row) => row.line);
      }
      return [];
    },

    /** Reporters of an item's open reports (to tell them the outcome; never shown to anyone). */
    async closeReports(kind: ReportKind, id: string, status: 'dismissed' | 'actioned'): Promise<string[]> {
      const rows = await db
        .updateTable('reports')
        .set({ status, resolved_at: sql<Date>`now()` })
        .where('target_kind', '=', kind)
        .where('target_id', '=', id)
        .where('status', '=', 'open')
        .returning('reporter_id')
        .execute();
      return rows.map((row) => row.reporter_id);
    },

    /** Owner of a hideable item whatever its state, null when it does not exist. */
    async ownerOf(kind: HideableKind, id: string): Promise<string | null> {
      const { table, id: idColumn, owner } = HIDEABLE[kind];
      const ownerSql =
        kind === 'product' ? sql`(SELECT auth_user_id FROM businesses b WHERE b.business_id = t.business_id)` : sql.ref(`t.${owner}`);
      const { rows } = await sql<{ owner_id: string }>`
        SELECT ${ownerSql} AS owner_id FROM ${sql.table(table)} t WHERE ${sql.ref(`t.${idColumn}`)} = ${id}`.execute(db);
      return rows[0]?.owner_id ?? null;
    },

    /** Hides (or with null restores) one item; false when it was already in that state. */
    async setHidden(kind: HideableKind, id: string, hidden: 'staff' | null): Promise<boolean> {
      const { table, id: idColumn, feedKind } = HIDEABLE[kind];
      const changed = await changeHidden(
        db,
        table,
        idColumn,
        sql`${sql.ref(idColumn)} = ${id} AND hidden IS DISTINCT FROM ${hidden}`,
        hidden,
      );
      if (hidden) {
        await db
          .insertInto('hidden_content')
          .values({ target_kind: kind, target_id: id })
          .onConflict((oc) => oc.doNothing())
          .execute();
      } else {
        await db.deleteFrom('hidden_content').where('target_kind', '=', kind).where('target_id', '=', id).execute();
      }
      await refreshFeed(db, feedKind, [id]);
      await refreshListingChildren(db, table, id);
      return changed.length > 0;
    },

    /** Hides everything a member owns that is not hidden already, or brings back what their suspension hid. */
    async setOwnedHidden(userId: string, suspended: boolean): Promise<void> {
      for (const { table, id, where, feedKind } of OWNED) {
        const ids = suspended
          ? await changeHidden(db, table, id, sql`${where(userId)} AND hidden IS NULL`, 'suspended')
          : await changeHidden(db, table, id, sql`${where(userId)} AND hidden = 'suspended'`, null);
        await refreshFeed(db, feedKind, ids);
        for (const listingId of ids) await refreshListingChildren(db, table, listingId);
      }
    },

    /** A message's conversation, its two members, its text and its sender's name (a hidden message's follow-up). */
    messageParties: (id: string) =>
      db
        .selectFrom('messages as m')
        .innerJoin('users as s', 's.user_id', 'm.sender_id')
        .select(['m.conversation_id', 'm.sender_id', 'm.receiver_id', 'm.content', 's.full_name as sender_name'])
        .where('m.message_id', '=', id)
        .executeTakeFirst(),

    /**
     * Replaces the text of a member's grouped notification when it quotes `quote` (the "new message" notification of a
     * conversation quotes its newest message); true when one changed.
     */
    async unquoteNotification(userId: string, groupKey: string, quote: string, text: Translatable): Promise<boolean> {
      const stored = storedText(text);
      const result = await db
        .updateTable('notifications')
        .set({ message: stored.message, message_template: stored.template, message_values: stored.values })
        .where('user_id', '=', userId)
        .where('group_key', '=', groupKey)
        .where(sql<boolean>`strpos(message, ${quote}) > 0`)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Suspends: the account is marked and every session deleted in one statement each. */
    async suspend(userId: string, reason: string, until: Date | null): Promise<boolean> {
      const row = await db
        .updateTable('auth_user')
        .set({ suspended_at: sql<Date>`now()`, suspended_until: until, suspension_reason: reason })
        .where('id', '=', userId)
        .returning('id')
        .executeTakeFirst();
      await db.deleteFrom('auth_session').where('user_id', '=', userId).execute();
      return Boolean(row);
    },

    async unsuspend(userId: string): Promise<boolean> {
      const row = await db
        .updateTable('auth_user')
        .set({ suspended_at: null, suspended_until: null, suspension_reason: null })
        .where('id', '=', userId)
        .where('suspended_at', 'is not', null)
        .returning('id')
        .executeTakeFirst();
      return Boolean(row);
    },

    /** The member's suspension state (null end: until staff lift it). */
    suspension(userId: string) {
      return db
        .selectFrom('auth_user')
        .select(['suspended_at', 'suspended_until', 'suspension_reason'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    memberExists: async (userId: string) =>
      Boolean(await db.selectFrom('users').select('user_id').where('user_id', '=', userId).executeTakeFirst()),

    audit(entry: { staffId: string; action: string; kind: string; id: string; reason: string | null }) {
      return db
        .insertInto('moderation_actions')
        .values({ staff_id: entry.staffId, action: entry.action, target_kind: entry.kind, target_id: entry.id, reason: entry.reason })
        .execute();
    },

    auditPage(limit: number) {
      return db
        .selectFrom('moderation_actions as a')
        .leftJoin('users as s', 's.user_id', 'a.staff_id')
        .select([
          'a.action_id',
          'a.staff_id',
          's.full_name as staff_name',
          'a.action',
          'a.target_kind',
          'a.target_id',
          'a.reason',
          'a.created_at',
        ])
        .orderBy('a.created_at', 'desc')
        .orderBy('a.action_id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Staff roles, granted and revoked by `npm run admin`; null when no account has this email. */
    async setRole(email: string, role: 'moderator' | 'admin' | null): Promise<string | null> {
      const row = await db
        .updateTable('auth_user')
        .set({ role })
        .where('email', '=', email.toLowerCase())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },
  };
}
export type ModerationRepository = ReturnType<typeof moderationRepository>;
