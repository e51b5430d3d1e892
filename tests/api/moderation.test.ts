import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { insertPost } from '../support/builders/posts';
import { insertProduct } from '../support/builders/products';
import { signedInMember, type TestMember } from '../support/members';
import { grantRole, staffMember } from '../support/staff';
import { useTestServer } from '../support/test-server';
import { openSocket } from './realtime-support';
import { createBusiness } from './support/listings';

const server = useTestServer();
const AT = { lat: 6.5244, lng: 3.3792 };
let owner: TestMember;
let reporter: TestMember;
let viewer: TestMember;
let moderator: Awaited<ReturnType<typeof staffMember>>;
let businessId: number;
let productId: number;
let postId: number;

const ADMIN_ENDPOINTS: [string, string][] = [
  ['GET', '/api/v1/admin/me'],
  ['GET', '/api/v1/admin/reports'],
  ['GET', '/api/v1/admin/audit'],
  ['POST', '/api/v1/admin/reports/dismiss'],
  ['POST', '/api/v1/admin/hide'],
  ['POST', '/api/v1/admin/restore'],
  ['POST', '/api/v1/admin/suspend'],
  ['POST', '/api/v1/admin/unsuspend'],
];

beforeAll(async () => {
  [owner, reporter, viewer] = await Promise.all([
    signedInMember(server, { fullName: 'Kola Seller' }),
    signedInMember(server, { fullName: 'Ada Reporter' }),
    signedInMember(server, { fullName: 'Bayo Viewer' }),
  ]);
  moderator = await staffMember(server);
  businessId = (await createBusiness(owner, { name: 'Zobo Palace', latitude: AT.lat, longitude: AT.lng })).businessId;
  productId = (await insertProduct(server.db, businessId, { name: 'Zobo drink (1 litre)' })).productId;
  postId = await insertPost(server.db, { authorId: owner.userId, kind: 'business', listingId: businessId, content: 'Zobo promo today' });
});

const act = (path: string, body: unknown) => moderator.client.json('POST', `/api/v1/admin/${path}`, body);
/** The texts of the member's moderation notifications, newest first. */
const toldTo = async (member: TestMember) =>
  (
    await server.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', member.userId)
      .where('kind', '=', 'moderation')
      .orderBy('notification_id', 'desc')
      .execute()
  ).map((note) => note.message);
const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));

/** Where a member can meet the business, its product and its post. */
async function surfaces(member: TestMember) {
  const feed = await member.client.json('GET', `/api/v1/feed?${query({ ...AT, band: 'local', limit: 30 })}`);
  const search = await member.client.json('GET', `/api/v1/search?${query({ ...AT, q: 'zobo', tab: 'all', limit: 50 })}`);
  const nearby = await member.client.json('GET', `/api/v1/discover/nearby?${query({ ...AT, band: 'local', kind: 'business' })}`);
  const bbox = [AT.lng - 0.01, AT.lat - 0.01, AT.lng + 0.01, AT.lat + 0.01].join(',');
  const map = await member.client.json('GET', `/api/v1/map?${query({ ...AT, bbox, zoom: 16 })}`);
  const saves = await member.client.json('GET', '/api/v1/saves?kind=business');
  const saveCounts = await member.client.json('GET', '/api/v1/saves/counts');
  for (const response of [feed, search, nearby, map, saves, saveCounts]) expect(response.status, JSON.stringify(response.body)).toBe(200);
  const feedIds = feed.body.items.map((item: { id: string }) => item.id);
  const searchIds = search.body.items.map((item: { id: string }) => item.id);
  return {
    feed: feedIds.filter((id: string) => [`business-${businessId}`, `product-${productId}`, `post-${postId}`].includes(id)).sort(),
    search: searchIds.filter((id: string) => [`business-${businessId}`, `product-${productId}`, `post-${postId}`].includes(id)).sort(),
    searchCounts: search.body.counts,
    nearby: nearby.body.items.filter((item: { businessId: number }) => item.businessId === businessId).length,
    map: map.body.listings.filter((listing: { id: number }) => listing.id === businessId).length,
    mapCount: map.body.counts.businesses,
    saved: saves.body.items.length,
    savedCount: saveCounts.body.business,
    detail: (await member.client.json('GET', `/api/v1/businesses/${businessId}`)).status,
    productDetail: (await member.client.json('GET', `/api/v1/products/${productId}`)).status,
    postDetail: (await member.client.json('GET', `/api/v1/posts/${postId}`)).status,
  };
}

describe('who may use the console', () => {
  it('answers 404 to visitors and members on every endpoint, and 403 to staff without a second factor', async () => {
    const unsecured = await signedInMember(server, { fullName: 'Staff Without Code' });
    await grantRole(server.db, unsecured.userId, 'admin');
    for (const [method, path] of ADMIN_ENDPOINTS) {
      expect((await server.client().json(method, path, method === 'POST' ? {} : undefined)).status, path).toBe(404);
      const member = await viewer.client.json(method, path, method === 'POST' ? {} : undefined);
      expect(member.status, path).toBe(404);
      expect(member.body.error.code).toBe('NOT_FOUND');
      const staffNoCode = await unsecured.client.json(method, path, method === 'POST' ? {} : undefined);
      expect(staffNoCode.status, path).toBe(403);
    }
    expect((await moderator.client.json('GET', '/api/v1/admin/me')).body).toEqual({ userId: moderator.userId, role: 'moderator' });
  });

  it('keeps the console out of the public API document, and refuses NUL characters from staff with 400', async () => {
    const spec = server.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths).filter((path) => path.startsWith('/api/v1/admin'))).toEqual([]);
    const NUL = '\u0000';
    for (const [path, body] of [
      ['hide', { kind: 'business', id: '1', reason: `Spam ${NUL}` }],
      ['reports/dismiss', { kind: 'post', id: `1${NUL}`, reason: 'Spam' }],
      ['suspend', { userId: `x${NUL}`, reason: 'Spam spam' }],
      ['unsuspend', { userId: 'x', reason: `Spam ${NUL}` }],
    ] as const) {
      expect((await act(path, body)).status, path).toBe(400);
    }
  });
});

describe('hiding and restoring', () => {
  it('removes a hidden business (and its product and post) from feed, search and its counts, nearby, saves and detail pages', async () => {
    expect((await viewer.client.json('PUT', `/api/v1/businesses/${businessId}/save`)).status).toBe(200);
    const before = await surfaces(viewer);
    expect(before).toMatchObject({
      nearby: 1,
      map: 1,
      mapCount: 1,
      saved: 1,
      savedCount: 1,
      detail: 200,
      productDetail: 200,
      postDetail: 200,
    });
    expect(before.feed).toEqual([`business-${businessId}`, `post-${postId}`, `product-${productId}`].sort());
    expect(before.search.length).toBeGreaterThanOrEqual(2);

    expect(
      (await reporter.client.json('POST', '/api/v1/reports', { kind: 'business', id: businessId, reason: 'scam', details: 'Fake zobo' }))
        .status,
    ).toBe(201);
    const queue = await moderator.client.json('GET', '/api/v1/admin/reports');
    expect(queue.body.items[0]).toMatchObject({
      kind: 'business',
      id: String(businessId),
      reportCount: 1,
      reasons: { scam: 1 },
      details: ['Fake zobo'],
    });
    expect(queue.body.items[0].content.title).toBe('Zobo Palace');

    expect((await act('hide', { kind: 'business', id: String(businessId), reason: 'Selling fake drinks' })).status).toBe(200);
    const hidden = await surfaces(viewer);
    expect(hidden).toMatchObject({
      feed: [],
      search: [],
      nearby: 0,
      map: 0,
      mapCount: 0,
      saved: 0,
      savedCount: 0,
      detail: 404,
      productDetail: 404,
      postDetail: 404,
    });
    expect(hidden.searchCounts.businesses).toBe(before.searchCounts.businesses - 1);
    expect(hidden.searchCounts.all).toBeLessThan(before.searchCounts.all);
    expect((await moderator.client.json('GET', '/api/v1/admin/reports')).body.items).toEqual([]);

    // Both sides hear the outcome; the reporter is never named to the owner.
    const notes = await server.db.selectFrom('notifications').selectAll().where('kind', '=', 'moderation').execute();
    expect(notes.find((n) => n.user_id === reporter.userId)?.message).toMatch(/removed/);
    const ownerNote = notes.find((n) => n.user_id === owner.userId)!;
    expect(ownerNote.message).toMatch(/hidden.*Selling fake drinks/);
    expect(ownerNote.message).not.toContain('Ada');
    expect(ownerNote.actor_id).toBeNull();

    // An owner's plan change cannot bring it back.
    await server.db.updateTable('businesses').set({ plan_rank: 2 }).where('business_id', '=', String(businessId)).execute();
    expect((await surfaces(viewer)).detail).toBe(404);
    expect((await surfaces(viewer)).nearby).toBe(0);
    expect((await surfaces(viewer)).map).toBe(0);

    expect((await act('restore', { kind: 'business', id: String(businessId), reason: 'Appeal accepted' })).status).toBe(200);
    const back = await surfaces(viewer);
    expect(back).toEqual(before);
    expect((await toldTo(owner))[0]).toMatch(/business is visible again\. Reason: Appeal accepted/);
  });

  it('hides one post alone, and dismisses reports', async () => {
    expect((await act('hide', { kind: 'post', id: String(postId), reason: 'Spam' })).status).toBe(200);
    const after = await surfaces(viewer);
    expect(after.feed).toEqual([`business-${businessId}`, `product-${productId}`].sort());
    expect(after.postDetail).toBe(404);
    expect(after.detail).toBe(200);
    expect((await act('restore', { kind: 'post', id: String(postId), reason: 'Mistake' })).status).toBe(200);
    expect((await surfaces(viewer)).postDetail).toBe(200);

    await reporter.client.json('POST', '/api/v1/reports', { kind: 'post', id: postId, reason: 'spam' });
    expect((await act('reports/dismiss', { kind: 'post', id: String(postId), reason: 'Not spam' })).status).toBe(200);
    expect((await toldTo(reporter))[0]).toMatch(/report about a post\. We looked at it and found it does not break our rules/);
    expect((await act('reports/dismiss', { kind: 'post', id: String(postId), reason: 'Not spam' })).status).toBe(404);
    expect((await act('hide', { kind: 'business', id: 'abc', reason: 'Spam' })).status).toBe(404);
    expect((await act('hide', { kind: 'business', id: String(businessId), reason: '' })).status).toBe(400);
  });
});

describe('what the console names', () => {
  it('gives each queue item and audit row its title, its owner and a link to it in context, hidden or not', async () => {
    const promoId = await insertPost(server.db, {
      authorId: owner.userId,
      kind: 'business',
      listingId: businessId,
      content: 'Zobo promo today\n\nTwo bottles for the price of one, this week only.',
    });
    for (const [kind, id] of [
      ['product', productId],
      ['post', promoId],
      ['member', owner.userId],
    ] as const) {
      expect((await reporter.client.json('POST', '/api/v1/reports', { kind, id, reason: 'spam' })).status, kind).toBe(201);
    }
    // Staff hide the business: what sits on it is still named for them, with its owner.
    expect((await act('hide', { kind: 'business', id: String(businessId), reason: 'Checking the seller' })).status).toBe(200);

    const listing = `/app/business/${businessId}`;
    const kola = { userId: owner.userId, fullName: 'Kola Seller' };
    const queue = await moderator.client.json('GET', '/api/v1/admin/reports');
    expect(queue.status).toBe(200);
    const item = (kind: string) => queue.body.items.find((entry: { kind: string }) => entry.kind === kind);
    expect(item('product')).toMatchObject({ owner: kola, link: listing, content: { title: 'Zobo drink (1 litre)' } });
    expect(item('post')).toMatchObject({
      owner: kola,
      link: listing,
      content: { title: 'Zobo promo today', text: 'Zobo promo today\n\nTwo bottles for the price of one, this week only.' },
    });
    expect(item('member')).toMatchObject({ owner: kola, link: `/app/members/${owner.userId}`, content: { title: 'Kola Seller' } });

    for (const [kind, id] of [
      ['product', String(productId)],
      ['post', String(promoId)],
      ['member', owner.userId],
    ]) {
      expect((await act('reports/dismiss', { kind, id, reason: 'Looked fine' })).status, kind).toBe(200);
    }
    const audit = await moderator.client.json('GET', '/api/v1/admin/audit');
    const row = (action: string, kind: string) =>
      audit.body.items.find((entry: { action: string; kind: string }) => entry.action === action && entry.kind === kind);
    expect(row('hide', 'business').subject).toEqual({ title: 'Zobo Palace', owner: kola, link: listing });
    expect(row('dismiss', 'post').subject).toEqual({ title: 'Zobo promo today', owner: kola, link: listing });
    expect(row('dismiss', 'product').subject).toEqual({ title: 'Zobo drink (1 litre)', owner: kola, link: listing });
    expect(row('dismiss', 'member').subject).toEqual({ title: 'Kola Seller', owner: kola, link: `/app/members/${owner.userId}` });

    expect((await act('restore', { kind: 'business', id: String(businessId), reason: 'Seller checked' })).status).toBe(200);
  });
});

describe('suspension', () => {
  it('refuses sign-in with the reason and how to appeal, ends every session and socket, hides their listings; lifting brings all back', async () => {
    const before = await surfaces(viewer);
    const second = server.client();
    const signIn = await second.json('POST', '/api/auth/sign-in/email', { email: owner.email, password: owner.password });
    expect(signIn.status).toBe(200);
    expect((await owner.client.json('GET', '/api/v1/me')).status).toBe(200);
    const socket = await openSocket(server.url, owner);

    // A member who reported the account hears of the suspension.
    const witness = await signedInMember(server, { fullName: 'Ife Witness' });
    expect((await witness.client.json('POST', '/api/v1/reports', { kind: 'member', id: owner.userId, reason: 'scam' })).status).toBe(201);
    const suspended = await act('suspend', { userId: owner.userId, reason: 'Repeated scams' });
    expect(suspended.status).toBe(200);
    expect(await toldTo(witness)).toEqual(['Thank you for your report about a profile. We suspended the account.']);
    // The open socket closes at once ("session ended"), not at the next heartbeat.
    const closed = await Promise.race([socket.closed, new Promise((resolve) => setTimeout(() => resolve('still open'), 3000))]);
    expect(closed).toMatchObject({ code: 4401 });
    expect((await owner.client.json('GET', '/api/v1/me')).status).toBe(401);
    expect((await second.json('GET', '/api/v1/me')).status).toBe(401);
    expect(await server.db.selectFrom('auth_session').select('id').where('user_id', '=', owner.userId).execute()).toEqual([]);
    const refused = await server.client().json('POST', '/api/auth/sign-in/email', { email: owner.email, password: owner.password });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/suspended.*Repeated scams.*appeal/);
    const wrongPassword = await server
      .client()
      .json('POST', '/api/auth/sign-in/email', { email: owner.email, password: 'Wrong-password-9' });
    expect(wrongPassword.status).toBe(401);
    expect(JSON.stringify(wrongPassword.body)).not.toMatch(/suspended/);

    const hidden = await surfaces(viewer);
    expect(hidden).toMatchObject({ feed: [], search: [], nearby: 0, map: 0, detail: 404, postDetail: 404 });

    expect((await act('unsuspend', { userId: owner.userId, reason: 'Appeal accepted' })).status).toBe(200);
    expect((await toldTo(owner))[0]).toBe('Your account is no longer suspended, and your listings and posts are visible again.');
    expect(await surfaces(viewer)).toEqual(before);
    const again = await server.client().json('POST', '/api/auth/sign-in/email', { email: owner.email, password: owner.password });
    expect(again.status).toBe(200);
  });

  it('ends by itself at its end date (a durable job)', async () => {
    const member = await signedInMember(server, { fullName: 'Short Ban' });
    const until = new Date(Date.now() + 2_000).toISOString();
    expect((await act('suspend', { userId: member.userId, reason: 'Cool off', until })).status).toBe(200);
    const state = () => server.db.selectFrom('auth_user').select('suspended_at').where('id', '=', member.userId).executeTakeFirstOrThrow();
    expect((await state()).suspended_at).not.toBeNull();
    const deadline = Date.now() + 30_000;
    while ((await state()).suspended_at !== null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await state()).suspended_at).toBeNull();
    // The audit row is written right after the account is lifted.
    await expect
      .poll(async () => (await moderator.client.json('GET', '/api/v1/admin/audit')).body.items[0], { timeout: 10_000 })
      .toMatchObject({ action: 'unsuspend', kind: 'member', id: member.userId, staff: { userId: 'system' } });
  });

  it('refuses an end date in the past', async () => {
    const member = await signedInMember(server, { fullName: 'Past Date' });
    expect((await act('suspend', { userId: member.userId, reason: 'Cool off', until: '2001-01-01T00:00:00Z' })).status).toBe(400);
  });
});

describe('the audit log', () => {
  it('has a row for every staff action, with who, what, when and why, and the database refuses edits and deletes', async () => {
    const { body } = await moderator.client.json('GET', '/api/v1/admin/audit');
    const mine = body.items.filter((item: { staff: { userId: string } }) => item.staff.userId === moderator.userId);
    const actions = mine.map((item: { action: string }) => item.action);
    for (const action of ['hide', 'restore', 'dismiss', 'suspend', 'unsuspend']) expect(actions).toContain(action);
    expect(mine[0]).toMatchObject({ staff: { fullName: 'Tolu Moderator' } });
    expect(mine.every((item: { reason: string; createdAt: string }) => item.reason && !Number.isNaN(Date.parse(item.createdAt)))).toBe(
      true,
    );
    await expect(sql`UPDATE moderation_actions SET reason = 'edited'`.execute(server.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM moderation_actions`.execute(server.db)).rejects.toThrow(/append-only/);
  });
});
