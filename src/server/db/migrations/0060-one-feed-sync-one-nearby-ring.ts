import { Kysely, sql } from 'kysely';

/**
 * One function per family (issue 39, "One rule, one room"): the seven per-table `feed_sync_<table>` trigger functions
 * became one `feed_sync`, told by its triggers' arguments what differs per table, and `nearby_ring_businesses` /
 * `nearby_ring_professions` became one `nearby_ring(kind, …)`. The new definitions are in `src/server/db/sql/feed.sql`
 * and `nearby.sql`, applied after the migrations (decision 0031); here the old ones go, with their triggers (CASCADE),
 * which `feed.sql` defines again under the same names. No down: the area files no longer hold the old functions.
 */
const FEED_TABLES = ['announcements', 'businesses', 'events', 'notices', 'posts', 'products', 'professions'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of FEED_TABLES) await sql`DROP FUNCTION ${sql.raw(`feed_sync_${table}`)}() CASCADE`.execute(db);
  for (const table of ['businesses', 'professions'])
    await sql`DROP FUNCTION ${sql.raw(`nearby_ring_${table}`)}(float8, float8, float8, float8, int, int, boolean)`.execute(db);
}
