import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedItem, SearchResult, SearchTab, Suggestion } from '../../src/shared/schemas/discovery';
import type { Business } from '../../src/shared/schemas/listings';
import type { MapResult } from '../../src/shared/schemas/map';
import { businessBody } from '../support/builders/listing-bodies';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { listingTypeId } from '../support/builders/listing-types';

/**
 * Issue 35 (docs/decisions/0005-search.md, "Types and their words"): a listing is found by its type — the type's name in
 * any language and the words people use for it — everywhere listings are searched; filler words are never required.
 */
const server = useTestServer();
let owner: TestMember;

const YABA = { latitude: 6.5095, longitude: 3.3711 };
const IKEJA = { latitude: 6.6018, longitude: 3.3515 };
const LAGOS = { lat: 6.5244, lng: 3.3792 };
const ids: Record<string, number> = {};
const typeIds: Record<string, number> = {};

const typeId = (table: 'business_types' | 'profession_types', name: string) => listingTypeId(server.db, table, name);

async function business(key: string, name: string, type: string | null, description: string | null = null, place = YABA) {
  const row = await server.db
    .insertInto('businesses')
    .values({
      auth_user_id: owner.userId,
      name,
      description,
      business_type_id: type === null ? null : typeIds[`business:${type}`]!,
      ...place,
    })
    .returning('business_id')
    .executeTakeFirstOrThrow();
  ids[key] = Number(row.business_id);
}

async function profession(key: string, title: string, type: string | null, description: string | null = null) {
  const row = await server.db
    .insertInto('professions')
    .values({
      auth_user_id: owner.userId,
      title,
      description,
      profession_type_id: type === null ? null : typeIds[`profession:${type}`]!,
      ...YABA,
    })
    .returning('profession_id')
    .executeTakeFirstOrThrow();
  ids[key] = Number(row.profession_id);
}

const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

async function getJson<T>(path: string): Promise<T> {
  const { status, body } = await server.client().json<T>('GET', path);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

const search = (q: string, tab: SearchTab = 'all', extra: Record<string, string | number> = {}) =>
  getJson<SearchResult>(`/api/v1/search?${qs({ q, tab, lat: LAGOS.lat, lng: LAGOS.lng, ...extra })}`);

async function pageThrough(q: string, tab: SearchTab, limit: number) {
  const items: FeedItem[] = [];
  let cursor: string | null = null;
  do {
    const page: SearchResult = await search(q, tab, { limit, ...(cursor ? { cursor } : {}) });
    items.push(...page.items);
    cursor = page.nextCursor;
    expect(items.length).toBeLessThan(100);
  } while (cursor);
  return items;
}

const idsOf = (result: { items: FeedItem[] }) => result.items.map((item) => item.id);
const suggest = (q: string) => getJson<{ items: Suggestion[] }>(`/api/v1/search/suggestions?${qs({ q })}`);

beforeAll(async () => {
  owner = await signedInMember(server, { fullName: 'Ngozi Eze' });
  for (const name of ['Fashion & Tailoring', 'Restaurant', 'POS & Mobile Money Agent', 'Hair Salon & Barber'])
    typeIds[`business:${name}`] = await typeId('business_types', name);
  for (const name of ['Mechanic', 'Security Guard', 'Vulcanizer', 'Teacher / Tutor', 'Tailor'])
    typeIds[`profession:${name}`] = await typeId('profession_types', name);

  // Named without their trade's words: only their type says what they do.
  await business('stitches', 'Adunni Stitches', 'Fashion & Tailoring', 'Ankara, lace and agbada in Yaba.');
  await business('kitchen', 'Iya Basira Kitchen', 'Restaurant', 'Amala and ewedu.');
  await business('cashPoint', 'Bimbo Ventures', 'POS & Mobile Money Agent');
  await business('cuts', 'Kings Cut', 'Hair Salon & Barber');
  await business('razor', 'Razor Place', 'Hair Salon & Barber', null, IKEJA);
  await profession('emeka', 'Emeka Okafor', 'Mechanic', 'Toyota and Honda specialist.');
  await profession('musa', 'Musa Ibrahim', 'Security Guard');
  await profession('faci', 'Sunday Tyres', 'Vulcanizer');
  await profession('teacher', 'Mrs Adeyemi', 'Teacher / Tutor');
  // A tailor by name, with no type: a match by the listing's own name.
  await profession('bayo', 'Bayo the Tailor', null, 'Suits in Yaba.');
  // Neither: mentions none of the words.
  await business('other', 'Yaba Phones', null, 'Chargers in Yaba.');
});

describe('a listing is found by its type', () => {
  it('by the type’s name and the words people use for it, in English, Pidgin, Yoruba, Hausa and Igbo', async () => {
    for (const [q, key] of [
      ['tailor', 'stitches'],
      ['tailoring', 'stitches'],
      ['fashion designer', 'stitches'],
      ['seamstress', 'stitches'],
      ['Fashion & Tailoring', 'stitches'],
      ['aránṣọ', 'stitches'],
      ['madinki', 'stitches'],
      ['mechanic', 'emeka'],
      ['auto repair', 'emeka'],
      ['Mẹkáníìkì', 'emeka'],
      ['mama put', 'kitchen'],
      ['buka', 'kitchen'],
      ['gidan abinci', 'kitchen'],
      ['ụlọ nri', 'kitchen'],
      ['POS agent', 'cashPoint'],
      ['barber', 'cuts'],
      ['barbing salon', 'cuts'],
      ['wanzami', 'cuts'],
      ['mai gadi', 'musa'],
      ['vulcanizer', 'faci'],
      ['mai faci', 'faci'],
      ['onye nkuzi', 'teacher'],
    ] as const) {
      const result = await search(q);
      expect(idsOf(result), q).toContain(
        `${key === 'emeka' || key === 'musa' || key === 'faci' || key === 'teacher' ? 'profession' : 'business'}-${ids[key]}`,
      );
      expect(idsOf(result), q).not.toContain(`business-${ids.other}`);
    }
  });

  it('forgives typos in a type’s words as in any word, and does not find other types', async () => {
    expect(idsOf(await search('mechanik'))).toContain(`profession-${ids.emeka}`);
    expect(idsOf(await search('barbers'))).toContain(`business-${ids.cuts}`);
    const tailor = idsOf(await search('tailor'));
    for (const key of ['kitchen', 'cashPoint', 'cuts']) expect(tailor).not.toContain(`business-${ids[key]}`);
    expect(tailor).not.toContain(`profession-${ids.emeka}`);
  });

  it('ranks a match by the listing’s own name above a match by its type alone', async () => {
    const result = await search('tailor', 'all');
    const order = idsOf(result);
    expect(order.indexOf(`profession-${ids.bayo}`)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(`profession-${ids.bayo}`)).toBeLessThan(order.indexOf(`business-${ids.stitches}`));
  });

  it('counts exactly the items paged through, in every tab', async () => {
    for (const q of ['tailor', 'mama put', 'barber', 'tailor in yaba', 'mechanic'])
      for (const tab of ['all', 'professionals', 'businesses'] as const) {
        const { counts } = await search(q, tab);
        const items = await pageThrough(q, tab, 1);
        expect(items.length, `${q} ${tab}`).toBe(counts[tab]);
        expect(new Set(items.map((item) => item.id)).size, `${q} ${tab}`).toBe(items.length);
      }
  });

  it('moves a listing at once when its type changes', async () => {
    const member = await signedInMember(server, { fullName: 'Tunde Bakare' });
    const created = await member.client.json<Business>(
      'POST',
      '/api/v1/businesses',
      businessBody({ name: 'Tunde Ventures', description: null, businessTypeId: typeIds['business:Fashion & Tailoring'], ...YABA }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = `business-${created.body.businessId}`;
    expect(idsOf(await search('seamstress', 'businesses'))).toContain(id);
    const before = (await search('mama put')).counts.businesses;

    const changed = await member.client.json(
      'PUT',
      `/api/v1/businesses/${created.body.businessId}`,
      businessBody({ name: 'Tunde Ventures', description: null, businessTypeId: typeIds['business:Restaurant'], ...YABA }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(idsOf(await search('seamstress', 'businesses'))).not.toContain(id);
    expect(idsOf(await search('mama put', 'businesses'))).toContain(id);
    expect((await search('mama put')).counts.businesses).toBe(before + 1);
    await member.client.json('DELETE', `/api/v1/businesses/${created.body.businessId}`);
  });
});

describe('filler words', () => {
  it('are never required: "tailor in yaba" finds what "tailor yaba" finds', async () => {
    const plain = await search('tailor yaba');
    expect(idsOf(plain)).toEqual(expect.arrayContaining([`business-${ids.stitches}`, `profession-${ids.bayo}`]));
    for (const q of [
      'tailor in yaba',
      'tailor near yaba',
      'tailor for yaba',
      'tailor wey dey yaba',
      'tailor close to yaba',
      'tailor ni yaba',
    ]) {
      const result = await search(q);
      expect(idsOf(result), q).toEqual(idsOf(plain));
      expect(result.counts, q).toEqual(plain.counts);
    }
  });

  it('alone are searched as written, without failing', async () => {
    for (const q of ['in', 'near', 'wey dey']) {
      const result = await search(q);
      expect(result.counts.all, q).toBe(
        result.counts.professionals + result.counts.businesses + result.counts.products + result.counts.posts,
      );
    }
    expect(idsOf(await search('in', 'businesses'))).toContain(`business-${ids.stitches}`);
  });
});

describe('suggestions and the map', () => {
  it('suggest listings of the type being typed, nearest first', async () => {
    const tailo = await suggest('tailo');
    const stitches = tailo.items.find((item) => item.type === 'business' && item.id === ids.stitches);
    expect(stitches?.sublabel).toBe('Fashion & Tailoring');
    expect((await suggest('mama p')).items.map((item) => item.id)).toContain(ids.kitchen);
    // Suggestions are seen from Lagos when no position is sent: Yaba's salon before Ikeja's.
    const salons = (await suggest('barbing sal')).items.map((item) => item.id);
    expect(salons.indexOf(ids.cuts!)).toBeGreaterThanOrEqual(0);
    expect(salons.indexOf(ids.cuts!)).toBeLessThan(salons.indexOf(ids.razor!));
  });

  it('the map’s words filter finds listings by their type', async () => {
    const box = [YABA.longitude - 0.01, YABA.latitude - 0.01, YABA.longitude + 0.01, YABA.latitude + 0.01].join(',');
    const map = (q: string) => getJson<MapResult>(`/api/v1/map?${qs({ lat: LAGOS.lat, lng: LAGOS.lng, bbox: box, zoom: 17, q })}`);
    const tailor = await map('tailor');
    expect(tailor.listings.map((listing) => `${listing.kind}-${listing.id}`)).toEqual(
      expect.arrayContaining([`business-${ids.stitches}`, `profession-${ids.bayo}`]),
    );
    expect(tailor.listings.map((listing) => listing.id)).not.toContain(ids.kitchen);
    expect((await map('mama put near me')).listings.map((listing) => listing.id)).toContain(ids.kitchen);
  });
});
