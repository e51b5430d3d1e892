import { beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { createBusiness, createProfession } from './support/listings';

const server = useTestServer();
let owner: TestMember;
let ada: TestMember;
let bayo: TestMember;
let businessId: number;
let professionId: number;

beforeAll(async () => {
  [owner, ada, bayo] = await Promise.all([
    signedInMember(server, { fullName: 'Musa Owner' }),
    signedInMember(server, { fullName: 'Ada Follower' }),
    signedInMember(server, { fullName: 'Bayo Follower' }),
  ]);
  businessId = (await createBusiness(owner, { name: 'Musa Motors' })).businessId;
  professionId = (await createProfession(owner, { title: 'Mechanic' })).professionId;
});

const followerNotifications = async () =>
  server.db.selectFrom('notifications').selectAll().where('kind', '=', 'follower').orderBy('notification_id').execute();

describe('following businesses and professions', () => {
  const targets = () => [
    { name: 'business', path: `/api/v1/businesses/${businessId}/follow` },
    { name: 'profession', path: `/api/v1/professions/${professionId}/follow` },
  ];

  it('is idempotent, with a real follower count everyone can read', async () => {
    for (const { name, path } of targets()) {
      expect((await server.client().json('GET', path)).body, name).toEqual({ following: false, followerCount: 0 });
      expect((await ada.client.json('PUT', path)).body, name).toEqual({ following: true, followerCount: 1 });
      expect((await ada.client.json('PUT', path)).body, name).toEqual({ following: true, followerCount: 1 });
      expect((await bayo.client.json('PUT', path)).body, name).toEqual({ following: true, followerCount: 2 });

      expect((await ada.client.json('GET', path)).body, name).toEqual({ following: true, followerCount: 2 });
      expect((await owner.client.json('GET', path)).body, name).toEqual({ following: false, followerCount: 2 });
      expect((await server.client().json('GET', path)).body, name).toEqual({ following: false, followerCount: 2 });

      expect((await ada.client.json('DELETE', path)).body, name).toEqual({ following: false, followerCount: 1 });
      expect((await ada.client.json('DELETE', path)).body, name).toEqual({ following: false, followerCount: 1 });
      expect((await bayo.client.json('GET', path)).body, name).toEqual({ following: true, followerCount: 1 });
    }
    expect(await server.db.selectFrom('listing_follows').selectAll().execute()).toHaveLength(2);
  });

  it('tells the owner about new followers, once per follow', async () => {
    const rows = await followerNotifications();
    // One grouped notification per listing; Ada's repeated follow added nothing.
    expect(rows.map((row) => [row.link, row.message])).toEqual([
      [`/app/business/${businessId}`, 'Bayo Follower and 1 other started following Musa Motors'],
      [`/app/profession/${professionId}`, 'Bayo Follower and 1 other started following Mechanic'],
    ]);
  });

  it('is not for one’s own listings, visitors, or listings that do not exist', async () => {
    const own = await owner.client.json('PUT', `/api/v1/businesses/${businessId}/follow`);
    expect(own.status).toBe(403);
    expect(own.body.error).toEqual({ code: 'FORBIDDEN', message: 'You cannot follow your own business' });
    expect((await owner.client.json('PUT', `/api/v1/professions/${professionId}/follow`)).body.error.message).toBe(
      'You cannot follow your own profile',
    );

    for (const { path } of targets()) {
      expect((await server.client().json('PUT', path)).status).toBe(401);
      expect((await server.client().json('DELETE', path)).status).toBe(401);
    }
    for (const [path, message] of [
      ['/api/v1/businesses/99999999/follow', 'Business not found'],
      ['/api/v1/professions/99999999/follow', 'Profile not found'],
    ]) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const response = await ada.client.json(method, path);
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.body.error.message).toBe(message);
      }
    }
    expect((await ada.client.json('PUT', '/api/v1/businesses/abc/follow')).status).toBe(400);
  });

  it('ends when the listing is deleted', async () => {
    const shopOwner = await signedInMember(server);
    const shop = await createBusiness(shopOwner, { name: 'Gone Soon' });
    await ada.client.json('PUT', `/api/v1/businesses/${shop.businessId}/follow`);
    expect((await shopOwner.client.request('DELETE', `/api/v1/businesses/${shop.businessId}`)).status).toBe(204);
    const left = await server.db.selectFrom('listing_follows').selectAll().where('business_id', '=', String(shop.businessId)).execute();
    expect(left).toHaveLength(0);
  });
});
