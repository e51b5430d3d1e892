import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { up as fixPlaces } from '../../src/server/db/migrations/0018-places-lagos-divisions';
import { useTestServer } from '../support/test-server';

const server = useTestServer();
const names = (items: Array<{ name: string }>) => items.map((item) => item.name);
const sortedByName = (items: Array<{ name: string }>) => [...names(items)].sort((a, b) => a.localeCompare(b, 'en'));

async function get(path: string) {
  const { status, body } = await server.client().json('GET', path);
  expect(status).toBe(200);
  return body.items as Array<{ id: number; name: string; [key: string]: unknown }>;
}

describe('lookups', () => {
  it('lists Nigeria first, then its neighbours by name', async () => {
    const countries = await get('/api/v1/lookups/countries');
    expect(names(countries)).toEqual(['Nigeria', 'Benin', 'Cameroon', 'Ghana']);
  });

  it("lists Nigeria's 36 states and the FCT, ordered by name", async () => {
    const nigeria = (await get('/api/v1/lookups/countries')).find((c) => c.name === 'Nigeria')!;
    const states = await get(`/api/v1/lookups/states?countryId=${nigeria.id}`);
    expect(states).toHaveLength(37);
    expect(names(states)).toEqual(sortedByName(states));
    expect(names(states)).toEqual(expect.arrayContaining(['Lagos', 'Kano', 'Rivers', 'Oyo', 'Enugu', 'Federal Capital Territory']));
  });

  it('lists cities of a state with coordinates, ordered by name', async () => {
    const nigeria = (await get('/api/v1/lookups/countries')).find((c) => c.name === 'Nigeria')!;
    const lagos = (await get(`/api/v1/lookups/states?countryId=${nigeria.id}`)).find((s) => s.name === 'Lagos')!;
    const cities = await get(`/api/v1/lookups/cities?stateId=${lagos.id}`);
    expect(names(cities)).toEqual(['Badagry', 'Epe', 'Ikeja', 'Ikorodu', 'Lagos']);
    expect(names(cities)).toEqual(sortedByName(cities));
    const ikeja = cities.find((c) => c.name === 'Ikeja')!;
    expect(ikeja.latitude).toBeCloseTo(6.6, 1);
    expect(ikeja.longitude).toBeCloseTo(3.35, 1);
  });

  it('has every state capital and the largest cities', async () => {
    const all = names(await get('/api/v1/lookups/cities'));
    for (const city of [
      'Lagos',
      'Kano',
      'Ibadan',
      'Abuja',
      'Port Harcourt',
      'Benin City',
      'Maiduguri',
      'Zaria',
      'Aba',
      'Jos',
      'Ilorin',
      'Enugu',
      'Umuahia',
      'Yola',
      'Dutse',
      'Lokoja',
      'Jalingo',
      'Gusau',
      'Damaturu',
    ]) {
      expect(all).toContain(city);
    }
  });

  it('lists neighbourhoods of the five big cities, ordered by name', async () => {
    const cities = await get('/api/v1/lookups/cities');
    for (const city of ['Lagos', 'Abuja', 'Port Harcourt', 'Ibadan', 'Kano']) {
      const id = cities.find((c) => c.name === city)!.id;
      const hoods = await get(`/api/v1/lookups/neighborhoods?cityId=${id}`);
      expect(hoods.length).toBeGreaterThanOrEqual(10);
      expect(names(hoods)).toEqual(sortedByName(hoods));
    }
  });

  it('lists at least 25 business and profession types with icons, ordered by name', async () => {
    for (const path of ['/api/v1/lookups/business-types', '/api/v1/lookups/profession-types']) {
      const types = await get(path);
      expect(types.length).toBeGreaterThanOrEqual(25);
      expect(names(types)).toEqual(sortedByName(types));
      expect(types.every((type) => typeof type.icon === 'string' && type.icon.length > 0)).toBe(true);
    }
  });

  it('keeps the place tree consistent: Lagos State by its divisions, each city with neighbourhoods', async () => {
    const cities = await get('/api/v1/lookups/cities');
    const lagosState = cities.filter((c) => c.stateName === 'Lagos' && c.countryCode === 'NG');
    for (const city of lagosState) {
      const hoods = names(await get(`/api/v1/lookups/neighborhoods?cityId=${city.id}`));
      expect(hoods.length, city.name).toBeGreaterThan(0);
      // No neighbourhood has the name of a city of the same state.
      expect(
        hoods.filter((hood) => lagosState.some((other) => other.name === hood)),
        city.name,
      ).toEqual([]);
    }
    const lagos = lagosState.find((c) => c.name === 'Lagos')!;
    const ikeja = lagosState.find((c) => c.name === 'Ikeja')!;
    expect(names(await get(`/api/v1/lookups/neighborhoods?cityId=${lagos.id}`))).toEqual(
      expect.arrayContaining(['Yaba', 'Lekki', 'Victoria Island']),
    );
    expect(names(await get(`/api/v1/lookups/neighborhoods?cityId=${ikeja.id}`))).toEqual(expect.arrayContaining(['Ikeja GRA', 'Maryland']));
    // The same holds everywhere: no state has a city that is also a neighbourhood there.
    const { rows } = await sql<{ name: string }>`
      SELECT n.name FROM neighborhoods n JOIN cities c ON c.city_id = n.city_id
        JOIN cities other ON other.state_id = c.state_id AND other.name = n.name`.execute(server.db);
    expect(rows).toEqual([]);
  });

  it('orders cities by country (Nigeria first), state and name, and names the country of each', async () => {
    const cities = await get('/api/v1/lookups/cities');
    const key = (c: (typeof cities)[number]) =>
      [c.countryCode === 'NG' ? 0 : 1, String(c.countryName), String(c.stateName), c.name] as const;
    const sorted = [...cities].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x[0] - y[0] || x[1].localeCompare(y[1], 'en') || x[2].localeCompare(y[2], 'en') || x[3].localeCompare(y[3], 'en');
    });
    expect(names(cities)).toEqual(names(sorted));
    expect(cities[0]).toMatchObject({ countryCode: 'NG', countryName: 'Nigeria', stateName: 'Abia' });
    expect(cities.find((c) => c.name === 'Kumasi')).toMatchObject({ stateName: 'Ashanti', countryCode: 'GH', countryName: 'Ghana' });
    expect(cities.find((c) => c.name === 'Cotonou')).toMatchObject({ countryName: 'Benin' });
    expect(cities.find((c) => c.name === 'Douala')).toMatchObject({ countryName: 'Cameroon' });
  });

  it('moves members and listings of an old database with the places they point at, losing none', async () => {
    // The tree as it was before migration 0018, rebuilt by hand: the cities Lekki (no neighbourhoods) and Ikeja's
    // neighbourhoods under Lagos, "Ikeja" and "Ikorodu" also neighbourhoods of Lagos.
    const db = server.db;
    const city = async (name: string) =>
      Number(
        (
          await sql<{
            id: number;
          }>`SELECT city_id AS id FROM cities c JOIN states s USING (state_id) WHERE s.name = 'Lagos' AND c.name = ${name}`.execute(db)
        ).rows[0]!.id,
      );
    const [lagos, ikeja, ikorodu] = [await city('Lagos'), await city('Ikeja'), await city('Ikorodu')];
    const hood = async (cityId: number, name: string) =>
      Number(
        (
          await sql<{ id: number }>`SELECT neighborhood_id AS id FROM neighborhoods WHERE city_id = ${cityId} AND name = ${name}`.execute(
            db,
          )
        ).rows[0]!.id,
      );
    const gra = await hood(ikeja, 'Ikeja GRA');
    const lekkiHood = await hood(lagos, 'Lekki');
    await sql`UPDATE neighborhoods SET city_id = ${lagos} WHERE neighborhood_id = ${gra}`.execute(db);
    await sql`DELETE FROM neighborhoods WHERE neighborhood_id = ${lekkiHood}`.execute(db);
    const lekki = Number(
      (
        await sql<{ id: number }>`
      INSERT INTO cities (state_id, name, latitude, longitude) SELECT state_id, 'Lekki', 6.44, 3.52 FROM cities WHERE city_id = ${lagos}
      RETURNING city_id AS id`.execute(db)
      ).rows[0]!.id,
    );
    const oldIkeja = Number(
      (
        await sql<{
          id: number;
        }>`INSERT INTO neighborhoods (city_id, name) VALUES (${lagos}, 'Ikeja') RETURNING neighborhood_id AS id`.execute(db)
      ).rows[0]!.id,
    );
    const oldIkorodu = Number(
      (
        await sql<{
          id: number;
        }>`INSERT INTO neighborhoods (city_id, name) VALUES (${lagos}, 'Ikorodu') RETURNING neighborhood_id AS id`.execute(db)
      ).rows[0]!.id,
    );

    const owner = (
      await sql<{ id: string }>`
      INSERT INTO auth_user (id, name, email, username, email_verified, created_at, updated_at)
      VALUES ('places-owner', 'Bisi Places', 'bisi.places@example.ng', 'bisi_places', true, now(), now()) RETURNING id`.execute(db)
    ).rows[0]!.id;
    await sql`UPDATE users SET location_city_id = ${lekki} WHERE user_id = ${owner}`.execute(db);
    const listing = async (cityId: number, hoodId: number | null) =>
      Number(
        (
          await sql<{ id: number }>`
        INSERT INTO businesses (auth_user_id, name, city_id, neighborhood_id) VALUES (${owner}, 'Shop', ${cityId}, ${hoodId})
        RETURNING business_id AS id`.execute(db)
        ).rows[0]!.id,
      );
    const inGra = await listing(lagos, gra);
    const inIkejaHood = await listing(lagos, oldIkeja);
    const inIkoroduHood = await listing(lagos, oldIkorodu);
    const inLekki = await listing(lekki, null);
    const before = Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM businesses`.execute(db)).rows[0]!.n);

    await fixPlaces(db);
    await fixPlaces(db); // a second run changes nothing

    const place = async (id: number) =>
      (
        await sql<{ city: string; hood: string | null }>`
        SELECT c.name AS city, n.name AS hood FROM businesses b JOIN cities c ON c.city_id = b.city_id
          LEFT JOIN neighborhoods n ON n.neighborhood_id = b.neighborhood_id WHERE b.business_id = ${id}`.execute(db)
      ).rows[0];
    expect(await place(inGra)).toEqual({ city: 'Ikeja', hood: 'Ikeja GRA' });
    expect(await place(inIkejaHood)).toEqual({ city: 'Ikeja', hood: null });
    expect(await place(inIkoroduHood)).toEqual({ city: 'Ikorodu', hood: null });
    expect(await place(inLekki)).toEqual({ city: 'Lagos', hood: 'Lekki' });
    expect(Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM businesses`.execute(db)).rows[0]!.n)).toBe(before);
    const member = (await sql<{ city: number }>`SELECT location_city_id AS city FROM users WHERE user_id = ${owner}`.execute(db)).rows[0]!;
    expect(member.city).toBe(lagos);
    expect(ikorodu).toBeGreaterThan(0);
    expect((await sql`SELECT 1 FROM cities WHERE city_id = ${lekki}`.execute(db)).rows).toEqual([]);
    expect((await sql`SELECT 1 FROM neighborhoods WHERE neighborhood_id IN (${oldIkeja}, ${oldIkorodu})`.execute(db)).rows).toEqual([]);
  });

  it('answers a bad filter with 400', async () => {
    const { status, body } = await server.client().json('GET', '/api/v1/lookups/states?countryId=abc');
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_FAILED');
  });
});
