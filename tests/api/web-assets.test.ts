import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST } from '../../src/server/web/web-routes';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { serveWeb: true });
});
afterAll(() => server?.close());

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

  it('keeps the policy headers on the page itself', async () => {
    const response = await fetch(`${server.url}/app`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
