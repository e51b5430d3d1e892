import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The health check's one query: a round trip that proves the database answers. */
export function healthRepository(db: Db) {
  return {
    async ping(): Promise<void> {
      await sql`SELECT 1`.execute(db);
    },
  };
}
