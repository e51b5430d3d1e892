import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SIGN_IN, seedDemoDataOnce } from '../../src/server/db/seed/seed-demo';
import { useTestServer } from '../support/test-server';

const server = useTestServer();

beforeAll(async () => {
  expect(await seedDemoDataOnce(server.db, server.context.storage)).toBe(true);
});

describe('demo data for the people features', () => {
  it('gives the demo member a network, conversations, notifications, saves and followers to see', async () => {
    const client = server.client();
    const signIn = await client.post('/api/auth/sign-in/email', DEMO_SIGN_IN);
    expect(signIn.status).toBe(200);

    const unread = await client.json('GET', '/api/v1/unread-counts');
    expect(unread.body).toEqual({ messages: 1, notifications: 3 });

    const connections = await client.json('GET', '/api/v1/connections');
    expect(connections.body.total).toBe(3);
    expect((await client.json('GET', '/api/v1/connections/requests/incoming')).body.total).toBe(1);
    expect((await client.json('GET', '/api/v1/connections/requests/outgoing')).body.total).toBe(1);

    const notifications = await client.json('GET', '/api/v1/notifications');
    expect(notifications.body.items).toHaveLength(5);
    expect(notifications.body.unreadCount).toBe(3);

    const saves = await client.json('GET', '/api/v1/saves/counts');
    expect(saves.body).toMatchObject({ business: 1, profession: 1 });

    // Seeding again changes nothing.
    expect(await seedDemoDataOnce(server.db, server.context.storage)).toBe(false);
  });

  it('gives the demo listings honest-looking reviews with real averages, and owners’ replies', async () => {
    const client = server.client();
    expect((await client.post('/api/auth/sign-in/email', DEMO_SIGN_IN)).status).toBe(200);
    const { businessId } = (await client.json('GET', '/api/v1/businesses/mine')).body.items[0] as { businessId: number };
    const business = (await client.json('GET', `/api/v1/businesses/${businessId}`)).body;
    expect(business.rating).toEqual({ average: 4.5, count: 2 });
    const reviews = (await client.json('GET', `/api/v1/businesses/${businessId}/reviews`)).body.items as Array<{
      rating: number;
      reply: unknown;
    }>;
    expect(reviews.map((review) => review.rating).sort()).toEqual([4, 5]);
    expect(reviews.some((review) => review.reply)).toBe(true);
    // Across the demo, not only fives: the lowest rating is answered by its owner.
    const all = await server.db.selectFrom('reviews').select(['rating', 'reply_text']).execute();
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(Math.min(...all.map((review) => review.rating))).toBeLessThanOrEqual(2);
    expect(all.find((review) => review.rating === Math.min(...all.map((r) => r.rating)))!.reply_text).not.toBeNull();
  });

  it('gives the demo member events, notices and announcements in the feed, search and event pages', async () => {
    const client = server.client();
    expect((await client.post('/api/auth/sign-in/email', DEMO_SIGN_IN)).status).toBe(200);
    const yaba = 'lat=6.5095&lng=3.3711';

    type Item = { type: string; notice?: { title: string }; event?: { title: string }; announcement?: { title: string } };
    // A whole ring of the feed, page by page: the newest content is not necessarily on the first page.
    const feed = async (band: string) => {
      const items: Item[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const page: { status: number; body: { items: Item[]; nextCursor: string | null } } = await client.json(
          'GET',
          `/api/v1/feed?${yaba}&band=${band}&limit=30${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(page.status, JSON.stringify(page.body)).toBe(200);
        items.push(...page.body.items);
        cursor = page.body.nextCursor;
      }
      return (type: string) =>
        items.filter((item) => item.type === type).map((item) => (item.notice ?? item.event ?? item.announcement)!.title);
    };
    const local = await feed('local');
    expect(local('notice')).toEqual(expect.arrayContaining(['Shop closed on Monday', 'Hiring: front-desk officer']));
    expect(local('event')).toEqual(expect.arrayContaining(['Aso-ebi fitting day', 'Soft glam makeup masterclass']));
    expect(local('announcement')).toEqual(['Christmas cake orders are open']);
    // Announcements show at any distance, in the ring where they fall: Aisha's, from Abuja, in the national one.
    expect((await feed('national'))('announcement')).toEqual(['New opening hours']);

    type Found = {
      items: Array<{
        event: { eventId: number; title: string; startsAt: string; goingCount: number; myStatus: string | null; isOrganiser: boolean };
      }>;
    };
    const found = await client.json<Found>('GET', `/api/v1/search?q=fitting&${yaba}&tab=events&limit=20`);
    expect(found.status).toBe(200);
    const fitting = found.body.items.map((item) => item.event).find((event) => event.title === 'Aso-ebi fitting day')!;
    expect(fitting).toMatchObject({ goingCount: 2, isOrganiser: true });
    expect(new Date(fitting.startsAt).getTime()).toBeGreaterThan(Date.now());
    const attendees = await client.json<{ items: unknown[] }>('GET', `/api/v1/events/${fitting.eventId}/attendees`);
    expect(attendees.status).toBe(200);
    expect(attendees.body.items).toHaveLength(3);

    const masterclass = await client.json<Found>('GET', `/api/v1/search?q=masterclass&${yaba}&tab=events&limit=20`);
    expect(masterclass.body.items.map((item) => item.event)).toEqual([
      expect.objectContaining({ title: 'Soft glam makeup masterclass', myStatus: 'going', goingCount: 3 }),
    ]);
  });

  it('runs two paid demo ads: Sponsored in the feed and the Home banner, with the owner’s dashboard in step with its days', async () => {
    const client = server.client();
    expect((await client.post('/api/auth/sign-in/email', DEMO_SIGN_IN)).status).toBe(200);
    const at = 'lat=6.5095&lng=3.3711';
    type Slot = { items: Array<{ type: string; title: string; label?: string }> };
    const feed = await client.json<Slot>('GET', `/api/v1/ads/slot?placement=feed&count=3&${at}`);
    expect(feed.body.items).toContainEqual(
      expect.objectContaining({ type: 'ad', title: 'Christmas cakes, baked to order', label: 'Sponsored' }),
    );
    // Emeka's banner is for business owners; Adaeze owns one.
    const banner = await client.json<Slot>('GET', `/api/v1/ads/slot?placement=banner&count=1&${at}`);
    expect(banner.body.items).toEqual([
      expect.objectContaining({ type: 'ad', title: 'Keep your shop running when the light goes', label: 'Sponsored' }),
    ]);

    const funmi = server.client();
    expect((await funmi.post('/api/auth/sign-in/email', { ...DEMO_SIGN_IN, email: 'funmi_adeyemi@demo.localhub.ng' })).status).toBe(200);
    type Ad = { adId: number; status: string; impressions: number; clicks: number; spentKobo: number; budgetKobo: number };
    const [ad] = (await funmi.json<{ items: Ad[] }>('GET', '/api/v1/ads')).body.items;
    expect(ad).toMatchObject({ status: 'running', budgetKobo: 1_500_000 });
    const detail = await funmi.json<{ daily: Array<{ impressions: number; clicks: number; spentKobo: number }> }>(
      'GET',
      `/api/v1/ads/${ad.adId}`,
    );
    const sum = (key: 'impressions' | 'clicks' | 'spentKobo') => detail.body.daily.reduce((total, day) => total + day[key], 0);
    expect(detail.body.daily.length).toBeGreaterThanOrEqual(2);
    // The totals are the days' sums, plus what the slot answers above just counted (nothing: impressions are reported).
    expect({ impressions: ad.impressions, clicks: ad.clicks, spentKobo: ad.spentKobo }).toEqual({
      impressions: sum('impressions'),
      clicks: sum('clicks'),
      spentKobo: sum('spentKobo'),
    });
    expect(ad.spentKobo).toBeGreaterThan(0);
    // The ad's payment is in Funmi's billing history.
    const history = await funmi.json<{ items: Array<{ purpose: string; amount: number; status: string }> }>('GET', '/api/v1/payments');
    expect(history.body.items).toContainEqual(expect.objectContaining({ purpose: 'advertisement', amount: 1_500_000, status: 'success' }));
  });
});
