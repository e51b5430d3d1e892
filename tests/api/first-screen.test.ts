import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_STATE_ID } from '../../src/shared/first-screen';
import { businessBody } from '../support/builders/listing-bodies';
import { insertConversation } from '../support/builders/conversations';
import { signedInMember, type TestMember } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let owner: TestMember;
let businessId: number;
/** A name a careless page would turn into running script. */
const TRICKY_NAME = 'Mama Put </script><script>window.hacked=1</script> & Sons';

beforeAll(async () => {
  server = await startTestServer({}, { serveWeb: true });
  owner = await signedInMember(server);
  const made = await owner.client.json(
    'POST',
    '/api/v1/businesses',
    businessBody({ name: TRICKY_NAME, description: 'Jollof, fried rice and pepper soup every afternoon in Surulere.' }),
  );
  expect(made.status).toBe(201);
  businessId = made.body.businessId;
});
afterAll(() => server?.close());

/** The page's root element and the state after it. */
function parts(html: string) {
  const start = html.indexOf('<div id="root">');
  const end = html.includes(`id="${FIRST_SCREEN_STATE_ID}"`) ? html.indexOf('<script type="application/json"') : html.indexOf('</body>');
  const root = html.slice(start, end);
  const stateJson = html.match(new RegExp(`<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">([^<]*)</script>`))?.[1];
  return {
    root,
    state: stateJson
      ? (JSON.parse(stateJson) as {
          language: string;
          dataSaver: boolean;
          place: unknown;
          queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
        })
      : null,
  };
}

describe('pages whose first screen the server draws', () => {
  it('draws a public business page for a visitor, with the data the app needs to take it over', async () => {
    const response = await fetch(`${server.url}/business/${businessId}`);
    expect(response.status).toBe(200);
    // Nothing personal in it, but drawn in this device's language and place: only the browser keeps it.
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toMatch(/Cookie.*Accept-Language.*Save-Data/);
    const html = await response.text();
    const { root, state } = parts(html);
    expect(root).toContain('Jollof, fried rice and pepper soup every afternoon in Surulere.');
    expect(root).toContain('Mama Put &lt;/script&gt;&lt;script&gt;window.hacked=1&lt;/script&gt; &amp; Sons');
    expect(state).not.toBeNull();
    const listing = state!.queries.queries.find((query) => JSON.stringify(query.state.data).includes('Surulere'));
    expect(listing).toBeDefined();
    // The name reaches the state as data: no "</script>" in the page but the page's own.
    expect(html.match(/<\/script>/g)!.length).toBe(html.match(/<script/g)!.length);
    expect(html).not.toContain('<script>window.hacked');
    expect(state!.language).toBe('en');
    expect(state!.dataSaver).toBe(false);
  });

  it("draws in the reader's language (their choice on the device, else the browser's) and follows Save-Data", async () => {
    const chosen = parts(await (await fetch(`${server.url}/business/${businessId}`, { headers: { cookie: 'language=yo' } })).text());
    expect(chosen.state!.language).toBe('yo');
    const browser = await fetch(`${server.url}/business/${businessId}`, { headers: { 'accept-language': 'ha-NG,ha;q=0.9' } });
    const html = await browser.text();
    expect(html).toContain('<html lang="ha"');
    expect(parts(html).state!.language).toBe('ha');
    const saving = parts(await (await fetch(`${server.url}/business/${businessId}`, { headers: { 'save-data': 'on' } })).text());
    expect(saving.state!.dataSaver).toBe(true);
    const settingWins = await fetch(`${server.url}/business/${businessId}`, { headers: { 'save-data': 'on', cookie: 'dataSaver=off' } });
    expect(parts(await settingWins.text()).state!.dataSaver).toBe(false);
  });

  it("draws a member's messages with their own conversations only, and sends a visitor to sign in", async () => {
    const customer = await signedInMember(server);
    const stranger = await signedInMember(server);
    await insertConversation(server.db, [customer.userId, owner.userId], ['Do you deliver to Yaba on Sundays?', 'Yes, from noon.']);
    await insertConversation(server.db, [stranger.userId, owner.userId], ['Private: my order number is 4471.']);

    const mine = await customer.client.get('/app/messages');
    expect(mine.status).toBe(200);
    // A member's own messages: kept by no cache, as the API's answers.
    expect(mine.headers.get('cache-control')).toBe('no-store');
    const html = await mine.text();
    expect(parts(html).root).toContain('Yes, from noon.');
    // The stranger's message, by its words: its number alone can turn up in a timestamp of the drawn page's state.
    expect(html).not.toContain('my order number is');

    // A visitor is sent to sign in by the server itself, not handed an empty page that redirects once its script runs.
    const visitor = await fetch(`${server.url}/app/messages`, { redirect: 'manual' });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe('/auth');
    expect(visitor.headers.get('cache-control')).toBe('private, no-cache');
    expect(await visitor.text()).not.toContain('4471');
    // A member's link to a listing takes a visitor to its public page.
    const shared = await fetch(`${server.url}/app/business/${businessId}`, { redirect: 'manual' });
    expect(shared.status).toBe(302);
    expect(shared.headers.get('location')).toBe(`/business/${businessId}`);
  });

  it("draws a member's feed and search at the city their device chose, with the band and permission it last saw", async () => {
    const reader = await signedInMember(server);
    const cities = (await (await reader.client.get('/api/v1/lookups/cities')).json()) as {
      items: { id: number; name: string; latitude: number; longitude: number }[];
    };
    const kano = cities.items.find((city) => city.name === 'Kano')!;
    // The app sets these cookies as the member chooses (viewer-position.ts); here they are set straight away.
    const choose = (cityId: string, band: string, geo: string) => {
      reader.client.cookies.set('discoverCity', cityId);
      reader.client.cookies.set('discoverBand', band);
      reader.client.cookies.set('geo', geo);
    };
    choose(String(kano.id), 'regional', 'denied');
    const feed = await reader.client.get('/app');
    expect(feed.headers.get('cache-control')).toBe('no-store');
    const drawn = parts(await feed.text());
    expect(drawn.state!.place).toEqual({ cityId: kano.id, band: 'regional', geo: 'denied' });
    expect(drawn.root).toContain('Near Kano');
    // Nearby was asked for at Kano, within the regional band, by the server's drawing.
    const nearby = drawn.state!.queries.queries.filter((query) => query.queryKey[1] === 'nearby');
    expect(nearby.map((query) => query.queryKey.slice(2))).toEqual(
      expect.arrayContaining([['business', kano.latitude.toFixed(3), kano.longitude.toFixed(3), 'regional']]),
    );

    const searchPage = await reader.client.get(`/app/search?q=jollof`);
    expect(searchPage.headers.get('cache-control')).toBe('no-store');
    const search = parts(await searchPage.text());
    const searched = search.state!.queries.queries.find((query) => query.queryKey[0] === 'search');
    expect(searched?.queryKey).toEqual(['search', 'jollof', expect.any(String), kano.latitude.toFixed(2), kano.longitude.toFixed(2)]);

    // Nothing readable in the cookies: drawn as a first visit (Lagos or the profile city, permission not asked).
    choose('abc', 'far', 'maybe');
    const unreadable = parts(await (await reader.client.get('/app')).text());
    expect(unreadable.state!.place).toEqual({ cityId: null, band: null, geo: 'prompt' });
  });

  it('keeps no copy of a listing page drawn for a member; the shell may be kept, apart for each cookie', async () => {
    const member = await signedInMember(server);
    const drawn = await member.client.get(`/business/${businessId}`);
    expect(parts(await drawn.text()).state).not.toBeNull();
    expect(drawn.headers.get('cache-control')).toBe('no-store');
    expect(drawn.headers.get('vary')).toMatch(/Cookie/);
    for (const shell of [await member.client.get('/app/saves'), await fetch(`${server.url}/app/saves`)]) {
      expect(shell.headers.get('cache-control')).toBe('no-cache');
      expect(shell.headers.get('vary')).toMatch(/Cookie/);
    }
  });

  it('leaves other pages, and listings that do not exist, to the browser', async () => {
    for (const path of ['/app/saves', '/app/profession', '/auth/reset-password', `/business/${businessId + 1000}`]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(parts(html).state, path).toBeNull();
      expect(html, path).toContain('Loading LocalHub…');
    }
  });
});
