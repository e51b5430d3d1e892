import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedItem, SearchResult } from '../../src/shared/schemas/discovery';
import type { PlaceItem } from '../../src/shared/schemas/places';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { listingTypeId } from '../support/builders/listing-types';

/**
 * Issue 35.5 (docs/decisions/0005-search.md, "A place in the query"): "X in Y", "X near Y", "X at Y" and "X Y", where Y
 * is a place of the gazetteer, search X centred on Y, and the answer names Y; an unknown Y falls back to plain words.
 */
const server = useTestServer();
let owner: TestMember;

const YABA = { latitude: 6.5095, longitude: 3.3711 };
const IKEJA = { latitude: 6.6018, longitude: 3.3515 };
const SURULERE = { latitude: 6.5, longitude: 3.3581 };
const LAGOS = { lat: 6.5244, lng: 3.3792 };
const ABUJA = { lat: 9.0765, lng: 7.3986 };
const ids: Record<string, string> = {};
let yaba: PlaceItem;
let ikeja: PlaceItem;

const typeId = (table: 'business_types' | 'profession_types', name: string) => listingTypeId(server.db, table, name);

async function business(key: string, name: string, type: string | null, description: string | null, at: typeof YABA) {
  const row = await server.db
    .insertInto('businesses')
    .values({
      auth_user_id: owner.userId,
      name,
      description,
      business_type_id: type === null ? null : await typeId('business_types', type),
      ...at,
    })
    .returning('business_id')
    .executeTakeFirstOrThrow();
  ids[key] = `business-${row.business_id}`;
}

async function profession(key: string, title: string, type: string | null, description: string | null, at: typeof YABA) {
  const row = await server.db
    .insertInto('professions')
    .values({
      auth_user_id: owner.userId,
      title,
      description,
      profession_type_id: type === null ? null : await typeId('profession_types', type),
      ...at,
    })
    .returning('profession_id')
    .executeTakeFirstOrThrow();
  ids[key] = `profession-${row.profession_id}`;
}

async function getJson<T>(path: string): Promise<T> {
  const { status, body } = await server.client().json<T>('GET', path);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

const search = (q: string, from: { lat: number; lng: number } = LAGOS, extra: Record<string, string> = {}) =>
  getJson<SearchResult>(`/api/v1/search?${new URLSearchParams({ q, lat: String(from.lat), lng: String(from.lng), ...extra })}`);
const idsOf = (result: { items: FeedItem[] }) => result.items.map((item) => item.id);
const placeNamed = async (q: string) => (await getJson<{ items: PlaceItem[] }>(`/api/v1/places?q=${encodeURIComponent(q)}`)).items[0]!;

beforeAll(async () => {
  owner = await signedInMember(server, { fullName: 'Ngozi Eze' });
  // None of these texts holds a place's name: a place in the query is never a word to match.
  await business('yabaTailor', 'Adunni Stitches', 'Fashion & Tailoring', 'Ankara, lace and agbada.', YABA);
  // "Tailor" in its own name (a better match by words) but in Ikeja and Surulere: the place named comes first.
  await profession('ikejaTailor', 'Bayo the Tailor', null, 'Suits and kaftans.', IKEJA);
  await profession('surulereTailor', 'Tailor Kemi', 'Tailor', null, SURULERE);
  await profession('ikejaElectrician', 'Licensed Electrician', 'Electrician', 'Allen Avenue.', IKEJA);
  await profession('yabaElectrician', 'Sparky Electric Works', 'Electrician', 'Wiring and meters.', YABA);
  await business('fabrics', 'Kemi Fabrics', null, 'Ankara in stock every day.', SURULERE);
  yaba = await placeNamed('Yaba');
  ikeja = await placeNamed('Ikeja');
});

describe('a place named in the query', () => {
  it('is the gazetteer’s Yaba and Ikeja', () => {
    expect(yaba.label).toBe('Yaba, Lagos Mainland, Lagos');
    expect(ikeja.name).toBe('Ikeja');
  });

  it('"X in Y", "X near Y", "X at Y", "X Y" and Pidgin "X for near Y" centre on Y and say so', async () => {
    for (const q of ['tailor in yaba', 'tailor near yaba', 'tailor at yaba', 'tailor yaba', 'Tailor in Yaba', 'tailor for near yaba']) {
      const result = await search(q);
      expect(idsOf(result)[0], q).toBe(ids.yabaTailor);
      expect(result.place, q).toMatchObject({ id: yaba.id, label: 'Yaba, Lagos Mainland, Lagos', name: 'Yaba' });
      expect(result.place!.matched.toLowerCase(), q).toBe('yaba');
      expect(result.unknownPlace, q).toBeNull();
      // Every tailor, the place's nearest first: Yaba, then Surulere (1 km), then Ikeja (10 km).
      expect(idsOf(result), q).toEqual([ids.yabaTailor, ids.surulereTailor, ids.ikejaTailor]);
      expect(result.items[0]!.distanceKm, q).toBeLessThan(1);
    }
  });

  it('"electrician ikeja" finds the Ikeja electrician first', async () => {
    const result = await search('electrician ikeja');
    expect(idsOf(result)).toEqual([ids.ikejaElectrician, ids.yabaElectrician]);
    expect(result.place).toMatchObject({ id: ikeja.id, name: 'Ikeja' });
    // From Yaba too: the place named decides, not the viewer's position.
    expect(idsOf(await search('electrician ikeja', { lat: YABA.latitude, lng: YABA.longitude }))[0]).toBe(ids.ikejaElectrician);
    expect(idsOf(await search('electrician in yaba', { lat: IKEJA.latitude, lng: IKEJA.longitude }))[0]).toBe(ids.yabaElectrician);
  });

  it('centres on the place for a viewer far away, where Free listings are otherwise out of reach', async () => {
    expect((await search('tailor', ABUJA)).counts.all).toBe(0);
    const result = await search('tailor in yaba', ABUJA);
    expect(idsOf(result)[0]).toBe(ids.yabaTailor);
    expect(result.place?.id).toBe(yaba.id);
  });

  it('is not required as a word: the same matches as the other words searched from the place', async () => {
    const placed = await search('tailor in yaba', ABUJA);
    const fromYaba = await search('tailor', { lat: yaba.latitude, lng: yaba.longitude });
    expect(placed.counts).toEqual(fromYaba.counts);
    expect(placed.counts.all).toBe(3);
    expect((await search('tailor', LAGOS, { tab: 'professionals' })).counts.professionals).toBe(2);
  });

  it('pages through every match exactly once, centred on the place', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: SearchResult = await search('tailor in yaba', ABUJA, { limit: '1', ...(cursor ? { cursor } : {}) });
      seen.push(...idsOf(page));
      cursor = page.nextCursor;
      expect(seen.length).toBeLessThan(10);
    } while (cursor);
    expect(seen).toEqual([ids.yabaTailor, ids.surulereTailor, ids.ikejaTailor]);
  });
});

describe('an unknown place', () => {
  it('falls back to plain words, searched near the viewer, and says which words it did not know', async () => {
    const result = await search('tailor in zzzqx');
    expect(result.place).toBeNull();
    expect(result.unknownPlace).toBe('zzzqx');
    expect(idsOf(result)).toEqual(expect.arrayContaining([ids.yabaTailor, ids.ikejaTailor, ids.surulereTailor]));
  });

  it('is not claimed when the words after "in" are found as words', async () => {
    const result = await search('ankara in stock');
    expect(result.unknownPlace).toBeNull();
    expect(result.place).toBeNull();
    expect(idsOf(result)).toEqual([ids.fabrics]);
  });
});
