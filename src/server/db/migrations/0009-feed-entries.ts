import { Kysely, sql } from 'kysely';

/**
 * The feed's own index (docs/decisions/0006-feed.md).
 *
 * - `feed_entries`: one row per feed item (post, business, profession, product) with its time, place and owner's plan
 *   class, kept in step with the source tables by statement-level triggers. `kind` is the item's tie rank
 *   (src/server/features/feed/feed-cursor.ts: product 0, profession 1, business 2, post 3).
 * - Each entry carries its cell at three levels — fine 1/32° (≈3.5 km), coarse 1/4° (≈28 km), region 2° (≈222 km) —
 *   and each level has a b-tree (cell, created_at, kind, item_id): "newest first inside one cell" is an index walk.
 *   The coarse and region levels also have partial indexes for the paid plan classes (the national and wider rings
 *   show only them).
 * - `feed_cells`: the directory of non-empty cells per level with per-plan-class counts (statement-level triggers).
 * - `feed_cover(lat, lng, rmin, rmax, tier, split_at)`: the cells that cover the ring, each flagged when it lies
 *   wholly inside it; the feed query walks each cell newest first and merges.
 */

/** Circumradius in metres of a cell at each level (half its equatorial diagonal, rounded up). */
const RADIUS = [2460, 19700, 157400];

export async function up(db: Kysely<any>): Promise<void> {
  // The chord (straight line through the earth, what cube_distance measures) of a great-circle distance in metres on
  // earthdistance's sphere: distance filters compare chords, the inverse (sec_to_gc) runs only on returned rows.
  await sql`
    CREATE FUNCTION gc_chord(m float8) RETURNS float8
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
      SELECT CASE WHEN m <= 0 THEN 0 WHEN m >= pi() * earth() THEN 'infinity'::float8 ELSE 2 * earth() * sin(m / (2 * earth())) END
    $$`.execute(db);
  await sql`
    CREATE FUNCTION feed_cell(lat float8, lng float8, level int) RETURNS int
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
      SELECT CASE level
        WHEN 0 THEN least(floor((lat + 90) * 32)::int, 5759) * 11520 + least(floor((lng + 180) * 32)::int, 11519)
        WHEN 1 THEN least(floor((lat + 90) * 4)::int, 719) * 1440 + least(floor((lng + 180) * 4)::int, 1439)
        ELSE least(floor((lat + 90) / 2)::int, 89) * 180 + least(floor((lng + 180) / 2)::int, 179) END
    $$`.execute(db);
  // The cell one level up, and a cell's centre.
  await sql`
    CREATE FUNCTION feed_cell_parent(cell int, level int) RETURNS int
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
      SELECT CASE level
        WHEN 0 THEN (cell / 11520 / 8) * 1440 + (cell % 11520) / 8
        WHEN 1 THEN (cell / 1440 / 8) * 180 + (cell % 1440) / 8 END
    $$`.execute(db);
  await sql`
    CREATE FUNCTION feed_cell_center(cell int, level int) RETURNS earth
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
      SELECT CASE level
        WHEN 0 THEN ll_to_earth((cell / 11520 + 0.5) / 32.0 - 90, (cell % 11520 + 0.5) / 32.0 - 180)
        WHEN 1 THEN ll_to_earth((cell / 1440 + 0.5) / 4.0 - 90, (cell % 1440 + 0.5) / 4.0 - 180)
        ELSE ll_to_earth((cell / 180 + 0.5) * 2.0 - 90, (cell % 180 + 0.5) * 2.0 - 180) END
    $$`.execute(db);

  await sql`
    CREATE TABLE feed_entries (
      kind smallint NOT NULL CHECK (kind BETWEEN 0 AND 3),
      item_id bigint NOT NULL,
      created_at timestamptz NOT NULL,
      lat float8 NOT NULL,
      lng float8 NOT NULL,
      plan_rank smallint NOT NULL,
      earth earth GENERATED ALWAYS AS (ll_to_earth(lat, lng)) STORED,
      fine int GENERATED ALWAYS AS (feed_cell(lat, lng, 0)) STORED,
      coarse int GENERATED ALWAYS AS (feed_cell(lat, lng, 1)) STORED,
      region int GENERATED ALWAYS AS (feed_cell(lat, lng, 2)) STORED,
      PRIMARY KEY (kind, item_id)
    )`.execute(db);

  // Where each kind's entry comes from (only items with a place): a product is placed by its business; a post by its
  // business, else its profession, else its author's city. The backfill and the triggers both read this view.
  await sql`
    CREATE VIEW feed_sources AS
      SELECT 0::smallint AS kind, pr.product_id AS item_id, pr.created_at, b.latitude AS lat, b.longitude AS lng, b.plan_rank
        FROM products pr JOIN businesses b ON b.business_id = pr.business_id
       WHERE b.latitude IS NOT NULL AND b.longitude IS NOT NULL
      UNION ALL
      SELECT 1::smallint, profession_id, created_at, latitude, longitude, plan_rank
        FROM professions WHERE latitude IS NOT NULL AND longitude IS NOT NULL
      UNION ALL
      SELECT 2::smallint, business_id, created_at, latitude, longitude, plan_rank
        FROM businesses WHERE latitude IS NOT NULL AND longitude IS NOT NULL
      UNION ALL
      SELECT 3::smallint, po.post_id, po.created_at,
             CASE WHEN b.latitude IS NOT NULL THEN b.latitude WHEN p.latitude IS NOT NULL THEN p.latitude ELSE c.latitude END,
             CASE WHEN b.latitude IS NOT NULL THEN b.longitude WHEN p.latitude IS NOT NULL THEN p.longitude ELSE c.longitude END,
             coalesce(b.plan_rank, p.plan_rank, 0)::smallint
        FROM posts po
        LEFT JOIN businesses b ON b.business_id = po.business_id
        LEFT JOIN professions p ON p.profession_id = po.profession_id
        JOIN users u ON u.user_id = po.user_id
        LEFT JOIN cities c ON c.city_id = u.location_city_id
       WHERE coalesce(b.latitude, p.latitude, c.latitude) IS NOT NULL`.execute(db);

  // Brings the entries of these items in line with their sources: insert, move, or remove those that lost their place.
  await sql`
    CREATE FUNCTION feed_refresh(k smallint, ids bigint[]) RETURNS void LANGUAGE sql VOLATILE AS $fn$
      INSERT INTO feed_entries (kind, item_id, created_at, lat, lng, plan_rank)
      SELECT s.kind, s.item_id, s.created_at, s.lat, s.lng, s.plan_rank FROM feed_sources s WHERE s.kind = k AND s.item_id = ANY (ids)
      ON CONFLICT (kind, item_id) DO UPDATE
        SET created_at = excluded.created_at, lat = excluded.lat, lng = excluded.lng, plan_rank = excluded.plan_rank
        WHERE (feed_entries.created_at, feed_entries.lat, feed_entries.lng, feed_entries.plan_rank)
              IS DISTINCT FROM (excluded.created_at, excluded.lat, excluded.lng, excluded.plan_rank);
      DELETE FROM feed_entries f WHERE f.kind = k AND f.item_id = ANY (ids)
         AND NOT EXISTS (SELECT 1 FROM feed_sources s WHERE s.kind = k AND s.item_id = f.item_id);
    $fn$`.execute(db);

  // Existing rows in one statement, then the indexes: much faster than maintaining them row by row.
  await sql`
    INSERT INTO feed_entries (kind, item_id, created_at, lat, lng, plan_rank)
    SELECT kind, item_id, created_at, lat, lng, plan_rank FROM feed_sources`.execute(db);

  // The walks read only the index (INCLUDE earth for the distance, plan_rank for the paid rings): a quarter of the page
  // reads that visiting the table for each row costs.
  const order = sql.raw('created_at DESC, kind DESC, item_id DESC) INCLUDE (earth, plan_rank');
  await sql`CREATE INDEX feed_entries_fine_idx ON feed_entries (fine, ${order})`.execute(db);
  await sql`CREATE INDEX feed_entries_coarse_idx ON feed_entries (coarse, ${order})`.execute(db);
  await sql`CREATE INDEX feed_entries_region_idx ON feed_entries (region, ${order})`.execute(db);
  for (const [name, where] of [
    ['premium', 'plan_rank >= 1'],
    ['pro', 'plan_rank = 2'],
  ] as const) {
    await sql`CREATE INDEX ${sql.raw(`feed_entries_coarse_${name}_idx`)} ON feed_entries (coarse, ${order}) WHERE ${sql.raw(where)}`.execute(
      db,
    );
    await sql`CREATE INDEX ${sql.raw(`feed_entries_region_${name}_idx`)} ON feed_entries (region, ${order}) WHERE ${sql.raw(where)}`.execute(
      db,
    );
  }

  // The directory of cells: per level, per cell, how many entries of each plan class (n0 all, n1 paid, n2 Pro).
  await sql`
    CREATE TABLE feed_cells (
      level smallint NOT NULL, cell int NOT NULL, parent int,
      center earth NOT NULL, n0 int NOT NULL, n1 int NOT NULL, n2 int NOT NULL,
      PRIMARY KEY (level, cell))`.execute(db);
  await sql`CREATE INDEX feed_cells_parent_idx ON feed_cells (level, parent)`.execute(db);

  const cells = (rows: string, sign: number) => `
    SELECT l.level, CASE l.level WHEN 0 THEN r.fine WHEN 1 THEN r.coarse ELSE r.region END AS cell,
           ${sign} AS n0, CASE WHEN r.plan_rank >= 1 THEN ${sign} ELSE 0 END AS n1, CASE WHEN r.plan_rank = 2 THEN ${sign} ELSE 0 END AS n2
      FROM ${rows} r CROSS JOIN (VALUES (0), (1), (2)) l(level)`;
  const apply = (parts: string) => `
    INSERT INTO feed_cells AS x (level, cell, parent, center, n0, n1, n2)
    SELECT level, cell, feed_cell_parent(cell, level), feed_cell_center(cell, level), n0, n1, n2 FROM (
      SELECT level, cell, sum(n0)::int AS n0, sum(n1)::int AS n1, sum(n2)::int AS n2 FROM (${parts}) u
       GROUP BY level, cell HAVING sum(n0) <> 0 OR sum(n1) <> 0 OR sum(n2) <> 0) d
    ON CONFLICT (level, cell) DO UPDATE SET n0 = x.n0 + excluded.n0, n1 = x.n1 + excluded.n1, n2 = x.n2 + excluded.n2`;
  await sql.raw(apply(cells('feed_entries', 1))).execute(db);
  // Rows with zero counts are kept (the cover skips them); a missing non-empty cell would lose items.
  await sql`
    CREATE FUNCTION feed_cells_maintain() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'INSERT' THEN ${sql.raw(apply(cells('new_rows', 1)))};
      ELSIF TG_OP = 'DELETE' THEN ${sql.raw(apply(cells('old_rows', -1)))};
      ELSE ${sql.raw(apply(`${cells('new_rows', 1)} UNION ALL ${cells('old_rows', -1)}`))};
      END IF;
      RETURN NULL;
    END $fn$`.execute(db);
  for (const [op, ref] of [
    ['INSERT', 'NEW TABLE AS new_rows'],
    ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
    ['DELETE', 'OLD TABLE AS old_rows'],
  ] as const) {
    await sql`
      CREATE TRIGGER ${sql.raw(`feed_entries_cells_${op.toLowerCase()}`)} AFTER ${sql.raw(op)} ON feed_entries
      REFERENCING ${sql.raw(ref)} FOR EACH STATEMENT EXECUTE FUNCTION feed_cells_maintain()`.execute(db);
  }

  // Source tables → entries. A business or profession that moves or changes plan moves its products and posts too;
  // a member who changes city moves their posts that have no listing.
  const sources = [
    { table: 'products', id: 'product_id', kind: 0, place: ['business_id', 'created_at'] },
    { table: 'professions', id: 'profession_id', kind: 1, place: ['latitude', 'longitude', 'plan_rank', 'created_at'] },
    { table: 'businesses', id: 'business_id', kind: 2, place: ['latitude', 'longitude', 'plan_rank', 'created_at'] },
    { table: 'posts', id: 'post_id', kind: 3, place: ['business_id', 'profession_id', 'user_id', 'created_at'] },
  ] as const;
  const cascade = (table: string, changed: string) =>
    table === 'businesses'
      ? `PERFORM feed_refresh(0::smallint, ARRAY(SELECT pr.product_id FROM products pr WHERE pr.business_id IN (${changed})));
         PERFORM feed_refresh(3::smallint, ARRAY(SELECT po.post_id FROM posts po WHERE po.business_id IN (${changed})));`
      : table === 'professions'
        ? `PERFORM feed_refresh(3::smallint, ARRAY(SELECT po.post_id FROM posts po WHERE po.profession_id IN (${changed})));`
        : '';
  for (const { table, id, kind, place } of sources) {
    // On UPDATE only rows whose place, plan or time changed are refreshed (descriptions, prices… leave the feed alone).
    const changed = `SELECT n.${id} FROM new_rows n JOIN old_rows o USING (${id})
                      WHERE (${place.map((c) => `n.${c}`).join(', ')}) IS DISTINCT FROM (${place.map((c) => `o.${c}`).join(', ')})`;
    await sql
      .raw(
        `
      CREATE FUNCTION feed_sync_${table}() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          DELETE FROM feed_entries WHERE kind = ${kind} AND item_id IN (SELECT ${id} FROM old_rows);
        ELSIF TG_OP = 'INSERT' THEN
          PERFORM feed_refresh(${kind}::smallint, ARRAY(SELECT ${id} FROM new_rows));
        ELSE
          PERFORM feed_refresh(${kind}::smallint, ARRAY(${changed}));
          ${cascade(table, changed)}
        END IF;
        RETURN NULL;
      END $fn$`,
      )
      .execute(db);
    for (const [op, ref] of [
      ['INSERT', 'NEW TABLE AS new_rows'],
      ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['DELETE', 'OLD TABLE AS old_rows'],
    ] as const) {
      await sql
        .raw(
          `
        CREATE TRIGGER feed_sync_${table}_${op.toLowerCase()} AFTER ${op} ON ${table}
        REFERENCING ${ref} FOR EACH STATEMENT EXECUTE FUNCTION feed_sync_${table}()`,
        )
        .execute(db);
    }
  }
  await sql`
    CREATE FUNCTION feed_sync_users() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM feed_refresh(3::smallint, ARRAY(
        SELECT po.post_id FROM posts po WHERE po.business_id IS NULL AND po.profession_id IS NULL AND po.user_id IN (
          SELECT n.user_id FROM new_rows n JOIN old_rows o USING (user_id)
           WHERE n.location_city_id IS DISTINCT FROM o.location_city_id)));
      RETURN NULL;
    END $fn$`.execute(db);
  await sql`
    CREATE TRIGGER feed_sync_users_update AFTER UPDATE ON users
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync_users()`.execute(db);

  await sql.raw(coverFunction()).execute(db);
  await sql.raw(pageFunction()).execute(db);
}

/**
 * What migration 0056 adds to the page so that it follows the plan rule (`plan_rules`) rather than bands drawn on the
 * radii: declarations, statements run first (they may raise `tier`), and a condition on each entry `f`.
 */
export interface PagePlanRule {
  declare: string;
  begin: string;
  row: string;
}

/**
 * One feed page, in two passes over the covering cells. First each cell's newest ring entry after the cursor (one
 * index step each; cells with none drop out). The k-th newest of these heads is a lower bound T for the page: those
 * k heads are k distinct entries, so the page's k entries are all at least as new. Then only cells whose head is at
 * or after T are walked, newest first, down to T, at most k rows each; the walks are merged. In a dense ring T is
 * minutes old and each walk reads a handful of rows instead of k.
 * PL/pgSQL so the plan is prepared once per connection; one branch per plan class, so the paid rings use the
 * partial indexes.
 */
export function pageFunction(rule?: PagePlanRule): string {
  const levels = [
    { level: 0, column: 'fine' },
    { level: 1, column: 'coarse' },
    { level: 2, column: 'region' },
  ];
  const walk = (column: string, tierFilter: string, columns: string, extra: string, limit: string) => `
          SELECT ${columns}
            FROM feed_entries f
           WHERE f.${column} = c.cell AND (f.created_at, f.kind, f.item_id) < (after_at, after_kind, after_id) ${tierFilter} ${extra}
             AND (c.inside OR ((rmin <= 0 OR cube_distance(f.earth, ve) > chord_min) AND cube_distance(f.earth, ve) <= chord_max))${rule ? rule.row : ''}
           ORDER BY f.created_at DESC, f.kind DESC, f.item_id DESC
           LIMIT ${limit}`;
  const query = (tierFilter: string) => `
    RETURN QUERY
      WITH cover AS MATERIALIZED (SELECT * FROM feed_cover(vlat, vlng, rmin, rmax, tier)),
      heads AS MATERIALIZED (
        ${levels
          .map(
            ({ level, column }) => `
        SELECT c.level, c.cell, c.inside, h.created_at FROM cover c CROSS JOIN LATERAL (${walk(column, tierFilter, 'f.created_at', '', '1')}) h
         WHERE c.level = ${level}`,
          )
          .join('\n        UNION ALL')}
      ),
      bound AS (
        SELECT coalesce((SELECT hd.created_at FROM heads hd ORDER BY hd.created_at DESC OFFSET k - 1 LIMIT 1), '-infinity'::timestamptz) AS t
      )
      SELECT x.kind, x.item_id, x.created_at, sec_to_gc(x.chord) FROM (
        ${levels
          .map(
            ({ level, column }) => `
        SELECT w.* FROM heads c CROSS JOIN bound b CROSS JOIN LATERAL (
          ${walk(column, tierFilter, 'f.kind, f.item_id, f.created_at, cube_distance(f.earth, ve) AS chord', 'AND f.created_at >= b.t', 'k')}) w
         WHERE c.level = ${level} AND c.created_at >= b.t`,
          )
          .join('\n        UNION ALL')}
      ) x
      ORDER BY x.created_at DESC, x.kind DESC, x.item_id DESC
      LIMIT k;`;
  return `
CREATE ${rule ? 'OR REPLACE ' : ''}FUNCTION feed_page(vlat float8, vlng float8, rmin float8, rmax float8, tier int,
                          after_at timestamptz, after_kind smallint, after_id bigint, k int)
RETURNS TABLE (entry_kind smallint, entry_id bigint, entry_at timestamptz, distance_m float8) LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  ve earth := ll_to_earth(vlat, vlng);
  chord_min float8 := gc_chord(rmin);
  chord_max float8 := gc_chord(rmax);${rule ? rule.declare : ''}
BEGIN${rule ? rule.begin : ''}
  IF tier = 0 THEN ${query('')}
  ELSIF tier = 1 THEN ${query('AND f.plan_rank >= 1')}
  ELSE ${query('AND f.plan_rank = 2')}
  END IF;
END $fn$`;
}

/**
 * The cells covering the ring rmin < d ≤ rmax (0 ≤ d for rmin = 0) that hold entries of plan class ≥ tier, top down:
 * a region cell wholly inside the ring is taken whole; one that straddles a boundary is replaced by its coarse cells.
 * A straddling coarse cell is walked whole when at least a quarter of its entries may lie in the ring (its fine cells
 * tell), else replaced by its fine cells that reach the ring; fine cells are the floor. Bounds use each cell's centre
 * distance ± its circumradius, so a cell flagged `inside` needs no distance check and no cell in the ring is missed.
 * Distances are compared as chords (`cube_distance`, a C function): the order is the same as along the surface,
 * a chord is never longer than its arc (so the arc radii stay safe bounds), and it is several times cheaper than
 * earthdistance's `earth_distance`, which PostgreSQL cannot inline.
 */
function coverFunction(): string {
  const n = `CASE tier WHEN 0 THEN c.n0 WHEN 1 THEN c.n1 ELSE c.n2 END`;
  /** Some point of a cell (centre chord distance d, circumradius r) may lie in the ring. */
  const reaches = (d: string, r: number) => `(${d} + ${r} > v.chord_min OR rmin <= 0) AND ${d} - ${r} <= v.chord_max`;
  /** Every point of the cell lies in the ring. */
  const within = (d: string, r: number) => `(${d} - ${r} > v.chord_min OR rmin <= 0) AND ${d} + ${r} <= v.chord_max`;
  return `
CREATE FUNCTION feed_cover(vlat float8, vlng float8, rmin float8, rmax float8, tier int, split_at int DEFAULT 2000)
RETURNS TABLE (level smallint, cell int, inside boolean) LANGUAGE sql STABLE AS $fn$
  WITH v AS (SELECT ll_to_earth(vlat, vlng) AS ve, gc_chord(rmin) AS chord_min, gc_chord(rmax) AS chord_max),
  regions AS (
    SELECT c.cell, cube_distance(c.center, v.ve) AS d FROM feed_cells c, v WHERE c.level = 2 AND ${n} > 0
  ),
  coarse AS (
    SELECT c.cell, cube_distance(c.center, v.ve) AS d, ${n} AS n
      FROM regions r JOIN feed_cells c ON c.level = 1 AND c.parent = r.cell, v
     WHERE ${reaches('r.d', RADIUS[2])} AND NOT (${within('r.d', RADIUS[2])}) AND ${n} > 0
  ),
  coarse_in AS (SELECT co.* FROM coarse co, v WHERE ${reaches('co.d', RADIUS[1])}),
  straddling AS (SELECT ci.* FROM coarse_in ci, v WHERE NOT (${within('ci.d', RADIUS[1])})),
  fine AS (
    SELECT s.cell AS coarse_cell, c.cell, cube_distance(c.center, v.ve) AS d, ${n} AS n
      FROM straddling s JOIN feed_cells c ON c.level = 0 AND c.parent = s.cell, v
     WHERE s.n > split_at AND ${n} > 0
  ),
  fine_in AS (SELECT fi.* FROM fine fi, v WHERE ${reaches('fi.d', RADIUS[0])}),
  reach AS (SELECT fi.coarse_cell, sum(fi.n) AS n FROM fine_in fi GROUP BY fi.coarse_cell),
  split AS (
    SELECT s.cell FROM straddling s LEFT JOIN reach ON reach.coarse_cell = s.cell
     WHERE s.n > split_at AND coalesce(reach.n, 0) * 4 < s.n
  )
  SELECT 2::smallint, r.cell, true FROM regions r, v WHERE ${within('r.d', RADIUS[2])}
  UNION ALL
  SELECT 1::smallint, c.cell, ${within('c.d', RADIUS[1])} FROM coarse_in c, v WHERE c.cell NOT IN (SELECT sp.cell FROM split sp)
  UNION ALL
  SELECT 0::smallint, f.cell, ${within('f.d', RADIUS[0])} FROM fine_in f, v WHERE f.coarse_cell IN (SELECT sp.cell FROM split sp)
$fn$`;
}
