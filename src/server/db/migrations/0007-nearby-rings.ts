import { Kysely, sql } from 'kysely';

/**
 * Nearby rings (docs/decisions/0003-nearby-rings.md): the cell-partitioned GiST KNN design, adopted.
 *
 * - `plan_rank` (0 Free, 1 Premium, 2 Pro) is the owner's plan denormalised onto each listing, so plan visibility
 *   (Free 300 km, Premium 1,500 km, Pro unlimited) is a filter the indexes can serve. Every member is Free until
 *   payments exist; payments will keep it in step.
 * - `ring_key cube` = (x, y, z of the earth point, coarse cell, fine cell): a GiST index on it answers "nearest inside
 *   one cell", so a ring query never walks the ring's inner disc. Partial indexes per plan class.
 * - `ring_fine_cells` / `ring_coarse_cells`: the directory of non-empty cells with per-plan-class counts, kept by
 *   statement-level triggers (one aggregated upsert per statement, so bulk loads stay fast).
 * - `nearby_ring_businesses` / `nearby_ring_professions(lat, lng, rmin, rmax, k, min_rank, with_products)`: the k
 *   nearest listings with rmin < d ≤ rmax (0 ≤ d for the local ring) that their owner's plan lets the viewer see.
 */
const TABLES = [
  { table: 'businesses', id: 'business_id', kind: 'b' },
  { table: 'professions', id: 'profession_id', kind: 'p' },
] as const;

/** Visibility radius in metres per plan rank (src/shared/plans.ts: Free 300 km, Premium 1,500 km, Pro unlimited). */
const VISIBLE = `CASE t.plan_rank WHEN 0 THEN 300000 WHEN 1 THEN 1500000 ELSE 'infinity'::float8 END`;

function nearbyFunction(table: string, id: string, kind: string): string {
  const products =
    table === 'businesses' ? `(NOT with_products OR EXISTS (SELECT 1 FROM products p WHERE p.business_id = t.${id}))` : 'true';
  // One KNN probe bounded to one cell (coarse cell c.coarse, fine cells c.f0..c.f1) by the 4th/5th ring_key coordinates.
  // Rows come in (near-exact: ≤ 1 cm perturbation at ≥ 50 km) distance order; the walk stops past rmax.
  const probe = (pred: string) => `
          FOR r IN
            SELECT t.${id} AS rid, earth_distance(t.earth, ve) AS d, t.plan_rank AS pr
              FROM ${table} t
             WHERE t.ring_key <@ cube(ARRAY[-1e7, -1e7, -1e7, c.coarse, c.f0]::float8[], ARRAY[1e7, 1e7, 1e7, c.coarse, c.f1]::float8[])
               AND ${pred}
               AND earth_distance(t.earth, ve) > rmin
               AND earth_distance(t.earth, ve) <= ${VISIBLE}
               AND ${products}
             ORDER BY t.ring_key <-> cube(ARRAY[vx, vy, vz, c.coarse, (c.f0 + c.f1) / 2.0]::float8[])
             LIMIT k
          LOOP
            EXIT WHEN r.d > rmax + 1;
            IF r.d <= rmax THEN ids := ids || r.rid; ds := ds || r.d; prs := prs || r.pr; END IF;
          END LOOP;`;
  // Local ring: plain KNN inside the rmax box (never walks past it, even when nothing matches).
  const local = (pred: string) => `
    RETURN QUERY
      SELECT t.${id}, earth_distance(t.earth, ve), t.plan_rank
        FROM ${table} t
       WHERE t.earth <@ earth_box(ve, rmax)
         AND ${pred}
         AND earth_distance(t.earth, ve) <= rmax
         AND earth_distance(t.earth, ve) <= ${VISIBLE}
         AND ${products}
       ORDER BY t.earth <-> ve
       LIMIT k;`;
  return `
CREATE FUNCTION nearby_ring_${table}(vlat float8, vlng float8, rmin float8, rmax float8, k int,
                                     min_rank int DEFAULT 0, with_products boolean DEFAULT false)
RETURNS TABLE (listing_id bigint, distance_m float8, plan_rank smallint) LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  ve earth := ll_to_earth(vlat, vlng);
  vx float8 := cube_ll_coord(ve, 1); vy float8 := cube_ll_coord(ve, 2); vz float8 := cube_ll_coord(ve, 3);
  -- Plan classes that can be visible beyond rmin: everyone below 300 km, Premium and Pro below 1,500 km, then Pro only.
  tier int := greatest(coalesce(min_rank, 0), CASE WHEN rmin < 300000 THEN 0 WHEN rmin < 1500000 THEN 1 ELSE 2 END);
  c record; r record;
  ids bigint[] := '{}'; ds float8[] := '{}'; prs smallint[] := '{}';
  kth float8;
BEGIN
  IF rmin <= 0 THEN
    IF tier = 0 THEN ${local('true')}
    ELSIF tier = 1 THEN ${local('t.plan_rank >= 1')}
    ELSE ${local('t.plan_rank = 2')}
    END IF;
    RETURN;
  END IF;
  FOR c IN
    WITH coarse AS (
      SELECT cc.coarse, earth_distance(cc.center, ve) AS dc FROM ring_coarse_cells cc
       WHERE cc.kind = '${kind}' AND CASE tier WHEN 0 THEN cc.n0 WHEN 1 THEN cc.n1 ELSE cc.n2 END > 0
    )
    SELECT * FROM (
      -- coarse cells wholly beyond the inner circle (lower bound = centre distance − 19.8 km circumradius)
      SELECT co.coarse, 0 AS f0, 63 AS f1, co.dc - 19800 AS lo FROM coarse co
       WHERE co.dc - 19800 >= rmin AND co.dc - 19800 <= rmax
      UNION ALL
      -- coarse cells the inner circle may cross: their non-empty fine cells not wholly inside it (circumradius 2.5 km)
      SELECT fc.coarse, fc.fine, fc.fine, greatest(0, earth_distance(fc.center, ve) - 2500) FROM coarse co
        JOIN ring_fine_cells fc ON fc.kind = '${kind}' AND fc.coarse = co.coarse
       WHERE co.dc - 19800 < rmin AND co.dc + 19800 >= rmin
         AND CASE tier WHEN 0 THEN fc.n0 WHEN 1 THEN fc.n1 ELSE fc.n2 END > 0
         AND earth_distance(fc.center, ve) + 2500 >= rmin AND earth_distance(fc.center, ve) - 2500 <= rmax
    ) cand ORDER BY lo
  LOOP
    IF coalesce(array_length(ids, 1), 0) >= k THEN
      SELECT x INTO kth FROM unnest(ds) x ORDER BY x OFFSET k - 1 LIMIT 1;
      EXIT WHEN kth <= c.lo;
    END IF;
    IF tier = 0 THEN ${probe('true')}
    ELSIF tier = 1 THEN ${probe('t.plan_rank >= 1')}
    ELSE ${probe('t.plan_rank = 2')}
    END IF;
  END LOOP;
  RETURN QUERY SELECT u.i, u.d, u.p FROM unnest(ids, ds, prs) u(i, d, p) ORDER BY u.d, u.i LIMIT k;
END $fn$`;
}

export async function up(db: Kysely<any>): Promise<void> {
  // Cell grid: coarse cells of 0.25° (≈28 km), each split into 8×8 fine cells of 1/32° (≈3.5 km).
  await sql`
    CREATE FUNCTION ring_key(lat float8, lng float8) RETURNS public.cube
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
      SELECT public.cube(public.cube(public.ll_to_earth(lat, lng),
                         (floor((lat + 90) * 4)::int * 1440 + floor((lng + 180) * 4)::int)::float8),
                         ((floor((lat + 90) * 32)::int - floor((lat + 90) * 4)::int * 8) * 8
                          + floor((lng + 180) * 32)::int - floor((lng + 180) * 4)::int * 8)::float8)
    $$`.execute(db);

  await sql`
    CREATE TABLE ring_fine_cells (
      kind char(1) NOT NULL, coarse int NOT NULL, fine smallint NOT NULL,
      center earth NOT NULL, n0 int NOT NULL, n1 int NOT NULL, n2 int NOT NULL,
      PRIMARY KEY (kind, coarse, fine))`.execute(db);
  await sql`
    CREATE TABLE ring_coarse_cells (
      kind char(1) NOT NULL, coarse int NOT NULL,
      center earth NOT NULL, n0 int NOT NULL, n1 int NOT NULL, n2 int NOT NULL,
      PRIMARY KEY (kind, coarse))`.execute(db);

  // Statement-level maintenance: the counts change by (rows after) − (rows before), per cell and plan class.
  // Rows with zero counts are kept (the query skips them); a missing non-empty cell would lose results.
  await sql`
    CREATE FUNCTION ring_cells_apply(kind char(1), delta jsonb) RETURNS void LANGUAGE sql VOLATILE AS $$
      WITH d AS (
        SELECT (e->>'coarse')::int AS coarse, (e->>'fine')::smallint AS fine,
               (e->>'n0')::int AS n0, (e->>'n1')::int AS n1, (e->>'n2')::int AS n2
          FROM jsonb_array_elements(delta) e
      ), f AS (
        INSERT INTO ring_fine_cells AS x (kind, coarse, fine, center, n0, n1, n2)
        SELECT kind, coarse, fine,
               ll_to_earth(((coarse / 1440) * 8 + fine / 8 + 0.5) / 32.0 - 90, ((coarse % 1440) * 8 + fine % 8 + 0.5) / 32.0 - 180),
               n0, n1, n2
          FROM d
        ON CONFLICT (kind, coarse, fine) DO UPDATE SET n0 = x.n0 + excluded.n0, n1 = x.n1 + excluded.n1, n2 = x.n2 + excluded.n2
      )
      INSERT INTO ring_coarse_cells AS x (kind, coarse, center, n0, n1, n2)
      SELECT kind, coarse, ll_to_earth((coarse / 1440 + 0.5) / 4.0 - 90, (coarse % 1440 + 0.5) / 4.0 - 180),
             sum(n0), sum(n1), sum(n2)
        FROM d GROUP BY coarse
      ON CONFLICT (kind, coarse) DO UPDATE SET n0 = x.n0 + excluded.n0, n1 = x.n1 + excluded.n1, n2 = x.n2 + excluded.n2
    $$`.execute(db);

  const cells = (rows: string, sign: number) => `
    SELECT cube_ll_coord(ring_key, 4)::int AS coarse, cube_ll_coord(ring_key, 5)::int AS fine,
           ${sign} AS n0, CASE WHEN plan_rank >= 1 THEN ${sign} ELSE 0 END AS n1, CASE WHEN plan_rank = 2 THEN ${sign} ELSE 0 END AS n2
      FROM ${rows} WHERE ring_key IS NOT NULL`;
  const delta = (parts: string) => `
    SELECT coalesce(jsonb_agg(g), '[]'::jsonb) FROM (
      SELECT coarse, fine, sum(n0) AS n0, sum(n1) AS n1, sum(n2) AS n2 FROM (${parts}) u
       GROUP BY coarse, fine HAVING sum(n0) <> 0 OR sum(n1) <> 0 OR sum(n2) <> 0) g`;
  await sql`
    CREATE FUNCTION ring_cells_maintain() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE d jsonb;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${sql.raw(delta(cells('new_rows', 1)))} INTO d;
      ELSIF TG_OP = 'DELETE' THEN
        ${sql.raw(delta(cells('old_rows', -1)))} INTO d;
      ELSE
        ${sql.raw(delta(`${cells('new_rows', 1)} UNION ALL ${cells('old_rows', -1)}`))} INTO d;
      END IF;
      IF jsonb_array_length(d) > 0 THEN PERFORM ring_cells_apply(TG_ARGV[0]::char(1), d); END IF;
      RETURN NULL;
    END $fn$`.execute(db);

  for (const { table, id, kind } of TABLES) {
    const t = sql.table(table);
    await sql`
      ALTER TABLE ${t}
        ADD COLUMN plan_rank smallint NOT NULL DEFAULT 0 CHECK (plan_rank BETWEEN 0 AND 2),
        ADD COLUMN ring_key cube GENERATED ALWAYS AS (ring_key(latitude, longitude)) STORED`.execute(db);
    await sql`CREATE INDEX ${sql.raw(`${table}_ring_all_idx`)} ON ${t} USING gist (ring_key)`.execute(db);
    await sql`CREATE INDEX ${sql.raw(`${table}_ring_premium_idx`)} ON ${t} USING gist (ring_key) WHERE plan_rank >= 1`.execute(db);
    await sql`CREATE INDEX ${sql.raw(`${table}_ring_pro_idx`)} ON ${t} USING gist (ring_key) WHERE plan_rank = 2`.execute(db);
    // Local-ring KNN for the paid classes (the Pro half of the priority rule, and any Premium-only probe).
    await sql`CREATE INDEX ${sql.raw(`${table}_earth_premium_idx`)} ON ${t} USING gist (earth) WHERE plan_rank >= 1`.execute(db);
    await sql`CREATE INDEX ${sql.raw(`${table}_earth_pro_idx`)} ON ${t} USING gist (earth) WHERE plan_rank = 2`.execute(db);

    // Existing rows, then the triggers that keep the directory in step.
    await sql`SELECT ring_cells_apply(${kind}, (${sql.raw(delta(cells(table, 1)))}))`.execute(db);
    for (const [op, ref] of [
      ['INSERT', 'NEW TABLE AS new_rows'],
      ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['DELETE', 'OLD TABLE AS old_rows'],
    ] as const) {
      await sql`
        CREATE TRIGGER ${sql.raw(`${table}_ring_cells_${op.toLowerCase()}`)} AFTER ${sql.raw(op)} ON ${t}
        REFERENCING ${sql.raw(ref)} FOR EACH STATEMENT EXECUTE FUNCTION ring_cells_maintain(${sql.raw(`'${kind}'`)})`.execute(db);
    }
    await sql.raw(nearbyFunction(table, id, kind)).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of TABLES) {
    await sql.raw(`DROP FUNCTION IF EXISTS nearby_ring_${table}(float8, float8, float8, float8, int, int, boolean)`).execute(db);
    for (const op of ['insert', 'update', 'delete'])
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_ring_cells_${op} ON ${table}`).execute(db);
    await sql.raw(`ALTER TABLE ${table} DROP COLUMN IF EXISTS ring_key, DROP COLUMN IF EXISTS plan_rank`).execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS ring_cells_maintain()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS ring_cells_apply(char, jsonb)`.execute(db);
  await sql`DROP TABLE IF EXISTS ring_fine_cells, ring_coarse_cells`.execute(db);
  await sql`DROP FUNCTION IF EXISTS ring_key(float8, float8)`.execute(db);
}
