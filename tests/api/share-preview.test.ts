import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeMember } from '../support/builders/plans';
import { signedInMember } from '../support/members';
import { staffMember } from '../support/staff';
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

  it('puts a name with $ patterns in as written, never the page around it', async () => {
    const owner = await signedInMember(server);
    const { business_id: id } = await server.db
      .insertInto('businesses')
      .values({ auth_user_id: owner.userId, name: "Tunde $& $` $' Tailoring", description: "Suits $1 $& $` $' to measure" } as never)
      .returning('business_id')
      .executeTakeFirstOrThrow();
    const html = await (await server.client().get(`/business/${id}`)).text();
    expect(html).toContain('<title>Tunde $&amp; $` $&#39; Tailoring · LocalHub</title>');
    expect(html).toContain('<meta name="description" content="Suits $1 $&amp; $` $&#39; to measure"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html.match(/<head>/g)).toHaveLength(1);
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
    // In the app, the page is drawn by the server for members (first-screen-loaders.test.ts): a visitor is sent to sign in.
    const inApp = await server.client().get(`/app/events/${created.body.eventId}`);
    expect([inApp.status, inApp.headers.get('location')]).toEqual([302, '/auth']);
    expect((await server.client().get('/events/99999999')).status).toBe(404);
  });
});

describe('share previews of unlisted videos', () => {
  it('opens an unlisted video’s page only with its share key: by its id alone a 404 with nothing of it', async () => {
    const owner = await signedInMember(server, { fullName: 'Kemi Owner' });
    const word = `Zq${randomBytes(4).toString('hex')}`;
    const video = await server.db
      .insertInto('videos')
      .values({
        owner_id: owner.userId,
        upload_id: `upload-${word}`,
        storage_prefix: `videos/${word}`,
        title: `Video ${word}`,
        poster_key: `videos/${word}/poster.jpg`,
        renditions: JSON.stringify([{ height: 360, width: 640, key: `videos/${word}/360.mp4`, bytes: 1000 }]),
        status: 'ready',
        privacy: 'unlisted',
      })
      .returning(['video_id', 'share_key'])
      .executeTakeFirstOrThrow();
    const page = `/videos/${video.video_id}`;
    for (const path of [page, `${page}?key=guess`, `${page}?key=${video.share_key!.slice(1)}`]) {
      const response = await server.client().get(path, { 'user-agent': 'WhatsApp/2.23.20.0' });
      const html = await response.text();
      expect({ path, status: response.status, shows: html.includes(word) || /og:|rel="canonical"/.test(html) }).toEqual({
        path,
        status: 404,
        shows: false,
      });
    }

    const keyed = `${page}?key=${video.share_key}`;
    const response = await server.client().get(keyed);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<meta property="og:title" content="Video ${word} · LocalHub" />`);
    // Shared on, the link keeps its key; the player's file links carry their access part.
    expect(html).toContain(`<meta property="og:url" content="${server.url}${keyed}" />`);
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:video" content="${server.url}/api/v1/videos/${video.video_id}/renditions/360\\?access=\\d+\\.[\\w-]{43}" />`,
      ),
    );
  });
});

/**
 * Decision 0018: what staff hide, what a suspended member owns and what was deleted is gone from every public surface,
 * the page a shared link opens and its preview included: a 404 page with nothing of it, for visitors, crawlers and
 * members alike (its owner too).
 */
describe('pages of hidden, suspended and deleted content', () => {
  let moderator: Awaited<ReturnType<typeof staffMember>>;
  beforeAll(async () => {
    moderator = await staffMember(server);
  });
  const admin = (path: string, body: Record<string, string>) =>
    moderator.client.json('POST', `/api/v1/admin/${path}`, { reason: `${path} in a test`, ...body });

  /** A member with one of everything a page shows, each with words and a picture found nowhere else. */
  async function ownerWithContent() {
    const word = `Zq${randomBytes(4).toString('hex')}`;
    // Not named with the word: a member's own name is in every page drawn for them.
    const owner = await signedInMember(server, { fullName: 'Kemi Owner' });
    // Placed, so that publishing the event is allowed (decision 0029).
    await placeMember(server.db, owner.userId, 'Lagos');
    const picture = `/media/images/cd/${word}`;
    const insert = <T extends 'businesses' | 'professions' | 'videos'>(table: T, values: Record<string, unknown>) =>
      server.db
        .insertInto(table)
        .values(values as never)
        .returningAll()
        .executeTakeFirstOrThrow() as Promise<Record<string, string>>;
    const business = await insert('businesses', {
      auth_user_id: owner.userId,
      name: `Business ${word}`,
      description: `Tailoring ${word}`,
      profile_picture: picture,
    });
    const profession = await insert('professions', {
      auth_user_id: owner.userId,
      title: `Plumber ${word}`,
      description: `Pipes ${word}`,
      profile_picture: picture,
    });
    const video = await insert('videos', {
      owner_id: owner.userId,
      upload_id: `upload-${word}`,
      storage_prefix: `videos/${word}`,
      title: `Video ${word}`,
      description: `Dance ${word}`,
      poster_key: `videos/${word}/poster.jpg`,
      renditions: JSON.stringify([{ height: 360, width: 640, key: `videos/${word}/360.mp4`, bytes: 1000 }]),
      status: 'ready',
      privacy: 'public',
    });
    const event = await owner.client.json('POST', '/api/v1/events', {
      title: `Event ${word}`,
      description: `Party ${word}`,
      date: new Date(Date.now() + 5 * 24 * 3600_000).toISOString().slice(0, 10),
      time: '18:00',
      location: 'Yaba',
    });
    expect(event.status).toBe(201);
    const items = {
      business: {
        kind: 'business',
        id: business.business_id!,
        pages: [`/business/${business.business_id}`, `/app/business/${business.business_id}`],
      },
      profession: {
        kind: 'profession',
        id: profession.profession_id!,
        pages: [`/profession/${profession.profession_id}`, `/app/profession/${profession.profession_id}`],
      },
      event: {
        kind: 'event',
        id: String(event.body.eventId),
        pages: [`/events/${event.body.eventId}`, `/app/events/${event.body.eventId}`],
      },
      video: { kind: 'video', id: video.video_id!, pages: [`/videos/${video.video_id}`] },
    };
    return { owner, word, items };
  }

  /** Every page of the items for a visitor, a crawler, another member and the owner: its status, and whether any of it shows. */
  async function pages(content: Awaited<ReturnType<typeof ownerWithContent>>, items = Object.values(content.items)) {
    const member = await signedInMember(server);
    const readers = [server.client(), member.client, content.owner.client];
    const seen: Record<string, { status: number; shows: boolean }[]> = {};
    for (const item of items) {
      for (const path of item.pages) {
        seen[path] = await Promise.all(
          readers.map(async (client) => {
            const response = await client.get(path, { 'user-agent': 'WhatsApp/2.23.20.0' });
            const html = await response.text();
            // Its words (title, description, owner), its picture, its poster, or any preview at all.
            return { status: response.status, shows: html.includes(content.word) || /og:|twitter:|rel="canonical"/.test(html) };
          }),
        );
      }
    }
    return seen;
  }
  const everywhere = (seen: Record<string, { status: number; shows: boolean }[]>) =>
    Object.fromEntries(Object.keys(seen).map((path) => [path, [...new Set(seen[path]!.map((page) => `${page.status} ${page.shows}`))]]));

  it('answers 404 with nothing of a listing, event or video staff hid, to everyone; restoring brings its page back', async () => {
    const content = await ownerWithContent();
    const before = everywhere(await pages(content));
    // The public pages show their preview; the in-app pages are the app's shell (the member's app draws them).
    for (const item of Object.values(content.items)) expect(before[item.pages[0]!]).toEqual(['200 true']);

    for (const item of Object.values(content.items)) expect((await admin('hide', { kind: item.kind, id: item.id })).status).toBe(200);
    const hidden = everywhere(await pages(content));
    for (const path of Object.keys(hidden)) expect(hidden[path], path).toEqual(['404 false']);

    for (const item of Object.values(content.items)) expect((await admin('restore', { kind: item.kind, id: item.id })).status).toBe(200);
    expect(everywhere(await pages(content))).toEqual(before);
  });

  it("answers 404 with nothing of a suspended member's listings, events and videos", async () => {
    const content = await ownerWithContent();
    expect((await admin('suspend', { userId: content.owner.userId })).status).toBe(200);
    // The owner's own session ended with the suspension: they read as a visitor.
    const suspended = everywhere(await pages(content));
    for (const path of Object.keys(suspended)) expect(suspended[path], path).toEqual(['404 false']);
  });

  it('answers 404 with nothing of a deleted listing', async () => {
    const content = await ownerWithContent();
    const { business } = content.items;
    expect((await content.owner.client.request('DELETE', `/api/v1/businesses/${business.id}`)).status).toBe(204);
    expect(everywhere(await pages(content, [business]))).toEqual(Object.fromEntries(business.pages.map((path) => [path, ['404 false']])));
  });
});
