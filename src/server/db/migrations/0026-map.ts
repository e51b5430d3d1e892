import { Kysely, sql } from 'kysely';

/**
 * The interactive map (issue 14, docs/decisions/0017-map.md):
 * - `professions.approximate_area`: a home-based professional shows only an area; their coordinates leave the server
 *   rounded to 0.01° (about 1 km) on every surface. `map_degrees` is that rounding in SQL, so the map filters,
 *   clusters and measures on the public position, never on the exact one.
 * - GiST indexes on `point(longitude, latitude)`: the map reads the listings inside a box.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE professions ADD COLUMN approximate_area boolean NOT NULL DEFAULT false`.execute(db);
  await sql`
    CREATE FUNCTION map_degrees(degrees float8, approximate boolean) RETURNS float8
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT CASE WHEN approximate THEN round(degrees::numeric, 2)::float8 ELSE degrees END
    $$`.execute(db);
  for (const table of ['businesses', 'professions']) {
    await sql
      .raw(
        `CREATE INDEX ${table}_map_idx ON ${table} USING gist (point(longitude, latitude)) WHERE latitude IS NOT NULL AND longitude IS NOT NULL`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS businesses_map_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS professions_map_idx`.execute(db);
  await sql`DROP FUNCTION IF EXISTS map_degrees(float8, boolean)`.execute(db);
  await sql`ALTER TABLE professions DROP COLUMN IF EXISTS approximate_area`.execute(db);
}
