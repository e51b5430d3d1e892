import { sql } from 'kysely';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeMember, setPlan } from '../support/builders/plans';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';

/** Issue 12's leftovers: editing content, the author's profile, events in search, the ad's image and link, pins. */
const LAGOS = { lat: 6.5244, lng: 3.3792 };
const server = useTestServer();

let author: TestMember;
let other: TestMember;
let premium: TestMember;
let farAway: TestMember;

const day = (days: number) => new Date(Date.now() + 3600_000 + days * 24 * 3600_000).toISOString().slice(0, 10);
const notice = (overrides: object = {}) => ({ title: 'Water cut', content: 'No water on Friday.', expiryDate: day(3), ...overrides });
const event = (overrides: object = {}) => ({
  title: 'Street clean-up',
  description: 'Bring gloves.',
  date: day(5),
  time: '09:30',
  location: 'Allen Avenue roundabout',
  maxAttendees: 3,
  ...overrides,
});
const announcement = (overrides: object = {}) => ({
  title: 'New branch',
  content: 'Open in Yaba.',
  priority: 'normal',
  category: 'business',
  ...overrides,
});
const advert = (overrides: object = {}) => ({
  title: 'Fresh bread',
  description: 'Hot loaves from 6 am.',
  adType: 'feed',
  budgetNaira: 5000,
  durationDays: 7,
  audience: 'all',
  link: { kind: 'url', url: 'https://bakery.example.ng/' },
  ...overrides,
});
const png = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  [author, other, premium, farAway] = await Promise.all([
    signedInMember(server, { fullName: 'Ayo Author' }),
    signedInMember(server, { fullName: 'Oti Other' }),
    signedInMember(server, { fullName: 'Pemi Premium' }),
    signedInMember(server, { fullName: 'Kano Organiser' }),
  ]);
  await setPlan(server.db, premium.userId, 'premium');
  await Promise.all([
    placeMember(server.db, author.userId, 'Ikeja'),
    placeMember(server.db, premium.userId, 'Ikeja'),
    placeMember(server.db, farAway.userId, 'Kano'),
  ]);
});

describe('editing notices', () => {
  it('the author changes a notice with the create rules; another member gets 403, a missing one 404', async () => {
    const { body } = await author.client.json('POST', '/api/v1/notices', notice());
    const path = `/api/v1/notices/${body.noticeId}`;
    const changed = await author.client.json('PUT', path, notice({ title: 'Water back on Thursday', expiryDate: day(6) }));
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ noticeId: body.noticeId, title: 'Water back on Thursday' });
    expect(new Date(changed.body.expiresAt).getTime()).toBeGreaterThan(new Date(body.expiresAt).getTime());

    const past = await author.client.json('PUT', path, notice({ expiryDate: day(-2) }));
    expect(past.status).toBe(400);
    expect(past.body.error.fields).toHaveProperty('expiryDate', 'The expiry date must not be in the past');
    const empty = await author.client.json('PUT', path, notice({ title: '' }));
    expect(empty.body.error.fields).toHaveProperty('title', 'Title is required');

    expect((await other.client.json('PUT', path, notice({ title: 'Hijacked' }))).status).toBe(403);
    expect((await other.client.json('DELETE', path)).status).toBe(403);
    expect((await author.client.json('PUT', '/api/v1/notices/999999999', notice())).status).toBe(404);
    expect((await server.client().json('PUT', path, notice())).status).toBe(401);
    const stored = await server.db.selectFrom('notices').select('title').where('notice_id', '=', String(body.noticeId)).executeTakeFirst();
    expect(stored?.title).toBe('Water back on Thursday');

    // The expiry job queued for the new expiry; the first one, due earlier, finds the notice not yet expired.
    const jobs = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'notice.expire' AND data->>'noticeId' = ${String(body.noticeId)}`.execute(
      server.db,
    );
    expect(jobs.rows[0]!.n).toBe(2);
  });
});

describe('editing announcements', () => {
  it('only by their author, on Premium or Pro, with the shared rules', async () => {
    const { body } = await premium.client.json('POST', '/api/v1/announcements', announcement());
    const path = `/api/v1/announcements/${body.announcementId}`;
    const changed = await premium.client.json('PUT', path, announcement({ priority: 'high', category: 'update', title: 'Branch moved' }));
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ priority: 'high', category: 'update', title: 'Branch moved' });
    const bad = await premium.client.json('PUT', path, announcement({ priority: 'critical' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('priority', 'Choose a priority');
    expect((await other.client.json('PUT', path, announcement())).status).toBe(403);
    expect((await premium.client.json('PUT', '/api/v1/announcements/999999999', announcement())).status).toBe(404);
    // A plan that has lapsed cannot edit (the gate is the server's), though it may still delete.
    await setPlan(server.db, premium.userId, 'premium', new Date(Date.now() - 1000));
    const lapsed = await premium.client.json('PUT', path, announcement());
    expect(lapsed.status).toBe(403);
    expect(lapsed.body.error.message).toBe('Upgrade to Premium to access announcements');
    await setPlan(server.db, premium.userId, 'premium');
  });
});

describe('editing events', () => {
  it('the organiser changes the event; others 403; bad fields 400 with the field', async () => {
    const { body } = await author.client.json('POST', '/api/v1/events', event());
    const path = `/api/v1/events/${body.eventId}`;
    const changed = await author.client.json('PUT', path, event({ title: 'Big clean-up', location: 'Ikeja GRA' }));
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: 'Big clean-up', location: 'Ikeja GRA', isOrganiser: true });
    expect((await other.client.json('PUT', path, event())).status).toBe(403);
    expect((await other.client.json('DELETE', path)).status).toBe(403);
    expect((await author.client.json('PUT', '/api/v1/events/999999999', event())).status).toBe(404);
    const bad = await author.client.json('PUT', path, event({ date: day(-1), maxAttendees: 0 }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('maxAttendees', 'Max attendees must be a positive whole number');
  });

  it('capacity cannot drop below the members going; raising it promotes the waiting list, who are told', async () => {
    const { body } = await author.client.json('POST', '/api/v1/events', event({ maxAttendees: 2 }));
    const path = `/api/v1/events/${body.eventId}`;
    const [a, b, c] = await Promise.all([signedInMember(server), signedInMember(server), signedInMember(server)]);
    await a.client.json('PUT', `${path}/rsvp`, { status: 'going' });
    await b.client.json('PUT', `${path}/rsvp`, { status: 'going' });
    expect((await c.client.json('PUT', `${path}/rsvp`, { status: 'going', waitlist: true })).body.myStatus).toBe('waiting');

    const below = await author.client.json('PUT', path, event({ maxAttendees: 1 }));
    expect(below.status).toBe(400);
    expect(below.body.error.fields.maxAttendees).toBe('2 members are going: the capacity cannot be lower than 2');

    const raised = await author.client.json('PUT', path, event({ maxAttendees: 3 }));
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ goingCount: 3, waitingCount: 0, maxAttendees: 3 });
    const told = (await c.client.json('GET', '/api/v1/notifications?limit=20')).body.items;
    expect(told.some((n: { kind: string }) => n.kind === 'event_promoted')).toBe(true);
  });

  it('a new start queues a new reminder; the old one does nothing; a cancelled event cannot be changed', async () => {
    const { body } = await author.client.json('POST', '/api/v1/events', event({ maxAttendees: null }));
    const path = `/api/v1/events/${body.eventId}`;
    const going = await signedInMember(server);
    await going.client.json('PUT', `${path}/rsvp`, { status: 'going' });
    expect((await author.client.json('PUT', path, event({ maxAttendees: null, date: day(8) }))).status).toBe(200);
    const jobs = await sql<{ start_after: Date; data: { startsAt?: string } }>`
      SELECT start_after, data FROM pgboss.job WHERE name = 'event.remind' AND data->>'eventId' = ${String(body.eventId)}
       ORDER BY start_after`.execute(server.db);
    expect(jobs.rows).toHaveLength(2);
    const expected = new Date(`${day(8)}T09:30:00+01:00`).getTime() - 24 * 3600_000;
    expect(Math.abs(new Date(jobs.rows[1]!.start_after).getTime() - expected)).toBeLessThan(5000);
    // Move the clock for the first (stale) reminder only: nobody is reminded of the old date.
    await sql`UPDATE pgboss.job SET start_after = now()
               WHERE name = 'event.remind' AND data->>'eventId' = ${String(body.eventId)} AND data->>'startsAt' = ${jobs.rows[0]!.data.startsAt!}`.execute(
      server.db,
    );
    await expect
      .poll(
        async () =>
          (
            await sql<{ state: string }>`
              SELECT state FROM pgboss.job WHERE name = 'event.remind' AND data->>'eventId' = ${String(body.eventId)}
                 AND data->>'startsAt' = ${jobs.rows[0]!.data.startsAt!}`.execute(server.db)
          ).rows[0]?.state,
        { timeout: 10_000 },
      )
      .toBe('completed');
    const reminders = (await going.client.json('GET', '/api/v1/notifications?limit=20')).body.items.filter(
      (n: { kind: string }) => n.kind === 'event_reminder',
    );
    expect(reminders).toHaveLength(0);

    await author.client.json('POST', `${path}/cancel`);
    const cancelled = await author.client.json('PUT', path, event());
    expect(cancelled.status).toBe(409);
  });
});

describe('editing advertisements', () => {
  it('the owner changes what the ad says and links to (https only, own listings only); others 403', async () => {
    const { body } = await premium.client.json('POST', '/api/v1/advertisements', advert());
    const path = `/api/v1/advertisements/${body.adId}`;
    const changed = await premium.client.json('PUT', path, {
      title: 'Warm bread',
      description: 'From 5 am.',
      link: { kind: 'url', url: 'https://bread.example.ng/menu' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: 'Warm bread', link: { kind: 'url', url: 'https://bread.example.ng/menu' } });
    const plain = await premium.client.json('PUT', path, { title: 'x', description: 'y', link: { kind: 'url', url: 'http://bread.ng' } });
    expect(plain.status).toBe(400);
    expect(plain.body.error.fields).toHaveProperty('link.url', 'Enter a web address starting with https://');
    const created = await premium.client.json('POST', '/api/v1/advertisements', advert({ link: { kind: 'url', url: 'http://bread.ng' } }));
    expect(created.status).toBe(400);
    const foreign = await other.client.json('POST', '/api/v1/businesses', {
      name: 'Other Stores',
      latitude: LAGOS.lat,
      longitude: LAGOS.lng,
    });
    const notTheirs = await premium.client.json('PUT', path, {
      title: 'x',
      description: 'y',
      link: { kind: 'business', id: foreign.body.businessId },
    });
    expect(notTheirs.status).toBe(403);
    expect(
      (await other.client.json('PUT', path, { title: 'x', description: 'y', link: { kind: 'url', url: 'https://a.ng' } })).status,
    ).toBe(403);
    expect((await other.client.json('DELETE', path)).status).toBe(403);
    expect((await premium.client.json('DELETE', '/api/v1/advertisements/999999999')).status).toBe(404);
  });

  it('takes an image through the image pipeline (WebP widths); the slot serves it and the click goes to the target', async () => {
    const business = await premium.client.json('POST', '/api/v1/businesses', {
      name: 'Pemi Bakery',
      latitude: LAGOS.lat,
      longitude: LAGOS.lng,
    });
    const { body } = await premium.client.json(
      'POST',
      '/api/v1/advertisements',
      advert({ link: { kind: 'business', id: business.body.businessId } }),
    );
    const path = `/api/v1/advertisements/${body.adId}/image`;
    expect((await other.client.upload(path, await png(), 'ad.png', 'image/png', 'PUT')).status).toBe(403);
    const uploaded = await premium.client.upload(path, await png(), 'ad.png', 'image/png', 'PUT');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.imageUrl).toMatch(/^\/media\/images\//);
    const small = await fetch(`${server.url}${uploaded.body.imageUrl}/320.webp`);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toContain('image/webp');
    const notImage = await premium.client.upload(path, new TextEncoder().encode('not an image'), 'ad.png', 'image/png', 'PUT');
    expect(notImage.status).toBeGreaterThanOrEqual(400);
    expect(notImage.status).toBeLessThan(500);

    // Run it (as a paid run would) and serve it.
    await server.db
      .updateTable('advertisements')
      .set({
        status: 'running',
        starts_at: new Date(Date.now() - 3600_000),
        ends_at: new Date(Date.now() + 7 * 24 * 3600_000),
        planned_impressions: 1000,
        impression_millikobo: 500_000,
      })
      .where('ad_id', '=', String(body.adId))
      .execute();
    const slot = await other.client.json('GET', `/api/v1/ads/slot?placement=feed&count=3&lat=${LAGOS.lat}&lng=${LAGOS.lng}`);
    const served = slot.body.items.find((item: { adId?: number }) => item.adId === body.adId);
    expect(served).toMatchObject({ imageUrl: uploaded.body.imageUrl, label: 'Sponsored' });
    const click = await fetch(`${server.url}${served.clickUrl}`, { redirect: 'manual' });
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe(`/business/${business.body.businessId}`);
    // A paid ad is paused, not deleted.
    expect((await premium.client.json('DELETE', `/api/v1/advertisements/${body.adId}`)).status).toBe(409);
  });

  it('an ad never paid for is deleted by its owner', async () => {
    const { body } = await premium.client.json('POST', '/api/v1/advertisements', advert());
    expect((await premium.client.json('DELETE', `/api/v1/advertisements/${body.adId}`)).status).toBe(204);
    expect((await premium.client.json('GET', `/api/v1/ads/${body.adId}`)).status).toBe(404);
  });
});

describe('the author’s profile', () => {
  it('shows who they are, live notices, upcoming events soonest first (past and cancelled left out) and announcements', async () => {
    const member = await signedInMember(server, { fullName: 'Pro File' });
    await setPlan(server.db, member.userId, 'premium');
    await placeMember(server.db, member.userId, 'Ikeja');
    const empty = await server.client().json('GET', `/api/v1/members/${member.userId}/content`);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ member: { fullName: 'Pro File' }, notices: [], events: [], announcements: [] });

    const later = (await member.client.json('POST', '/api/v1/events', event({ title: 'Later', date: day(9) }))).body;
    const sooner = (await member.client.json('POST', '/api/v1/events', event({ title: 'Sooner', date: day(2) }))).body;
    const cancelled = (await member.client.json('POST', '/api/v1/events', event({ title: 'Off', date: day(3) }))).body;
    await member.client.json('POST', `/api/v1/events/${cancelled.eventId}/cancel`);
    const past = (await member.client.json('POST', '/api/v1/events', event({ title: 'Over', date: day(4) }))).body;
    await server.db
      .updateTable('events')
      .set({ starts_at: new Date(Date.now() - 3 * 24 * 3600_000) })
      .where('event_id', '=', String(past.eventId))
      .execute();
    const live = (await member.client.json('POST', '/api/v1/notices', notice())).body;
    const expired = (await member.client.json('POST', '/api/v1/notices', notice({ title: 'Old' }))).body;
    await server.db
      .updateTable('notices')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('notice_id', '=', String(expired.noticeId))
      .execute();
    const said = (await member.client.json('POST', '/api/v1/announcements', announcement())).body;

    const profile = await other.client.json('GET', `/api/v1/members/${member.userId}/content`);
    expect(profile.body.events.map((e: { eventId: number }) => e.eventId)).toEqual([sooner.eventId, later.eventId]);
    expect(profile.body.notices.map((n: { noticeId: number }) => n.noticeId)).toEqual([live.noticeId]);
    expect(profile.body.announcements.map((a: { announcementId: number }) => a.announcementId)).toEqual([said.announcementId]);
    expect((await server.client().json('GET', '/api/v1/members/no-such-member/content')).status).toBe(404);
  });
});

describe('events in search', () => {
  const search = async (q: string, at = LAGOS, tab = 'events', cursor?: string) => {
    const query = new URLSearchParams({ q, tab, lat: String(at.lat), lng: String(at.lng), limit: '2' });
    if (cursor) query.set('cursor', cursor);
    const { status, body } = await server.client().json('GET', `/api/v1/search?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  };

  it('finds upcoming events by title, description and place within the regional radius, soonest first, counted exactly', async () => {
    const make = async (member: TestMember, overrides: object) =>
      (await member.client.json('POST', '/api/v1/events', event(overrides))).body;
    const third = await make(author, { title: 'Zumba marathon', date: day(6) });
    const first = await make(author, { title: 'Morning run', description: 'A zumba warm-up first.', date: day(2) });
    const second = await make(author, { title: 'Dance night', location: 'Zumba Hall, Yaba', date: day(4) });
    const gone = await make(author, { title: 'Zumba cancelled', date: day(3) });
    await author.client.json('POST', `/api/v1/events/${gone.eventId}/cancel`);
    const over = await make(author, { title: 'Zumba over', date: day(3) });
    await server.db
      .updateTable('events')
      .set({ starts_at: new Date(Date.now() - 3600_000) })
      .where('event_id', '=', String(over.eventId))
      .execute();
    // An event placed in Kano (~830 km) is regional: not visible from Lagos, whatever the organiser's plan.
    await setPlan(server.db, farAway.userId, 'pro');
    const kano = await make(farAway, { title: 'Zumba in Kano' });

    const page1 = await search('zumba');
    expect(page1.counts.events).toBe(3);
    expect(page1.items.map((item: { id: string }) => item.id)).toEqual([`event-${first.eventId}`, `event-${second.eventId}`]);
    expect(page1.items[0]).toMatchObject({ type: 'event', event: { title: 'Morning run' } });
    const page2 = await search('zumba', LAGOS, 'events', page1.nextCursor);
    expect(page2.items.map((item: { id: string }) => item.id)).toEqual([`event-${third.eventId}`]);
    expect(page2.nextCursor).toBeNull();

    // The count equals the rows the tab can list; from Kano only the Kano event is in reach.
    const fromKano = await search('zumba', { lat: 12.0, lng: 8.52 });
    expect(fromKano.counts.events).toBe(1);
    expect(fromKano.items.map((item: { id: string }) => item.id)).toEqual([`event-${kano.eventId}`]);
    // Other tabs carry the events count too, and "All" stays the four listing kinds.
    const all = await search('zumba', LAGOS, 'all');
    expect(all.counts.events).toBe(3);
    expect(all.items.some((item: { type: string }) => item.type === 'event')).toBe(false);
    // Every word must match.
    expect((await search('zumba hall')).counts.events).toBe(1);
    const badCursor = await server.client().json('GET', `/api/v1/search?q=zumba&tab=events&cursor=bm9wZQ`);
    expect(badCursor.status).toBe(400);
  });
});

describe('urgent announcements pinned at the top', () => {
  it('do not appear again further down the feed on later pages', async () => {
    const follower = await signedInMember(server);
    const poster = await signedInMember(server, { fullName: 'Uche Urgent' });
    await setPlan(server.db, poster.userId, 'premium');
    await placeMember(server.db, poster.userId, 'Ikeja');
    await server.db
      .insertInto('connections')
      .values({ user_id: follower.userId, connected_user_id: poster.userId, status: 'accepted', accepted_at: new Date() })
      .execute();
    const urgent = (await poster.client.json('POST', '/api/v1/announcements', announcement({ priority: 'urgent' }))).body;
    // Newer items push the announcement off the first page of its ring.
    for (let i = 0; i < 4; i += 1) await poster.client.json('POST', '/api/v1/notices', notice({ title: `Later notice ${i}` }));
    const id = `announcement-${urgent.announcementId}`;
    const seen: string[] = [];
    let cursor: string | null = null;
    let first = true;
    do {
      const query = `lat=${LAGOS.lat}&lng=${LAGOS.lng}&band=local&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page: { body: { items: Array<{ id: string; pinned?: boolean }>; nextCursor: string | null } } = await follower.client.json(
        'GET',
        `/api/v1/feed?${query}`,
      );
      if (first) expect(page.body.items[0]).toMatchObject({ id, pinned: true });
      first = false;
      seen.push(...page.body.items.map((item) => item.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen.filter((item) => item === id)).toHaveLength(1);
    // A visitor (no pins) still finds it in its place in the ring.
    const visitor = await server.client().json('GET', `/api/v1/feed?lat=${LAGOS.lat}&lng=${LAGOS.lng}&band=local&limit=30`);
    expect(visitor.body.items.map((item: { id: string }) => item.id)).toContain(id);
  });
});
