import { beforeAll, describe, expect, it } from 'vitest';
import type { Analytics, Metric } from '../../src/shared/schemas/analytics';
import { setPlan } from '../support/builders/plans';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { TestClock } from '../support/clock';
import { createBusiness, createProfession, yabaLagos } from './support/listings';

const clock = new TestClock();
// Days are Lagos days: the tests run at Lagos noon today (11:00 UTC), so no day ends between a test's events and reads.
const today = new Date(Date.now() + 3600_000).toISOString().slice(0, 10);
const NOON = new Date(`${today}T11:00:00Z`);
const backToNoon = () => clock.set(NOON);
const server = useTestServer({}, { clock });
let owner: TestMember;
let ada: TestMember;
let bayo: TestMember;
let freeOwner: TestMember;
let businessId: number;
let professionId: number;
let freeBusinessId: number;

const YABA = { latitude: 6.5095, longitude: 3.3711 };
const DAY_MS = 86_400_000;

beforeAll(async () => {
  backToNoon();
  [owner, ada, bayo, freeOwner] = await Promise.all([
    signedInMember(server, { fullName: 'Musa Owner' }),
    signedInMember(server, { fullName: 'Ada Visitor' }),
    signedInMember(server, { fullName: 'Bayo Visitor' }),
    signedInMember(server, { fullName: 'Free Owner' }),
  ]);
  const place = await yabaLagos(server.db);
  const at = { ...place, ...YABA };
  businessId = (await createBusiness(owner, { name: 'Zanzibar Vulcaniser Works', ...at })).businessId;
  professionId = (await createProfession(owner, { title: 'Vulcaniser', ...at })).professionId;
  freeBusinessId = (await createBusiness(freeOwner, { name: 'Free Corner Shop' })).businessId;
  await setPlan(server.db, owner.userId, 'premium');
});

const analytics = async (member: TestMember, kind: string, id: number, days = 7) =>
  member.client.json<Analytics>('GET', `/api/v1/listings/${kind}/${id}/analytics?days=${days}`);

async function totals(kind: string, id: number, days = 7): Promise<Record<Metric, number>> {
  const response = await analytics(owner, kind, id, days);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return Object.fromEntries(Object.entries(response.body.metrics).map(([metric, summary]) => [metric, summary.total])) as Record<
    Metric,
    number
  >;
}

describe('owner analytics', () => {
  it('counts views once per viewer per day, not the owner, visitors by browser', async () => {
    const path = `/api/v1/businesses/${businessId}`;
    for (let i = 0; i < 3; i++) expect((await ada.client.json('GET', path)).status).toBe(200);
    await bayo.client.json('GET', path);
    await owner.client.json('GET', path);
    // Two visitors from the same address: different browsers count twice, the same browser once.
    await server.client().get(path, { 'user-agent': 'Phone A' });
    await server.client().get(path, { 'user-agent': 'Phone A' });
    await server.client().get(path, { 'user-agent': 'Phone B' });
    expect((await totals('business', businessId)).views).toBe(4);

    // The next day Ada counts again.
    clock.advance(DAY_MS);
    try {
      await ada.client.json('GET', path);
      expect((await totals('business', businessId)).views).toBe(5);
    } finally {
      backToNoon();
    }
  });

  it('counts appearances in a real search and a nearby list, with the words that found the listing', async () => {
    const search = await server.client().json('GET', '/api/v1/search?q=zanzibar%20vulcaniser&tab=all');
    expect(search.status).toBe(200);
    const kinds = search.body.items.map((item: { type: string }) => item.type);
    expect(kinds).toContain('business');
    const again = await server.client().json('GET', '/api/v1/search?q=vulcaniser&tab=businesses');
    expect(again.body.items.length).toBeGreaterThan(0);
    const near = await server
      .client()
      .json('GET', `/api/v1/discover/nearby?lat=${YABA.latitude}&lng=${YABA.longitude}&band=local&kind=business`);
    expect(near.status).toBe(200);
    expect(near.body.items.map((item: { businessId: number }) => item.businessId)).toContain(businessId);
    const nearProfessions = await server
      .client()
      .json('GET', `/api/v1/discover/nearby?lat=${YABA.latitude}&lng=${YABA.longitude}&band=local&kind=profession`);
    expect(nearProfessions.body.items.map((item: { professionId: number }) => item.professionId)).toContain(professionId);

    const counts = await totals('business', businessId);
    expect(counts.searchAppearances).toBe(2);
    expect(counts.nearbyAppearances).toBe(1);
    expect((await totals('profession', professionId)).nearbyAppearances).toBe(1);
    const body = (await analytics(owner, 'business', businessId)).body;
    expect(body.topSearchWords).toEqual([
      { word: 'vulcaniser', count: 2 },
      { word: 'zanzibar', count: 1 },
    ]);
  });

  it('writes appearances on its own shortly after, without a read to flush them', async () => {
    const stored = async () => {
      const row = await server.db
        .selectFrom('listing_daily_stats')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), eb.lit(0)).as('n'))
        .where('listing_kind', '=', 'business')
        .where('listing_id', '=', String(businessId))
        .where('metric', '=', 'searchAppearances')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const before = await stored();
    expect((await server.client().json('GET', '/api/v1/search?q=vulcaniser&tab=businesses')).status).toBe(200);
    await expect.poll(stored, { timeout: 2000, interval: 50 }).toBe(before + 1);
  });

  it('counts contact taps, website clicks, saves, follows and new reviews', async () => {
    const tap = (member: TestMember | null, kind: string, id: number, tapKind: string) =>
      (member?.client ?? server.client()).json('POST', `/api/v1/listings/${kind}/${id}/taps`, { tap: tapKind });
    for (const [kind, who] of [
      ['call', ada],
      ['call', null],
      ['whatsapp', bayo],
      ['message', ada],
      ['website', null],
      ['website', bayo],
      ['website', ada],
    ] as const) {
      expect((await tap(who, 'business', businessId, kind)).status).toBe(204);
    }
    // The owner's own taps are not counted.
    expect((await tap(owner, 'business', businessId, 'call')).status).toBe(204);
    expect((await tap(ada, 'profession', professionId, 'call')).status).toBe(204);

    await ada.client.json('PUT', `/api/v1/businesses/${businessId}/save`);
    await ada.client.json('PUT', `/api/v1/businesses/${businessId}/save`);
    await bayo.client.json('PUT', `/api/v1/businesses/${businessId}/save`);
    await ada.client.json('PUT', `/api/v1/businesses/${businessId}/follow`);
    await bayo.client.json('PUT', `/api/v1/businesses/${businessId}/follow`);
    expect(
      (await ada.client.json('POST', `/api/v1/businesses/${businessId}/reviews`, { rating: 5, text: 'Fixed my tyre fast' })).status,
    ).toBe(201);

    const counts = await totals('business', businessId);
    expect(counts).toMatchObject({ calls: 2, whatsapp: 1, messages: 1, websiteClicks: 3, saves: 2, follows: 2, reviews: 1 });
    expect((await totals('profession', professionId)).calls).toBe(1);
  });

  it('ignores taps faster than a person could (more than 10 a second from one viewer)', async () => {
    const before = (await totals('profession', professionId)).websiteClicks;
    const replies = await Promise.all(
      Array.from({ length: 25 }, () => bayo.client.json('POST', `/api/v1/listings/profession/${professionId}/taps`, { tap: 'website' })),
    );
    expect(replies.every((reply) => reply.status === 204)).toBe(true);
    const counted = (await totals('profession', professionId)).websiteClicks - before;
    // 10 a second at most: the 25 taps, sent within a second or two, never all count.
    expect(counted).toBeGreaterThanOrEqual(10);
    expect(counted).toBeLessThan(25);
  });

  it('gives daily series and the change against the previous period', async () => {
    const today = (await analytics(owner, 'business', businessId, 7)).body;
    expect(today.days).toHaveLength(7);
    expect(today.metrics.calls.daily).toEqual([0, 0, 0, 0, 0, 0, 2]);
    expect(today.metrics.calls.previous).toBe(0);
    expect(today.metrics.calls.changePercent).toBeNull();

    // Eight days on, the same calls are the previous period: one new call is a 50% drop.
    clock.advance(8 * DAY_MS);
    try {
      await server.client().json('POST', `/api/v1/listings/business/${businessId}/taps`, { tap: 'call' });
      const later = (await analytics(owner, 'business', businessId, 7)).body;
      expect(later.metrics.calls).toMatchObject({ total: 1, previous: 2, changePercent: -50 });
      expect(later.metrics.calls.daily.at(-1)).toBe(1);
      const month = (await analytics(owner, 'business', businessId, 30)).body;
      expect(month.days).toHaveLength(30);
      expect(month.metrics.calls.total).toBe(3);
    } finally {
      backToNoon();
    }
  });

  it('is for the owner on Premium or Pro only; bad input is 400', async () => {
    const other = await analytics(ada, 'business', businessId);
    expect(other.status).toBe(403);
    expect((await analytics(ada, 'business', 99_999_999)).status).toBe(404);
    expect((await server.client().json('GET', `/api/v1/listings/business/${businessId}/analytics`)).status).toBe(401);

    const free = await analytics(freeOwner, 'business', freeBusinessId);
    expect(free.status).toBe(403);
    expect((free.body as unknown as { error: { message: string } }).error.message).toBe('Upgrade to Premium to access analytics');
    await setPlan(server.db, freeOwner.userId, 'pro');
    expect((await analytics(freeOwner, 'business', freeBusinessId)).status).toBe(200);

    expect((await analytics(owner, 'business', businessId, 14)).status).toBe(400);
    expect((await analytics(owner, 'shop', businessId)).status).toBe(400);
    expect((await owner.client.json('GET', `/api/v1/listings/business/abc/analytics`)).status).toBe(400);
    expect((await ada.client.json('POST', `/api/v1/listings/business/${businessId}/taps`, { tap: 'fax' })).status).toBe(400);
    expect((await ada.client.json('POST', `/api/v1/listings/business/99999999/taps`, { tap: 'call' })).status).toBe(404);
  });

  it('never shows who: the reply has counts only', async () => {
    const body = JSON.stringify((await analytics(owner, 'business', businessId, 90)).body);
    for (const member of [ada, bayo]) {
      expect(body).not.toContain(member.userId);
      expect(body).not.toContain(member.fullName);
    }
  });
});
