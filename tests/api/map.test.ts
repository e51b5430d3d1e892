import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAP_MAX_FEATURES, MAP_MAX_ZOOM, MAP_MIN_ZOOM, maxSpanDegrees, roundApproximate } from '../../src/shared/map';
import type { MapResult } from '../../src/shared/schemas/map';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';

/**
 * GET /api/v1/map (docs/decisions/0017-map.md): clusters that add up, the feature cap at every zoom, the plan-radius
 * rule, filters, validation, and approximate areas that never leak their exact position on any surface.
 * Fixtures sit in the Gulf of Guinea around (2, 10), far from any other test's data.
 */
const server = useTestServer();
const VIEWER = { lat: 2, lng: 10 };
/** A dense block of listings north of the viewer, to force clusters and the cap. */
const DENSE = { lat: 2.5, lng: 10.5, rows: 1500 };
let owner: TestMember;
let other: TestMember;
let metresPerDegree: number;
let businessTypes: Array<{ id: number; name: string }>;
let professionTypeId: number;
const ids: Record<string, number> = {};
/** An approximate area's exact position: 1.23456, 9.87654 rounds to 1.23, 9.88. */
const EXACT = { latitude: 1.23456, longitude: 9.87654 };

type Query = Record<string, string | number>;
const qs = (params: Query) => new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
const boxAround = (lat: number, lng: number, half: number) => [lng - half, lat - half, lng + half, lat + half].join(',');

async function map(params: Query, status = 200) {
  const response = await server.client().json<MapResult>('GET', `/api/v1/map?${qs({ lat: VIEWER.lat, lng: VIEWER.lng, ...params })}`);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body;
}

const features = (result: MapResult) => result.clusters.length + result.listings.length;
const total = (result: MapResult) => result.clusters.reduce((sum, c) => sum + c.count, 0) + result.listings.length;

async function business(key: string, at: { latitude: number; longitude: number }, extra: Record<string, unknown> = {}) {
  const row = await server.db
    .insertInto('businesses')
    .values({ auth_user_id: owner.userId, name: `Business ${key}`, ...at, ...extra })
    .returning('business_id')
    .executeTakeFirstOrThrow();
  ids[key] = Number(row.business_id);
}

async function profession(key: string, at: { latitude: number; longitude: number }, extra: Record<string, unknown> = {}) {
  const row = await server.db
    .insertInto('professions')
    .values({ auth_user_id: owner.userId, title: `Profession ${key}`, ...at, ...extra })
    .returning('profession_id')
    .executeTakeFirstOrThrow();
  ids[key] = Number(row.profession_id);
}

/** The point `km` due north of the viewer. */
const north = (km: number) => ({ latitude: VIEWER.lat + (km * 1000) / metresPerDegree, longitude: VIEWER.lng });

beforeAll(async () => {
  owner = await signedInMember(server, { fullName: 'Chinedu Okafor' });
  other = await signedInMember(server, { fullName: 'Amaka Obi' });
  const { rows } = await sql<{ m: number }>`SELECT earth_distance(ll_to_earth(0, 0), ll_to_earth(1, 0)) AS m`.execute(server.db);
  metresPerDegree = Number(rows[0]!.m);
  businessTypes = (
    await server.db.selectFrom('business_types').select(['business_type_id as id', 'name']).orderBy('business_type_id').limit(2).execute()
  ).map((row) => ({ id: Number(row.id), name: row.name }));
  professionTypeId = Number(
    (await server.db.selectFrom('profession_types').select('profession_type_id').orderBy('profession_type_id').executeTakeFirstOrThrow())
      .profession_type_id,
  );

  // A 0.04° × 0.02° block of Free businesses (two types) and professions, spread on a grid.
  await sql`
    INSERT INTO businesses (auth_user_id, name, latitude, longitude, business_type_id)
    SELECT ${owner.userId}, 'Dense shop ' || i, ${DENSE.lat} + (i % 40) * 0.001, ${DENSE.lng} + (i / 40) * 0.001,
           CASE WHEN i % 2 = 0 THEN ${businessTypes[0]!.id}::int ELSE ${businessTypes[1]!.id}::int END
      FROM generate_series(0, ${DENSE.rows / 2 - 1}) i`.execute(server.db);
  await sql`
    INSERT INTO professions (auth_user_id, title, latitude, longitude, profession_type_id)
    SELECT ${owner.userId}, 'Dense welder ' || i, ${DENSE.lat} + 0.0005 + (i % 40) * 0.001, ${DENSE.lng} + 0.0005 + (i / 40) * 0.001,
           ${professionTypeId}::int
      FROM generate_series(0, ${DENSE.rows / 2 - 1}) i`.execute(server.db);

  await business('near', north(5), { description: 'Fresh suya and grilled fish' });
  await business('free400', north(400));
  await business('pro400', north(400.5), { plan_rank: 2 });
  await profession('premium400', north(401), { plan_rank: 1 });
  await profession('home', EXACT, { approximate_area: true });
  await profession('exact', { latitude: 1.3, longitude: 9.9 });
});

describe('GET /api/v1/map', () => {
  it('returns clusters whose counts, with the markers, add up to the visible listings in the box', async () => {
    const result = await map({ bbox: boxAround(2.6, 10.6, 0.5), zoom: 10 });
    expect(result.clusters.length).toBeGreaterThan(0);
    expect(total(result)).toBe(DENSE.rows);
    expect(result.counts).toEqual({ businesses: DENSE.rows / 2, professions: DENSE.rows / 2 });
    for (const cluster of result.clusters) {
      const [west, south, east, north] = cluster.bbox;
      expect(cluster.count).toBeGreaterThan(1);
      expect(cluster.lat).toBeGreaterThanOrEqual(south);
      expect(cluster.lat).toBeLessThanOrEqual(north);
      expect(cluster.lng).toBeGreaterThanOrEqual(west);
      expect(cluster.lng).toBeLessThanOrEqual(east);
    }
  });

  it('zooming into a cluster shows what it gathers, and at street level every listing is a marker', async () => {
    const wide = await map({ bbox: boxAround(2.6, 10.6, 0.5), zoom: 10 });
    const cluster = wide.clusters[0]!;
    const [west, south, east, north] = cluster.bbox;
    const inside = await map({ bbox: [west, south, east, north].join(','), zoom: 13 });
    expect(total(inside)).toBe(cluster.count);

    const street = await map({ bbox: boxAround(2.51, 10.505, 0.004), zoom: 17 });
    expect(street.clusters).toEqual([]);
    expect(street.listings.length).toBeGreaterThan(0);
    expect(street.listings.length).toBe(street.counts.businesses + street.counts.professions);
  });

  it('never sends more than the cap, at every zoom, and the counts still add up', async () => {
    for (let zoom = MAP_MIN_ZOOM; zoom <= MAP_MAX_ZOOM; zoom++) {
      const half = Math.min(maxSpanDegrees(zoom) * 0.499, 80);
      const result = await map({
        bbox: boxAround(2.6, 10.6, half)
          .split(',')
          .map((n, i) => clamp(Number(n), i))
          .join(','),
        zoom,
      });
      expect(features(result), `zoom ${zoom}`).toBeLessThanOrEqual(MAP_MAX_FEATURES);
      expect(total(result), `zoom ${zoom}`).toBe(result.counts.businesses + result.counts.professions);
    }
    // The densest answer: the whole block at street level passes 300 listings, so clusters stay.
    const dense = await map({ bbox: [DENSE.lng - 0.01, DENSE.lat - 0.01, DENSE.lng + 0.02, DENSE.lat + 0.02].join(','), zoom: 16 });
    expect(total(dense)).toBeGreaterThan(MAP_MAX_FEATURES);
    expect(features(dense)).toBeLessThanOrEqual(MAP_MAX_FEATURES);
  });

  it("shows a listing only within its owner's plan radius of the viewer", async () => {
    const result = await map({ bbox: boxAround(5.6, 10, 0.1), zoom: 10 });
    const shown = result.listings.map((item) => `${item.kind}:${item.id}`);
    expect(shown).not.toContain(`business:${ids.free400}`);
    expect(shown).toContain(`business:${ids.pro400}`);
    expect(shown).toContain(`profession:${ids.premium400}`);
    const pro = result.listings.find((item) => item.id === ids.pro400 && item.kind === 'business')!;
    expect(pro.pro).toBe(true);
    expect(pro.distanceKm).toBeCloseTo(400.5, 0);
    // Seen from 400 km nearer, the Free one is there too.
    const near = await map({ bbox: boxAround(5.6, 10, 0.1), zoom: 10, lat: 5.5, lng: 10 });
    expect(near.listings.map((item) => item.id)).toContain(ids.free400);
  });

  it('filters by kind, type and the search words', async () => {
    const box = boxAround(2.6, 10.6, 0.5);
    const businesses = await map({ bbox: box, zoom: 10, kind: 'business' });
    expect(businesses.counts).toEqual({ businesses: DENSE.rows / 2, professions: 0 });
    expect(total(businesses)).toBe(DENSE.rows / 2);
    const typed = await map({ bbox: box, zoom: 10, kind: 'business', type: businessTypes[0]!.id });
    expect(typed.counts.businesses).toBe(DENSE.rows / 4);
    const professions = await map({ bbox: box, zoom: 10, kind: 'profession', type: professionTypeId });
    expect(professions.counts).toEqual({ businesses: 0, professions: DENSE.rows / 2 });

    const words = await map({ bbox: boxAround(2.05, 10, 0.1), zoom: 12, q: 'suya' });
    expect(words.listings.map((item) => item.id)).toEqual([ids.near]);
    // The search words machinery: a typo within the allowed edits still finds it.
    const typo = await map({ bbox: boxAround(2.05, 10, 0.1), zoom: 12, q: 'grilld fish' });
    expect(typo.listings.map((item) => item.id)).toEqual([ids.near]);
    const none = await map({ bbox: boxAround(2.05, 10, 0.1), zoom: 12, q: 'plumber' });
    expect(total(none)).toBe(0);
  });

  it("lets a shared cache keep a visitor's answer, never a member's (blocks or not), apart by cookie", async () => {
    const url = `/api/v1/map?${qs({ lat: VIEWER.lat, lng: VIEWER.lng, bbox: boxAround(2, 10, 0.05), zoom: 14 })}`;
    const visitor = await server.client().get(url);
    const member = await other.client.get(url);
    for (const response of [visitor, member]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('vary')).toMatch(/Cookie/);
    }
    // A visitor's answer is the same for every request with its URL: the box, the filters and the position it names.
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=30');
    // This member blocks no one and no one blocks them: the answer is still theirs, so no cache tells whether they do.
    expect(member.headers.get('cache-control')).toBe('private, max-age=30');
  });

  it('refuses bad boxes and zooms with 400', async () => {
    const bad = async (params: Query, message: RegExp) => {
      const response = await server.client().json('GET', `/api/v1/map?${qs(params)}`);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toMatch(message);
    };
    await bad({ bbox: '10,2,9,3', zoom: 10 }, /inverted/);
    await bad({ bbox: '9,3,10,2', zoom: 10 }, /inverted/);
    await bad({ bbox: '170,2,181,3', zoom: 5 }, /outside the world/);
    await bad({ bbox: '9,-89,10,-88', zoom: 10 }, /outside the world/);
    await bad({ bbox: '0,0,10,10', zoom: 10 }, /larger than zoom 10/);
    await bad({ bbox: '0,0,1', zoom: 10 }, /west,south,east,north/);
    await bad({ bbox: '0,0,1,x', zoom: 10 }, /west,south,east,north/);
    await bad({ bbox: '0,0,1,1', zoom: 25 }, /zoom/);
    await bad({ bbox: '0,0,1,1' }, /zoom/);
    await bad({ bbox: '0,0,1,1', zoom: 10, type: 1 }, /kind/);
  });
});

describe('approximate areas', () => {
  const rounded = { latitude: roundApproximate(EXACT.latitude), longitude: roundApproximate(EXACT.longitude) };
  const leaks = (body: unknown) => {
    const text = JSON.stringify(body);
    return text.includes(String(EXACT.latitude)) || text.includes(String(EXACT.longitude));
  };

  it('are placed, clustered and measured on the rounded position on the map', async () => {
    expect(rounded).toEqual({ latitude: 1.23, longitude: 9.88 });
    const result = await map({ bbox: boxAround(1.25, 9.9, 0.1), zoom: 12 });
    const home = result.listings.find((item) => item.id === ids.home)!;
    expect(home).toMatchObject({ kind: 'profession', approximate: true, lat: 1.23, lng: 9.88 });
    expect(result.listings.find((item) => item.id === ids.exact)).toMatchObject({ approximate: false, lat: 1.3, lng: 9.9 });
    // A box holding the exact position but not the rounded one does not show it.
    const edge = await map({ bbox: '9.8765,1.2345,9.877,1.235', zoom: 17 });
    expect(edge.listings).toEqual([]);
    for (let zoom = 6; zoom <= 17; zoom++) {
      const half = Math.min(maxSpanDegrees(zoom) * 0.499, 3);
      expect(leaks(await map({ bbox: boxAround(1.23, 9.88, half), zoom })), `zoom ${zoom}`).toBe(false);
    }
  });

  it('never leave the server exact on nearby, detail, search or the feed, nor through distances; the owner alone sees them', async () => {
    const at = { lat: 1.2, lng: 9.8 };
    const surfaces = [
      `/api/v1/professions/${ids.home}`,
      `/api/v1/discover/nearby?${qs({ ...at, band: 'local', kind: 'profession', limit: 20 })}`,
      `/api/v1/search?${qs({ ...at, q: 'Profession home', tab: 'professionals' })}`,
      `/api/v1/feed?${qs({ ...at, band: 'local', limit: 30 })}`,
    ];
    for (const path of surfaces) {
      for (const client of [server.client(), other.client]) {
        const response = await client.json('GET', path);
        expect(response.status, path).toBe(200);
        const text = JSON.stringify(response.body);
        expect(text, path).toContain(`"professionId":${ids.home}`);
        expect(leaks(response.body), path).toBe(false);
        expect(text, path).toContain('"latitude":1.23');
      }
    }
    // Distances too are measured from the rounded point (distances from a few places would pin the exact one down).
    const { rows } = await sql<{ rounded: number; exact: number }>`
      SELECT round((earth_distance(ll_to_earth(${at.lat}, ${at.lng}), ll_to_earth(1.23, 9.88)) / 100)::numeric) / 10 AS rounded,
             round((earth_distance(ll_to_earth(${at.lat}, ${at.lng}), ll_to_earth(${EXACT.latitude}, ${EXACT.longitude})) / 100)::numeric) / 10 AS exact`.execute(
      server.db,
    );
    const expected = { rounded: Number(rows[0]!.rounded), exact: Number(rows[0]!.exact) };
    expect(expected.rounded).not.toBe(expected.exact);
    const distanceOf = (items: Array<{ professionId?: number; profession?: { professionId: number }; distanceKm: number }>) =>
      items.find((item) => (item.professionId ?? item.profession?.professionId) === ids.home)?.distanceKm;
    for (const path of surfaces.slice(1)) {
      const response = await other.client.json('GET', path);
      expect(distanceOf(response.body.items), path).toBeCloseTo(expected.rounded, 1);
    }
    const onMap = await map({ bbox: boxAround(1.25, 9.9, 0.1), zoom: 12, ...at });
    expect(onMap.listings.find((item) => item.id === ids.home)!.distanceKm).toBeCloseTo(expected.rounded, 1);

    const own = await owner.client.json('GET', `/api/v1/professions/${ids.home}`);
    expect(own.body.place).toMatchObject({ latitude: EXACT.latitude, longitude: EXACT.longitude });
    expect(own.body.approximateArea).toBe(true);
  });

  it('is a choice in the profession form', async () => {
    const created = await other.client.json('POST', '/api/v1/professions', {
      title: 'Home tailor',
      approximateArea: true,
      latitude: 6.51111,
      longitude: 3.37777,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.approximateArea).toBe(true);
    const seen = await server.client().json('GET', `/api/v1/professions/${created.body.professionId}`);
    expect(seen.body.place).toMatchObject({ latitude: 6.51, longitude: 3.38 });
  });
});

/** Keeps a generated box inside the world (west, south, east, north). */
function clamp(value: number, index: number): number {
  return index % 2 === 0 ? Math.max(-180, Math.min(180, value)) : Math.max(-85, Math.min(85, value));
}
