import { beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';

const LAGOS = { lat: 6.5244, lng: 3.3792 };
/** Degrees of latitude for a distance on earthdistance's sphere (radius 6,378,168 m). */
const north = (km: number) => LAGOS.lat + km / 111.3195;

const server = useTestServer();
let owner: TestMember;
let ownerId: string;
let minutes = 0;
/** Distinct, increasing creation times, so the expected order is unambiguous. */
const nextTime = () => new Date(Date.UTC(2026, 10, 1, 8, minutes++)).toISOString();

async function business(name: string, km: number, planRank = 0) {
  const row = await server.db
    .insertInto('businesses')
    .values({
      auth_user_id: ownerId,
      name,
      latitude: north(km),
      longitude: LAGOS.lng,
      plan_rank: planRank,
      created_at: nextTime(),
    } as never)
    .returning('business_id')
    .executeTakeFirstOrThrow();
  return Number(row.business_id);
}

async function post(content: string, businessId: number | null) {
  const row = await server.db
    .insertInto('posts')
    .values({ user_id: ownerId, business_id: businessId, content, created_at: nextTime() } as never)
    .returning('post_id')
    .executeTakeFirstOrThrow();
  return Number(row.post_id);
}

async function readAll(band: string, limit: number, during?: () => Promise<void>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: URLSearchParams = new URLSearchParams({
      lat: String(LAGOS.lat),
      lng: String(LAGOS.lng),
      band,
      limit: String(limit),
      ...(cursor ? { cursor } : {}),
    });
    const { status, body }: { status: number; body: { items: Array<{ id: string }>; nextCursor: string | null } } = await owner.client.json(
      'GET',
      `/api/v1/feed?${query}`,
    );
    expect(status).toBe(200);
    ids.push(...body.items.map((item) => item.id));
    cursor = body.nextCursor;
    pages += 1;
    if (pages === 1 && during) await during();
  } while (cursor && pages < 50);
  return ids;
}

let localShop: number;
let expectedLocal: string[];

beforeAll(async () => {
  owner = await signedInMember(server, { fullName: 'Tope Alabi' });
  ownerId = (await owner.client.json('GET', '/api/v1/me')).body.userId;
  localShop = await business('Yaba Phone Repairs', 5);
  const category = await server.db
    .insertInto('product_categories')
    .values({ business_id: localShop, name: 'Screens' } as never)
    .returning('category_id')
    .executeTakeFirstOrThrow();
  const product = await server.db
    .insertInto('products')
    .values({
      business_id: localShop,
      category_id: category.category_id,
      name: 'iPhone screen',
      price_kobo: 4_500_000,
      created_at: nextTime(),
    } as never)
    .returning('product_id')
    .executeTakeFirstOrThrow();
  const firstPost = await post('New screens in stock', localShop);
  const regional = await business('Abeokuta Fabrics', 100);
  const freeFar = await business('Free plan shop 400 km away', 400);
  const proFar = await business('Pro plan shop 400 km away', 400, 2);
  const secondPost = await post('Open on Sunday this week', localShop);
  expectedLocal = [`post-${secondPost}`, `post-${firstPost}`, `product-${product.product_id}`, `business-${localShop}`];
  Object.assign(globalThis, { regional, freeFar, proFar });
});

describe('feed', () => {
  it('lists what lies in the chosen ring, newest first, across kinds, with distances', async () => {
    const query = new URLSearchParams({ lat: String(LAGOS.lat), lng: String(LAGOS.lng), band: 'local' });
    const { status, body } = await server.client().json('GET', `/api/v1/feed?${query}`);
    expect(status).toBe(200);
    expect(body.items.map((item: { id: string }) => item.id)).toEqual(expectedLocal);
    expect(body.nextCursor).toBeNull();
    const shop = body.items.find((item: { type: string }) => item.type === 'business');
    expect(shop.distanceKm).toBeCloseTo(5, 0);
    expect(shop.business.name).toBe('Yaba Phone Repairs');
    const newest = body.items[0];
    expect(newest.post.author.fullName).toBe('Tope Alabi');
  });

  it('keeps each ring to itself and honours the owner plan radius', async () => {
    const { regional, freeFar, proFar } = globalThis as unknown as Record<string, number>;
    expect(await readAll('regional', 10)).toEqual([`business-${regional}`]);
    const national = await readAll('national', 10);
    expect(national).toContain(`business-${proFar}`);
    expect(national).not.toContain(`business-${freeFar}`);
  });

  it('pages by cursor with no repeat and no gap, even when something new is posted meanwhile', async () => {
    const ids = await readAll('local', 1, async () => {
      await post('Posted while someone was scrolling', localShop);
    });
    expect(ids).toEqual(expectedLocal);
  });

  it('refuses a broken cursor and a position off the globe with 400', async () => {
    const bad = await server.client().json('GET', `/api/v1/feed?lat=6.5&lng=3.3&cursor=bm9wZQ`);
    expect(bad.status).toBe(400);
    const off = await server.client().json('GET', '/api/v1/feed?lat=123&lng=3.3');
    expect(off.status).toBe(400);
  });
});
