import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BandId } from '../../src/shared/bands';
import { signedInMember } from '../support/members';
import { useTestServer } from '../support/test-server';

/**
 * Nearby rings and plan visibility (docs/product-decisions.md §6, 7; docs/decisions/0003-nearby-rings.md) with hand-placed fixtures:
 * every listing lies due north of the viewer at a chosen distance, so its distance is exact on earthdistance's sphere.
 */
const server = useTestServer();
let ownerId: string;
let metresPerDegree: number;
const VIEWER = { lat: 2, lng: 10 };
const ids: Record<string, number> = {};
const PLAN = { free: 0, premium: 1, pro: 2 } as const;
type Plan = keyof typeof PLAN;

/** The point `km` due north of the viewer (along its meridian). */
const north = (km: number) => ({ latitude: VIEWER.lat + (km * 1000) / metresPerDegree, longitude: VIEWER.lng });

async function business(key: string, km: number | null, plan: Plan = 'free', products = 0) {
  const row = await server.db
    .insertInto('businesses')
    .values({ auth_user_id: ownerId, name: `Business ${key}`, plan_rank: PLAN[plan], ...(km === null ? {} : north(km)) })
    .returning('business_id')
    .executeTakeFirstOrThrow();
  ids[key] = Number(row.business_id);
  if (products > 0) {
    const category = await server.db
      .insertInto('product_categories')
      .values({ business_id: row.business_id, name: 'Everything' })
      .returning('category_id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < products; i++) {
      await server.db
        .insertInto('products')
        .values({ business_id: row.business_id, category_id: category.category_id, name: `Product ${i} of ${key}`, price_kobo: 100_000 })
        .execute();
    }
  }
}

async function profession(key: string, km: number, plan: Plan = 'free') {
  const row = await server.db
    .insertInto('professions')
    .values({ auth_user_id: ownerId, title: `Profession ${key}`, plan_rank: PLAN[plan], ...north(km) })
    .returning('profession_id')
    .executeTakeFirstOrThrow();
  ids[key] = Number(row.profession_id);
}

interface Item {
  businessId?: number;
  professionId?: number;
  name?: string;
  title?: string;
  distanceKm: number;
}

async function get(path: string, params: Record<string, string | number>) {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return server.client().json<{ items: Item[] }>('GET', `/api/v1/discover/${path}?${query}`);
}

async function nearby(band: BandId, kind: 'business' | 'profession' = 'business', extra: Record<string, number> = {}) {
  const response = await get('nearby', { lat: VIEWER.lat, lng: VIEWER.lng, band, kind, ...extra });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.items;
}

async function featured(band: BandId) {
  const response = await get('featured', { lat: VIEWER.lat, lng: VIEWER.lng, band });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.items;
}

const businessIds = (items: Item[]) => items.map((item) => item.businessId);
const professionIds = (items: Item[]) => items.map((item) => item.professionId);
const keys = (...names: string[]) => names.map((name) => ids[name]);

beforeAll(async () => {
  const owner = await signedInMember(server, { fullName: 'Ngozi Eze' });
  ownerId = (await server.db.selectFrom('users').select('user_id').where('username', '=', owner.username).executeTakeFirstOrThrow())
    .user_id;
  const { rows } = await sql<{ m: number }>`SELECT earth_distance(ll_to_earth(0, 0), ll_to_earth(1, 0)) AS m`.execute(server.db);
  metresPerDegree = Number(rows[0]!.m);

  // Local ring (0–50 km): Free listings and two Pro ones to pin the priority rule (a Pro listing ranks at distance × 0.75).
  await business('b5', 5);
  await business('b10', 10, 'free', 2);
  await business('b12pro', 12, 'pro');
  await business('b14pro', 14, 'pro');
  await business('b20', 20, 'free', 1);
  await business('b49', 49, 'free', 1);
  // Regional ring (>50–300 km); 300 km less half a metre, so that the boundary is tested on the inside.
  await business('b51', 51);
  await business('b300', 300 - 0.0005);
  // National ring (>300–1,500 km): Free listings are not visible beyond 300 km, Premium to 1,500 km.
  await business('b301', 301, 'premium');
  await business('b400', 400, 'free');
  await business('b1200', 1200, 'premium');
  // International ring (>1,500–5,000 km): Pro only.
  await business('b1600premium', 1600, 'premium');
  await business('b1600pro', 1600, 'pro');
  // Global ring (> 5,000 km): six Pro businesses with products and a Free one.
  await business('b5050free', 5050, 'free', 1);
  for (let i = 0; i < 6; i++) await business(`g${i}`, 5100 + i * 100, 'pro', 1);
  // No coordinates: never nearby.
  await business('nowhere', null, 'pro', 1);

  await profession('p3', 3);
  await profession('p8', 8);
  await profession('p30', 30);
  await profession('p60', 60);
});

describe('fixtures', () => {
  it('lie at the intended distances on earthdistance’s sphere', async () => {
    const { rows } = await sql<{ business_id: string; d: number }>`
      SELECT business_id, earth_distance(earth, ll_to_earth(${VIEWER.lat}, ${VIEWER.lng})) AS d FROM businesses
       WHERE business_id IN (${sql.join(keys('b49', 'b51', 'b300', 'b301'))})`.execute(server.db);
    const d = Object.fromEntries(rows.map((row) => [Number(row.business_id), Number(row.d)]));
    expect(Math.abs(d[ids.b49!]! - 49_000)).toBeLessThan(0.01);
    expect(Math.abs(d[ids.b51!]! - 51_000)).toBeLessThan(0.01);
    expect(d[ids.b300!]!).toBeLessThanOrEqual(300_000);
    expect(d[ids.b300!]!).toBeGreaterThan(299_999);
    expect(Math.abs(d[ids.b301!]! - 301_000)).toBeLessThan(0.01);
  });
});

describe('GET /discover/nearby', () => {
  it('local ring: nearest first, a Pro listing ranked as if 25% nearer, distances in km to 0.1', async () => {
    const items = await nearby('local');
    // b12pro ranks at 9 km (ahead of b10), b14pro at 10.5 km (behind b10).
    expect(businessIds(items)).toEqual(keys('b5', 'b12pro', 'b10', 'b14pro', 'b20', 'b49'));
    expect(items.map((item) => item.distanceKm)).toEqual([5, 12, 10, 14, 20, 49]);
    expect(items[0]!.name).toBe('Business b5');
  });

  it('limit caps the list and keeps the order', async () => {
    expect(businessIds(await nearby('local', 'business', { limit: 3 }))).toEqual(keys('b5', 'b12pro', 'b10'));
    expect(businessIds(await nearby('local', 'business', { limit: 1 }))).toEqual(keys('b5'));
  });

  it('ring boundaries: 49 km local only, 51 km regional only, 300 km regional, 301 km national only', async () => {
    const [local, regional, national] = await Promise.all([nearby('local'), nearby('regional'), nearby('national')]);
    expect(businessIds(local)).toContain(ids.b49);
    expect(businessIds(local)).not.toContain(ids.b51);
    expect(businessIds(regional)).toEqual(keys('b51', 'b300'));
    expect(regional.map((item) => item.distanceKm)).toEqual([51, 300]);
    expect(businessIds(national)).toContain(ids.b301);
    expect(businessIds(national)).not.toContain(ids.b300);
  });

  it('plan radius: a Free listing 400 km away is not shown, the same listing on Pro is (and ranks as if at 300 km)', async () => {
    expect(businessIds(await nearby('national'))).toEqual(keys('b301', 'b1200'));
    await server.db.updateTable('businesses').set({ plan_rank: PLAN.pro }).where('business_id', '=', String(ids.b400)).execute();
    try {
      const national = await nearby('national');
      expect(businessIds(national)).toEqual(keys('b400', 'b301', 'b1200'));
      expect(national.map((item) => item.distanceKm)).toEqual([400, 301, 1200]);
    } finally {
      await server.db.updateTable('businesses').set({ plan_rank: PLAN.free }).where('business_id', '=', String(ids.b400)).execute();
    }
    expect(businessIds(await nearby('national'))).not.toContain(ids.b400);
  });

  it('plan radius: Premium is seen at 1,200 km but not at 1,600 km; Pro is seen at any distance', async () => {
    expect(businessIds(await nearby('international'))).toEqual(keys('b1600pro'));
    const global = await nearby('global');
    expect(businessIds(global)).toEqual(keys('g0', 'g1', 'g2', 'g3', 'g4', 'g5'));
    expect(global.map((item) => item.distanceKm)).toEqual([5100, 5200, 5300, 5400, 5500, 5600]);
  });

  it('a listing without coordinates is never nearby', async () => {
    for (const band of ['local', 'regional', 'national', 'international', 'global'] as const) {
      expect(businessIds(await nearby(band, 'business', { limit: 20 }))).not.toContain(ids.nowhere);
    }
  });

  it('kind: professions and businesses are listed separately', async () => {
    const professions = await nearby('local', 'profession');
    expect(professionIds(professions)).toEqual(keys('p3', 'p8', 'p30'));
    expect(professions.map((item) => item.distanceKm)).toEqual([3, 8, 30]);
    expect(professions.every((item) => item.businessId === undefined && item.title?.startsWith('Profession'))).toBe(true);
    expect(professionIds(await nearby('regional', 'profession'))).toEqual(keys('p60'));
    expect((await nearby('local')).every((item) => item.professionId === undefined)).toBe(true);
  });

  it('an empty ring gives an empty list', async () => {
    expect(await nearby('national', 'profession')).toEqual([]);
  });

  it('moving a listing moves it between rings', async () => {
    await server.db.updateTable('professions').set(north(120)).where('profession_id', '=', String(ids.p30)).execute();
    try {
      expect(professionIds(await nearby('local', 'profession'))).toEqual(keys('p3', 'p8'));
      expect(professionIds(await nearby('regional', 'profession'))).toEqual(keys('p60', 'p30'));
    } finally {
      await server.db.updateTable('professions').set(north(30)).where('profession_id', '=', String(ids.p30)).execute();
    }
    expect(professionIds(await nearby('local', 'profession'))).toEqual(keys('p3', 'p8', 'p30'));
  });

  it('refuses a bad position, band, kind or limit with 400', async () => {
    const cases: Record<string, string | number>[] = [
      { lat: 91, lng: 10, kind: 'business' },
      { lat: 2, lng: -181, kind: 'business' },
      { lat: 'abc', lng: 10, kind: 'business' },
      { lng: 10, kind: 'business' },
      { lat: 2, lng: 10, kind: 'post' },
      { lat: 2, lng: 10, kind: 'business', band: 'galactic' },
      { lat: 2, lng: 10, kind: 'business', limit: 0 },
    ];
    for (const params of cases) {
      const response = await get('nearby', params);
      expect(response.status, JSON.stringify(params)).toBe(400);
    }
  });
});

describe('GET /discover/featured', () => {
  it('lists only businesses with products, nearest first', async () => {
    const items = await featured('local');
    expect(businessIds(items)).toEqual(keys('b10', 'b20', 'b49'));
    expect(items.map((item) => item.distanceKm)).toEqual([10, 20, 49]);
  });

  it('shows up to 5, within the owners’ plan radius', async () => {
    expect(businessIds(await featured('global'))).toEqual(keys('g0', 'g1', 'g2', 'g3', 'g4'));
    expect(await featured('regional')).toEqual([]);
  });

  it('refuses a bad position with 400', async () => {
    expect((await get('featured', { lat: -91, lng: 10 })).status).toBe(400);
    expect((await get('featured', { lat: 2 })).status).toBe(400);
  });
});
