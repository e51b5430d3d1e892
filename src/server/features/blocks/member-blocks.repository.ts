import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';

type Member = string | RawBuilder<unknown>;

/**
 * The one owner of `member_blocks(blocker_id, blocked_id)`. A block either way hides each member from the other on
 * every surface and refuses every action between them (decision 0019; `blocks.service.ts`). Other repositories embed
 * the conditions below in their own statements rather than querying the table themselves.
 */
export function memberBlocksRepository(db: Db) {
  return {
    block: (blockerId: string, blockedId: string) =>
      db
        .insertInto('member_blocks')
        .values({ blocker_id: blockerId, blocked_id: blockedId })
        .onConflict((oc) => oc.doNothing())
        .execute(),

    unblock: (blockerId: string, blockedId: string) =>
      db.deleteFrom('member_blocks').where('blocker_id', '=', blockerId).where('blocked_id', '=', blockedId).execute(),

    /** Whether either member blocks the other, from each side. */
    async state(me: string, other: string): Promise<{ blockedByMe: boolean; blockedMe: boolean }> {
      const { rows } = await sql<{ blocked_by_me: boolean; blocked_me: boolean }>`
        SELECT ${blockExists(me, other)} AS blocked_by_me, ${blockExists(other, me)} AS blocked_me`.execute(db);
      return { blockedByMe: Boolean(rows[0]?.blocked_by_me), blockedMe: Boolean(rows[0]?.blocked_me) };
    },

    /**
     * Every member the viewer blocked or is blocked by: both primary-key lookups, usually no row at all. Discovery reads
     * it once per request and skips its filter when it is empty.
     */
    async hiddenFrom(viewerId: string): Promise<string[]> {
      const { rows } = await sql<{ user_id: string }>`
        SELECT blocked_id AS user_id FROM member_blocks WHERE blocker_id = ${viewerId}
        UNION SELECT blocker_id FROM member_blocks WHERE blocked_id = ${viewerId}`.execute(db);
      return rows.map((row) => row.user_id);
    },

    /** The members the viewer blocked, newest block first, for Account → Blocked members. */
    blockedBy: (viewerId: string) =>
      db
        .selectFrom('member_blocks as block')
        .innerJoin('users as member', 'member.user_id', 'block.blocked_id')
        .select(['member.user_id', 'member.full_name', 'member.username', 'member.profile_picture', 'block.created_at'])
        .where('block.blocker_id', '=', viewerId)
        .orderBy('block.created_at', 'desc')
        .execute(),

    /** Whether either member blocked the other. */
    async between(a: string, b: string): Promise<boolean> {
      const { blockedByMe, blockedMe } = await this.state(a, b);
      return blockedByMe || blockedMe;
    },
  };
}

/** SQL: `blocker` blocks `blocked` (each a member id or a column). */
export const blockExists = (blocker: Member, blocked: Member) =>
  sql<boolean>`EXISTS (SELECT 1 FROM member_blocks WHERE blocker_id = ${blocker} AND blocked_id = ${blocked})`;

/** SQL for queries listing members: `column` is not blocked by, nor blocking, the viewer. */
export const notBlockedCondition = (column: RawBuilder<unknown>, viewerId: string) =>
  sql<boolean>`NOT (${blockExists(viewerId, column)} OR ${blockExists(column, viewerId)})`;
