import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateFirstScreenDrawer, DrawFirstScreen, FirstScreen, FirstScreenRequest } from '../../src/shared/first-screen';
import { businessBody, professionBody } from '../support/builders/listing-bodies';
import { insertConversation } from '../support/builders/conversations';
import { placeMember, setPlan } from '../support/builders/plans';
import { webhooksActedOn } from '../support/payment-webhooks';
import { signedInMember, type TestMember } from '../support/members';
import { videoPagePath } from '../../src/shared/videos';
import { staffMember } from '../support/staff';
import { useTestServer } from '../support/test-server';

/**
 * The web app's server build as the server uses it (decision 0040), with the test counting its renders: each page's
 * route loaders fetch everything its first screen reads, then the page is drawn once; each request has its own
 * query client, so readers drawn at the same moment never share data.
 */
const server = useTestServer();

interface Draw {
  cookie: string | undefined;
  renders: number;
}
const draws = new AsyncLocalStorage<Draw>();
let drawer: DrawFirstScreen;
let owner: TestMember;
let readers: { member: TestMember; mark: string }[];
let businessId: number;
let professionId: number;
let eventId: number;
let videoPaths: string[];
let receiptPath: string;

const cookieOf = (member: TestMember | null) =>
  member ? [...member.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : undefined;

/** Draws a page as the server does, as this reader; with the number of renders it took. */
async function draw(member: TestMember | null, url: string) {
  const draw: Draw = { cookie: cookieOf(member), renders: 0 };
  const request: FirstScreenRequest = {
    url,
    origin: server.url,
    language: 'en',
    dataSaver: false,
    place: { cityId: null, band: null, geo: 'prompt' },
    mapSize: null,
  };
  const screen = await draws.run(draw, () => drawer(request));
  return { screen, renders: draw.renders };
}

/** The data of each query a drawn page carries to the browser, by its key. */
function drawnQueries(state: string): Map<string, unknown> {
  const json = JSON.parse(state.slice(state.indexOf('>') + 1, state.lastIndexOf('</script>'))) as {
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
  return new Map(json.queries.queries.map((query) => [JSON.stringify(query.queryKey), query.state.data]));
}

const drawn = (screen: Awaited<ReturnType<DrawFirstScreen>>): FirstScreen => {
  if (!screen || 'redirect' in screen) throw new Error(`not drawn: ${JSON.stringify(screen)}`);
  return screen;
};

beforeAll(async () => {
  const file = path.resolve(process.env.SSR_DIST_DIR ?? 'dist/ssr', 'entry-server.js');
  const module = (await import(pathToFileURL(file).href)) as { createFirstScreenDrawer: CreateFirstScreenDrawer };
  drawer = module.createFirstScreenDrawer({
    currentDraw: () => draws.getStore(),
    drew: () => void draws.getStore()!.renders++,
    async answer(apiPath) {
      const answer = await server.app.inject({ method: 'GET', url: apiPath, headers: { cookie: draws.getStore()!.cookie ?? '' } });
      return new Response(answer.statusCode === 204 ? null : answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    },
  });
  owner = await signedInMember(server, { fullName: 'Bisi Seamstress' });
  const made = await owner.client.json(
    'POST',
    '/api/v1/businesses',
    businessBody({ name: 'Bisi Stitches', description: 'Aso-ebi sewn in Yaba.' }),
  );
  expect(made.status).toBe(201);
  businessId = made.body.businessId;
  const profile = await owner.client.json('POST', '/api/v1/professions', professionBody());
  expect(profile.status).toBe(201);
  professionId = profile.body.professionId;
  await setPlan(server.db, owner.userId, 'premium');
  await placeMember(server.db, owner.userId, 'Ikeja');
  const event = await owner.client.json('POST', '/api/v1/events', {
    title: 'Fitting day',
    description: 'Bring your fabric.',
    date: new Date(Date.now() + 5 * 24 * 3600_000).toISOString().slice(0, 10),
    time: '10:00',
    location: 'Yaba market',
    maxAttendees: 10,
  });
  expect(event.status, JSON.stringify(event.body)).toBe(201);
  eventId = event.body.eventId;
  videoPaths = await Promise.all(
    (['public', 'unlisted'] as const).map(async (privacy) => {
      const row = await server.db
        .insertInto('videos')
        .values({
          owner_id: owner.userId,
          upload_id: `first-screen-${privacy}-${randomBytes(4).toString('hex')}`,
          storage_prefix: `videos/first-screen-${privacy}`,
          title: `Sewing a ${privacy} agbada`,
          status: 'ready',
          privacy,
          duration_seconds: 30,
        })
        .returning(['video_id', 'share_key'])
        .executeTakeFirstOrThrow();
      return videoPagePath(Number(row.video_id), row.share_key);
    }),
  );
  // An advertisement paid through the test checkout: Your ads lists it, and its payment has a receipt.
  const ad = await owner.client.json('POST', '/api/v1/advertisements', {
    title: 'Aso-ebi in a week',
    description: 'Sewn to measure.',
    adType: 'feed',
    budgetNaira: 5000,
    durationDays: 7,
    audience: 'all',
    link: { kind: 'url', url: 'https://bisi.example.ng/' },
  });
  expect(ad.status, JSON.stringify(ad.body)).toBe(201);
  const payment = await owner.client.json('POST', '/api/v1/payments', { advertisementId: ad.body.adId });
  expect(payment.status, JSON.stringify(payment.body)).toBe(200);
  const { reference } = payment.body;
  expect((await owner.client.request('POST', `/test-checkout/${reference}`, new URLSearchParams({ action: 'pay' }))).status).toBe(303);
  await webhooksActedOn(server.db);
  receiptPath = `/app/account/receipts/${encodeURIComponent(reference)}`;
  readers = await Promise.all(
    ['Amaka', 'Sani'].map(async (name) => {
      const member = await signedInMember(server, { fullName: `${name} Reader` });
      const mark = `hold${randomBytes(4).toString('hex')}`;
      await insertConversation(server.db, [member.userId, owner.userId], [`Please ${mark} for me`]);
      return { member, mark };
    }),
  );
  // Something on the network and notifications pages: the owner asks to connect with the first reader.
  const asked = await owner.client.json('POST', '/api/v1/connections', { userId: readers[0]!.member.userId });
  expect(asked.status).toBe(201);
});

describe('first screens drawn from route loaders', () => {
  it('draws every page once, with everything it reads first fetched by its loaders', async () => {
    const member = readers[0]!.member;
    const pages: [TestMember | null, string][] = [
      [null, `/business/${businessId}`],
      [member, `/business/${businessId}`],
      [member, `/app/business/${businessId}`],
      [owner, `/app/business/${businessId}`],
      [null, `/profession/${professionId}`],
      [member, `/app/profession/${professionId}`],
      [member, '/app'],
      [member, '/app/search?q=stitches'],
      [member, '/app/messages'],
      [member, `/app/messages?user=${owner.userId}`],
      [member, '/app/network'],
      [member, '/app/notifications'],
      [member, '/app/account'],
      ...['subscription', 'appearance', 'notifications', 'security', 'verification', 'blocked'].map((tab): [TestMember, string] => [
        member,
        `/app/account?tab=${tab}`,
      ]),
      [member, '/app/create'],
      [null, '/'],
      [member, '/app/maps'],
      [member, '/app/videos'],
      ...videoPaths.flatMap((url): [TestMember | null, string][] => [
        [null, url],
        [member, url],
      ]),
      [null, `/events/${eventId}`],
      [member, `/app/events/${eventId}`],
      [owner, `/app/events/${eventId}`],
      [owner, '/app/ads'],
      [member, '/app/ads'],
      [owner, receiptPath],
    ];
    for (const [reader, url] of pages) {
      const { screen, renders } = await draw(reader, url);
      expect(renders, url).toBe(1);
      expect(drawn(screen).unfetched, url).toEqual([]);
    }
    const thread = drawn((await draw(member, `/app/messages?user=${owner.userId}`)).screen);
    expect(thread.html).toContain(readers[0]!.mark);
    const network = drawn((await draw(member, '/app/network')).screen);
    expect(network.html).toContain('Bisi Seamstress');
    // The data is in the page itself, not only in its state.
    expect(drawn((await draw(null, videoPaths[1]!)).screen).html).toContain('Sewing a unlisted agbada');
    expect(drawn((await draw(member, '/app/videos')).screen).html).toContain('Sewing a public agbada');
    // The organiser's list of replies, drawn (not its spinner).
    expect(drawn((await draw(owner, `/app/events/${eventId}`)).screen).html).toContain('No replies yet.');
    expect(drawn((await draw(owner, '/app/ads')).screen).html).toContain('Aso-ebi in a week');
    expect(drawn((await draw(owner, receiptPath)).screen).html).toContain('Advertisement “Aso-ebi in a week”, 7 days');
    // The map's counts and list, without Leaflet (it comes in the browser after the first paint).
    const map = drawn((await draw(member, '/app/maps')).screen).html;
    expect(map).toContain('Listings in view');
    expect(map).toMatch(/data-testid="map-count-businesses">\d+</);
  });

  it('draws the moderation console for staff with its open reports, and for anyone else as still loading', async () => {
    const staff = await staffMember(server);
    const member = readers[0]!.member;
    const report = await member.client.json('POST', '/api/v1/reports', { kind: 'business', id: businessId, reason: 'spam' });
    expect(report.status).toBe(201);
    const drawnConsole = await draw(staff, '/admin');
    expect(drawnConsole.renders).toBe(1);
    const screen = drawn(drawnConsole.screen);
    expect(screen.unfetched).toEqual([]);
    expect(screen.html).toContain('Console sections');
    const queue = drawnQueries(screen.state).get(JSON.stringify(['admin', 'reports'])) as { items: unknown[] };
    expect(queue.items.length).toBeGreaterThan(0);
    // A member is answered 404 by the API: nothing of the console is drawn or carried, and nothing is left unfetched.
    const other = drawn((await draw(member, '/admin')).screen);
    expect(other.unfetched).toEqual([]);
    expect(other.html).not.toContain('Console sections');
    expect(drawnQueries(other.state).has(JSON.stringify(['admin', 'reports']))).toBe(false);
  });

  it("draws search's result cards with the member's own saved and connection states", async () => {
    // In Yaba, which the drawing looks from (Lagos: no place in the cookies); the other listings are beyond its reach.
    const tailor = await signedInMember(server, { fullName: 'Tunde Tailor' });
    const made = await tailor.client.json(
      'POST',
      '/api/v1/businesses',
      businessBody({ name: 'Yaba Stitches Hub', latitude: 6.5158, longitude: 3.3841 }),
    );
    expect(made.status).toBe(201);
    const reader = readers[1]!.member;
    expect((await reader.client.json('PUT', `/api/v1/businesses/${made.body.businessId}/save`)).status).toBe(200);
    const { screen, renders } = await draw(reader, '/app/search?q=stitches&tab=businesses');
    const { html, state, unfetched } = drawn(screen);
    expect(renders).toBe(1);
    expect(unfetched).toEqual([]);
    expect(html).toContain('Yaba Stitches Hub');
    const queries = drawnQueries(state);
    expect(queries.get(JSON.stringify(['saves', 'state', 'business', made.body.businessId]))).toBe(true);
    expect(queries.get(JSON.stringify(['network', 'status', tailor.userId]))).toMatchObject({ userId: tailor.userId, status: 'none' });
  });

  it.each(['/app/messages', '/app/network', '/app/notifications', '/app/account', '/app/create'])(
    'sends a visitor on %s to sign in after one render',
    async (url) => {
      const { screen, renders } = await draw(null, url);
      expect(screen).toEqual({ redirect: '/auth' });
      expect(renders).toBe(1);
    },
  );

  it.each([
    ['/', '/app'],
    ['/auth', '/app'],
    ['/auth?redirect=%2Fapp%2Fmessages', '/app/messages'],
    ['/auth?redirect=%2F%5Cevil.example', '/app'],
  ])('sends a member on %s to %s after one render', async (url, to) => {
    const { screen, renders } = await draw(readers[1]!.member, url);
    expect(screen).toEqual({ redirect: to });
    expect(renders).toBe(1);
  });

  it('sends a visitor on a member page to sign in after one render', async () => {
    for (const url of ['/app/messages', '/app/maps', '/app/videos', '/app/ads', receiptPath, `/app/events/${eventId}`]) {
      const { screen, renders } = await draw(null, url);
      expect(screen, url).toEqual({ redirect: '/auth' });
      expect(renders, url).toBe(1);
    }
  });

  it("keeps each request's data its own while readers are drawn at the same moment", async () => {
    const crowd = Array.from({ length: 40 }, (_, index) => readers[index % 2]!);
    const pages = await Promise.all(crowd.map(async (reader) => ({ reader, ...(await draw(reader.member, '/app/messages')) })));
    for (const { reader, screen, renders } of pages) {
      const { html, state } = drawn(screen);
      expect(renders).toBe(1);
      expect(html).toContain(reader.mark);
      const other = readers.find((someone) => someone !== reader)!;
      expect(html + state).not.toContain(other.mark);
      expect(html + state).not.toContain(other.member.userId);
    }
  });
});
