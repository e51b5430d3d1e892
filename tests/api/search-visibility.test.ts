import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_IDS, PLANS } from '../../src/shared/plans';
import type { FeedItem, SearchResult, SearchTab } from '../../src/shared/schemas/discovery';
import { signedInMember } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Search and suggestions follow the plan visibility rule of nearby and the feed (docs/product-decisions.md 7): a
 * listing, its products and its posts appear only within the owner's plan radius of the viewer (Free 300 km, Premium
 * 1,500 km, Pro everywhere); an item without a position has no distance, so only Pro shows it.
 */
let server: TestServer;
let ownerId: string;
const ids: Record<string, number> = {};

const LAGOS = { lat: 6.5244, lng: 3.3792 };
const IBADAN = { latitude: 7.3964, longitude: 3.9167 }; // ≈ 113 km from Lagos
const ABUJA = { latitude: 9.0765, longitude: 7.3986 }; // ≈ 533 km
const ACCRA = { latitude: 5.6037, longitude: -0.187 }; // ≈ 405 km
const NAIROBI = { latitude: -1.2921, longitude: 36.8219 }; // ≈ 3,800 km

async function business(key: string, name: string, planRank: number, place: { latitude: number; longitude: number } | null) {
  const row = await server.db
    .insertInto('businesses')
    .values({ auth_user_id: ownerId, name, description: 'Grilled suya and kilishi.', plan_rank: planRank, ...(place ?? {}) })
    .returning('business_id')
    .executeTakeFirstOrThrow();
  ids[key] = Number(row.business_id);
  const category = await server.db
    .insertInto('product_categories')
    .values({ business_id: ids[key]!, name: 'Grill' })
    .returning('category_id')
    .executeTakeFirstOrThrow();
  const product = await server.db
    .insertInto('products')
    .values({ business_id: ids[key]!, category_id: category.category_id, name: `Suya platter ${key}`, price_kobo: 250_000 })
    .returning('product_id')
    .executeTakeFirstOrThrow();
  ids[`${key}Product`] = Number(product.product_id);
  const post = await server.db
    .insertInto('posts')
    .values({ user_id: ownerId, business_id: ids[key]!, content: `Suya night at ${name}` })
    .returning('post_id')
    .executeTakeFirstOrThrow();
  ids[`${key}Post`] = Number(post.post_id);
}

beforeAll(async () => {
  server = await startTestServer();
  const owner = await signedInMember(server, { fullName: 'Musa Bello' });
  ownerId = (await owner.client.json('GET', '/api/v1/me')).body.userId;
  await business('ibadanFree', 'Ibadan Suya Spot', 0, IBADAN);
  await business('abujaFree', 'Abuja Suya Spot', 0, ABUJA);
  await business('accraFree', 'Accra Suya Spot', 0, ACCRA);
  await business('abujaPremium', 'Wuse Suya House', 1, ABUJA);
  await business('nairobiPremium', 'Nairobi Suya House', 1, NAIROBI);
  await business('nairobiPro', 'Nairobi Suya Pro', 2, NAIROBI);
  await business('nowhereFree', 'Unplaced Suya Stall', 0, null);
  await business('nowherePro', 'Unplaced Suya Pro', 2, null);
});
afterAll(() => server?.close());

const search = async (params: Record<string, string | number>) => {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const response = await server.client().json<SearchResult>('GET', `/api/v1/search?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

async function pageThrough(q: string, tab: SearchTab, extra: Record<string, number>) {
  const items: FeedItem[] = [];
  let cursor: string | null = null;
  do {
    const page: SearchResult = await search({ q, tab, limit: 2, ...extra, ...(cursor ? { cursor } : {}) });
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

const VISIBLE_FROM_LAGOS = ['ibadanFree', 'abujaPremium', 'nairobiPro', 'nowherePro'];

describe('search visibility', () => {
  it('shows a listing, its products and posts only within the owner’s plan radius of the viewer', async () => {
    for (const [tab, suffix] of [
      ['businesses', ''],
      ['products', 'Product'],
      ['posts', 'Post'],
    ] as const) {
      const result = await search({ q: 'suya', tab, lat: LAGOS.lat, lng: LAGOS.lng });
      const want = VISIBLE_FROM_LAGOS.map((key) => ids[`${key}${suffix}`]).sort();
      const found = (await pageThrough('suya', tab, LAGOS)).map((item) => Number(item.id.split('-')[1])).sort();
      expect(found, tab).toEqual(want);
      expect(result.counts[tab], tab).toBe(want.length);
    }
  });

  it('counts per tab equal what can be paged through, and the Free listing 533 km away is hidden', async () => {
    const first = await search({ q: 'suya', lat: LAGOS.lat, lng: LAGOS.lng });
    expect(first.counts).toEqual({ all: 12, professionals: 0, businesses: 4, products: 4, posts: 4, events: 0 });
    const all = await pageThrough('suya', 'all', LAGOS);
    expect(all).toHaveLength(12);
    expect(all.map((item) => item.id)).not.toContain(`business-${ids.abujaFree}`);
  });

  it('judges from the viewer: in Abuja the Abuja Free listing shows and the Ibadan one (≈ 440 km) does not', async () => {
    const items = await pageThrough('suya', 'businesses', { lat: ABUJA.latitude, lng: ABUJA.longitude });
    const found = items.map((item) => Number(item.id.split('-')[1])).sort();
    expect(found).toEqual([ids.abujaFree, ids.abujaPremium, ids.nairobiPro, ids.nowherePro].sort());
  });

  it('without a position, judges from Lagos (the default viewer position)', async () => {
    const result = await search({ q: 'suya', tab: 'businesses' });
    expect(result.counts.businesses).toBe(4);
    expect(result.items.map((item) => Number(item.id.split('-')[1])).sort()).toEqual(VISIBLE_FROM_LAGOS.map((key) => ids[key]).sort());
  });

  it('suggestions follow the same rule', async () => {
    const suggest = async (q: string, extra = '') =>
      (await server.client().json('GET', `/api/v1/search/suggestions?${new URLSearchParams({ q })}${extra}`)).body.items as Array<{
        label: string;
      }>;
    const labels = (await suggest('abuja')).map((item) => item.label);
    expect(labels).not.toContain('Abuja Suya Spot');
    const fromAbuja = (await suggest('abuja', `&lat=${ABUJA.latitude}&lng=${ABUJA.longitude}`)).map((item) => item.label);
    expect(fromAbuja).toContain('Abuja Suya Spot');
    const unplaced = (await suggest('unplaced')).map((item) => item.label);
    expect(unplaced).toContain('Unplaced Suya Pro');
    expect(unplaced).not.toContain('Unplaced Suya Stall');
  });

  it('follows a change of the owner’s plan at once', async () => {
    await sql`UPDATE businesses SET plan_rank = 2 WHERE business_id = ${ids.accraFree}`.execute(server.db);
    const result = await search({ q: 'accra', lat: LAGOS.lat, lng: LAGOS.lng });
    expect(result.counts).toMatchObject({ businesses: 1, products: 1, posts: 1 });
    await sql`UPDATE businesses SET plan_rank = 0 WHERE business_id = ${ids.accraFree}`.execute(server.db);
    expect((await search({ q: 'accra', lat: LAGOS.lat, lng: LAGOS.lng })).counts.all).toBe(0);
  });

  it('the SQL rule uses the plan table’s radii', async () => {
    for (const [rank, plan] of PLAN_IDS.entries()) {
      const km = PLANS[plan].visibilityKm;
      // Points on the equator 1 km inside and outside the radius (degrees of longitude on earthdistance's sphere).
      const at = (m: number) => sql`ll_to_earth(0, ${m}::float8 / earth() * 180 / pi())`;
      const metres = (km ?? 10_000) * 1000;
      const { rows } = await sql<{ inside: boolean; outside: boolean }>`
        SELECT plan_visible(ll_to_earth(0, 0), ${rank}::smallint, ${at(metres - 1000)}) AS inside,
               plan_visible(ll_to_earth(0, 0), ${rank}::smallint, ${at(metres + 1000)}) AS outside`.execute(server.db);
      expect(rows[0], plan).toEqual({ inside: true, outside: km === null });
    }
  });
});

describe('search by owner name', () => {
  it('finds listings by their owner’s name, and follows a rename', async () => {
    const adaeze = await signedInMember(server, { fullName: 'Adaeze Nwosu' });
    const me = (await adaeze.client.json('GET', '/api/v1/me')).body.userId as string;
    const row = await server.db
      .insertInto('professions')
      .values({ auth_user_id: me, title: 'Hair stylist', description: 'Braids and weaves.', latitude: 6.5, longitude: 3.37 })
      .returning('profession_id')
      .executeTakeFirstOrThrow();
    const found = await search({ q: 'Adaeze' });
    expect(found.items.map((item) => item.id)).toEqual([`profession-${row.profession_id}`]);
    expect(found.counts.professionals).toBe(1);
    expect((await search({ q: 'adaeze stylist' })).counts.professionals).toBe(1);

    await sql`UPDATE users SET full_name = 'Ada Obi' WHERE user_id = ${me}`.execute(server.db);
    expect((await search({ q: 'Adaeze' })).counts.all).toBe(0);
    expect((await search({ q: 'Obi' })).items.map((item) => item.id)).toEqual([`profession-${row.profession_id}`]);
  });
});
