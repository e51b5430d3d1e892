import { beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '../support/builders/plans';
import { latestMail, linkIn, memberData, signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import type { PlaceItem as Place } from '../../src/shared/schemas/places';

/**
 * Every place field takes a gazetteer place (issue 35, point 2): listings, notices, events, announcements and ads are
 * placed by `placeId` (an unknown one is refused naming the field), a listing's pin must be in the served area, a
 * listing moved to another area moves on every surface at once, sign-up may name the member's area, and the nearest
 * area of a point is found for the sign-up form (point 4).
 */
const server = useTestServer();

const UNKNOWN_PLACE_ID = 2_000_000_000;
const UNKNOWN_PLACE = 'Unknown place: choose one from the list';
const day = (days: number) => new Date(Date.now() + 3600_000 + days * 24 * 3600_000).toISOString().slice(0, 10);
const at = (point: { latitude: number; longitude: number }) => `lat=${point.latitude}&lng=${point.longitude}`;

let viewer: TestMember;
const places: Record<string, Place> = {};

const ok = async <T = any>(member: TestMember | null, path: string): Promise<T> => {
  const response = await (member ? member.client : server.client()).json<T>('GET', path);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const firstPlace = async (q: string): Promise<Place> =>
  (await ok<{ items: Place[] }>(null, `/api/v1/places?q=${encodeURIComponent(q)}&limit=1`)).items[0]!;

beforeAll(async () => {
  viewer = await signedInMember(server, { fullName: 'Vera Viewer' });
  for (const name of ['Yaba', 'Wuse 2', 'Lekki Phase 1', 'Rumuokoro']) places[name] = await firstPlace(name);
});

describe('the place lookup', () => {
  it('answers the areas people name with their LGA and state', () => {
    expect(places.Yaba).toMatchObject({ kind: 'area', label: 'Yaba, Lagos Mainland, Lagos' });
    expect(places['Wuse 2']).toMatchObject({ kind: 'area', name: 'Wuse II' });
    expect(places['Lekki Phase 1']).toMatchObject({ kind: 'area', name: 'Lekki Phase 1' });
    expect(places.Rumuokoro).toMatchObject({ kind: 'area', name: 'Rumuokoro' });
  });

  it('gives the area or town nearest a point, none out at sea, and 400 for a bad point', async () => {
    const near = await ok<Place>(null, `/api/v1/places/nearest?lat=${places.Yaba.latitude + 0.001}&lng=${places.Yaba.longitude}`);
    expect(near.id).toBe(places.Yaba.id);
    expect((await server.client().json('GET', '/api/v1/places/nearest?lat=2&lng=3')).status).toBe(404);
    const bad = await server.client().json('GET', '/api/v1/places/nearest?lat=95&lng=3');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('lat');
  });
});

describe('a listing placed by its area', () => {
  let owner: TestMember;
  let businessId: number;

  beforeAll(async () => {
    owner = await signedInMember(server, { fullName: 'Tunde Bakare' });
    await setPlan(server.db, owner.userId, 'premium');
  });

  it('is created at the area’s centre, says which place it was chosen by, and is refused for an unknown place', async () => {
    const created = await owner.client.json('POST', '/api/v1/businesses', { name: 'Tunde Tailoring Yaba', placeId: places.Yaba.id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    businessId = created.body.businessId;
    expect(created.body.place).toMatchObject({
      placeId: places.Yaba.id,
      placeLabel: 'Yaba, Lagos Mainland, Lagos',
      neighborhood: { name: 'Yaba' },
      city: { name: 'Lagos' },
      state: { name: 'Lagos' },
      country: { name: 'Nigeria' },
      latitude: places.Yaba.latitude,
      longitude: places.Yaba.longitude,
      precision: 'area',
    });

    const unknown = await owner.client.json('POST', '/api/v1/businesses', { name: 'Nowhere', placeId: UNKNOWN_PLACE_ID });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ placeId: UNKNOWN_PLACE });
    const edited = await owner.client.json('PUT', `/api/v1/businesses/${businessId}`, {
      name: 'Tunde Tailoring',
      placeId: UNKNOWN_PLACE_ID,
    });
    expect(edited.status).toBe(400);
    expect(edited.body.error.fields).toEqual({ placeId: UNKNOWN_PLACE });
  });

  it('takes a pin in its area as exact, and refuses a pin out at sea or abroad', async () => {
    const pin = { latitude: places.Yaba.latitude + 0.004, longitude: places.Yaba.longitude - 0.003 };
    const pinned = await owner.client.json('POST', '/api/v1/professions', { title: 'Tailor', placeId: places.Yaba.id, ...pin });
    expect(pinned.status, JSON.stringify(pinned.body)).toBe(201);
    expect(pinned.body.place).toMatchObject({ ...pin, precision: 'exact', placeId: places.Yaba.id, neighborhood: { name: 'Yaba' } });

    for (const point of [
      { latitude: 2.5, longitude: 3.4 }, // the Gulf of Guinea, far beyond Nigeria's waters
      { latitude: 51.5, longitude: -0.12 }, // London
    ]) {
      const refused = await owner.client.json('PUT', `/api/v1/professions/${pinned.body.professionId}`, {
        title: 'Tailor',
        placeId: places.Yaba.id,
        ...point,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toHaveProperty('latitude');
    }
  });

  it('moves to another area on every surface at once', async () => {
    const wuse = places['Wuse 2'];
    const id = `business-${businessId}`;
    const search = async (point: Place) =>
      (await ok(viewer, `/api/v1/search?q=${encodeURIComponent('Tunde Tailoring')}&${at(point)}`)).items.find(
        (item: { id: string }) => item.id === id,
      );
    const nearbyIds = async (point: Place) =>
      (await ok(viewer, `/api/v1/discover/nearby?${at(point)}&band=local&kind=business&limit=20`)).items.map(
        (item: { businessId: number }) => item.businessId,
      );
    const mapIds = async (point: Place) => {
      const bbox = [point.longitude - 0.02, point.latitude - 0.02, point.longitude + 0.02, point.latitude + 0.02].join(',');
      return (await ok(viewer, `/api/v1/map?bbox=${bbox}&zoom=16&${at(point)}`)).listings
        .filter((item: { kind: string }) => item.kind === 'business')
        .map((item: { id: number }) => item.id);
    };
    expect((await search(places.Yaba)).distanceKm).toBeLessThan(1);
    expect(await nearbyIds(places.Yaba)).toContain(businessId);
    expect(await mapIds(places.Yaba)).toContain(businessId);

    const moved = await owner.client.json('PUT', `/api/v1/businesses/${businessId}`, { name: 'Tunde Tailoring', placeId: wuse.id });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.place).toMatchObject({ placeId: wuse.id, neighborhood: { name: 'Wuse II' }, precision: 'area' });

    expect((await search(wuse)).distanceKm).toBeLessThan(1);
    expect((await search(places.Yaba)).distanceKm).toBeGreaterThan(400);
    expect(await nearbyIds(wuse)).toContain(businessId);
    expect(await nearbyIds(places.Yaba)).not.toContain(businessId);
    expect(await mapIds(wuse)).toContain(businessId);
    expect(await mapIds(places.Yaba)).not.toContain(businessId);
  });
});

describe('content placed by its area', () => {
  let author: TestMember;

  beforeAll(async () => {
    // No profile city and no listing: only the chosen place can place what they publish.
    author = await signedInMember(server, { fullName: 'Kemi Author' });
    await setPlan(server.db, author.userId, 'premium');
  });

  const kinds: Array<[string, string, Record<string, unknown>, string]> = [
    ['notice', '/api/v1/notices', { title: 'Lost keys', content: 'Near the market.', expiryDate: day(3) }, 'noticeId'],
    ['event', '/api/v1/events', { title: 'Owambe', description: 'Come.', date: day(5), time: '14:00', location: 'The hall' }, 'eventId'],
    [
      'announcement',
      '/api/v1/announcements',
      { title: 'New hours', content: 'Open at 8.', priority: 'normal', category: 'general' },
      'announcementId',
    ],
    [
      'advertisement',
      '/api/v1/advertisements',
      {
        title: 'Ankara sale',
        description: '20% off.',
        adType: 'feed',
        budgetNaira: 3000,
        durationDays: 7,
        audience: 'all',
        link: { kind: 'url', url: 'https://tunde.example.ng' },
      },
      'adId',
    ],
  ];

  it.each(kinds)('a %s is created at its area, moved to another, and refused for an unknown place', async (_kind, path, body, idField) => {
    const created = await author.client.json('POST', path, { ...body, place: { placeId: places.Rumuokoro.id } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.place).toMatchObject({
      precision: 'area',
      name: 'Rumuokoro',
      placeId: places.Rumuokoro.id,
      placeLabel: places.Rumuokoro.label,
      neighborhoodId: places.Rumuokoro.neighborhoodId,
    });
    const id = created.body[idField];
    expect(id).toBeDefined();

    const { title, description, content, link, expiryDate, date, time, location, priority, category } = body as Record<string, unknown>;
    const edit = path.endsWith('advertisements')
      ? { title, description, link }
      : Object.fromEntries(
          Object.entries({ title, description, content, expiryDate, date, time, location, priority, category }).filter(([, v]) => v),
        );
    const moved = await author.client.json('PUT', `${path}/${id}`, { ...edit, place: { placeId: places['Lekki Phase 1'].id } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.place).toMatchObject({ precision: 'area', name: 'Lekki Phase 1', placeId: places['Lekki Phase 1'].id });

    const kept = await author.client.json('PUT', `${path}/${id}`, edit);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.place).toMatchObject({ name: 'Lekki Phase 1', placeId: places['Lekki Phase 1'].id });

    for (const [method, url] of [
      ['POST', path],
      ['PUT', `${path}/${id}`],
    ] as const) {
      const refused = await author.client.json(method, url, { ...(method === 'POST' ? body : edit), place: { placeId: UNKNOWN_PLACE_ID } });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({ 'place.placeId': UNKNOWN_PLACE });
    }
  });
});

describe('sign-up with an area', () => {
  const signUp = (data: ReturnType<typeof memberData>, placeId?: number) =>
    server.client().json('POST', '/api/auth/sign-up/email', {
      name: data.fullName,
      username: data.username,
      email: data.email,
      password: data.password,
      placeId,
    });

  it('saves the area as the member’s location, with its city', async () => {
    const data = memberData({ fullName: 'Ada Signup' });
    const { status } = await signUp(data, places.Yaba.id);
    expect(status).toBe(200);
    const client = server.client();
    const verified = await client.get(linkIn((await latestMail(server.db, data.email))!.text_body));
    expect(verified.status).toBeLessThan(400);
    const me = await client.json('GET', '/api/v1/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ placeId: places.Yaba.id, location: 'Yaba, Lagos Mainland, Lagos' });
  });

  it('leaves it empty when not given, and refuses an unknown place naming the field', async () => {
    const data = memberData({ fullName: 'Bayo Signup' });
    expect((await signUp(data)).status).toBe(200);
    const row = await server.db.selectFrom('users').select('location_place_id').where('email', '=', data.email).executeTakeFirstOrThrow();
    expect(row.location_place_id).toBeNull();

    const refused = await signUp(memberData(), UNKNOWN_PLACE_ID);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'placeId', message: UNKNOWN_PLACE });
  });
});
