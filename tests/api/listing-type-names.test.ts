import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult, Suggestion } from '../../src/shared/schemas/discovery';
import type { Business, Profession } from '../../src/shared/schemas/listings';
import type { MapResult } from '../../src/shared/schemas/map';
import type { Person } from '../../src/shared/schemas/network';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';

/**
 * Business and profession type names are answered in the reader's language (Accept-Language) by every answer that
 * carries them, as the lookups are (issue 35): listing pages, cards in search, suggestions, the map, people. The
 * database keeps the English name.
 */
const server = useTestServer();
let owner: TestMember;
let viewer: TestMember;
let businessId: number;
let professionId: number;
let mechanicType: number;
const YABA = { latitude: 6.5095, longitude: 3.3711 };
const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

async function getJson<T>(path: string, language?: string, client = server.client()): Promise<T> {
  const response = await client.request('GET', path, undefined, language ? { 'accept-language': language } : {});
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as T;
}

beforeAll(async () => {
  owner = await signedInMember(server, { fullName: 'Adunni Balogun' });
  viewer = await signedInMember(server, { fullName: 'Kelechi Nwosu' });
  const { rows } = await sql<{ b: number; p: number }>`
    SELECT (SELECT business_type_id FROM business_types WHERE name = 'Fashion & Tailoring') AS b,
           (SELECT profession_type_id FROM profession_types WHERE name = 'Mechanic') AS p`.execute(server.db);
  const business = await server.db
    .insertInto('businesses')
    .values({ auth_user_id: owner.userId, name: 'Adunni Stitches', business_type_id: rows[0]!.b, ...YABA })
    .returning('business_id')
    .executeTakeFirstOrThrow();
  businessId = Number(business.business_id);
  mechanicType = rows[0]!.p;
  const profession = await server.db
    .insertInto('professions')
    .values({ auth_user_id: owner.userId, title: 'Adunni Motors', profession_type_id: rows[0]!.p, ...YABA })
    .returning('profession_id')
    .executeTakeFirstOrThrow();
  professionId = Number(profession.profession_id);
});

describe('type names in the reader’s language', () => {
  it('on a listing page, in English without a language', async () => {
    expect((await getJson<Business>(`/api/v1/businesses/${businessId}`, 'ha')).businessType?.name).toBe('Kayan sawa & ɗinki');
    expect((await getJson<Business>(`/api/v1/businesses/${businessId}`)).businessType?.name).toBe('Fashion & Tailoring');
    expect((await getJson<Profession>(`/api/v1/professions/${professionId}`, 'yo-NG,yo;q=0.9')).professionType?.name).toBe('Mẹkáníìkì');
  });

  it('on search cards and in suggestions', async () => {
    const cards = await getJson<SearchResult>(`/api/v1/search?${qs({ q: 'adunni', tab: 'all' })}`, 'yo');
    const card = cards.items.find((item) => item.id === `business-${businessId}`);
    expect(card?.type === 'business' && card.business.businessType?.name).toBe('Aṣọ & ìránṣọ');
    const mechanic = cards.items.find((item) => item.id === `profession-${professionId}`);
    expect(mechanic?.type === 'profession' && mechanic.profession.professionType?.name).toBe('Mẹkáníìkì');

    const suggestions = await getJson<{ items: Suggestion[] }>(`/api/v1/search/suggestions?${qs({ q: 'adunni' })}`, 'ig');
    expect(suggestions.items.find((item) => item.type === 'business' && item.id === businessId)?.sublabel).toBe('Ejiji & ịkwa akwa');
    expect(suggestions.items.find((item) => item.type === 'profession' && item.id === professionId)?.sublabel).toBe(
      'Onye na-arụzi ụgbọ ala',
    );
  });

  it('on the map, people cards and People You May Know', async () => {
    const box = [YABA.longitude - 0.01, YABA.latitude - 0.01, YABA.longitude + 0.01, YABA.latitude + 0.01].join(',');
    const map = await getJson<MapResult>(`/api/v1/map?${qs({ lat: YABA.latitude, lng: YABA.longitude, bbox: box, zoom: 17 })}`, 'pcm');
    expect(map.listings.find((listing) => listing.kind === 'business' && listing.id === businessId)?.type).toBe('Fashion & cloth sewing');

    const people = await getJson<{ items: Person[] }>(`/api/v1/people?${qs({ q: 'Adunni' })}`, 'ha', viewer.client);
    const person = people.items.find((item) => item.userId === owner.userId);
    expect(person?.businesses.map((listing) => listing.typeName)).toEqual(['Kayan sawa & ɗinki']);
    expect(person?.professions.map((listing) => listing.typeName)).toEqual(['Makanike']);

    // People You May Know say "Same line of work" with the type both share.
    await server.db
      .insertInto('professions')
      .values({ auth_user_id: viewer.userId, title: 'Kelechi Auto', profession_type_id: mechanicType, ...YABA })
      .execute();
    const known = await getJson<{ items: Array<Person & { sharedType: string | null }> }>(
      '/api/v1/people/suggestions',
      'yo',
      viewer.client,
    );
    expect(known.items.find((item) => item.userId === owner.userId)?.sharedType).toBe('Mẹkáníìkì');
  });
});
