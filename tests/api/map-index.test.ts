import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_KIND_INDEX } from '../../src/server/features/map/map-cells';
import { matchingBitmaps } from '../../src/server/features/map/map-text-filter';
import { earthPoint } from '../../src/server/features/visibility/visibility';
import { planFeatures } from '../../src/server/features/map/map-features';
import { mapPlaces } from '../../src/server/features/map/map-places';
import {
  LOG_SOURCES,
  MAP_KINDS,
  mapRepository,
  type CellCount,
  type MapFilter,
  type MapKind,
} from '../../src/server/features/map/map.repository';
import { searchRepository } from '../../src/server/features/search/search.repository';
import type { SearchTerms } from '../../src/server/features/search/search-terms';
import { cellDegrees, MAP_MAX_FEATURES, maxSpanDegrees } from '../../src/shared/map';
import type { MapBox } from '../../src/shared/schemas/map';
import { signedInMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { seededRandom } from '../../src/shared/seeded-random';

/**
 * The map index (map-index.ts, docs/decisions/0017-map.md "The map index") must answer exactly what the rows answer in
 * SQL — the same cells with the same counts, centres and extents, and the same listings opened — for any box, zoom,
 * kind, type, text, block and viewer, and stay exact while listings are added, moved, re-planned, re-typed, hidden, made
 * approximate, deleted or truncated, in this process and in one that only follows `search_place_log`.
 */
const server = useTestServer();
const quiet = { info: () => undefined, warn: () => undefined };
let ownerId: string;
/** Owns a share of the listings; some views are from a viewer who blocked them. */
let blockedOwnerId: string;
let businessTypes: number[];
let professionTypes: number[];

/** Seeded, so a failure can be replayed. */
const random = seededRandom(20261127);

/** Listings over West Africa (the rule's radii are 300 and 1,500 km), some dense around two towns, some without a position. */
async function scatter(count: number, seed: number) {
  const description = sql`CASE g % 4 WHEN 0 THEN 'Fresh suya and grilled fish' WHEN 1 THEN 'Tailor for ankara' WHEN 2 THEN 'Suya spot' END`;
  const position = (axis: 'lat' | 'lng') =>
    axis === 'lat'
      ? sql`CASE WHEN g % 11 = 0 THEN NULL WHEN g % 3 = 0 THEN 6.5 + ((g * 37 + ${seed}) % 400) / 4000.0 ELSE -5 + ((g * 7919 + ${seed}) % 2500) / 100.0 END`
      : sql`CASE WHEN g % 11 = 0 THEN NULL WHEN g % 3 = 0 THEN 3.3 + ((g * 53 + ${seed}) % 400) / 4000.0 ELSE -10 + ((g * 104729 + ${seed}) % 3000) / 100.0 END`;
  await sql`
    INSERT INTO businesses (auth_user_id, name, description, plan_rank, latitude, longitude, business_type_id)
    SELECT ${ownerId}, 'Shop ' || g, ${description}, (g * 7 + ${seed}) % 3, ${position('lat')}, ${position('lng')},
           CASE WHEN g % 5 = 0 THEN NULL ELSE (${businessTypes}::int[])[1 + g % ${businessTypes.length}] END
      FROM generate_series(1, ${count}) g`.execute(server.db);
  await sql`
    INSERT INTO professions (auth_user_id, title, description, plan_rank, latitude, longitude, profession_type_id, approximate_area)
    SELECT ${ownerId}, 'Trade ' || g, ${description}, (g * 5 + ${seed}) % 3, ${position('lat')}, ${position('lng')},
           (${professionTypes}::int[])[1 + g % ${professionTypes.length}], g % 4 = 0
      FROM generate_series(1, ${count}) g`.execute(server.db);
}

/** A viewer with listings scattered a few kilometres either side of both plan radii (300 and 1,500 km) around them. */
const RING_VIEWER = { lat: 5, lng: 5 };

function pointAt(from: { lat: number; lng: number }, km: number, bearing: number) {
  const rad = Math.PI / 180;
  const d = km / 6378.168;
  const lat1 = from.lat * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
  const lng2 = from.lng * rad + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: lat2 / rad, longitude: lng2 / rad };
}

async function rings() {
  const values = Array.from({ length: 600 }, (_, i) => {
    const premium = i % 3 === 0;
    const at = pointAt(RING_VIEWER, (premium ? 1500 : 300) + (random() - 0.5) * 12, random() * 2 * Math.PI);
    return { auth_user_id: ownerId, name: `Ring shop ${i}`, plan_rank: premium ? 1 : 0, ...at };
  });
  await server.db.insertInto('businesses').values(values).execute();
}

interface Probe {
  box: MapBox;
  zoom: number;
  kinds: MapKind[];
  typeId: number | undefined;
  terms: SearchTerms | null;
  /** Whether the viewer has blocked the other owner (their listings are left out). */
  blocks: boolean;
  viewer: { lat: number; lng: number };
}

/** Text filters: one word, two words, and a misspelling with its dictionary expansions. */
const TEXTS: SearchTerms[] = [
  { words: [{ word: 'suya', expansions: ['suya'] }] },
  {
    words: [
      { word: 'suya', expansions: ['suya'] },
      { word: 'fish', expansions: ['fish'] },
    ],
  },
  { words: [{ word: 'tailr', expansions: ['tailor', 'tailors'] }] },
];

/** Random views: any zoom, boxes up to the widest the zoom allows, centred on listings (so even a street view holds some). */
function probes(count: number, centres: Array<{ lat: number; lng: number }>): Probe[] {
  return Array.from({ length: count }, (_, i) => {
    const zoom = 3 + (i % 17);
    const { lat, lng } = centres[Math.floor(random() * centres.length)]!;
    const span = maxSpanDegrees(zoom) * (0.2 + random() * 0.79);
    const kindChoice = Math.floor(i / 17) % 4;
    const kinds: MapKind[] = kindChoice === 2 ? ['business'] : kindChoice === 3 ? ['profession'] : ['business', 'profession'];
    const typeId =
      kindChoice === 2
        ? businessTypes[i % businessTypes.length]
        : kindChoice === 3
          ? professionTypes[i % professionTypes.length]
          : undefined;
    return {
      zoom,
      kinds,
      typeId,
      terms: Math.floor(i / 68) === 1 ? TEXTS[i % TEXTS.length]! : null,
      blocks: i % 4 === 3,
      box: {
        west: Math.max(-180, lng - span / 2),
        south: Math.max(-85, lat - span * 0.3),
        east: Math.min(180, lng + span / 2),
        north: Math.min(85, lat + span * 0.3),
      },
      viewer: i % 3 === 1 ? RING_VIEWER : { lat: -5 + random() * 25, lng: -10 + random() * 30 },
    };
  });
}

const sorted = (cells: CellCount[]) => [...cells].sort((a, b) => a.cx - b.cx || a.cy - b.cy);
let viewProbes: Probe[];

async function expectIndexMatchesRows(places: ReturnType<typeof mapPlaces>, label: string) {
  const repo = mapRepository(server.db);
  const current = await places.current();
  expect(current, 'the index is loaded').not.toBeNull();
  let cellsCompared = 0;
  let typedWithListings = 0;
  let wordsWithListings = 0;
  let blockedWithListings = 0;
  for (const probe of viewProbes) {
    const filter: MapFilter = {
      kinds: probe.kinds,
      typeId: probe.typeId,
      terms: probe.terms,
      viewer: probe.viewer,
      notBy: probe.blocks ? [blockedOwnerId] : [],
    };
    const hidden = probe.blocks ? await repo.listingIdsOf([blockedOwnerId]) : null;
    const sources = MAP_KINDS.map((kind) => LOG_SOURCES[kind]);
    const matching = probe.terms
      ? matchingBitmaps(await searchRepository(server.db).matchBitmaps(probe.terms, sources), sources)
      : undefined;
    const cell = cellDegrees(probe.zoom);
    const expected = sorted(await repo.cells(probe.box, filter, cell));
    const found = current!.index.query({
      box: probe.box,
      zoom: probe.zoom,
      kinds: probe.kinds.map((kind) => MAP_KIND_INDEX[kind]),
      typeId: probe.typeId,
      matching,
      excluded: hidden ? [new Set(hidden.business), new Set(hidden.profession)] : undefined,
      viewer: probe.viewer,
      reach: current!.reach,
    });
    const actual = sorted(found.cells);
    const where = `${label}: zoom ${probe.zoom}, ${probe.terms ? `words ${JSON.stringify(probe.terms.words)}, ` : ''}box ${JSON.stringify(probe.box)}, viewer ${JSON.stringify(probe.viewer)}`;
    expect(
      actual.map(({ cx, cy, count, businesses }) => ({ cx, cy, count, businesses })),
      where,
    ).toEqual(expected.map(({ cx, cy, count, businesses }) => ({ cx, cy, count, businesses })));
    actual.forEach((got, i) => {
      const want = expected[i]!;
      for (const key of ['lat', 'lng'] as const) expect(got[key], `${where} ${key}`).toBeCloseTo(want[key], 9);
      for (const key of ['west', 'south', 'east', 'north'] as const) expect(got[key], `${where} ${key}`).toBe(want[key]);
    });
    cellsCompared += actual.length;
    if (probe.typeId !== undefined && actual.length) typedWithListings++;
    if (probe.terms && actual.length) wordsWithListings++;
    if (probe.blocks && actual.length) blockedWithListings++;

    const { markers, clusters } = planFeatures(expected, probe.zoom);
    const rows = await repo.listings(probe.box, filter, cell, markers, MAP_MAX_FEATURES - clusters.length);
    const chosen = found.listings(markers, MAP_MAX_FEATURES - clusters.length);
    expect(
      chosen.map(({ kind, id }) => `${kind === 0 ? 'business' : 'profession'}:${id}`),
      `${where} listings`,
    ).toEqual(rows.map((row) => `${row.kind}:${row.id}`));
  }
  // The probes must reach listings at every zoom and with type filters, or the comparison proves little.
  expect(cellsCompared).toBeGreaterThan(1000);
  expect(typedWithListings).toBeGreaterThan(15);
  expect(wordsWithListings).toBeGreaterThan(15);
  expect(blockedWithListings).toBeGreaterThan(15);
}

let here: ReturnType<typeof mapPlaces>;

beforeAll(async () => {
  const owner = await signedInMember(server, { fullName: 'Ngozi Eze' });
  ownerId = (await owner.client.json<{ userId: string }>('GET', '/api/v1/me')).body.userId;
  businessTypes = (await server.db.selectFrom('business_types').select('business_type_id').limit(3).execute()).map((r) =>
    Number(r.business_type_id),
  );
  professionTypes = (await server.db.selectFrom('profession_types').select('profession_type_id').limit(3).execute()).map((r) =>
    Number(r.profession_type_id),
  );
  const blocked = await signedInMember(server, { fullName: 'Kemi Adebayo' });
  blockedOwnerId = (await blocked.client.json<{ userId: string }>('GET', '/api/v1/me')).body.userId;
  await scatter(900, 1);
  await rings();
  await sql`UPDATE businesses SET auth_user_id = ${blockedOwnerId} WHERE business_id % 7 = 0`.execute(server.db);
  await sql`UPDATE professions SET auth_user_id = ${blockedOwnerId} WHERE profession_id % 7 = 0`.execute(server.db);
  const { rows: centres } = await sql<{ lat: number; lng: number }>`
    SELECT latitude AS lat, longitude AS lng FROM businesses WHERE latitude IS NOT NULL
    UNION ALL SELECT latitude, longitude FROM professions WHERE latitude IS NOT NULL`.execute(server.db);
  viewProbes = probes(204, centres);
  here = mapPlaces(server.db, quiet);
  await here.load();
});

afterAll(() => here.close());

describe('map index', () => {
  it('computes a viewer’s point as ll_to_earth does', async () => {
    for (const viewer of viewProbes.slice(0, 20).map((p) => p.viewer)) {
      const { rows } = await sql<{ x: number; y: number; z: number }>`
        SELECT cube_ll_coord(e, 1) AS x, cube_ll_coord(e, 2) AS y, cube_ll_coord(e, 3) AS z
          FROM ll_to_earth(${viewer.lat}::float8, ${viewer.lng}::float8) e`.execute(server.db);
      const point = earthPoint(viewer.lat, viewer.lng);
      for (const axis of ['x', 'y', 'z'] as const) expect(Math.abs(point[axis] - rows[0]![axis])).toBeLessThan(1e-6);
    }
  });

  it('answers exactly what the rows answer, for every zoom, box, kind, type and viewer', async () => {
    await expectIndexMatchesRows(here, 'loaded');
  });

  it('stays exact through inserts, moves, plan, type and area changes, hiding and deletes made after it loaded', async () => {
    await scatter(300, 2);
    await sql`UPDATE businesses SET plan_rank = (plan_rank + 1) % 3 WHERE business_id % 4 = 0`.execute(server.db);
    await sql`UPDATE professions SET latitude = latitude + 0.7, longitude = longitude - 1.5 WHERE profession_id % 5 = 0 AND latitude IS NOT NULL`.execute(
      server.db,
    );
    await sql`UPDATE businesses SET business_type_id = ${businessTypes[0]!}::int WHERE business_id % 6 = 0`.execute(server.db);
    await sql`UPDATE professions SET profession_type_id = ${professionTypes[1]!}::int WHERE profession_id % 7 = 0`.execute(server.db);
    await sql`UPDATE professions SET approximate_area = NOT approximate_area WHERE profession_id % 3 = 0`.execute(server.db);
    await sql`UPDATE businesses SET hidden = 'staff' WHERE business_id % 10 = 0`.execute(server.db);
    await sql`UPDATE businesses SET latitude = NULL, longitude = NULL WHERE business_id % 13 = 0`.execute(server.db);
    await sql`DELETE FROM professions WHERE profession_id % 8 = 0`.execute(server.db);
    await expectIndexMatchesRows(here, 'after changes');
  });

  it('shows a changed type or approximate area at once', async () => {
    const at = { lat: -20.5, lng: 30.5 };
    const business = await server.db
      .insertInto('businesses')
      .values({
        auth_user_id: ownerId,
        name: 'Retyped shop',
        plan_rank: 2,
        latitude: at.lat,
        longitude: at.lng,
        business_type_id: businessTypes[0]!,
      })
      .returning('business_id')
      .executeTakeFirstOrThrow();
    const profession = await server.db
      .insertInto('professions')
      .values({
        auth_user_id: ownerId,
        title: 'Home tailor',
        plan_rank: 2,
        latitude: at.lat + 0.01234,
        longitude: at.lng,
        profession_type_id: professionTypes[0]!,
      })
      .returning('profession_id')
      .executeTakeFirstOrThrow();
    const box = { west: at.lng - 0.1, south: at.lat - 0.1, east: at.lng + 0.1, north: at.lat + 0.1 };
    const view = async (kind: MapKind, typeId: number) => {
      const current = (await here.current())!;
      const found = current.index.query({ box, zoom: 17, kinds: [MAP_KIND_INDEX[kind]], typeId, viewer: at, reach: current.reach });
      return found.cells;
    };
    expect(await view('business', businessTypes[0]!)).toHaveLength(1);
    await sql`UPDATE businesses SET business_type_id = ${businessTypes[1]!}::int WHERE business_id = ${business.business_id}`.execute(
      server.db,
    );
    expect(await view('business', businessTypes[0]!)).toHaveLength(0);
    expect(await view('business', businessTypes[1]!)).toHaveLength(1);

    expect((await view('profession', professionTypes[0]!))[0]!.lat).toBe(at.lat + 0.01234);
    await sql`UPDATE professions SET approximate_area = true WHERE profession_id = ${profession.profession_id}`.execute(server.db);
    expect((await view('profession', professionTypes[0]!))[0]!.lat).toBe(-20.49);
  });

  it('a second process that loads later agrees, and so does one that only follows the log', async () => {
    const later = mapPlaces(server.db, quiet);
    await later.load();
    try {
      await sql`UPDATE professions SET plan_rank = 2 WHERE profession_id % 9 = 0`.execute(server.db);
      await sql`UPDATE businesses SET hidden = NULL WHERE business_id % 20 = 0`.execute(server.db);
      await expectIndexMatchesRows(later, 'second process');
      await expectIndexMatchesRows(here, 'first process');
    } finally {
      later.close();
    }
  });

  it('sees a transaction that commits after a later one', async () => {
    const slow = new pg.Client({ connectionString: server.context.env.DATABASE_URL });
    await slow.connect();
    try {
      await slow.query('BEGIN');
      // Far from every other row: the nearby ring totals it updates are not the ones the later update waits on.
      await slow.query(
        `INSERT INTO businesses (auth_user_id, name, plan_rank, latitude, longitude) VALUES ($1, 'Slow shop', 2, -30.5, 40.5)`,
        [ownerId],
      );
      await sql`UPDATE businesses SET plan_rank = 1 WHERE business_id % 17 = 0`.execute(server.db);
      await expectIndexMatchesRows(here, 'before the slow commit');
      await slow.query('COMMIT');
      await expectIndexMatchesRows(here, 'after the slow commit');
    } finally {
      await slow.end();
    }
  });

  it('follows a truncated table', async () => {
    await sql`TRUNCATE professions CASCADE`.execute(server.db);
    await expectIndexMatchesRows(here, 'after truncate');
  });
});
