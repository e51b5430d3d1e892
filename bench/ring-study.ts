/**
 * Ring ("distance band") query study: naive KNN vs the cell-partitioned GiST design of
 * docs/decisions/0003-nearby-rings.md, on a database filled by bench/generate-data.ts.
 *
 *   npx tsx bench/ring-study.ts --url postgres://…/localhub_bench_x [--setup] [--samples 200] [--naive-samples 10]
 *
 * --setup adds, in the bench database only: a study plan per owner (5% Pro, 10% Premium, rest Free)
 * denormalised onto listings as plan_rank, the ring_key column + partial GiST indexes, the cell
 * count tables and the nearby_ring_<table>() functions. Then it times both designs per ring from
 * random viewers near central Lagos, Abuja, Kano, Sokoto and Accra, checks that both return the same
 * listings, and prints p50/p95 per ring and place, plus one EXPLAIN (ANALYZE, BUFFERS) per design.
 */
import pg from 'pg';

function arg(name: string, fallback?: string): string {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0 && process.argv[i + 1] && !process.argv[i + 1].startsWith('--')) return process.argv[i + 1];
  if (fallback === undefined) throw new Error(`--${name} is required`);
  return fallback;
}
const url = arg('url');
const SAMPLES = Number(arg('samples', '200'));
const NAIVE_SAMPLES = Number(arg('naive-samples', '10'));
const K = 6;

export const RINGS = [
  { name: 'local', min: 0, max: 50_000 },
  { name: 'regional', min: 51_000, max: 300_000 },
  { name: 'national', min: 301_000, max: 1_500_000 },
  { name: 'international', min: 1_501_000, max: 5_000_000 },
  { name: 'global', min: 5_000_001, max: 40_000_000 },
] as const;

const PLACES = [
  { name: 'Lagos', lat: 6.5244, lng: 3.3792 },
  { name: 'Abuja', lat: 9.0765, lng: 7.3986 },
  { name: 'Kano', lat: 12.0022, lng: 8.592 },
  { name: 'Sokoto', lat: 13.0059, lng: 5.2476 },
  { name: 'Accra', lat: 5.6037, lng: -0.187 },
];

const TABLES = [
  { table: 'businesses', id: 'business_id', kind: 'b' },
  { table: 'professions', id: 'profession_id', kind: 'p' },
] as const;

/** Cell grid: coarse cells of 0.25° (≈28 km), each split into 8×8 fine cells of 1/32° (≈3.5 km). */
const SETUP_COMMON = `
CREATE OR REPLACE FUNCTION ring_key(lat float8, lng float8) RETURNS cube LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT cube(cube(ll_to_earth(lat, lng),
                   (floor((lat + 90) * 4)::int * 1440 + floor((lng + 180) * 4)::int)::float8),
              ((floor((lat + 90) * 32)::int - floor((lat + 90) * 4)::int * 8) * 8
               + floor((lng + 180) * 32)::int - floor((lng + 180) * 4)::int * 8)::float8)
$$;
-- Fine cells holding at least one listing, counted per plan class (n0 all, n1 Premium+Pro, n2 Pro), with their centre.
CREATE TABLE IF NOT EXISTS ring_fine_cells (
  kind char(1) NOT NULL, coarse int NOT NULL, fine smallint NOT NULL,
  center earth NOT NULL, n0 int NOT NULL, n1 int NOT NULL, n2 int NOT NULL,
  PRIMARY KEY (kind, coarse, fine));
CREATE TABLE IF NOT EXISTS ring_coarse_cells (
  kind char(1) NOT NULL, coarse int NOT NULL,
  center earth NOT NULL, n0 int NOT NULL, n1 int NOT NULL, n2 int NOT NULL,
  PRIMARY KEY (kind, coarse));
`;

function setupTable(table: string, id: string, kind: string): string[] {
  return [
    `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS plan_rank smallint NOT NULL DEFAULT 0`,
    `UPDATE ${table} t SET plan_rank = p.plan_rank FROM bench_plans p WHERE p.user_id = t.auth_user_id AND p.plan_rank > 0`,
    `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ring_key cube GENERATED ALWAYS AS (ring_key(latitude, longitude)) STORED`,
    `CREATE INDEX IF NOT EXISTS ${table}_ring_all_idx ON ${table} USING gist (ring_key)`,
    `CREATE INDEX IF NOT EXISTS ${table}_ring_premium_idx ON ${table} USING gist (ring_key) WHERE plan_rank >= 1`,
    `CREATE INDEX IF NOT EXISTS ${table}_ring_pro_idx ON ${table} USING gist (ring_key) WHERE plan_rank = 2`,
    `DELETE FROM ring_fine_cells WHERE kind = '${kind}'`,
    `INSERT INTO ring_fine_cells
       SELECT '${kind}', coarse, fine,
              ll_to_earth(((coarse / 1440) * 8 + fine / 8 + 0.5) / 32.0 - 90, ((coarse % 1440) * 8 + fine % 8 + 0.5) / 32.0 - 180),
              count(*), count(*) FILTER (WHERE plan_rank >= 1), count(*) FILTER (WHERE plan_rank = 2)
         FROM (SELECT cube_ll_coord(ring_key, 4)::int AS coarse, cube_ll_coord(ring_key, 5)::int AS fine, plan_rank
                 FROM ${table} WHERE ring_key IS NOT NULL) x
        GROUP BY coarse, fine`,
    `DELETE FROM ring_coarse_cells WHERE kind = '${kind}'`,
    `INSERT INTO ring_coarse_cells
       SELECT '${kind}', coarse, ll_to_earth((coarse / 1440 + 0.5) / 4.0 - 90, (coarse % 1440 + 0.5) / 4.0 - 180), sum(n0), sum(n1), sum(n2)
         FROM ring_fine_cells WHERE kind = '${kind}' GROUP BY coarse`,
    functionSql(table, id, kind),
    `ANALYZE ${table}`,
  ];
}

/**
 * nearby_ring_<table>(lat, lng, rmin, rmax, k): the k nearest listings with rmin ≤ d ≤ rmax that the
 * owner's plan lets this viewer see, nearest first. Local ring (rmin = 0): plain KNN. Other rings:
 * candidate cells (coarse cells wholly beyond rmin, fine cells of the coarse cells the inner circle
 * crosses) in order of their lower-bound distance; one KNN probe per cell, bounded to that cell by
 * the 4th/5th ring_key coordinates; stop when k rows are no farther than the next cell's lower bound.
 */
function functionSql(table: string, id: string, kind: string): string {
  // Rows come in (near-exact) distance order within the cell: the inner-circle filter is in SQL, the outer one ends the walk.
  const probe = (pred: string) => `
          n := 0;
          FOR r IN
            SELECT t.${id} AS rid, earth_distance(t.earth, ve) AS d
              FROM ${table} t
             WHERE t.ring_key <@ cube(ARRAY[-1e7, -1e7, -1e7, c.coarse, c.f0]::float8[], ARRAY[1e7, 1e7, 1e7, c.coarse, c.f1]::float8[])
               AND ${pred}
               AND earth_distance(t.earth, ve) >= rmin
             ORDER BY t.ring_key <-> cube(ARRAY[cube_ll_coord(ve, 1), cube_ll_coord(ve, 2), cube_ll_coord(ve, 3), c.coarse, (c.f0 + c.f1) / 2.0]::float8[])
             LIMIT k
          LOOP
            EXIT WHEN r.d > rmax + 1;
            IF r.d <= rmax THEN ids := ids || r.rid; ds := ds || r.d; END IF;
          END LOOP;`;
  return `
CREATE OR REPLACE FUNCTION nearby_ring_${table}(vlat float8, vlng float8, rmin float8, rmax float8, k int)
RETURNS TABLE (listing_id bigint, distance_m float8) LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  ve earth := ll_to_earth(vlat, vlng);
  tier int := CASE WHEN rmax <= 300000 THEN 0 WHEN rmax <= 1500000 THEN 1 ELSE 2 END;
  c record; r record; n int;
  ids bigint[] := '{}'; ds float8[] := '{}';
  kth float8;
BEGIN
  IF rmin <= 0 THEN  -- local ring: plain KNN never walks anything it does not return (tier 0: every plan reaches 50 km)
    FOR r IN SELECT t.${id} AS rid, earth_distance(t.earth, ve) AS d FROM ${table} t
      WHERE t.earth IS NOT NULL ORDER BY t.earth <-> ve LIMIT k
    LOOP
      EXIT WHEN r.d > rmax;  -- an empty neighbourhood must not walk the whole table
      listing_id := r.rid; distance_m := r.d; RETURN NEXT;
    END LOOP;
    RETURN;
  END IF;
  FOR c IN
    WITH coarse AS (
      SELECT cc.coarse, earth_distance(cc.center, ve) AS dc FROM ring_coarse_cells cc
       WHERE cc.kind = '${kind}' AND CASE tier WHEN 0 THEN cc.n0 WHEN 1 THEN cc.n1 ELSE cc.n2 END > 0
    )
    SELECT * FROM (
      -- coarse cells wholly beyond the inner circle (lower bound = centre distance − 19.8 km circumradius)
      SELECT co.coarse, 0 AS f0, 63 AS f1, greatest(0, co.dc - 19800) AS lo FROM coarse co
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
    IF array_length(ids, 1) >= k THEN
      SELECT x INTO kth FROM unnest(ds) x ORDER BY x OFFSET k - 1 LIMIT 1;
      EXIT WHEN kth <= c.lo;
    END IF;
    IF tier = 0 THEN ${probe('true')}
    ELSIF tier = 1 THEN ${probe('t.plan_rank >= 1')}
    ELSE ${probe('t.plan_rank = 2')}
    END IF;
  END LOOP;
  RETURN QUERY SELECT u.i, u.d FROM unnest(ids, ds) u(i, d) ORDER BY u.d, u.i LIMIT k;
END $fn$`;
}

function naiveSql(table: string, id: string): string {
  return `SELECT ${id} AS listing_id, earth_distance(earth, ll_to_earth($1, $2)) AS distance_m FROM ${table}
           WHERE earth IS NOT NULL AND earth_distance(earth, ll_to_earth($1, $2)) BETWEEN $3 AND $4
             AND plan_rank >= (CASE WHEN $4 <= 300000 THEN 0 WHEN $4 <= 1500000 THEN 1 ELSE 2 END)
           ORDER BY earth <-> ll_to_earth($1, $2) LIMIT ${K}`;
}

function pct(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

function jitter(lat: number, lng: number): [number, number] {
  // Uniform within ≈ ±5 km of the point.
  return [lat + (Math.random() - 0.5) * 0.09, lng + (Math.random() - 0.5) * 0.09];
}

async function main(): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  if (process.argv.includes('--setup')) {
    await client.query(`SET maintenance_work_mem = '256MB'`);
    const t = async (label: string, q: string) => {
      const s = Date.now();
      await client.query(q);
      console.log(`${label.slice(0, 70).padEnd(72)} ${((Date.now() - s) / 1000).toFixed(1)} s`);
    };
    await t(
      'bench_plans (5% Pro, 10% Premium)',
      `DROP TABLE IF EXISTS bench_plans; SELECT setseed(0.7);
      CREATE TABLE bench_plans AS SELECT user_id, (CASE WHEN r < 0.05 THEN 2 WHEN r < 0.15 THEN 1 ELSE 0 END)::smallint AS plan_rank
        FROM (SELECT user_id, random() r FROM users) u; ALTER TABLE bench_plans ADD PRIMARY KEY (user_id)`,
    );
    await t('ring_key function and cell tables', SETUP_COMMON);
    for (const { table, id, kind } of TABLES) for (const q of setupTable(table, id, kind)) await t(q.trim().split('\n')[0], q);
    await t('ANALYZE cells', `ANALYZE ring_fine_cells; ANALYZE ring_coarse_cells`);
  }
  await client.query(`SET statement_timeout = '20s'`);

  const { rows: cells } = await client.query(
    `SELECT kind, count(*)::int AS fine, (SELECT count(*) FROM ring_coarse_cells c WHERE c.kind = f.kind)::int AS coarse FROM ring_fine_cells f GROUP BY kind`,
  );
  console.log('non-empty cells:', JSON.stringify(cells));

  // Warm the caches once.
  for (const { table } of TABLES) await client.query(`SELECT count(*) FROM ${table}`);

  type Row = {
    table: string;
    ring: string;
    place: string;
    design: number[];
    naive: number[];
    mismatches: number;
    naiveTimeouts: number;
    found: number[];
  };
  const results: Row[] = [];
  for (const { table, id } of TABLES) {
    for (const ring of RINGS) {
      for (const place of PLACES) {
        const row: Row = { table, ring: ring.name, place: place.name, design: [], naive: [], mismatches: 0, naiveTimeouts: 0, found: [] };
        for (let i = 0; i < SAMPLES; i++) {
          const [lat, lng] = jitter(place.lat, place.lng);
          const s = process.hrtime.bigint();
          const d = await client.query(`SELECT listing_id::text, distance_m FROM nearby_ring_${table}($1, $2, $3, $4, ${K})`, [
            lat,
            lng,
            ring.min,
            ring.max,
          ]);
          row.design.push(Number(process.hrtime.bigint() - s) / 1e6);
          row.found.push(d.rowCount ?? 0);
          if (i < NAIVE_SAMPLES) {
            const s2 = process.hrtime.bigint();
            try {
              const n = await client.query(naiveSql(table, id), [lat, lng, ring.min, ring.max]);
              row.naive.push(Number(process.hrtime.bigint() - s2) / 1e6);
              const a = d.rows.map((x) => Math.round(x.distance_m)).join(',');
              const b = n.rows.map((x) => Math.round(x.distance_m)).join(',');
              if (a !== b) row.mismatches++;
            } catch {
              row.naiveTimeouts++;
              row.naive.push(20_000);
            }
          }
        }
        results.push(row);
        const f = (x: number) => (Number.isNaN(x) ? '-' : x.toFixed(1));
        console.log(
          `${table.padEnd(12)} ${ring.name.padEnd(14)} ${place.name.padEnd(7)} design p50 ${f(pct(row.design, 50)).padStart(6)} p95 ${f(pct(row.design, 95)).padStart(6)} ms (n=${row.design.length}, avg rows ${(row.found.reduce((a, b) => a + b, 0) / row.found.length).toFixed(1)})` +
            `   naive p50 ${f(pct(row.naive, 50)).padStart(8)} p95 ${f(pct(row.naive, 95)).padStart(8)} ms (n=${row.naive.length}${row.naiveTimeouts ? `, ${row.naiveTimeouts} timeouts ≥20 s` : ''})  result mismatches ${row.mismatches}`,
        );
      }
    }
  }

  console.log('\nSummary per ring (all five places pooled):');
  console.log('| table | ring | design p50 ms | design p95 ms | naive p50 ms | naive p95 ms | mismatches |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const { table } of TABLES)
    for (const ring of RINGS) {
      const rs = results.filter((r) => r.table === table && r.ring === ring.name);
      const d = rs.flatMap((r) => r.design),
        n = rs.flatMap((r) => r.naive);
      console.log(
        `| ${table} | ${ring.name} | ${pct(d, 50).toFixed(1)} | ${pct(d, 95).toFixed(1)} | ${pct(n, 50).toFixed(1)} | ${pct(n, 95).toFixed(1)} | ${rs.reduce((a, r) => a + r.mismatches, 0)} |`,
      );
    }

  if (process.argv.includes('--explain')) {
    const [lat, lng] = [6.5244, 3.3792];
    for (const q of [
      `EXPLAIN (ANALYZE, BUFFERS) ${naiveSql('businesses', 'business_id').replace(/\$1/g, String(lat)).replace(/\$2/g, String(lng)).replace(/\$3/g, '51000').replace(/\$4/g, '300000')}`,
      `EXPLAIN (ANALYZE, BUFFERS) SELECT * FROM nearby_ring_businesses(${lat}, ${lng}, 51000, 300000, 6)`,
    ]) {
      const { rows } = await client.query(q);
      console.log('\n' + rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  }
  await client.end();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
