import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeMember, setPlan } from '../support/builders/plans';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { webhooksActedOn } from '../support/payment-webhooks';
import { cityId, countryId, stateId, yabaLagos, type PlaceIds } from './support/listings';

/**
 * Nothing is ever unplaced (issue 35; decision 0029): a listing without a pin is at the centre of its area, city or
 * state and says so; notices, events, announcements and ads have their own place, from the form, else the author's
 * profile, else their first listing; with no place at all publishing is refused, and an ad that could reach nobody
 * cannot be paid for.
 */
const server = useTestServer();

/** Yaba's centre in the reference data, and a viewer 2 km north of it. */
const YABA = { lat: 6.51, lng: 3.375 };
const TWO_KM_NORTH = { lat: YABA.lat + 2 / 111.2, lng: YABA.lng };
const IBADAN = { lat: 7.3964, lng: 3.9167 };
const KANO = { lat: 12.0, lng: 8.52 };
const NO_PLACE = 'Add your location in Account → Profile, or choose where this is.';
const day = (days: number) => new Date(Date.now() + 3600_000 + days * 24 * 3600_000).toISOString().slice(0, 10);

let yaba: PlaceIds;
let viewer: TestMember;

beforeAll(async () => {
  yaba = await yabaLagos(server.db);
  viewer = await signedInMember(server, { fullName: 'Vera Viewer' });
});

const at = (point: { lat: number; lng: number }) => `lat=${point.lat}&lng=${point.lng}`;
const ok = async <T = any>(member: TestMember | null, path: string): Promise<T> => {
  const response = await (member ? member.client : server.client()).json<T>('GET', path);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const feedIds = async (point: { lat: number; lng: number }, band = 'local') =>
  (await ok(viewer, `/api/v1/feed?${at(point)}&band=${band}&limit=30`)).items.map((item: { id: string }) => item.id) as string[];
const nearby = async (point: { lat: number; lng: number }) =>
  (await ok(viewer, `/api/v1/discover/nearby?${at(point)}&band=local&kind=business&limit=20`)).items as any[];
const search = async (q: string, point: { lat: number; lng: number }) =>
  (await ok(viewer, `/api/v1/search?q=${encodeURIComponent(q)}&${at(point)}`)).items as any[];
/** The map at street zoom around a point: every listing there is a marker. */
const mapListings = async (point: { lat: number; lng: number }, viewerAt = point) => {
  const bbox = [point.lng - 0.015, point.lat - 0.015, point.lng + 0.015, point.lat + 0.015].join(',');
  return (await ok(viewer, `/api/v1/map?bbox=${bbox}&zoom=16&${at(viewerAt)}`)).listings as any[];
};

describe('a listing saved with its area only', () => {
  let businessId: number;
  let owner: TestMember;

  beforeAll(async () => {
    owner = await signedInMember(server, { fullName: 'Tunde Bakare' });
    // As from a laptop without "Use my location": country, state, city and area, no coordinates.
    const created = await owner.client.json('POST', '/api/v1/businesses', { name: 'Tunde Tailoring', ...yaba });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    businessId = created.body.businessId;
    expect(created.body.place).toMatchObject({
      neighborhood: { name: 'Yaba' },
      latitude: YABA.lat,
      longitude: YABA.lng,
      precision: 'area',
    });
    const post = await owner.client.json('POST', `/api/v1/businesses/${businessId}/posts`, {
      title: 'New ankara styles',
      content: 'In store.',
    });
    expect(post.status).toBe(201);
  });

  it('is found by its name from 2 km away, on its ring and on the map, said to be in Yaba rather than at a distance', async () => {
    const found = (await search('Tunde Tailoring', TWO_KM_NORTH)).find((item) => item.id === `business-${businessId}`);
    expect(found).toBeDefined();
    // Sorting still uses the point (2 km); the card has the precision and the area's name to say "in Yaba".
    expect(found.distanceKm).toBeCloseTo(2, 0);
    expect(found.business.place).toMatchObject({ precision: 'area', neighborhood: { name: 'Yaba' } });

    const ring = (await nearby(TWO_KM_NORTH)).find((item) => item.businessId === businessId);
    expect(ring?.place).toMatchObject({ precision: 'area', neighborhood: { name: 'Yaba' } });

    const marker = (await mapListings(YABA, TWO_KM_NORTH)).find((item) => item.kind === 'business' && item.id === businessId);
    expect(marker).toMatchObject({ placement: { precision: 'area', name: 'Yaba' } });

    expect(await feedIds(TWO_KM_NORTH)).toContain(`business-${businessId}`);
  });

  it('moves everywhere at once when moved to another area: rings, search, map, feed, and its posts with it', async () => {
    const [postRow] = await server.db.selectFrom('posts').select('post_id').where('business_id', '=', String(businessId)).execute();
    const postId = `post-${postRow!.post_id}`;
    expect(await feedIds(TWO_KM_NORTH)).toContain(postId);

    const ibadan = { countryId: yaba.countryId, stateId: await stateId(server.db, 'Oyo'), cityId: await cityId(server.db, 'Ibadan') };
    const moved = await owner.client.json('PUT', `/api/v1/businesses/${businessId}`, {
      name: 'Tunde Tailoring',
      ...ibadan,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.place).toMatchObject({ city: { name: 'Ibadan' }, neighborhood: null, precision: 'city' });

    const id = `business-${businessId}`;
    expect(await feedIds(TWO_KM_NORTH)).not.toContain(id);
    expect(await feedIds(TWO_KM_NORTH)).not.toContain(postId);
    expect(await feedIds(IBADAN)).toEqual(expect.arrayContaining([id, postId]));
    expect((await nearby(TWO_KM_NORTH)).map((item) => item.businessId)).not.toContain(businessId);
    expect((await nearby(IBADAN)).map((item) => item.businessId)).toContain(businessId);
    expect((await mapListings(YABA)).map((item) => item.id)).not.toContain(businessId);
    expect((await mapListings(IBADAN)).find((item) => item.id === businessId)).toMatchObject({
      placement: { precision: 'city', name: 'Ibadan' },
    });
    const far = (await search('Tunde Tailoring', TWO_KM_NORTH)).find((item) => item.id === id);
    expect(far.distanceKm).toBeGreaterThan(100);
    expect(far.business.place).toMatchObject({ precision: 'city', city: { name: 'Ibadan' } });
  });
});

describe('what a member without a city publishes', () => {
  it('is refused with what to add when nothing places it, in the reader’s language', async () => {
    const nowhere = await signedInMember(server, { fullName: 'Nobody Nowhere' });
    const notice = { title: 'Lost keys', content: 'A bunch of keys near the market.', expiryDate: day(3) };
    const refused = await nowhere.client.json('POST', '/api/v1/notices', notice);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ place: NO_PLACE });
    const inPidgin = await nowhere.client.request('POST', '/api/v1/notices', notice, { 'accept-language': 'pcm' });
    const body = await inPidgin.json();
    expect(inPidgin.status).toBe(400);
    expect(body.error.fields.place).not.toBe(NO_PLACE);
    expect(body.error.fields.place).toMatch(/Account/);
    await setPlan(server.db, nowhere.userId, 'premium');
    for (const [path, content] of [
      ['/api/v1/events', { title: 'Meet-up', description: 'Hello.', date: day(4), time: '10:00', location: 'Somewhere' }],
      ['/api/v1/announcements', { title: 'News', content: 'Hello.', priority: 'normal', category: 'general' }],
      [
        '/api/v1/advertisements',
        {
          title: 'Deals',
          description: 'Hello.',
          adType: 'feed',
          budgetNaira: 3000,
          durationDays: 7,
          audience: 'all',
          link: { kind: 'url', url: 'https://a.example.ng' },
        },
      ],
    ] as const) {
      const { status, body: answer } = await nowhere.client.json('POST', path, content);
      expect(status, path).toBe(400);
      expect(answer.error.fields, path).toEqual({ place: NO_PLACE });
    }
    // A listing says what to add too.
    const listing = await nowhere.client.json('POST', '/api/v1/businesses', { name: 'Nowhere Stores' });
    expect(listing.status).toBe(400);
    expect(listing.body.error.fields).toHaveProperty('stateId');
  });

  it('goes where they choose, and a member nearby sees it in the feed', async () => {
    const author = await signedInMember(server, { fullName: 'Chika Chooser' });
    const created = await author.client.json('POST', '/api/v1/notices', {
      title: 'Water tanker on Herbert Macaulay',
      content: 'Free water until noon.',
      expiryDate: day(2),
      place: yaba,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.place).toMatchObject({ precision: 'area', name: 'Yaba', neighborhoodId: yaba.neighborhoodId });
    expect(await feedIds(TWO_KM_NORTH)).toContain(`notice-${created.body.noticeId}`);
    const item = (await ok(viewer, `/api/v1/feed?${at(TWO_KM_NORTH)}&band=local&limit=30`)).items.find(
      (entry: { id: string }) => entry.id === `notice-${created.body.noticeId}`,
    );
    expect(item.notice.place).toMatchObject({ precision: 'area', name: 'Yaba' });

    // An inconsistent choice is refused on the level that does not fit.
    const wrong = await author.client.json('POST', '/api/v1/notices', {
      title: 'x',
      content: 'y',
      expiryDate: day(2),
      place: { ...yaba, cityId: await cityId(server.db, 'Kano') },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toHaveProperty('place.cityId');
  });

  it('defaults to their first listing’s place, for notices and events alike (the Events tab finds it there)', async () => {
    const author = await signedInMember(server, { fullName: 'Bisi Lister' });
    const shop = await author.client.json('POST', '/api/v1/businesses', { name: 'Bisi Provisions', latitude: 6.515, longitude: 3.38 });
    expect(shop.status).toBe(201);
    const notice = await author.client.json('POST', '/api/v1/notices', { title: 'Open late', content: 'Until 10 pm.', expiryDate: day(2) });
    expect(notice.status, JSON.stringify(notice.body)).toBe(201);
    expect(notice.body.place).toMatchObject({ precision: 'exact' });
    const event = await author.client.json('POST', '/api/v1/events', {
      title: 'Tasting day',
      description: 'Try our new garri.',
      date: day(4),
      time: '10:00',
      location: 'At the shop',
    });
    expect(event.status, JSON.stringify(event.body)).toBe(201);
    const feed = await feedIds(TWO_KM_NORTH);
    expect(feed).toEqual(expect.arrayContaining([`notice-${notice.body.noticeId}`, `event-${event.body.eventId}`]));
    // The Events tab finds it at its own place.
    const events = (await ok(viewer, `/api/v1/search?q=garri&tab=events&${at(TWO_KM_NORTH)}`)).items;
    expect(events.map((entry: { id: string }) => entry.id)).toContain(`event-${event.body.eventId}`);
  });

  it('an announcement reaches their followers, at any distance', async () => {
    const author = await signedInMember(server, { fullName: 'Ade Announcer' });
    await setPlan(server.db, author.userId, 'premium');
    const shop = await author.client.json('POST', '/api/v1/businesses', { name: 'Ade Electronics', ...yaba });
    expect(shop.status).toBe(201);
    const follower = await signedInMember(server, { fullName: 'Femi Follower' });
    expect((await follower.client.json('PUT', `/api/v1/businesses/${shop.body.businessId}/follow`)).status).toBe(200);

    const created = await author.client.json('POST', '/api/v1/announcements', {
      title: 'We moved next door',
      content: 'Same phone number.',
      priority: 'normal',
      category: 'business',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.place).toMatchObject({ precision: 'area', name: 'Yaba' });
    const id = `announcement-${created.body.announcementId}`;
    // Told, and in the feed from Kano (830 km away: the national ring), as announcements show at any distance.
    const notifications = (await ok(follower, '/api/v1/notifications')).items;
    expect(notifications.map((n: { kind: string }) => n.kind)).toContain('announcement');
    const fromKano = (await ok(follower, `/api/v1/feed?${at(KANO)}&band=national&limit=30`)).items;
    expect(fromKano.map((entry: { id: string }) => entry.id)).toContain(id);
  });
});

describe('an advertisement that could reach nobody', () => {
  it('cannot be paid for, and Your ads says it reaches nobody', async () => {
    const owner = await signedInMember(server, { fullName: 'Ola Advertiser' });
    await setPlan(server.db, owner.userId, 'premium');
    await placeMember(server.db, owner.userId, 'Lagos');
    const created = await owner.client.json('POST', '/api/v1/advertisements', {
      title: 'Tailoring deals',
      description: '20% off this week.',
      adType: 'feed',
      budgetNaira: 3000,
      durationDays: 7,
      audience: 'all',
      link: { kind: 'url', url: 'https://tunde.example.ng' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.place).toMatchObject({ precision: 'city', name: 'Lagos' });
    const adId = created.body.adId as number;

    // An ad from before places could have none (the migration leaves what nothing places without a position).
    await sql`UPDATE advertisements SET latitude = NULL, longitude = NULL, place_precision = NULL WHERE ad_id = ${adId}`.execute(server.db);
    const refused = await owner.client.json('POST', '/api/v1/payments', { advertisementId: adId });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'This advertisement has no place, so it would reach nobody: choose where it shows (Edit in Your ads), then pay.',
    );
    expect(await server.db.selectFrom('payments').select('reference').where('ad_id', '=', String(adId)).execute()).toEqual([]);
    const mine = (await ok(owner, '/api/v1/ads')).items.find((ad: { adId: number }) => ad.adId === adId);
    expect(mine).toMatchObject({ reachesNobody: true, place: null });

    // A running ad in that state is served to no one, and says so.
    await sql`UPDATE advertisements SET status = 'running', starts_at = now(), ends_at = now() + interval '7 days',
                                        planned_impressions = 1000, impression_millikobo = 300000
               WHERE ad_id = ${adId}`.execute(server.db);
    const slot = (await ok(viewer, `/api/v1/ads/slot?placement=feed&count=10&${at(YABA)}`)).items;
    expect(slot.map((item: { adId?: number }) => item.adId)).not.toContain(adId);
    expect((await ok(owner, `/api/v1/ads/${adId}`)).reachesNobody).toBe(true);

    // Given a place (Edit), it reaches Lagos again, and it can be paid for once it has ended.
    const edited = await owner.client.json('PUT', `/api/v1/advertisements/${adId}`, {
      title: 'Tailoring deals',
      description: '20% off this week.',
      link: { kind: 'url', url: 'https://tunde.example.ng' },
      place: yaba,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.place).toMatchObject({ precision: 'area', name: 'Yaba' });
    const served = (await ok(viewer, `/api/v1/ads/slot?placement=feed&count=10&${at(YABA)}`)).items;
    expect(served.map((item: { adId?: number }) => item.adId)).toContain(adId);
    await sql`UPDATE advertisements SET status = 'ended' WHERE ad_id = ${adId}`.execute(server.db);
    const paying = await owner.client.json('POST', '/api/v1/payments', { advertisementId: adId });
    expect(paying.status, JSON.stringify(paying.body)).toBe(200);
    await webhooksActedOn(server.db);
  });
});

describe('an exact position', () => {
  it('must lie in a served country or its coastal waters', async () => {
    const owner = await signedInMember(server);
    const nigeria = await countryId(server.db, 'Nigeria');
    const atSea = await owner.client.json('POST', '/api/v1/businesses', {
      name: 'Offshore Fish',
      countryId: nigeria,
      latitude: 5.5,
      longitude: 3.4,
    });
    expect(atSea.status).toBe(400);
    expect(atSea.body.error.fields.latitude).toBe(
      'This point is outside the places LocalHub serves: Nigeria, Ghana, Benin and Cameroon, and their coastal waters.',
    );
    const abroad = await owner.client.json('POST', '/api/v1/businesses', { name: 'Far Away', latitude: -26.2, longitude: 28.04 });
    expect(abroad.status).toBe(400);
    const accra = await owner.client.json('POST', '/api/v1/businesses', { name: 'Accra Stores', latitude: 5.6037, longitude: -0.187 });
    expect(accra.status, JSON.stringify(accra.body)).toBe(201);
    expect(accra.body.place.precision).toBe('exact');
  });
});
