import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Which of these sessions still exist and have not expired: sockets opened by the others are closed. */
export async function liveSessionIds(db: Db, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('auth_session')
    .select('id')
    .where('id', 'in', sessionIds)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
  return new Set(rows.map((row) => row.id));
}
