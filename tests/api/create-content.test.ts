import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeMember, setPlan } from '../support/builders/plans';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';

const LAGOS = { lat: 6.5244, lng: 3.3792 };
const LAGOS_PIN = { latitude: LAGOS.lat, longitude: LAGOS.lng };
const server = useTestServer();

let free: TestMember;
let premium: TestMember;
let farPremium: TestMember;
let viewer: TestMember;

/** A date `days` from today as the forms send it (Lagos calendar day). */
const day = (days: number) => new Date(Date.now() + 3600_000 + days * 24 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [free, premium, farPremium, viewer] = await Promise.all([
    signedInMember(server, { fullName: 'Femi Free' }),
    signedInMember(server, { fullName: 'Pemi Premium' }),
    signedInMember(server, { fullName: 'Kano Premium' }),
    signedInMember(server, { fullName: 'Vera Viewer' }),
  ]);
  await setPlan(server.db, premium.userId, 'premium');
  await setPlan(server.db, farPremium.userId, 'premium');
  await placeMember(server.db, free.userId, 'Ikeja');
  await placeMember(server.db, premium.userId, 'Ikeja');
  await placeMember(server.db, farPremium.userId, 'Kano');
});

async function feedIds(member: TestMember | null, band = 'local', at = LAGOS): Promise<string[]> {
  const client = member ? member.client : server.client();
  const { status, body } = await client.json('GET', `/api/v1/feed?lat=${at.lat}&lng=${at.lng}&band=${band}&limit=30`);
  expect(status).toBe(200);
  return body.items.map((item: { id: string }) => item.id);
}

const notice = (overrides: object = {}) => ({
  title: 'Water supply cut',
  content: 'No water on Allen Avenue until Friday.',
  location: 'Allen Avenue',
  expiryDate: day(3),
  ...overrides,
});
const announcement = (overrides: object = {}) => ({
  title: 'New branch open',
  content: 'We open in Yaba on Monday.',
  priority: 'normal',
  category: 'business',
  ...overrides,
});
const advert = (overrides: object = {}) => ({
  title: 'Fresh bread daily',
  description: 'Hot loaves from 6 am.',
  adType: 'feed',
  budgetNaira: 5000,
  durationDays: 7,
  audience: 'all',
  link: { kind: 'url', url: 'https://bakery.example.ng' },
  ...overrides,
});

describe('notices', () => {
  it('are created by any member, shown in the feed inside the ring and on the author profile', async () => {
    const created = await free.client.json('POST', '/api/v1/notices', notice());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Water supply cut', location: 'Allen Avenue', author: { fullName: 'Femi Free' } });
    const id = `notice-${created.body.noticeId}`;
    expect(await feedIds(viewer)).toContain(id);
    // Regional visibility: a Free member's notice is not shown 830 km away.
    expect(await feedIds(viewer, 'national', { lat: 12, lng: 8.52 })).not.toContain(id);
    const profile = await server.client().json('GET', `/api/v1/members/${free.userId}/content`);
    expect(profile.body.notices.map((n: { noticeId: number }) => n.noticeId)).toContain(created.body.noticeId);
  });

  it('refuses an expiry in the past and missing fields with the field named', async () => {
    const past = await free.client.json('POST', '/api/v1/notices', notice({ expiryDate: day(-2) }));
    expect(past.status).toBe(400);
    expect(past.body.error.fields).toHaveProperty('expiryDate', 'The expiry date must not be in the past');
    const blank = await free.client.json('POST', '/api/v1/notices', notice({ title: '  ', content: '' }));
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toMatchObject({ title: 'Title is required', content: 'Content is required' });
    const visitor = await server.client().json('POST', '/api/v1/notices', notice());
    expect(visitor.status).toBe(401);
  });

  it('are gone from every list once expired, before the job removes them; the job then deletes the row', async () => {
    const { body } = await free.client.json('POST', '/api/v1/notices', notice({ title: 'Short-lived' }));
    const id = `notice-${body.noticeId}`;
    expect(await feedIds(viewer)).toContain(id);
    await server.db
      .updateTable('notices')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('notice_id', '=', String(body.noticeId))
      .execute();
    expect(await feedIds(viewer)).not.toContain(id);
    const profile = await server.client().json('GET', `/api/v1/members/${free.userId}/content`);
    expect(profile.body.notices.map((n: { noticeId: number }) => n.noticeId)).not.toContain(body.noticeId);
    // Move the clock of its removal job to now.
    await sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'notice.expire' AND data->>'noticeId' = ${String(body.noticeId)}`.execute(
      server.db,
    );
    await expect
      .poll(() => server.db.selectFrom('notices').select('notice_id').where('notice_id', '=', String(body.noticeId)).executeTakeFirst(), {
        timeout: 10_000,
      })
      .toBeUndefined();
  });

  it('are deleted only by their author: 403 for another member, 404 when missing', async () => {
    const { body } = await free.client.json('POST', '/api/v1/notices', notice({ title: 'Mine' }));
    expect((await viewer.client.json('DELETE', `/api/v1/notices/${body.noticeId}`)).status).toBe(403);
    expect((await free.client.json('DELETE', `/api/v1/notices/${body.noticeId}`)).status).toBe(204);
    expect((await free.client.json('DELETE', `/api/v1/notices/${body.noticeId}`)).status).toBe(404);
    expect((await free.client.json('DELETE', `/api/v1/notices/abc`)).status).toBe(400);
  });
});

describe('announcements', () => {
  it('are refused for Free members with 403 and the upgrade message', async () => {
    const refused = await free.client.json('POST', '/api/v1/announcements', announcement());
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Upgrade to Premium to access announcements');
  });

  it('are refused with bad fields (400 with the field)', async () => {
    const bad = await premium.client.json('POST', '/api/v1/announcements', announcement({ priority: 'critical', category: 'misc' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['priority', 'category']));
  });

  it('are shown at any distance with priority and category, and an urgent one is pinned for followers and connections', async () => {
    const created = await farPremium.client.json(
      'POST',
      '/api/v1/announcements',
      announcement({ priority: 'urgent', category: 'emergency' }),
    );
    expect(created.status).toBe(201);
    const id = `announcement-${created.body.announcementId}`;
    // Kano is ~830 km from Lagos: in the national ring for a Lagos viewer, though the author is only Premium.
    expect(await feedIds(null, 'national')).toContain(id);
    expect(await feedIds(null, 'local')).not.toContain(id);

    // A connection of the author sees it at the top of their local feed.
    await server.db
      .insertInto('connections')
      .values({ user_id: viewer.userId, connected_user_id: farPremium.userId, status: 'accepted', accepted_at: new Date() })
      .execute();
    const local = await viewer.client.json('GET', `/api/v1/feed?lat=${LAGOS.lat}&lng=${LAGOS.lng}&band=local&limit=30`);
    expect(local.body.items[0]).toMatchObject({
      type: 'announcement',
      id,
      pinned: true,
      announcement: { priority: 'urgent', category: 'emergency' },
    });
    // After 24 hours it is no longer pinned.
    await server.db
      .updateTable('announcements')
      .set({ created_at: new Date(Date.now() - 25 * 3600_000) })
      .where('announcement_id', '=', String(created.body.announcementId))
      .execute();
    const later = await viewer.client.json('GET', `/api/v1/feed?lat=${LAGOS.lat}&lng=${LAGOS.lng}&band=local&limit=30`);
    expect(later.body.items.map((item: { id: string }) => item.id)).not.toContain(id);
  });

  it('are deleted only by their author', async () => {
    const { body } = await premium.client.json('POST', '/api/v1/announcements', announcement());
    expect((await viewer.client.json('DELETE', `/api/v1/announcements/${body.announcementId}`)).status).toBe(403);
    expect((await premium.client.json('DELETE', `/api/v1/announcements/${body.announcementId}`)).status).toBe(204);
  });

  it('a plan that has ended is Free again', async () => {
    const lapsed = await signedInMember(server);
    await setPlan(server.db, lapsed.userId, 'premium', new Date(Date.now() - 1000));
    expect((await lapsed.client.json('POST', '/api/v1/announcements', announcement())).status).toBe(403);
  });
});

describe('advertisements (the dialog: a draft awaiting payment)', () => {
  it('are refused for Free members with 403', async () => {
    const refused = await free.client.json('POST', '/api/v1/advertisements', advert());
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Upgrade to Premium to access advertisements');
  });

  it('validate budget, duration, audience and link', async () => {
    const bad = await premium.client.json(
      'POST',
      '/api/v1/advertisements',
      advert({ budgetNaira: 999.5, durationDays: 5, audience: 'kids', link: { kind: 'url', url: 'ftp://x' } }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['budgetNaira', 'durationDays', 'audience', 'link.url']));
    const low = await premium.client.json('POST', '/api/v1/advertisements', advert({ budgetNaira: 500 }));
    expect(low.body.error.fields.budgetNaira).toBe('Budget must be at least ₦1,000');
  });

  it('are stored awaiting payment with the budget in kobo; another member’s listing cannot be the link', async () => {
    const created = await premium.client.json('POST', '/api/v1/advertisements', advert());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'awaiting_payment', budgetKobo: 500_000, durationDays: 7 });
    const business = await viewer.client.json('POST', '/api/v1/businesses', { name: 'Vera Stores', ...LAGOS_PIN });
    expect(business.status).toBe(201);
    const foreign = await premium.client.json(
      'POST',
      '/api/v1/advertisements',
      advert({ link: { kind: 'business', id: business.body.businessId } }),
    );
    expect(foreign.status).toBe(403);
  });
});
