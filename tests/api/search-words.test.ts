import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedItem, SearchResult, SearchTab } from '../../src/shared/schemas/discovery';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';

/**
 * Search at scale (docs/decisions/0005-search.md): dictionary typo expansion, relevance levels, distance tiebreak,
 * and the word bitmaps (`search_postings`) that give the counts, kept in step by triggers.
 */
const server = useTestServer();
let owner: TestMember;
let ownerId: string;

const LAGOS = { latitude: 6.5244, longitude: 3.3792 };
const IBADAN = { latitude: 7.3775, longitude: 3.947 };
const KANO = { latitude: 12.0022, longitude: 8.592 };
const ids: Record<string, number> = {};

async function profession(
  key: string,
  title: string,
  description: string | null,
  place: { latitude: number; longitude: number } | null = null,
  planRank = 0,
) {
  const row = await server.db
    .insertInto('professions')
    .values({ auth_user_id: ownerId, title, description, plan_rank: planRank, ...(place ?? {}) })
    .returning('profession_id')
    .executeTakeFirstOrThrow();
  ids[key] = Number(row.profession_id);
}

async function post(key: string, content: string) {
  const row = await server.db.insertInto('posts').values({ user_id: ownerId, content }).returning('post_id').executeTakeFirstOrThrow();
  ids[key] = Number(row.post_id);
}

const search = async (params: Record<string, string | number>) => {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const response = await server.client().json<SearchResult>('GET', `/api/v1/search?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

async function pageThrough(q: string, tab: SearchTab, limit: number, extra: Record<string, number> = {}) {
  const items: FeedItem[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: SearchResult = await search({ q, tab, limit, ...extra, ...(cursor ? { cursor } : {}) });
    items.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
    expect(pages).toBeLessThan(100);
  } while (cursor);
  return items;
}

const idsOf = (items: FeedItem[]) => items.map((item) => item.id);

/** The matches counted directly on the documents, with the same token predicate as the pages (the GIN index). */
async function countOnDocuments(table: 'professions' | 'posts', expansions: string[][]) {
  const where = sql.join(
    expansions.map((list) => sql`search_tokens(search_text) && ${list}::text[]`),
    sql` AND `,
  );
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE ${where}`.execute(server.db);
  return rows[0]!.n;
}

beforeAll(async () => {
  owner = await signedInMember(server, { fullName: 'Kemi Adebayo' });
  ownerId = (await server.db.selectFrom('users').select('user_id').where('username', '=', owner.username).executeTakeFirstOrThrow())
    .user_id;
  // Posts without a listing are placed at their author's city (as in the feed): Lagos.
  await sql`UPDATE users SET location_city_id = (SELECT city_id FROM cities WHERE name = 'Lagos' LIMIT 1) WHERE user_id = ${ownerId}`.execute(
    server.db,
  );

  // Levels for "welder": name exact (3), text exact (2), name typo (1), text typo (0).
  await profession('nameExact', 'Welder', 'Gates and burglary proofs.', IBADAN);
  await profession('textExact', 'Metal works', 'Certified welder for gates.', LAGOS);
  await profession('nameTypo', 'Welders union', 'Iron benders.', LAGOS);
  await profession('textTypo', 'Fabricator', 'Our welders cut steel.', LAGOS);
  // Distance ties inside a level; one without a position. Kano's and the unplaced one are Pro, so every viewer sees them.
  await profession('gardenerLagos', 'Gardener', null, LAGOS);
  await profession('gardenerKano', 'Gardener', null, KANO, 2);
  await profession('gardenerIbadan', 'Gardener', null, IBADAN);
  await profession('gardenerNowhere', 'Gardener', null, null, 2);
  // Accents in the text.
  await profession('ounje', 'Ọbẹ̀ Ẹ̀gúsí cook', 'Ẹ̀wà àgànyìn and ọbẹ̀.', LAGOS);
});

describe('search typo expansion', () => {
  it('finds words one or two edits away, by word length', async () => {
    // 6 letters: one edit ("welfer" is one substitution away from "welder").
    expect(idsOf((await search({ q: 'welfer', tab: 'professionals' })).items)).toContain(`profession-${ids.nameExact}`);
    // 9+ letters: two edits.
    expect(idsOf((await search({ q: 'gardinner', tab: 'professionals' })).items)).toContain(`profession-${ids.gardenerLagos}`);
    expect(idsOf((await search({ q: 'fabricatr', tab: 'professionals' })).items)).toEqual([`profession-${ids.textTypo}`]);
    // Below 5 letters no edit is allowed: "weld" is not "welder" (and shares too little to be contained in it).
    expect((await search({ q: 'wxld' })).counts.all).toBe(0);
  });

  it('orders exact name, exact text, expanded name, expanded text', async () => {
    const result = await search({ q: 'welder', tab: 'professionals' });
    expect(idsOf(result.items)).toEqual([ids.nameExact, ids.textExact, ids.nameTypo, ids.textTypo].map((id) => `profession-${id}`));
    expect(result.counts.professionals).toBe(4);
    // The level beats distance: the exact name in Ibadan comes before the Lagos ones for a viewer in Lagos.
    const near = await search({ q: 'welder', tab: 'professionals', lat: LAGOS.latitude, lng: LAGOS.longitude });
    expect(idsOf(near.items)[0]).toBe(`profession-${ids.nameExact}`);
  });

  it('matches accents and case in both directions', async () => {
    for (const q of ['egusi', 'ẸGÚSÍ', 'Ẹ̀gúsí', 'agbanyin ewa', 'EWA']) {
      const result = await search({ q, tab: 'professionals' });
      expect(idsOf(result.items), q).toEqual([`profession-${ids.ounje}`]);
      expect(result.counts.professionals, q).toBe(1);
    }
  });
});

describe('search distance tiebreak', () => {
  it('orders equals by distance, rows without a position last, and pages them without repeats', async () => {
    const fromIbadan = await pageThrough('gardener', 'professionals', 1, { lat: IBADAN.latitude, lng: IBADAN.longitude });
    expect(idsOf(fromIbadan)).toEqual(
      [ids.gardenerIbadan, ids.gardenerLagos, ids.gardenerKano, ids.gardenerNowhere].map((id) => `profession-${id}`),
    );
    expect(fromIbadan.map((item) => item.distanceKm === null)).toEqual([false, false, false, true]);
    expect(fromIbadan[0]!.distanceKm).toBeLessThan(1);
    expect(fromIbadan[1]!.distanceKm).toBeGreaterThan(100);

    // From Kano the Free gardeners of Lagos and Ibadan (over 300 km) are out of sight.
    const fromKano = await pageThrough('gardener', 'all', 2, { lat: KANO.latitude, lng: KANO.longitude });
    expect(idsOf(fromKano)).toEqual([`profession-${ids.gardenerKano}`, `profession-${ids.gardenerNowhere}`]);

    // Without a position: by id.
    const anywhere = await pageThrough('gardener', 'professionals', 3);
    expect(idsOf(anywhere)).toEqual(
      [ids.gardenerLagos, ids.gardenerKano, ids.gardenerIbadan, ids.gardenerNowhere].map((id) => `profession-${id}`),
    );
  });
  it('pages many rows at one point in id order (posts placed at their author’s city), none repeated or skipped', async () => {
    const made: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const row = await server.db
        .insertInto('posts')
        .values({ user_id: ownerId, content: `Puff puff batch ${i}` })
        .returning('post_id')
        .executeTakeFirstOrThrow();
      made.push(Number(row.post_id));
    }
    const want = made.map((id) => `post-${id}`);
    for (const limit of [1, 3, 7]) {
      const fromIbadan = await pageThrough('puff', 'posts', limit, { lat: IBADAN.latitude, lng: IBADAN.longitude });
      expect(idsOf(fromIbadan), `pages of ${limit}`).toEqual(want);
      expect(new Set(fromIbadan.map((item) => item.distanceKm)).size).toBe(1);
    }
    expect((await search({ q: 'puff', lat: IBADAN.latitude, lng: IBADAN.longitude })).counts.posts).toBe(25);
  });

  it('keeps the positions of products and posts in step with their business and profession', async () => {
    const shop = await server.db
      .insertInto('businesses')
      // Pro: seen from Kano (≈ 830 km) and still seen once it has no position.
      .values({ auth_user_id: ownerId, name: 'Mama Put', description: null, plan_rank: 2, ...LAGOS })
      .returning('business_id')
      .executeTakeFirstOrThrow();
    const category = await server.db
      .insertInto('product_categories')
      .values({ business_id: shop.business_id, name: 'Snacks' })
      .returning('category_id')
      .executeTakeFirstOrThrow();
    const product = await server.db
      .insertInto('products')
      .values({ business_id: shop.business_id, category_id: category.category_id, name: 'Kilishi', description: null, price_kobo: 90_000 })
      .returning('product_id')
      .executeTakeFirstOrThrow();
    await profession('suya', 'Suya seller', null, KANO, 2);
    const linked = await server.db
      .insertInto('posts')
      .values({ user_id: ownerId, profession_id: ids.suya!, content: 'Kilishi fresh from the grill' })
      .returning('post_id')
      .executeTakeFirstOrThrow();
    const order = async () => {
      const result = await search({ q: 'kilishi', lat: KANO.latitude, lng: KANO.longitude });
      return result.items.map((item) => [item.id, item.distanceKm === null ? 'none' : Math.round(item.distanceKm / 100)]);
    };
    expect(await order()).toEqual([
      [`post-${linked.post_id}`, 0],
      [`product-${product.product_id}`, 8],
    ]);
    await server.db.updateTable('businesses').set(KANO).where('business_id', '=', shop.business_id).execute();
    await server.db.updateTable('professions').set(LAGOS).where('profession_id', '=', String(ids.suya)).execute();
    expect(await order()).toEqual([
      [`product-${product.product_id}`, 0],
      [`post-${linked.post_id}`, 8],
    ]);
    // Without a position the product goes last (and its count moves to the rows without a position).
    await server.db
      .updateTable('businesses')
      .set({ latitude: null, longitude: null })
      .where('business_id', '=', shop.business_id)
      .execute();
    expect(await order()).toEqual([
      [`post-${linked.post_id}`, 8],
      [`product-${product.product_id}`, 'none'],
    ]);
  });
});

describe('search counts from the word bitmaps', () => {
  it('equal the items paged through and the matches counted on the documents, for every kind of query', async () => {
    for (let n = 0; n < 45; n++)
      await post(`p${n}`, `Day ${n}: ${n % 3 === 0 ? 'welder' : 'gardener'} needed ${n % 2 ? 'urgently' : 'today'}`);
    for (const [q, expansions] of [
      ['welder', null],
      ['welder urgently', null],
      ['gardner tody', null],
      ['gardener 7', [['gardener'], ['7']]],
    ] as const) {
      const first = await search({ q, limit: 7, lat: LAGOS.latitude, lng: LAGOS.longitude });
      const { counts } = first;
      for (const tab of ['professionals', 'posts', 'all'] as const) {
        const items = await pageThrough(q, tab, 7, { lat: LAGOS.latitude, lng: LAGOS.longitude });
        expect(items.length, `${q} ${tab}`).toBe(counts[tab]);
        expect(new Set(idsOf(items)).size, `${q} ${tab}`).toBe(items.length);
      }
      if (expansions)
        expect(counts.posts, q).toBe(
          await countOnDocuments(
            'posts',
            expansions.map((list) => [...list]),
          ),
        );
    }
    const welderPosts = (await search({ q: 'welder urgently', tab: 'posts' })).counts.posts;
    // n % 3 === 0 and n odd: 3, 9, 15, 21, 27, 33, 39.
    expect(welderPosts).toBe(7);
    expect((await search({ q: 'gardener 7' })).counts.posts).toBe(1);
  });

  it('follow inserts, edits and deletes, single and in bulk (statement triggers)', async () => {
    const before = (await search({ q: 'vulcanizer' })).counts;
    expect(before.all).toBe(0);

    // A new word enters the dictionary: found exactly and through a typo.
    await profession('vulc', 'Vulcanizer', 'Tyres fixed by the roadside.', LAGOS);
    expect((await search({ q: 'vulcanizer' })).counts.professionals).toBe(1);
    expect(idsOf((await search({ q: 'vulcaniser' })).items)).toEqual([`profession-${ids.vulc}`]);

    // Bulk insert in one statement, ids spread over two bitmap chunks (16,384 ids each).
    await sql`SELECT setval(pg_get_serial_sequence('posts', 'post_id'), ((SELECT max(post_id) FROM posts) / 16384 + 1) * 16384 - 5)`.execute(
      server.db,
    );
    await server.db
      .insertInto('posts')
      .values(Array.from({ length: 10 }, (_, n) => ({ user_id: ownerId, content: `Vulcanizer open ${n}` })))
      .execute();
    const span = await server.db
      .selectFrom('posts')
      .select((eb) => [eb.fn.min('post_id').as('low'), eb.fn.max('post_id').as('high')])
      .where('content', 'like', 'Vulcanizer open %')
      .executeTakeFirstOrThrow();
    expect(Math.floor(Number(span.low) / 16384)).toBeLessThan(Math.floor(Number(span.high) / 16384));
    const bulk = await search({ q: 'vulcanizer open', tab: 'posts', limit: 4 });
    expect(bulk.counts.posts).toBe(10);
    expect((await pageThrough('vulcanizer open', 'posts', 4)).length).toBe(10);
    expect(await countOnDocuments('posts', [['vulcanizer'], ['open']])).toBe(10);

    // An edit moves the document from one word to another.
    await server.db.updateTable('professions').set({ title: 'Tyre repairer' }).where('profession_id', '=', String(ids.vulc)).execute();
    await server.db.updateTable('posts').set({ content: 'Closed today' }).where('content', '=', 'Vulcanizer open 0').execute();
    const edited = await search({ q: 'vulcanizer' });
    expect(edited.counts.professionals).toBe(0);
    expect(edited.counts.posts).toBe(9);
    expect((await search({ q: 'repairer', tab: 'professionals' })).items.map((item) => item.id)).toEqual([`profession-${ids.vulc}`]);
    // An update that does not touch the text leaves the bitmaps alone.
    await server.db.updateTable('professions').set({ hourly_rate_kobo: 500_000 }).where('profession_id', '=', String(ids.vulc)).execute();
    expect((await search({ q: 'repairer' })).counts.professionals).toBe(1);

    // Deletes, one statement for many rows.
    await server.db.deleteFrom('posts').where('content', 'like', 'Vulcanizer open %').execute();
    await server.db.deleteFrom('professions').where('profession_id', '=', String(ids.vulc)).execute();
    const after = await search({ q: 'vulcanizer open' });
    expect(after.counts).toEqual({ all: 0, professionals: 0, businesses: 0, products: 0, posts: 0, events: 0 });
    expect((await search({ q: 'repairer' })).counts.all).toBe(0);
  });

  it('match the documents for every word, in texts, names and positions (bitmaps and documents agree)', async () => {
    // Listings of a type hold its token among their text words (migration 0045): inserted, retyped and untyped.
    const [firstType, secondType] = await server.db
      .selectFrom('business_types')
      .select('business_type_id')
      .orderBy('business_type_id')
      .limit(2)
      .execute();
    const typed = await server.db
      .insertInto('businesses')
      .values([1, 2, 3].map((n) => ({ auth_user_id: ownerId, name: `Typed shop ${n}`, business_type_id: firstType!.business_type_id })))
      .returning('business_id')
      .execute();
    await server.db
      .updateTable('businesses')
      .set({ business_type_id: secondType!.business_type_id })
      .where('business_id', '=', typed[0]!.business_id)
      .execute();
    await server.db.updateTable('businesses').set({ business_type_id: null }).where('business_id', '=', typed[1]!.business_id).execute();
    const professionType = await server.db.selectFrom('profession_types').select('profession_type_id').executeTakeFirstOrThrow();
    await server.db
      .updateTable('professions')
      .set({ profession_type_id: professionType.profession_type_id })
      .where('profession_id', '=', String(ids.nameExact))
      .execute();

    const tables = [
      ['professions', 'earth'],
      ['businesses', 'earth'],
      ['products', 'search_earth'],
      ['posts', 'search_earth'],
    ] as const;
    const { rows } = await sql<{ word: string; source: number; bitmap: number; documents: number }>`
      WITH b AS (SELECT word, source, sum(bit_count(bits))::int AS n FROM search_postings GROUP BY 1, 2)
      SELECT b.word, b.source, b.n AS bitmap,
             CASE b.source ${sql.join(
               tables.map(([table, earth], i) => {
                 const t = sql.table(table);
                 return sql`WHEN ${i + 1} THEN CASE WHEN b.word = '' THEN (SELECT count(*) FROM ${t} WHERE ${sql.ref(earth)} IS NULL)
                                                    ELSE (SELECT count(*) FROM ${t} WHERE search_words @> ARRAY[b.word]) END
                            WHEN ${i + 11} THEN (SELECT count(*) FROM ${t} WHERE search_name_words @> ARRAY[b.word])`;
               }),
               sql` `,
             )} END::int AS documents
        FROM b`.execute(server.db);
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.some((row) => row.source === 14 && row.bitmap > 0)).toBe(true);
    expect(rows.some((row) => row.word === '' && row.bitmap > 0)).toBe(true);
    expect(rows.filter((row) => row.bitmap !== row.documents)).toEqual([]);
    const typeTokens = rows.filter((row) => row.word.includes(':'));
    expect(typeTokens.filter((row) => row.bitmap > 0).map((row) => [row.word, row.source, row.bitmap])).toEqual(
      expect.arrayContaining([
        [`business_type:${firstType!.business_type_id}`, 2, 1],
        [`business_type:${secondType!.business_type_id}`, 2, 1],
        [`profession_type:${professionType.profession_type_id}`, 1, 1],
      ]),
    );
    // Type tokens are text words only, and never typo candidates.
    expect(typeTokens.filter((row) => row.source > 10)).toEqual([]);
    const { rows: inDictionary } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM search_dictionary WHERE word LIKE '%:%'`.execute(
      server.db,
    );
    expect(inDictionary[0]!.n).toBe(0);
  });
});

describe('search suggestions from the dictionary', () => {
  it('complete a partial word anywhere in a name and correct typos', async () => {
    const suggest = async (q: string) =>
      (
        await server
          .client()
          .json<{ items: Array<{ id: number; label: string }> }>('GET', `/api/v1/search/suggestions?${new URLSearchParams({ q })}`)
      ).body.items;
    expect((await suggest('uni')).map((item) => item.label)).toContain('Welders union');
    expect((await suggest('gardner')).map((item) => item.label)).toContain('Gardener');
    expect((await suggest('welders un')).map((item) => item.label)).toEqual(['Welders union']);
    expect((await suggest('metal wel')).map((item) => item.label)).toEqual([]);
  });
});
