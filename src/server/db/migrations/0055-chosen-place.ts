import { Kysely, sql } from 'kysely';

/**
 * The gazetteer place a member chose for what they publish (issue 35, point 2): listings and every content table keep
 * its id, so the edit forms show "Yaba, Lagos Mainland, Lagos" again. The point and levels are still written in their own columns (decision 0029); a place that leaves the gazetteer
 * leaves the row where it is.
 */
const TABLES = ['businesses', 'professions', 'notices', 'events', 'announcements', 'advertisements', 'posts'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN place_id integer REFERENCES places (place_id) ON DELETE SET NULL`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN place_id`.execute(db);
}
