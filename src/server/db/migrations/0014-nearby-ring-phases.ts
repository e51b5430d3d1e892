import { Kysely, sql } from 'kysely';

/**
 * Nearby rings, second version (docs/decisions/0003-nearby-rings.md, "Phased fine-cell probes"). Same signature and
 * result as 0007's functions; what changes is how cells are probed. 0007 probed one cell per statement with a GiST
 * KNN on the 5-D ring key, nearest lower bound first — but every fine cell along the ring's inner circle has a lower
 * bound of about rmin, so a regional query made 100–400 probes of ~100 page reads each.
 *
 * Now each listing table has a b-tree on its fine cell (1/32°, `ring_fine_id`), covering the distance and plan
 * columns, so "the ring rows of one fine cell" is a 2–3 page index-only read. The ring is probed in phases: the fine
 * cells whose lower bound lies in [rmin, rmin + 2 km), then the next band four times as wide, and so on, each phase
 * one statement. It stops as soon as k rows lie closer than the band already covered (no unprobed cell can hold a
 * nearer one). Only the coarse directory (0.25° cells) is scanned whole, to find the fine cells of each band.
 */
const TABLES = [
  { table: 'businesses', id: 'business_id', kind: 'b' },
  { table: 'professions', id: 'profession_id', kind: 'p' },
] as const;

/** The owner's plan radius as a chord (Free 300 km, Premium 1,500 km, Pro unlimited). */
const VISIBLE = `cube_distance(t.earth, ve) <= CASE t.plan_rank WHEN 0 THEN c300 WHEN 1 THEN c1500 ELSE 'infinity'::float8 END`;

/** The plan radii as literals (0014, 0017); migration 0056 passes the rule's own (`plan_min_rank`, from `plan_rules`). */
const LITERAL_TIER = `
  c300 float8 := gc_chord(300000); c1500 float8 := gc_chord(1500000);
  -- Plan classes that can be visible beyond rmin: everyone below 300 km, Premium and Pro below 1,500 km, then Pro only.
  tier int := greatest(coalesce(min_rank, 0), CASE WHEN rmin < 300000 THEN 0 WHEN rmin < 1500000 THEN 1 ELSE 2 END);`;

/**
 * The function's text; `visible` is the plan visibility condition on `t` seen from `ve` (0017 passes `plan_visible`),
 * `tier` the declarations that set `tier`, the lowest plan class that may be visible beyond rmin.
 */
export function nearbyFunction(table: string, id: string, kind: string, visible = VISIBLE, tier = LITERAL_TIER): string {
  const products =
    table === 'businesses' ? `(NOT with_products OR EXISTS (SELECT 1 FROM products p WHERE p.business_id = t.${id}))` : 'true';
  const local = (pred: string) => `
    RETURN QUERY
      SELECT t.${id}, sec_to_gc(cube_distance(t.earth, ve)), t.plan_rank
        FROM ${table} t
       WHERE t.earth <@ earth_box(ve, rmax)
         AND ${pred}
         AND cube_distance(t.earth, ve) <= chord_max
         AND ${visible}
         AND ${products}
       ORDER BY t.earth <-> ve
       LIMIT k;`;
  // One phase: the k nearest ring rows of every fine cell whose lower bound lies in [band_lo, band_hi).
  const phase = (pred: string) => `
      SELECT coalesce(array_agg(r.rid), '{}'), coalesce(array_agg(r.d), '{}'), coalesce(array_agg(r.pr), '{}')
        INTO p_ids, p_ds, p_prs
        FROM (
          SELECT fc.coarse * 64 + fc.fine AS cell
            FROM unnest(c_coarse, c_dc) co(coarse, dc)
            JOIN ring_fine_cells fc ON fc.kind = '${kind}' AND fc.coarse = co.coarse
            CROSS JOIN LATERAL (SELECT cube_distance(fc.center, ve) AS d) f
           WHERE co.dc - 19800 < band_hi AND co.dc + 19800 >= band_lo
             AND CASE tier WHEN 0 THEN fc.n0 WHEN 1 THEN fc.n1 ELSE fc.n2 END > 0
             AND f.d + 2500 > chord_min AND f.d - 2500 <= chord_max
             AND greatest(chord_min, f.d - 2500) >= band_lo AND greatest(chord_min, f.d - 2500) < band_hi
        ) c
        CROSS JOIN LATERAL (
          SELECT t.${id} AS rid, cube_distance(t.earth, ve) AS d, t.plan_rank AS pr
            FROM ${table} t
           WHERE ring_fine_id(t.latitude, t.longitude) = c.cell
             AND ${pred}
             AND cube_distance(t.earth, ve) > chord_min
             AND cube_distance(t.earth, ve) <= chord_max
             AND ${visible}
             AND ${products}
           ORDER BY 2
           LIMIT k) r;`;
  return `
CREATE OR REPLACE FUNCTION nearby_ring_${table}(vlat float8, vlng float8, rmin float8, rmax float8, k int,
                                                min_rank int DEFAULT 0, with_products boolean DEFAULT false)
RETURNS TABLE (listing_id bigint, distance_m float8, plan_rank smallint) LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  ve earth := ll_to_earth(vlat, vlng);
  -- Distances are compared as chords (cube_distance, see gc_chord in migration 0009); the cell radii stay safe bounds.
  chord_min float8 := gc_chord(rmin); chord_max float8 := gc_chord(rmax);${tier}
  c_coarse int[]; c_dc float8[];
  ids bigint[] := '{}'; ds float8[] := '{}'; prs smallint[] := '{}';
  p_ids bigint[]; p_ds float8[]; p_prs smallint[];
  band_lo float8; band_hi float8; width float8 := 2000; farthest float8;
BEGIN
  IF rmin <= 0 THEN
    IF tier = 0 THEN ${local('true')}
    ELSIF tier = 1 THEN ${local('t.plan_rank >= 1')}
    ELSE ${local('t.plan_rank = 2')}
    END IF;
    RETURN;
  END IF;
  -- The coarse cells (circumradius 19.8 km) that may reach the ring and hold rows of the visible plan classes.
  SELECT array_agg(cc.coarse), array_agg(cube_distance(cc.center, ve)), max(cube_distance(cc.center, ve)) + 19800
    INTO c_coarse, c_dc, farthest
    FROM ring_coarse_cells cc
   WHERE cc.kind = '${kind}' AND CASE tier WHEN 0 THEN cc.n0 WHEN 1 THEN cc.n1 ELSE cc.n2 END > 0
     AND cube_distance(cc.center, ve) + 19800 > chord_min AND cube_distance(cc.center, ve) - 19800 <= chord_max;
  IF c_coarse IS NULL THEN RETURN; END IF;
  band_lo := chord_min; band_hi := chord_min + width;

  LOOP
    IF tier = 0 THEN ${phase('true')}
    ELSIF tier = 1 THEN ${phase('t.plan_rank >= 1')}
    ELSE ${phase('t.plan_rank = 2')}
    END IF;
    ids := ids || p_ids; ds := ds || p_ds; prs := prs || p_prs;
    -- Done when k rows lie closer than the bands covered so far, or when every candidate cell has been probed.
    EXIT WHEN band_hi > least(chord_max, farthest) OR (SELECT count(*) FROM unnest(ds) x WHERE x < band_hi) >= k;
    band_lo := band_hi; width := width * 4; band_hi := band_hi + width;
  END LOOP;
  RETURN QUERY SELECT u.i, sec_to_gc(u.d), u.p FROM unnest(ids, ds, prs) u(i, d, p) ORDER BY u.d, u.i LIMIT k;
END $fn$`;
}

export async function up(db: Kysely<any>): Promise<void> {
  // The fine cell of a position, numbered as ring_fine_cells (coarse * 64 + fine; migration 0007's ring_key grid).
  await sql`
    CREATE FUNCTION ring_fine_id(lat float8, lng float8) RETURNS int
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
      SELECT (floor((lat + 90) * 4)::int * 1440 + floor((lng + 180) * 4)::int) * 64
             + (floor((lat + 90) * 32)::int - floor((lat + 90) * 4)::int * 8) * 8
             + floor((lng + 180) * 32)::int - floor((lng + 180) * 4)::int * 8
    $$`.execute(db);
  for (const { table, id, kind } of TABLES) {
    // An expression index needs no table rewrite; the INCLUDE columns make the probes index-only.
    await sql
      .raw(
        `CREATE INDEX ${table}_ring_fine_idx ON ${table} (ring_fine_id(latitude, longitude))
                   INCLUDE (latitude, longitude, earth, plan_rank, ${id})`,
      )
      .execute(db);
    // The paid classes on their own (the national ring, and the Pro half of every ring's priority rule).
    for (const [name, where] of [
      ['premium', 'plan_rank >= 1'],
      ['pro', 'plan_rank = 2'],
    ] as const) {
      await sql
        .raw(
          `CREATE INDEX ${table}_ring_fine_${name}_idx ON ${table} (ring_fine_id(latitude, longitude))
                     INCLUDE (latitude, longitude, earth, plan_rank, ${id}) WHERE ${where}`,
        )
        .execute(db);
    }
    await sql.raw(nearbyFunction(table, id, kind)).execute(db);
  }
}
