import { describe, expect, it } from 'vitest';
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
  it('lists Nigeria and its neighbours, ordered by name', async () => {
    const countries = await get('/api/v1/lookups/countries');
    expect(names(countries)).toEqual(['Benin', 'Cameroon', 'Ghana', 'Nigeria']);
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
    expect(names(cities)).toEqual(expect.arrayContaining(['Ikeja', 'Lagos']));
    expect(names(cities)).toEqual(sortedByName(cities));
    const ikeja = cities.find((c) => c.name === 'Ikeja')!;
    expect(ikeja.latitude).toBeCloseTo(6.6, 1);
    expect(ikeja.longitude).toBeCloseTo(3.35, 1);
  });

  it('has every state capital and the largest cities', async () => {
    const all = names(await get('/api/v1/lookups/cities'));
    for (const city of ['Lagos', 'Kano', 'Ibadan', 'Abuja', 'Port Harcourt', 'Benin City', 'Maiduguri', 'Zaria', 'Aba', 'Jos', 'Ilorin', 'Enugu', 'Umuahia', 'Yola', 'Dutse', 'Lokoja', 'Jalingo', 'Gusau', 'Damaturu']) {
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

  it('answers a bad filter with 400', async () => {
    const { status, body } = await server.client().json('GET', '/api/v1/lookups/states?countryId=abc');
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_FAILED');
  });
});
