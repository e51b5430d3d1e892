import { sql } from 'kysely';
import type { ReportKind, ReportReason } from '../../../shared/schemas/moderation';
import type { Db } from '../../db/database';

/**
 * Who owns a reportable item, as long as the reporter can see it: a message only to the two people in its
 * conversation, a video unless it is private to its owner. Nothing is found for a hidden item.
 */
const OWNER_OF: Record<Exclude<ReportKind, 'member'>, (id: number, viewer: string) => ReturnType<typeof sql<{ owner_id: string }>>> = {
  business: (id) => sql`SELECT auth_user_id AS owner_id FROM businesses WHERE business_id = ${id}`,
  profession: (id) => sql`SELECT auth_user_id AS owner_id FROM professions WHERE profession_id = ${id}`,
  product: (id) => sql`
    SELECT b.auth_user_id AS owner_id FROM products p JOIN businesses b ON b.business_id = p.business_id WHERE p.product_id = ${id}`,
  post: (id) => sql`SELECT user_id AS owner_id FROM posts WHERE post_id = ${id}`,
  comment: (id) => sql`SELECT author_id AS owner_id FROM post_comments WHERE comment_id = ${id}`,
  video_comment: (id) => sql`SELECT author_id AS owner_id FROM video_comments WHERE comment_id = ${id}`,
  review: (id) => sql`SELECT author_id AS owner_id FROM reviews WHERE review_id = ${id}`,
  message: (id, viewer) => sql`
    SELECT sender_id AS owner_id FROM messages WHERE message_id = ${id} AND (sender_id = ${viewer} OR receiver_id = ${viewer})`,
  event: (id) => sql`SELECT user_id AS owner_id FROM events WHERE event_id = ${id}`,
  video: (id, viewer) => sql`SELECT owner_id FROM videos WHERE video_id = ${id} AND (privacy <> 'private' OR owner_id = ${viewer})`,
};

export function reportsRepository(db: Db) {
  return {
    /** The owner of a visible, unhidden item, or null when the reporter cannot see it. */
    async ownerOf(kind: ReportKind, id: string, viewerId: string): Promise<string | null> {
      const hidden = await db
        .selectFrom('hidden_content')
        .select('target_id')
        .where('target_kind', '=', kind)
        .where('target_id', '=', id)
        .executeTakeFirst();
      if (hidden) return null;
      if (kind === 'member') {
        const row = await db
          .selectFrom('users as m')
          .innerJoin('auth_user as u', 'u.id', 'm.user_id')
          .select('m.user_id')
          .where('m.user_id', '=', id)
          .where('u.suspended_at', 'is', null)
          .executeTakeFirst();
        return row?.user_id ?? null;
      }
      const { rows } = await OWNER_OF[kind](Number(id), viewerId).execute(db);
      return rows[0]?.owner_id ?? null;
    },

    /** Files the report; the unique constraint refuses a second one by the same member (23505). */
    async create(report: { reporterId: string; kind: ReportKind; id: string; ownerId: string; reason: ReportReason; details?: string }) {
      await db
        .insertInto('reports')
        .values({
          reporter_id: report.reporterId,
          target_kind: report.kind,
          target_id: report.id,
          owner_id: report.ownerId,
          reason: report.reason,
          details: report.details || null,
        })
        .execute();
    },
  };
}
