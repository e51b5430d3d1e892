import { Kysely, sql } from 'kysely';

/**
 * feed_refresh (0009) removed the entries that lost their place with `NOT EXISTS (SELECT 1 FROM feed_sources …)`.
 * The join condition cannot reach into the view's UNION ALL branches, so PostgreSQL scanned the source table once
 * per entry: one business saved cost a scan of every business, and a bulk load of n businesses n² row visits (the
 * bench generator's first 20,000 took 114 s). Now the item's sources are read once, by id, into a CTE; the entries
 * to delete are those with no row there, and the upsert reads the same rows. Same signature, same result.
 */
const LINEAR = sql`
  CREATE OR REPLACE FUNCTION feed_refresh(k smallint, ids bigint[]) RETURNS void LANGUAGE sql VOLATILE AS $fn$
    WITH src AS MATERIALIZED (
      SELECT s.kind, s.item_id, s.created_at, s.lat, s.lng, s.plan_rank FROM feed_sources s WHERE s.kind = k AND s.item_id = ANY (ids)
    ), gone AS (
      DELETE FROM feed_entries f WHERE f.kind = k AND f.item_id = ANY (ids)
         AND NOT EXISTS (SELECT 1 FROM src WHERE src.item_id = f.item_id)
    )
    INSERT INTO feed_entries (kind, item_id, created_at, lat, lng, plan_rank)
    SELECT kind, item_id, created_at, lat, lng, plan_rank FROM src
    ON CONFLICT (kind, item_id) DO UPDATE
      SET created_at = excluded.created_at, lat = excluded.lat, lng = excluded.lng, plan_rank = excluded.plan_rank
      WHERE (feed_entries.created_at, feed_entries.lat, feed_entries.lng, feed_entries.plan_rank)
            IS DISTINCT FROM (excluded.created_at, excluded.lat, excluded.lng, excluded.plan_rank);
  $fn$`;

export async function up(db: Kysely<any>): Promise<void> {
  await LINEAR.execute(db);
}
