import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeMember } from '../support/builders/plans';
import { signedInMember } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let businessId: string;
let professionId: string;

beforeAll(async () => {
  server = await startTestServer({}, { serveWeb: true });
  const owner = await signedInMember(server, { fullName: 'Emeka Nwosu' });
  const userId = (await owner.client.json('GET', '/api/v1/me')).body.userId as string;
  ({ business_id: businessId } = await server.db
    .insertInto('businesses')
    .values({
      auth_user_id: userId,
      name: 'Emeka & Sons <Electricals>',
      description: 'Wiring, inverters and solar in Enugu.',
      profile_picture: '/media/images/ab/abababababababababababab',
    } as never)
    .returning('business_id')
    .executeTakeFirstOrThrow());
  ({ profession_id: professionId } = await server.db
    .insertInto('professions')
    .values({ auth_user_id: userId, title: 'Electrician', description: null } as never)
    .returning('profession_id')
    .executeTakeFirstOrThrow());
});
afterAll(() => server?.close());

describe('share previews of public listing pages', () => {
  it('gives /business/{id} its own title, description and Open Graph tags, escaped', async () => {
    const response = await server.client().get(`/business/${businessId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Emeka &amp; Sons &lt;Electricals&gt; · LocalHub</title>');
    expect(html).toContain('<meta property="og:title" content="Emeka &amp; Sons &lt;Electricals&gt; · LocalHub" />');
    expect(html).toContain('<meta property="og:description" content="Wiring, inverters and solar in Enugu." />');
    expect(html).toContain(`<meta property="og:image" content="${server.url}/media/images/ab/abababababababababababab/640.webp" />`);
    expect(html).toContain(`<meta property="og:url" content="${server.url}/business/${businessId}" />`);
    expect(html).toContain('<div id="root">');
  });

  it('describes a profession by its title and owner, with a fallback description', async () => {
    const html = await (await server.client().get(`/profession/${professionId}`)).text();
    expect(html).toContain('<title>Electrician — Emeka Nwosu · LocalHub</title>');
    expect(html).toContain('<meta property="og:description" content="Emeka Nwosu, Electrician, on LocalHub" />');
    expect(html).not.toContain('og:image');
  });

  it('answers 404 for a listing that does not exist, still with the app to show "not found"', async () => {
    for (const path of ['/business/999999999', '/profession/0', '/business/99999999999999999999']) {
      const response = await server.client().get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<div id="root">');
    }
  });
});

describe('share previews of event pages', () => {
  it('gives /events/{id} the event title, when and where; an unknown event is a 404 page', async () => {
    const organiser = await signedInMember(server, { fullName: 'Ife Organiser' });
    await placeMember(server.db, organiser.userId, 'Lagos');
    const date = new Date(Date.now() + 3600_000 + 6 * 24 * 3600_000).toISOString().slice(0, 10);
    const created = await organiser.client.json('POST', '/api/v1/events', {
      title: 'Book swap',
      description: 'Bring two books, take two home.',
      date,
      time: '16:00',
      location: 'Yaba library',
    });
    expect(created.status).toBe(201);
    const response = await server.client().get(`/events/${created.body.eventId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta property="og:title" content="Book swap · LocalHub" />');
    expect(html).toMatch(/<meta property="og:description" content="[^"]*Yaba library\. Bring two books, take two home\." \/>/);
    expect((await server.client().get(`/app/events/${created.body.eventId}`)).status).toBe(200);
    expect((await server.client().get('/events/99999999')).status).toBe(404);
  });
});
