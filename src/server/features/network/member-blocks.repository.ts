import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Blocks between members live in `member_blocks(blocker_id, blocked_id)`, made by the messaging feature. The network
 * reads it (a block either way hides a member from suggestions and search, and refuses connection requests) once the
 * table exists; until then nobody is blocked. Once seen, the table is assumed to stay.
 */
export function memberBlocks(db: Db) {
  let present = false;

  async function exists(): Promise<boolean> {
    if (present) return true;
    const { rows } = await sql<{ found: boolean }>`SELECT to_regclass('member_blocks') IS NOT NULL AS found`.execute(db);
    present = rows[0]?.found ?? false;
    return present;
  }

  return {
    exists,

    /** Whether either member blocked the other. */
    async between(a: string, b: string): Promise<boolean> {
      if (!(await exists())) return false;
      const { rows } = await sql<{ blocked: boolean }>`
        SELECT EXISTS (
          SELECT 1 FROM member_blocks
           WHERE (blocker_id = ${a} AND blocked_id = ${b}) OR (blocker_id = ${b} AND blocked_id = ${a})
        ) AS blocked`.execute(db);
      return rows[0]?.blocked ?? false;
    },

    /** A condition for queries listing members: `column` is not blocked by, nor blocking, the viewer. */
    async notBlockedCondition(column: RawBuilder<unknown>, viewerId: string): Promise<RawBuilder<unknown>> {
      if (!(await exists())) return sql`TRUE`;
      return sql`NOT EXISTS (
        SELECT 1 FROM member_blocks
         WHERE (blocker_id = ${viewerId} AND blocked_id = ${column}) OR (blocker_id = ${column} AND blocked_id = ${viewerId})
      )`;
    },
  };
}
