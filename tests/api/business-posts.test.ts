import { beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { createBusiness, created } from './support/listings';

const LAGOS = { latitude: 6.5244, longitude: 3.3792 };

const server = useTestServer();
let owner: TestMember;
let follower: TestMember;
let stranger: TestMember;
let businessId: number;
beforeAll(async () => {
  [owner, follower, stranger] = await Promise.all([
    signedInMember(server, { fullName: 'Funke Adeyemi' }),
    signedInMember(server, { fullName: 'Emeka Follower' }),
    signedInMember(server, { fullName: 'Sade Stranger' }),
  ]);
  // In Lagos, so that its posts have a place in the feed.
  businessId = (await createBusiness(owner, { name: 'Funke Fabrics', ...LAGOS })).businessId;
});

const postsPath = () => `/api/v1/businesses/${businessId}/posts`;
const postRow = (postId: number) => server.db.selectFrom('posts').selectAll().where('post_id', '=', String(postId)).executeTakeFirst();
const notificationsOf = async (member: TestMember) => (await member.client.json('GET', '/api/v1/notifications?limit=50')).body;

describe('posts of a business', () => {
  it('are written by the owner as title, blank line, content, on the business alone', async () => {
    const post = await created(owner, postsPath(), { title: ' New Ankara prints ', content: 'Arrived this morning from Kano.' });
    expect(post).toMatchObject({
      content: 'New Ankara prints\n\nArrived this morning from Kano.',
      title: 'New Ankara prints\n\nArrived this morning from Kano.',
      author: { fullName: 'Funke Adeyemi', username: owner.username },
      likeCount: 0,
      commentCount: 0,
      likedByMe: false,
    });
    expect(await postRow(post.postId)).toMatchObject({ business_id: String(businessId), profession_id: null, content: post.content });
  });

  it('list newest first by cursor with no repeats and no gaps, for visitors too', async () => {
    for (let i = 1; i <= 4; i++) await created(owner, postsPath(), { title: `Offer ${i}`, content: 'While stocks last.' });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const { status, body } = await server.client().json('GET', `${postsPath()}${query}`);
      expect(status).toBe(200);
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...body.items.map((p: any) => p.content.split('\n')[0]));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Offer 4', 'Offer 3', 'Offer 2', 'Offer 1', 'New Ankara prints']);
  });

  it('are written only by the owner, with a title and content, on a business that exists', async () => {
    const count = async () => (await server.client().json('GET', `${postsPath()}?limit=50`)).body.items.length;
    const before = await count();

    const foreign = await stranger.client.json('POST', postsPath(), { title: 'Cheap phones', content: 'DM me' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toEqual({ code: 'FORBIDDEN', message: 'You can only change your own business' });
    expect((await server.client().json('POST', postsPath(), { title: 'V', content: 'V' })).status).toBe(401);

    const blank = await owner.client.json('POST', postsPath(), { title: '   ', content: 'Body' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields.title).toBe('Title is required');
    const noContent = await owner.client.json('POST', postsPath(), { title: 'Title' });
    expect(noContent.status).toBe(400);
    expect(noContent.body.error.fields.content).toBeDefined();

    for (const missing of [
      await server.client().json('GET', '/api/v1/businesses/99999999/posts'),
      await owner.client.json('POST', '/api/v1/businesses/99999999/posts', { title: 'T', content: 'C' }),
    ]) {
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe('Business not found');
    }
    expect((await server.client().json('GET', '/api/v1/businesses/abc/posts')).status).toBe(400);
    expect((await server.client().json('GET', `${postsPath()}?cursor=bm9wZQ`)).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('notify the business’s followers, and nobody else', async () => {
    expect((await follower.client.json('PUT', `/api/v1/businesses/${businessId}/follow`)).status).toBe(200);
    await server.db.deleteFrom('notifications').execute();

    const post = await created(owner, postsPath(), { title: 'Christmas sale', content: 'Twenty per cent off all lace.' });
    const { items, unreadCount } = await notificationsOf(follower);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'followed_post',
      message: 'Funke Fabrics published a new post: "Christmas sale"',
      link: `/app/business/${businessId}`,
      actor: { fullName: 'Funke Adeyemi' },
      isRead: false,
    });
    expect(unreadCount).toBe(1);
    expect((await notificationsOf(stranger)).items).toHaveLength(0);
    expect((await notificationsOf(owner)).items).toHaveLength(0);
    expect(post.postId).toBeGreaterThan(0);
  });

  it('appear in the feed near the business, by their author', async () => {
    const query = new URLSearchParams({ lat: String(LAGOS.latitude), lng: String(LAGOS.longitude), band: 'local', limit: '30' });
    const { status, body } = await follower.client.json('GET', `/api/v1/feed?${query}`);
    expect(status).toBe(200);
    const newest = (await server.client().json('GET', `${postsPath()}?limit=1`)).body.items[0];
    const item = body.items.find((entry: { id: string }) => entry.id === `post-${newest.postId}`);
    expect(item).toMatchObject({
      type: 'post',
      post: { postId: newest.postId, content: 'Christmas sale\n\nTwenty per cent off all lace.', author: { fullName: 'Funke Adeyemi' } },
    });
    expect(item.distanceKm).toBeCloseTo(0, 1);
  });
});
