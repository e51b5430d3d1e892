import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, type TestMember } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The status of the pages the server sends (issue 37.8): a page that is there answers 200, one that is not answers 404
 * with the app's page saying so. Crawlers and share previews read the status; a soft 404 (a 200 "not found") got
 * missing pages indexed, and a 404 on a member's profile hid a page that was there.
 */
let server: TestServer;
let owner: TestMember;
let businessId: string;

beforeAll(async () => {
  server = await startTestServer({}, { serveWeb: true });
  owner = await signedInMember(server, { fullName: 'Bisi Adeyemi' });
  ({ business_id: businessId } = await server.db
    .insertInto('businesses')
    .values({ auth_user_id: owner.userId, name: 'Bisi Fabrics', description: 'Ankara and lace in Yaba.' } as never)
    .returning('business_id')
    .executeTakeFirstOrThrow());
});
afterAll(() => server?.close());

/** Each path's status for a visitor and for a signed-in member, with the app's page in every answer but a redirect. */
async function statuses(paths: string[], reader: TestMember) {
  const seen: Record<string, number[]> = {};
  for (const path of paths) {
    for (const client of [server.client(), reader.client]) {
      const response = await client.get(path);
      (seen[path] ??= []).push(response.status);
      if (response.status === 302) continue;
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await response.text(), path).toContain('<div id="root">');
    }
  }
  return seen;
}

describe('page statuses', () => {
  it('answers 404 for paths the app has no page for', async () => {
    const reader = await signedInMember(server);
    const paths = ['/nothing-here', '/app/nothing-here', '/business/abc', '/business/12/reviews', '/app/members/someone/else', '/admin/x'];
    expect(await statuses(paths, reader)).toEqual(Object.fromEntries(paths.map((path) => [path, [404, 404]])));
  });

  it('answers 404 for a business, profession, event or video that does not exist, public or in the app', async () => {
    const reader = await signedInMember(server);
    const paths = [
      '/business/999999999',
      '/app/business/999999999',
      '/app/business/999999999/analytics',
      '/profession/999999999',
      '/app/profession/999999999',
      '/events/999999999',
      '/app/events/999999999',
      '/videos/999999999',
    ];
    expect(await statuses(paths, reader)).toEqual(Object.fromEntries(paths.map((path) => [path, [404, 404]])));
  });

  it("answers 200 for a member's profile that is there, and 404 for one that is not", async () => {
    const reader = await signedInMember(server);
    const there = [`/app/members/${owner.userId}`, `/app/members/${encodeURIComponent(owner.userId)}/`];
    const missing = ['/app/members/no-such-member', `/app/members/${'x'.repeat(101)}`];
    expect(await statuses([...there, ...missing], reader)).toEqual({
      ...Object.fromEntries(there.map((path) => [path, [200, 200]])),
      ...Object.fromEntries(missing.map((path) => [path, [404, 404]])),
    });
  });

  it('answers 200 for the pages the app has, a listing that is there and its analytics', async () => {
    const reader = await signedInMember(server);
    const paths = ['/admin', `/business/${businessId}`, `/app/business/${businessId}/analytics`];
    expect(await statuses(paths, reader)).toEqual(Object.fromEntries(paths.map((path) => [path, [200, 200]])));
    // The pages the server draws send a visitor on (to sign in, or to the public page) and show a member theirs.
    const drawn = ['/app', `/app/business/${businessId}`, '/app/ads'];
    expect(await statuses(drawn, reader)).toEqual(Object.fromEntries(drawn.map((path) => [path, [302, 200]])));
    // The landing page is a visitor's: a member is sent on to the app.
    expect(await statuses(['/'], reader)).toEqual({ '/': [200, 302] });
  });

  it('answers 404 for a business staff hid, public and in the app, and 200 again once restored', async () => {
    const reader = await signedInMember(server);
    const { business_id: id } = await server.db
      .insertInto('businesses')
      .values({ auth_user_id: owner.userId, name: 'Hidden Tailors', description: null } as never)
      .returning('business_id')
      .executeTakeFirstOrThrow();
    const paths = [`/business/${id}`, `/app/business/${id}`, `/app/business/${id}/analytics`];
    const visible = { [paths[0]!]: [200, 200], [paths[1]!]: [302, 200], [paths[2]!]: [200, 200] };
    const hide = (hidden: 'staff' | null) => server.db.updateTable('businesses').set({ hidden }).where('business_id', '=', id).execute();
    await hide('staff');
    expect(await statuses(paths, reader)).toEqual(Object.fromEntries(paths.map((path) => [path, [404, 404]])));
    await hide(null);
    expect(await statuses(paths, reader)).toEqual(visible);
  });
});
