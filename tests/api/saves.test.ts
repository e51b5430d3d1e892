import { beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { createBusiness, createProfession, created } from './support/listings';

const server = useTestServer();
let owner: TestMember;
let ada: TestMember;
let bayo: TestMember;
let businessId: number;
let professionId: number;
let postId: number;

beforeAll(async () => {
  [owner, ada, bayo] = await Promise.all([
    signedInMember(server, { fullName: 'Kemi Owner' }),
    signedInMember(server, { fullName: 'Ada Saver' }),
    signedInMember(server, { fullName: 'Bayo Other' }),
  ]);
  businessId = (await createBusiness(owner, { name: 'Kemi Bakery' })).businessId;
  professionId = (await createProfession(owner, { title: 'Pastry Chef' })).professionId;
  postId = (await created(owner, `/api/v1/professions/${professionId}/posts`, { title: 'Chin chin Friday', content: 'Fresh at 9am.' }))
    .postId;
});

const counts = async (member: TestMember) => (await member.client.json('GET', '/api/v1/saves/counts')).body;
const list = async (member: TestMember, kind: string, query = '') => member.client.json('GET', `/api/v1/saves?kind=${kind}${query}`);

describe('saving businesses, professionals and posts', () => {
  it('is idempotent, counted per kind, and listed with the card data', async () => {
    const targets = [
      { path: `/api/v1/businesses/${businessId}/save`, kind: 'business' },
      { path: `/api/v1/professions/${professionId}/save`, kind: 'profession' },
      { path: `/api/v1/posts/${postId}/save`, kind: 'post' },
    ];
    expect(await counts(ada)).toEqual({ business: 0, profession: 0, post: 0 });
    for (const { path, kind } of targets) {
      expect((await ada.client.json('PUT', path)).body, kind).toEqual({ saved: true });
      expect((await ada.client.json('PUT', path)).body, kind).toEqual({ saved: true });
    }
    expect(await counts(ada)).toEqual({ business: 1, profession: 1, post: 1 });
    expect(await server.db.selectFrom('saves').selectAll().execute()).toHaveLength(3);

    const businesses = await list(ada, 'business');
    expect(businesses.status).toBe(200);
    expect(businesses.body.nextCursor).toBeNull();
    expect(businesses.body.items).toHaveLength(1);
    expect(businesses.body.items[0]).toMatchObject({ kind: 'business', business: { businessId, name: 'Kemi Bakery' } });
    expect(new Date(businesses.body.items[0].savedAt).toISOString()).toBe(businesses.body.items[0].savedAt);
    expect((await list(ada, 'profession')).body.items[0]).toMatchObject({
      kind: 'profession',
      profession: { professionId, title: 'Pastry Chef' },
    });
    expect((await list(ada, 'post')).body.items[0]).toMatchObject({
      kind: 'post',
      post: { postId, title: 'Chin chin Friday\n\nFresh at 9am.' },
    });

    const lookup = await ada.client.json(
      'GET',
      `/api/v1/saves/lookup?business=${businessId},99999&profession=${professionId}&post=${postId}`,
    );
    expect(lookup).toMatchObject({ status: 200, body: { business: [businessId], profession: [professionId], post: [postId] } });
    expect((await bayo.client.json('GET', `/api/v1/saves/lookup?business=${businessId}&post=${postId}`)).body).toEqual({
      business: [],
      profession: [],
      post: [],
    });

    // Unsaving by the item is idempotent too.
    for (const { path, kind } of targets) {
      expect((await ada.client.json('DELETE', path)).body, kind).toEqual({ saved: false });
      expect((await ada.client.json('DELETE', path)).body, kind).toEqual({ saved: false });
    }
    expect(await counts(ada)).toEqual({ business: 0, profession: 0, post: 0 });
  });

  it('two saves at once still make one', async () => {
    const path = `/api/v1/posts/${postId}/save`;
    await Promise.all([ada.client.json('PUT', path), ada.client.json('PUT', path), ada.client.json('PUT', path)]);
    expect((await counts(ada)).post).toBe(1);
    await ada.client.json('DELETE', path);
  });

  it('lists newest first and pages by cursor without repeats', async () => {
    const postIds: number[] = [];
    for (let i = 1; i <= 5; i++) {
      postIds.push((await created(owner, `/api/v1/professions/${professionId}/posts`, { title: `Post ${i}`, content: 'x' })).postId);
    }
    for (const id of postIds) await ada.client.json('PUT', `/api/v1/posts/${id}/save`);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const { status, body }: { status: number; body: any } = await list(ada, 'post', `&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(status).toBe(200);
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...body.items.map((item: any) => item.post.postId));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...postIds].reverse());
    expect((await list(ada, 'post', '&cursor=nonsense')).status).toBe(400);
    expect((await list(ada, 'everything')).status).toBe(400);
  });

  it('removes a save by its id; someone else’s save is not found', async () => {
    await ada.client.json('PUT', `/api/v1/businesses/${businessId}/save`);
    const saveId = (await list(ada, 'business')).body.items[0].saveId;

    const foreign = await bayo.client.json('DELETE', `/api/v1/saves/${saveId}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toEqual({ code: 'NOT_FOUND', message: 'Saved item not found' });
    expect((await counts(ada)).business).toBe(1);

    const removed = await ada.client.request('DELETE', `/api/v1/saves/${saveId}`);
    expect(removed.status).toBe(204);
    expect((await counts(ada)).business).toBe(0);
    expect((await ada.client.json('DELETE', `/api/v1/saves/${saveId}`)).status).toBe(404);
  });

  it('are private: another member sees none of them', async () => {
    await ada.client.json('PUT', `/api/v1/professions/${professionId}/save`);
    expect(await counts(bayo)).toEqual({ business: 0, profession: 0, post: 0 });
    for (const kind of ['business', 'profession', 'post']) expect((await list(bayo, kind)).body).toEqual({ items: [], nextCursor: null });
    expect((await counts(ada)).profession).toBe(1);
  });

  it('need a signed-in member and an existing item', async () => {
    const visitor = server.client();
    expect((await visitor.json('PUT', `/api/v1/businesses/${businessId}/save`)).status).toBe(401);
    expect((await visitor.json('DELETE', `/api/v1/posts/${postId}/save`)).status).toBe(401);
    expect((await visitor.json('GET', '/api/v1/saves?kind=post')).status).toBe(401);
    expect((await visitor.json('GET', '/api/v1/saves/counts')).status).toBe(401);
    expect((await visitor.json('GET', `/api/v1/saves/lookup?post=${postId}`)).status).toBe(401);
    expect((await visitor.json('DELETE', '/api/v1/saves/1')).status).toBe(401);

    const missing = [
      ['/api/v1/businesses/99999999/save', 'Business not found'],
      ['/api/v1/professions/99999999/save', 'Profile not found'],
      ['/api/v1/posts/99999999/save', 'Post not found'],
    ];
    for (const [path, message] of missing) {
      const put = await ada.client.json('PUT', path);
      expect(put.status).toBe(404);
      expect(put.body.error).toEqual({ code: 'NOT_FOUND', message });
    }
    expect((await ada.client.json('GET', '/api/v1/saves/lookup?post=1,abc')).status).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await ada.client.json('GET', `/api/v1/saves/lookup?post=${tooMany}`)).status).toBe(400);
  });

  it('disappear with the item they point to', async () => {
    const shopOwner = await signedInMember(server);
    const other = await createBusiness(shopOwner, { name: 'Short-lived Shop' });
    await ada.client.json('PUT', `/api/v1/businesses/${other.businessId}/save`);
    const before = (await counts(ada)).business;
    expect((await shopOwner.client.request('DELETE', `/api/v1/businesses/${other.businessId}`)).status).toBe(204);
    expect((await counts(ada)).business).toBe(before - 1);
    expect((await list(ada, 'business')).body.items.map((item: any) => item.business.businessId)).not.toContain(other.businessId);
  });
});
