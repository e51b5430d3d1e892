import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedItem, SearchResult, SearchTab } from '../../src/shared/schemas/discovery';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';

const server = useTestServer();
let owner: TestMember;
let fan: TestMember;
let ownerId: string;

/** Hand-placed fixtures, inserted directly (the Free plan allows one listing each through the API). */
const YABA = { latitude: 6.5095, longitude: 3.3711 };
const IKEJA = { latitude: 6.6018, longitude: 3.3515 };
const ids: Record<string, number> = {};

/** A listing without a position is shown only by the Pro plan (docs/product-decisions.md 7): those fixtures are Pro. */
const planOf = (place: unknown) => (place ? 0 : 2);

async function profession(
  key: string,
  title: string,
  description: string | null,
  place: { latitude: number; longitude: number } | null = null,
) {
  const row = await server.db
    .insertInto('professions')
    .values({ auth_user_id: ownerId, title, description, plan_rank: planOf(place), ...(place ?? {}) })
    .returning('profession_id')
    .executeTakeFirstOrThrow();
  ids[key] = Number(row.profession_id);
}

async function business(
  key: string,
  name: string,
  description: string | null,
  place: { latitude: number; longitude: number } | null = null,
) {
  const row = await server.db
    .insertInto('businesses')
    .values({ auth_user_id: ownerId, name, description, plan_rank: planOf(place), ...(place ?? {}) })
    .returning('business_id')
    .executeTakeFirstOrThrow();
  ids[key] = Number(row.business_id);
}

async function product(key: string, businessKey: string, name: string, description: string | null) {
  const category = await server.db
    .insertInto('product_categories')
    .values({ business_id: ids[businessKey]!, name: `Category of ${key}` })
    .returning('category_id')
    .executeTakeFirstOrThrow();
  const row = await server.db
    .insertInto('products')
    .values({ business_id: ids[businessKey]!, category_id: category.category_id, name, description, price_kobo: 150_000 })
    .returning('product_id')
    .executeTakeFirstOrThrow();
  ids[key] = Number(row.product_id);
}

async function post(key: string, professionKey: string, content: string) {
  const row = await server.db
    .insertInto('posts')
    .values({ user_id: ownerId, profession_id: ids[professionKey]!, content })
    .returning('post_id')
    .executeTakeFirstOrThrow();
  ids[key] = Number(row.post_id);
}

beforeAll(async () => {
  [owner, fan] = await Promise.all([
    signedInMember(server, { fullName: 'Halima Musa' }),
    signedInMember(server, { fullName: 'Tunde Bakare' }),
  ]);
  ownerId = (await server.db.selectFrom('users').select('user_id').where('username', '=', owner.username).executeTakeFirstOrThrow())
    .user_id;

  await profession('plumberYaba', 'Plumber', 'Leaking pipes and bathroom fittings.', YABA);
  await profession('handyman', 'Handyman', 'General repairs; I also work as a plumber at weekends.', YABA);
  await profession('electrician', 'Electrician', 'House wiring and inverter installation.', YABA);
  await profession('plumberIkeja', 'Plumber', 'Boreholes and water tanks.', IKEJA);
  await profession('tailor1', 'Tailor', 'Agbada and kaftan.', YABA);
  await profession('tailor2', 'Master tailor', null, IKEJA);
  await profession('tailor3', 'Fashion designer', 'Trained tailor, bridal wear.', null);

  await business('oyo', 'Ọ̀yọ́ Kitchen', 'Amala, ewedu and gbegiri.', YABA);
  await business('cafe', 'CAFÉ Lagos', 'Coffee and small chops.', IKEJA);
  await business('tailorShop', 'Tailor Shop Yaba', 'Alterations while you wait.', YABA);
  await business('fabrics', 'Ankara House', 'Fabrics for every tailor.', null);

  await product('suit', 'tailorShop', 'Tailored suit', 'Two-piece, made to measure.');
  await product('tape', 'fabrics', 'Measuring tape', 'Every tailor needs one.');
  await product('cafeMug', 'cafe', 'Cafe mug', 'Ceramic mug.');

  await post('postTailor', 'tailor1', 'New tailor in Yaba\n\nCome and see our agbada.');
  await post('postSale', 'tailor2', 'Sale this weekend\n\nEvery tailor in town is invited.');
  await post('postRain', 'plumberYaba', 'Rainy season\n\nCheck your gutters before the rain.');
});

const search = async (params: Record<string, string | number>, member?: TestMember) => {
  const client = member ? member.client : server.client();
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const response = await client.json<SearchResult>('GET', `/api/v1/search?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

const key = (item: FeedItem) => item.id;
const professionIds = (items: FeedItem[]) => items.flatMap((item) => (item.type === 'profession' ? [item.profession.professionId] : []));

/** Every item of a tab, page by page. */
async function pageThrough(q: string, tab: SearchTab, limit: number, extra: Record<string, number> = {}) {
  const items: FeedItem[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: SearchResult = await search({ q, tab, limit, ...extra, ...(cursor ? { cursor } : {}) });
    expect(page.items.length).toBeLessThanOrEqual(limit);
    items.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
    expect(pages).toBeLessThan(50);
  } while (cursor);
  return { items, pages };
}

describe('search', () => {
  it('ranks a name that is the query above a description that mentions it', async () => {
    const result = await search({ q: 'plumber', tab: 'professionals' });
    const found = professionIds(result.items);
    expect(found.slice(0, 2)).toEqual([ids.plumberYaba, ids.plumberIkeja]);
    expect(found).toContain(ids.handyman);
    expect(found.indexOf(ids.handyman!)).toBeGreaterThan(1);
    expect(found).not.toContain(ids.electrician);

    // The same order holds when the sources are merged.
    const all = await search({ q: 'plumber' });
    const positions = ['profession-' + ids.plumberYaba, 'profession-' + ids.plumberIkeja, 'profession-' + ids.handyman].map((id) =>
      all.items.findIndex((item) => item.id === id),
    );
    expect(positions[0]).toBe(0);
    expect(positions[1]).toBe(1);
    expect(positions[2]).toBeGreaterThan(1);
  });

  it('tolerates typos', async () => {
    const plumbr = professionIds((await search({ q: 'plumbr', tab: 'professionals' })).items);
    expect(plumbr.slice(0, 2)).toEqual([ids.plumberYaba, ids.plumberIkeja]);
    expect(plumbr).toContain(ids.handyman);

    const electrican = await search({ q: 'electrican' });
    expect(electrican.counts.professionals).toBe(1);
    expect(professionIds(electrican.items)).toEqual([ids.electrician]);

    const twoWords = professionIds((await search({ q: 'inverter electrican', tab: 'professionals' })).items);
    expect(twoWords).toEqual([ids.electrician]);
  });

  it('ignores case and accents, in the query and in the text', async () => {
    for (const q of ['oyo', 'OYO', 'Ọ̀yọ́', 'ọyọ kitchen']) {
      const result = await search({ q, tab: 'businesses' });
      expect(result.items.map(key), q).toEqual([`business-${ids.oyo}`]);
    }
    for (const q of ['cafe', 'CAFÉ', 'Café']) {
      const result = await search({ q, tab: 'businesses' });
      expect(result.items.map(key), q).toEqual([`business-${ids.cafe}`]);
      expect(result.counts.products, q).toBe(1);
    }
  });

  it('gives exact counts per tab that equal the items paged through, without repeats', async () => {
    const first = await search({ q: 'tailor', limit: 2 });
    const { counts } = first;
    expect(counts.professionals).toBe(3);
    expect(counts.businesses).toBe(2);
    expect(counts.products).toBe(2);
    expect(counts.posts).toBe(2);
    expect(counts.all).toBe(counts.professionals + counts.businesses + counts.products + counts.posts);

    const union = new Set<string>();
    for (const tab of ['professionals', 'businesses', 'products', 'posts'] as const) {
      const { items, pages } = await pageThrough('tailor', tab, 2);
      expect(items.length, tab).toBe(counts[tab]);
      expect(new Set(items.map(key)).size, tab).toBe(items.length);
      expect(pages, tab).toBe(Math.max(1, Math.ceil(counts[tab] / 2)));
      for (const item of items) union.add(item.id);
    }
    const all = await pageThrough('tailor', 'all', 2);
    expect(all.items.length).toBe(counts.all);
    expect(new Set(all.items.map(key))).toEqual(union);
    expect(all.items.slice(0, 2).map(key)).toEqual(first.items.map(key));

    // With a position the same set comes back, in a different order.
    const near = await pageThrough('tailor', 'all', 3, { lat: IKEJA.latitude, lng: IKEJA.longitude });
    expect(new Set(near.items.map(key))).toEqual(union);
  });

  it('breaks ties in relevance by distance when the position is known, else by id', async () => {
    const nearIkeja = await search({ q: 'plumber', tab: 'professionals', lat: 6.6, lng: 3.35 });
    expect(professionIds(nearIkeja.items).slice(0, 2)).toEqual([ids.plumberIkeja, ids.plumberYaba]);
    expect(nearIkeja.items[0]!.distanceKm).toBeLessThan(1);
    expect(nearIkeja.items[1]!.distanceKm).toBeGreaterThan(9);

    const nearYaba = await search({ q: 'plumber', tab: 'professionals', lat: 6.51, lng: 3.37 });
    expect(professionIds(nearYaba.items).slice(0, 2)).toEqual([ids.plumberYaba, ids.plumberIkeja]);

    const nowhere = await search({ q: 'plumber', tab: 'professionals' });
    expect(professionIds(nowhere.items).slice(0, 2)).toEqual([ids.plumberYaba, ids.plumberIkeja]);
    expect(nowhere.items.every((item) => item.distanceKm === null)).toBe(true);
  });

  it('returns full cards: product with its business and category, post with its author, likes for the viewer', async () => {
    const products = await search({ q: 'tailored suit', tab: 'products' });
    expect(products.items[0]).toMatchObject({
      type: 'product',
      id: `product-${ids.suit}`,
      product: { productId: ids.suit, name: 'Tailored suit', categoryName: 'Category of suit' },
      business: { businessId: ids.tailorShop, name: 'Tailor Shop Yaba' },
    });

    const posts = await search({ q: 'gutters', tab: 'posts' });
    expect(posts.items).toHaveLength(1);
    expect(posts.items[0]).toMatchObject({ type: 'post', post: { postId: ids.postRain, author: { fullName: 'Halima Musa' } } });

    expect((await fan.client.json('PUT', `/api/v1/businesses/${ids.cafe}/like`)).status).toBe(200);
    const mine = await search({ q: 'cafe', tab: 'businesses' }, fan);
    expect(mine.items[0]).toMatchObject({ business: { likeCount: 1, likedByMe: true, isOwner: false } });
    const visitor = await search({ q: 'cafe', tab: 'businesses' });
    expect(visitor.items[0]).toMatchObject({ business: { likeCount: 1, likedByMe: false } });
    const theOwner = await search({ q: 'cafe', tab: 'businesses' }, owner);
    expect(theOwner.items[0]).toMatchObject({ business: { isOwner: true } });
  });

  it('finds nothing for an unknown word, with zero counts', async () => {
    const result = await search({ q: 'zzqxv' });
    expect(result).toEqual({
      counts: { all: 0, professionals: 0, businesses: 0, products: 0, posts: 0, events: 0 },
      items: [],
      nextCursor: null,
      place: null,
      unknownPlace: null,
    });
  });

  it('refuses a blank query and a bad cursor with 400', async () => {
    for (const path of ['/api/v1/search?q=%20%20', '/api/v1/search?q=', '/api/v1/search']) {
      const { status, body } = await server.client().json('GET', path);
      expect(status, path).toBe(400);
      expect(body.error.code).toBe('VALIDATION_FAILED');
    }
    const blank = await server.client().json('GET', '/api/v1/search?q=%20');
    expect(blank.body.error.message).toContain('Type something to search for');

    const bad = await server.client().json('GET', '/api/v1/search?q=tailor&cursor=nonsense');
    expect(bad.status).toBe(400);
    // A cursor of one tab is not valid for another.
    const page = await search({ q: 'tailor', tab: 'posts', limit: 1 });
    const other = await server.client().json('GET', `/api/v1/search?q=tailor&tab=businesses&cursor=${page.nextCursor}`);
    expect(other.status).toBe(400);
  });
});

describe('search suggestions', () => {
  const suggest = async (q: string) => {
    const response = await server
      .client()
      .json<{ items: Array<{ type: string; id: number; label: string; sublabel: string | null }> }>(
        'GET',
        `/api/v1/search/suggestions?${new URLSearchParams({ q })}`,
      );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.items;
  };

  it('start after 2 characters, match prefixes and typos across sources, at most 8', async () => {
    const pl = await suggest('pl');
    expect(pl.map((item) => item.label)).toContain('Plumber');
    expect(pl.length).toBeLessThanOrEqual(8);

    // Word starts anywhere in the name count too ("Master tailor", "Measuring tape"); each listing once.
    const ta = await suggest('ta');
    expect(ta.map((item) => item.label).sort()).toEqual(
      ['Master tailor', 'Measuring tape', 'New tailor in Yaba', 'Tailor', 'Tailor Shop Yaba', 'Tailored suit'].sort(),
    );
    // Names that start with the query come first.
    expect(
      ta
        .slice(0, 3)
        .map((item) => item.label)
        .sort(),
    ).toEqual(['Tailor', 'Tailor Shop Yaba', 'Tailored suit']);

    expect(await suggest('electrican')).toContainEqual({ type: 'profession', id: ids.electrician, label: 'Electrician', sublabel: null });
    expect(await suggest('oyo')).toContainEqual({ type: 'business', id: ids.oyo, label: 'Ọ̀yọ́ Kitchen', sublabel: null });
    expect(await suggest('CAFE')).toEqual(
      expect.arrayContaining([
        { type: 'business', id: ids.cafe, label: 'CAFÉ Lagos', sublabel: null },
        { type: 'product', id: ids.cafeMug, label: 'Cafe mug', sublabel: 'CAFÉ Lagos' },
      ]),
    );
    expect(await suggest('new tai')).toContainEqual({
      type: 'post',
      id: ids.postTailor,
      label: 'New tailor in Yaba',
      sublabel: 'Halima Musa',
    });
  });

  it('refuse fewer than 2 characters', async () => {
    for (const q of ['p', ' p ', '']) {
      const { status } = await server.client().json('GET', `/api/v1/search/suggestions?${new URLSearchParams({ q })}`);
      expect(status, q).toBe(400);
    }
  });
});

describe('search suggestions cap', () => {
  it('returns at most 8 when many names match', async () => {
    for (let n = 1; n <= 10; n++) await product(`zobo${n}`, 'cafe', `Zobo drink ${n}`, null);
    const { body } = await server.client().json('GET', '/api/v1/search/suggestions?q=zo');
    expect(body.items).toHaveLength(8);
    expect(body.items.every((item: { label: string }) => item.label.startsWith('Zobo drink'))).toBe(true);
  });
});
