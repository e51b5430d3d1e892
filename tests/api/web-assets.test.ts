import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST } from '../../src/server/web/web-routes';
import { signedInMember } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { serveWeb: true });
});
afterAll(() => server?.close());

/** The built scripts: each one's code and the files it imports by name. */
function builtScripts(): Map<string, { code: string; imports: Set<string> }> {
  const assets = path.join(WEB_DIST, 'assets');
  return new Map(
    readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => {
        const code = readFileSync(path.join(assets, name), 'utf8');
        return [
          name,
          { code, imports: new Set([...code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map((match) => match[1]!)) },
        ];
      }),
  );
}

describe('the built web app over HTTP', () => {
  it('sends scripts compressed at build time, cached for a year, without the page policy headers', async () => {
    const script = readdirSync(path.join(WEB_DIST, 'assets')).find((name) => name.endsWith('.js'));
    expect(script).toBeDefined();
    const response = await fetch(`${server.url}/assets/${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    for (const header of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) {
      expect(response.headers.get(header), header).toBeNull();
    }
  });

  it("names in each script every file it needs, so a phone asks for a page's files in one round trip (decision 0028)", () => {
    const imports = new Map([...builtScripts()].map(([name, script]) => [name, script.imports]));
    const page = [...imports.keys()].find((name) => name.startsWith('feed-page-'));
    expect(page).toBeDefined();
    expect(imports.get(page!)!.size).toBeGreaterThan(10);
    const notNamed: string[] = [];
    for (const [name, direct] of imports)
      for (const dependency of direct)
        for (const deeper of imports.get(dependency) ?? [])
          if (deeper !== name && !direct.has(deeper)) notNamed.push(`${name} needs ${deeper} through ${dependency}`);
    expect(notNamed).toEqual([]);
  });

  it('loads the validation library (zod) only with pages that have forms: the feed, search, messages and a receipt go without', () => {
    const built = builtScripts();
    const scripts = [...built.keys()];
    const withZod = new Set(scripts.filter((name) => /\$ZodError|ZodType/.test(built.get(name)!.code)));
    expect(withZod.size).toBeGreaterThan(0);
    /** Every script a page's script loads before it runs, itself included. */
    const loaded = (page: string) => {
      const name = scripts.find((script) => script.startsWith(`${page}-`));
      expect(name, page).toBeDefined();
      const all = new Set<string>();
      const visit = (script: string) => {
        if (all.has(script)) return;
        all.add(script);
        built.get(script)!.imports.forEach(visit);
      };
      visit(name!);
      return [...all];
    };
    for (const page of ['feed-page', 'search-page', 'messages-page', 'receipt-page'])
      expect(
        loaded(page).filter((name) => withZod.has(name)),
        page,
      ).toEqual([]);
    expect(loaded('account-page').some((name) => withZod.has(name))).toBe(true);
  });

  it('keeps the policy headers on the page itself', async () => {
    const response = await fetch(`${server.url}/app`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it("names a signed-in page's first answers as preloads, each one the member's own, and nothing for visitors", async () => {
    const member = await signedInMember(server);
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin \/>/g)].map((m) => m[1]);

    // Saves is drawn by the browser (the feed, search, the map, listing pages, messages… come drawn: first-screen.test.ts).
    const feed = await member.client.get('/app/saves');
    expect(feed.status).toBe(200);
    const feedPreloads = preloads(await feed.text());
    expect(feedPreloads).toEqual(['/api/auth/get-session', '/api/v1/me', '/api/v1/unread-counts']);
    for (const href of feedPreloads) expect((await member.client.get(href!)).status, href).toBe(200);
    const me = (await (await member.client.get('/api/v1/me')).json()) as { username: string };
    expect(me.username).toBe(member.username);

    expect(preloads(await (await member.client.get('/app/profession')).text())).toEqual([
      '/api/auth/get-session',
      '/api/v1/me',
      '/api/v1/unread-counts',
    ]);
    // The landing page and sign-in send a signed-in member on; a visitor's pages have no answers to fetch early.
    expect(preloads(await (await member.client.get('/')).text())).toEqual([]);
    expect(preloads(await (await member.client.get('/auth')).text())).toEqual([]);
    expect(preloads(await (await fetch(`${server.url}/app/saves`)).text())).toEqual([]);
    // An unknown app page is a 404 drawn inside the app's shell (header, bottom bar, unread counts): the shell's answers.
    const missing = await member.client.get('/app/no-such-page');
    expect(missing.status).toBe(404);
    expect(preloads(await missing.text())).toEqual(['/api/auth/get-session', '/api/v1/me', '/api/v1/unread-counts']);
  });
});
