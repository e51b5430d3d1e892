import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Which of these sessions still exist and have not expired: sockets opened by the others are closed. */
export async function liveSessionIds(db: Db, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  // One array parameter: an IN list of thousands of placeholders is slow to build and to parse.
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM auth_session WHERE id = ANY (${sessionIds}::text[]) AND expires_at > now()`.execute(db);
  return new Set(rows.map((row) => row.id));
}
