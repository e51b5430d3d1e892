import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '../../src/shared/plans';
import { planRulesRepository } from '../../src/server/features/visibility/plan-rules.repository';
import { earthPoint, planRules, planVisible, type PlanTable } from '../../src/server/features/visibility/visibility';
import type { Db } from '../../src/server/db/database';
import { signedInMember } from '../support/members';
import { listenOn, templateCopy, type TestServer } from '../support/test-server';

/**
 * One plan-visibility rule (issue 39.1, decision 0030): the SQL rule (`plan_visible`, generated from `plan_rules`) and
 * the TypeScript one (`visibility/visibility.ts`, which the in-memory indexes and the running ads use) agree for every plan
 * on both sides of every radius; and a server started with other radii (as a changed `src/shared/plans.ts` would be)
 * moves search, the map, nearby and the feed with it.
 */

/** earthdistance's `earth()`: owners are placed at exact distances along the viewer's meridian on its sphere. */
const EARTH_RADIUS = 6378168;
const VIEWERS = [
  { lat: 2, lng: 10 },
  { lat: 6.5244, lng: 3.3792 },
  { lat: -33.9, lng: 18.4 },
];
/** Free's radius cut to 100 km: the listing at 200 km is then out of reach, the one at 80 km still in. */
const NARROW: PlanTable = { ...PLANS, free: { ...PLANS.free, visibilityKm: 100 } };

const north = (from: { lat: number; lng: number }, metres: number) => ({
  lat: from.lat + ((metres / EARTH_RADIUS) * 180) / Math.PI,
  lng: from.lng,
});

/** Distances that sit either side of every radius of `plans`, and some that no radius is near. */
function distances(plans: PlanTable): number[] {
  const around = planRules(plans).flatMap((rule) =>
    rule.radiusM === null ? [] : [-1000, -10, -1, 1, 10, 1000].map((offset) => rule.radiusM! + offset),
  );
  return [0, 5_000, 4_000_000, ...around];
}

/** Per viewer, owner distance and plan rank (hidden −1 too), and with no position: SQL's answer, TypeScript's, and the radius's. */
async function compare(db: Db, plans: PlanTable) {
  const reach = await planRulesRepository(db).reach();
  const cases: Array<{ vlat: number; vlng: number; olat: number | null; olng: number | null; rank: number; expected: boolean }> = [];
  for (const viewer of VIEWERS) {
    for (const rule of planRules(plans)) {
      for (const metres of distances(plans)) {
        const owner = north(viewer, metres);
        const expected = rule.radiusM === null || metres <= rule.radiusM;
        cases.push({ vlat: viewer.lat, vlng: viewer.lng, olat: owner.lat, olng: owner.lng, rank: rule.rank, expected });
      }
      cases.push({ vlat: viewer.lat, vlng: viewer.lng, olat: null, olng: null, rank: rule.rank, expected: rule.radiusM === null });
    }
    cases.push({ vlat: viewer.lat, vlng: viewer.lng, olat: viewer.lat, olng: viewer.lng, rank: -1, expected: false });
  }
  const { rows } = await sql<{ visible: boolean }>`
    SELECT plan_visible(ll_to_earth(c.olat, c.olng), c.rank::smallint, ll_to_earth(c.vlat, c.vlng)) AS visible
      FROM unnest(${cases.map((c) => c.vlat)}::float8[], ${cases.map((c) => c.vlng)}::float8[], ${cases.map((c) => c.olat)}::float8[],
                  ${cases.map((c) => c.olng)}::float8[], ${cases.map((c) => c.rank)}::int[]) WITH ORDINALITY c(vlat, vlng, olat, olng, rank, n)
     ORDER BY c.n`.execute(db);
  return cases.map((c, i) => ({
    case: `rank ${c.rank} at ${c.olat === null ? 'no position' : `${c.olat.toFixed(6)}`} from ${c.vlat},${c.vlng}`,
    sql: rows[i]!.visible,
    typescript: planVisible(reach, c.rank, c.olat === null ? null : earthPoint(c.olat, c.olng!), earthPoint(c.vlat, c.vlng)),
    radius: c.expected,
  }));
}

let database: { url: string; drop(): Promise<void> };
let server: TestServer | undefined;
const VIEWER = VIEWERS[0]!;
const ids: Record<'near' | 'mid' | 'far', number> = { near: 0, mid: 0, far: 0 };

/** A server on the test's database whose plans are `plans` (it writes them to `plan_rules` as it starts). */
async function serve(plans?: PlanTable): Promise<TestServer> {
  await server?.close();
  server = await listenOn(database.url, {}, { plans });
  return server;
}

const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));

/** Which of the three listings each surface shows the viewer. */
async function seen(s: TestServer) {
  const at = { lat: VIEWER.lat, lng: VIEWER.lng };
  const shown = (body: unknown) => {
    const text = JSON.stringify(body);
    return (Object.keys(ids) as Array<keyof typeof ids>).filter((key) => new RegExp(`"businessId":${ids[key]}[,}]`).test(text));
  };
  const get = async (path: string) => {
    const response = await s.client().json('GET', path);
    expect(response.status, path).toBe(200);
    return response.body;
  };
  const nearby = [
    ...shown(await get(`/api/v1/discover/nearby?${query({ ...at, band: 'local', kind: 'business', limit: 20 })}`)),
    ...shown(await get(`/api/v1/discover/nearby?${query({ ...at, band: 'regional', kind: 'business', limit: 20 })}`)),
  ];
  const feed = [
    ...shown(await get(`/api/v1/feed?${query({ ...at, band: 'local', limit: 30 })}`)),
    ...shown(await get(`/api/v1/feed?${query({ ...at, band: 'regional', limit: 30 })}`)),
  ];
  const search = (await get(`/api/v1/search?${query({ ...at, q: 'zobo', tab: 'businesses' })}`)) as { counts: { businesses: number } };
  const map = (await get(`/api/v1/map?${query({ ...at, bbox: '9,1.5,11,4.5', zoom: 8 })}`)) as { counts: { businesses: number } };
  return { nearby, feed, search: search.counts.businesses, map: map.counts.businesses };
}

beforeAll(async () => {
  database = await templateCopy();
  const s = await serve();
  const owner = await signedInMember(s, { fullName: 'Zainab Musa' });
  for (const [key, km] of [
    ['near', 40],
    ['mid', 80],
    ['far', 200],
  ] as const) {
    const place = north(VIEWER, km * 1000);
    const row = await s.db
      .insertInto('businesses')
      .values({ auth_user_id: owner.userId, name: `Zobo drinks ${km}`, plan_rank: 0, latitude: place.lat, longitude: place.lng })
      .returning('business_id')
      .executeTakeFirstOrThrow();
    ids[key] = Number(row.business_id);
  }
});

afterAll(async () => {
  await server?.close();
  await database?.drop();
});

describe('one plan-visibility rule', () => {
  it('is the same in SQL and TypeScript for every plan, either side of every radius, with the plans of src/shared/plans.ts', async () => {
    for (const result of await compare(server!.db, PLANS)) {
      expect([result.case, result.sql, result.typescript]).toEqual([result.case, result.radius, result.radius]);
    }
  });

  it('keeps plan_visible an inlined expression (no function call per row)', async () => {
    const { rows } = await sql<{ 'QUERY PLAN': string }>`
      EXPLAIN (VERBOSE, COSTS OFF) SELECT business_id FROM businesses WHERE plan_visible(earth, plan_rank, ll_to_earth(2, 10))`.execute(
      server!.db,
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('cube_distance');
    expect(plan).not.toContain('plan_visible');
  });

  it('follows a changed radius on search, the map, nearby and the feed, and back', async () => {
    const wide = await seen(server!);
    expect(wide).toEqual({ nearby: ['near', 'mid', 'far'], feed: ['near', 'mid', 'far'], search: 3, map: 3 });

    const narrow = await serve(NARROW);
    expect(await seen(narrow)).toEqual({ nearby: ['near', 'mid'], feed: ['near', 'mid'], search: 2, map: 2 });
    // The rule itself agrees in SQL and TypeScript with the narrowed radius too.
    for (const result of await compare(narrow.db, NARROW)) {
      expect([result.case, result.sql, result.typescript]).toEqual([result.case, result.radius, result.radius]);
    }

    expect(await seen(await serve())).toEqual(wide);
  });
});
