import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { placesService } from '../../src/server/features/places/places.service';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import type { PlaceItem as Place } from '../../src/shared/schemas/places';

const server = useTestServer();

async function lookup(query: string): Promise<Place[]> {
  const { status, body } = await server.client().json('GET', `/api/v1/places?${query}`);
  expect(status, query).toBe(200);
  return body.items;
}
const first = async (q: string) => (await lookup(`q=${encodeURIComponent(q)}`))[0];

/** The areas issue 35 names, by the state they are in (with Ikorodu, a town). */
const NAMED = {
  Lagos: [
    'Yaba',
    'Surulere',
    'Lekki',
    'Lekki Phase 1',
    'Ajah',
    'Ikoyi',
    'Victoria Island',
    'Gbagada',
    'Ogba',
    'Magodo',
    'Ketu',
    'Isolo',
    'Festac Town',
    'Ikeja GRA',
    'Allen Avenue',
    'Ojota',
    'Maryland',
    'Ikorodu',
  ],
  'Federal Capital Territory': ['Wuse', 'Wuse II', 'Maitama', 'Garki', 'Gwarinpa', 'Kubwa', 'Lugbe', 'Jabi', 'Asokoro', 'Utako'],
  Rivers: ['Rumuokoro', 'GRA', 'D-Line', 'Trans-Amadi'],
};
/** Cities whose areas people use, each with at least three areas in the gazetteer. */
const CITIES_WITH_AREAS = [
  'Lagos',
  'Ikeja',
  'Abuja',
  'Port Harcourt',
  'Ibadan',
  'Kano',
  'Enugu',
  'Benin City',
  'Kaduna',
  'Abeokuta',
  'Jos',
  'Ilorin',
  'Onitsha',
  'Owerri',
  'Uyo',
  'Calabar',
  'Aba',
  'Warri',
];

describe('the gazetteer', () => {
  it('has 37 states, 774 LGAs, the GeoNames towns and the areas of the big cities', async () => {
    const { rows } = await sql<{ kind: string; n: number }>`SELECT kind, count(*)::int AS n FROM places GROUP BY kind`.execute(server.db);
    const count = Object.fromEntries(rows.map((r) => [r.kind, r.n]));
    expect(count.state).toBe(37);
    expect(count.lga).toBe(774);
    expect(count.town).toBeGreaterThanOrEqual(850);
    expect(count.area).toBeGreaterThanOrEqual(200);
    // Every LGA of every state: Lagos has 20, Kano 44, the FCT 6.
    const { rows: perState } = await sql<{ state: string; n: number }>`
      SELECT s.name AS state, count(*)::int AS n FROM places p JOIN states s USING (state_id) WHERE p.kind = 'lga' GROUP BY s.name`.execute(
      server.db,
    );
    const lgas = Object.fromEntries(perState.map((r) => [r.state, r.n]));
    expect(lgas).toMatchObject({ Lagos: 20, Kano: 44, 'Federal Capital Territory': 6, Rivers: 23, Oyo: 33, Katsina: 34 });

    const { rows: areas } = await sql<{ city: string; n: number }>`
      SELECT c.name AS city, count(*)::int AS n FROM places p JOIN cities c USING (city_id) WHERE p.kind = 'area' GROUP BY c.name`.execute(
      server.db,
    );
    const perCity = Object.fromEntries(areas.map((r) => [r.city, r.n]));
    for (const city of CITIES_WITH_AREAS) expect(perCity[city] ?? 0, city).toBeGreaterThanOrEqual(3);
  });

  it('has every named area with its parent chain up to its state and a centre inside Nigeria', async () => {
    for (const [state, names] of Object.entries(NAMED)) {
      for (const name of names) {
        const { rows } = await sql<{ chain: string[]; kinds: string[]; latitude: number; longitude: number; state: string }>`
          WITH RECURSIVE up AS (
            SELECT p.place_id, p.parent_id, p.name, p.kind, 0 AS depth FROM places p
             WHERE p.name = ${name} AND p.kind IN ('area', 'town') AND p.state_id = (SELECT state_id FROM states WHERE name = ${state})
               AND NOT EXISTS (SELECT 1 FROM places o WHERE o.name = p.name AND o.kind = 'area' AND p.kind = 'town' AND o.state_id = p.state_id)
            UNION ALL
            SELECT p.place_id, p.parent_id, p.name, p.kind, up.depth + 1 FROM places p JOIN up ON p.place_id = up.parent_id)
          SELECT array_agg(up.name ORDER BY depth) AS chain, array_agg(up.kind ORDER BY depth) AS kinds,
                 (SELECT latitude FROM places WHERE place_id = (SELECT place_id FROM up WHERE depth = 0 LIMIT 1)) AS latitude,
                 (SELECT longitude FROM places WHERE place_id = (SELECT place_id FROM up WHERE depth = 0 LIMIT 1)) AS longitude
            FROM up`.execute(server.db);
        const [row] = rows;
        expect(row.chain, `${name}, ${state}`).not.toBeNull();
        expect(row.chain.at(-1), name).toBe(state);
        expect(row.kinds.at(-1), name).toBe('state');
        expect(
          row.kinds.slice(1, -1).every((kind) => kind === 'lga'),
          name,
        ).toBe(true);
        expect(row.latitude, name).toBeGreaterThan(4);
        expect(row.latitude, name).toBeLessThan(14);
        expect(row.longitude, name).toBeGreaterThan(2.6);
        expect(row.longitude, name).toBeLessThan(14.7);
      }
    }
  });

  it('keeps one list of neighbourhoods: every area is a neighbourhood row of its city, and every neighbourhood an area', async () => {
    const { rows } = await sql<{ name: string }>`
      SELECT n.name FROM neighborhoods n JOIN cities c USING (city_id) JOIN states s USING (state_id) JOIN countries k USING (country_id)
       WHERE k.code = 'NG' AND NOT EXISTS (SELECT 1 FROM places p WHERE p.neighborhood_id = n.neighborhood_id AND p.kind = 'area')
      UNION ALL
      SELECT p.name FROM places p WHERE p.kind = 'area' AND (p.neighborhood_id IS NULL
        OR NOT EXISTS (SELECT 1 FROM neighborhoods n WHERE n.neighborhood_id = p.neighborhood_id AND n.city_id = p.city_id))`.execute(
      server.db,
    );
    expect(rows).toEqual([]);
    const { rows: missing } = await sql<{ name: string }>`SELECT name FROM neighborhoods WHERE latitude IS NULL`.execute(server.db);
    expect(missing).toEqual([]);
  });
});

describe('GET /api/v1/places', () => {
  it('finds Yaba first while typing "yab", labelled with its LGA and state', async () => {
    const yaba = await first('yab');
    expect(yaba).toMatchObject({ kind: 'area', name: 'Yaba', label: 'Yaba, Lagos Mainland, Lagos' });
    expect(yaba.latitude).toBeCloseTo(6.51, 1);
    expect(yaba.longitude).toBeCloseTo(3.37, 1);
    const lagos = await server.db.selectFrom('cities').select('city_id').where('name', '=', 'Lagos').executeTakeFirstOrThrow();
    expect(yaba.cityId).toBe(lagos.city_id);
    expect(yaba.neighborhoodId).toEqual(expect.any(Number));
    expect((await first('Yaba')).id).toBe(yaba.id);
  });

  it('finds places by their other names, spellings and a typo', async () => {
    expect(await first('wuse 2')).toMatchObject({ name: 'Wuse II', kind: 'area' });
    expect(await first('Wuse II')).toMatchObject({ name: 'Wuse II' });
    expect(await first('lekki phase 1')).toMatchObject({ name: 'Lekki Phase 1', label: 'Lekki Phase 1, Eti-Osa, Lagos' });
    expect(await first('Lekki Phase One')).toMatchObject({ name: 'Lekki Phase 1' });
    expect(await first('rumuokoro')).toMatchObject({ name: 'Rumuokoro', label: 'Rumuokoro, Obio/Akpor, Rivers' });
    expect(await first('VI')).toMatchObject({ name: 'Victoria Island' });
    expect(await first('v.i.')).toMatchObject({ name: 'Victoria Island' });
    expect(await first('PH')).toMatchObject({ name: 'Port Harcourt', kind: 'town' });
    expect(await first('festac')).toMatchObject({ name: 'Festac Town', label: 'Festac Town, Amuwo-Odofin, Lagos' });
    expect(await first('surulerre')).toMatchObject({ name: 'Surulere', kind: 'area' });
    expect(await first('Ikeja')).toMatchObject({ name: 'Ikeja', kind: 'town' });
    expect(await first('Lagos State')).toMatchObject({ name: 'Lagos', kind: 'state' });
    expect(await first('Lekki')).toMatchObject({ name: 'Lekki', label: 'Lekki, Eti-Osa, Lagos' });
    expect(await first('Abuja')).toMatchObject({ name: 'Abuja', kind: 'town' });
    expect(await first('Accra')).toMatchObject({ label: 'Accra, Greater Accra, Ghana' });
  });

  it('prefers closer places among equal matches, and filters by kind', async () => {
    // "GRA" is an area of Port Harcourt, Enugu, Ilorin, Warri and Onitsha (and Ikeja GRA's other name is "GRA Ikeja").
    const nearEnugu = await lookup('q=GRA&near=6.45,7.5&limit=3');
    expect(nearEnugu[0].label).toBe('GRA, Enugu North, Enugu');
    const nearPh = await lookup('q=GRA&near=4.8,7.0&limit=3');
    expect(nearPh[0].label).toBe('GRA, Port Harcourt, Rivers');
    const lgas = await lookup('q=ikeja&kind=lga');
    expect(lgas.map((p) => p.kind)).toEqual(['lga']);
    expect(lgas[0].name).toBe('Ikeja');
    expect(await lookup('q=yab&limit=1')).toHaveLength(1);
    expect(await lookup('q=%21%21%21')).toEqual([]);
  });

  it('is cached like the other lookups, for everyone', async () => {
    const answer = await server.client().request('GET', '/api/v1/places?q=yaba');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    const yaba = await first('yaba');
    const one = await server.client().json('GET', `/api/v1/places/${yaba.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(yaba);
  });

  it('refuses nonsense with 400 naming the field, and answers 404 for an unknown place', async () => {
    const cases: Array<[string, string]> = [
      ['', 'q'],
      ['q=', 'q'],
      ['q=%20%20', 'q'],
      [`q=${'a'.repeat(81)}`, 'q'],
      ['q=ya%00ba', 'q'],
      ['q=yaba&limit=0', 'limit'],
      ['q=yaba&limit=21', 'limit'],
      ['q=yaba&limit=many', 'limit'],
      ['q=yaba&near=lagos', 'near'],
      ['q=yaba&near=95,3', 'near'],
      ['q=yaba&kind=village', 'kind'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await server.client().json('GET', `/api/v1/places?${query}`);
      expect(status, query).toBe(400);
      expect(body.error.code, query).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.error.fields ?? {}), query).toContain(field);
    }
    expect((await server.client().json('GET', '/api/v1/places/999999')).status).toBe(404);
    expect((await server.client().json('GET', '/api/v1/places/abc')).status).toBe(400);
  });
});

describe('placesService.findInText', () => {
  it('finds the place a request names, with where it is in the text', async () => {
    const places = placesService(server.db);
    const cases: Array<[string, string, string]> = [
      ['tailor in yaba', 'Yaba', 'yaba'],
      ['electrician ikeja', 'Ikeja', 'ikeja'],
      ['mechanic near wuse 2', 'Wuse II', 'wuse 2'],
      ['barber for lekki phase 1', 'Lekki Phase 1', 'lekki phase 1'],
      ['Plumber in V.I.', 'Victoria Island', 'V.I'],
      ['hair stylist Port Harcourt', 'Port Harcourt', 'Port Harcourt'],
      ['generator repair in PH', 'Port Harcourt', 'PH'],
      ['caterer festac', 'Festac Town', 'festac'],
      ['AC repair Gbagada', 'Gbagada', 'Gbagada'],
    ];
    for (const [text, name, matched] of cases) {
      const found = await places.findInText(text);
      expect(found?.place.name, text).toBe(name);
      expect(found?.matched, text).toBe(matched);
      expect(text.slice(found!.start, found!.end)).toBe(matched);
    }
    expect((await places.findInText('tailor in yaba'))?.place.label).toBe('Yaba, Lagos Mainland, Lagos');
    expect(await places.findInText('fashion designer')).toBeNull();
    expect(await places.findInText('cheap phone repair shop')).toBeNull();
    expect(await places.findInText('')).toBeNull();
  });

  it('answers from memory after the first call', async () => {
    const places = placesService(server.db);
    await places.findInText('warm up');
    const started = performance.now();
    for (let i = 0; i < 1000; i++) await places.findInText('experienced tailor for wedding dresses in lekki phase 1 lagos');
    expect((performance.now() - started) / 1000).toBeLessThan(1);
  });
});

describe('Account → Location', () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await signedInMember(server, { fullName: 'Tunde Bakare' });
  });

  it('saves a place, with its city for the city-based features', async () => {
    const yaba = await first('yaba');
    const saved = await member.client.json('PATCH', '/api/v1/me', { fullName: 'Tunde Bakare', bio: null, placeId: yaba.id });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ placeId: yaba.id, cityId: yaba.cityId, location: 'Yaba, Lagos Mainland, Lagos' });
    expect((await member.client.json('GET', '/api/v1/me')).body).toMatchObject({
      placeId: yaba.id,
      location: 'Yaba, Lagos Mainland, Lagos',
    });
    const row = await server.db
      .selectFrom('users')
      .select(['location_place_id', 'location_city_id'])
      .where('user_id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ location_place_id: yaba.id, location_city_id: yaba.cityId });

    // Saving the profile without naming a location keeps it.
    const kept = await member.client.json('PATCH', '/api/v1/me', { fullName: 'Tunde Bakare', bio: 'Tailor' });
    expect(kept.body).toMatchObject({ placeId: yaba.id, location: 'Yaba, Lagos Mainland, Lagos' });
  });

  it('still takes a city from older clients, and clears the place for another city', async () => {
    const ibadan = await server.db.selectFrom('cities').select('city_id').where('name', '=', 'Ibadan').executeTakeFirstOrThrow();
    const saved = await member.client.json('PATCH', '/api/v1/me', { fullName: 'Tunde Bakare', bio: null, cityId: ibadan.city_id });
    expect(saved.body).toMatchObject({ placeId: null, cityId: ibadan.city_id, location: 'Ibadan, Oyo' });
    const cleared = await member.client.json('PATCH', '/api/v1/me', { fullName: 'Tunde Bakare', bio: null, placeId: null });
    expect(cleared.body).toMatchObject({ placeId: null, cityId: null, location: null });
  });

  it('refuses an unknown place with 400 naming placeId, keeping what was stored', async () => {
    const before = (await member.client.json('GET', '/api/v1/me')).body;
    const unknown = await member.client.json('PATCH', '/api/v1/me', { fullName: 'Tunde Bakare', bio: null, placeId: 999999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.placeId).toMatch(/unknown place/i);
    const malformed = await member.client.json('PATCH', '/api/v1/me', { fullName: 'Tunde Bakare', bio: null, placeId: 'yaba' });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.error.fields)).toContain('placeId');
    expect((await member.client.json('GET', '/api/v1/me')).body).toEqual(before);
  });
});
