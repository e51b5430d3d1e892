import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberData, signedInMember } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

const signUpBody = (data: ReturnType<typeof memberData>) => ({
  name: data.fullName,
  username: data.username,
  email: data.email,
  password: data.password,
});

/** A raw request with a chosen Host header (fetch cannot set one), as a phone on the LAN would send it. */
function rawPost(url: string, path: string, headers: Record<string, string>, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, url),
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

describe('the app accepts its own origin however it is reached (6a)', () => {
  let server: TestServer;
  // PUBLIC_URL names another address than the one the browser uses, as with the default http://localhost:3000.
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(() => server?.close());

  it('signs up from http://127.0.0.1:<port>', async () => {
    const { status, body } = await server.client().json('POST', '/api/auth/sign-up/email', signUpBody(memberData()));
    expect(body?.message ?? '').not.toMatch(/invalid origin/i);
    expect(status).toBe(200);
  });

  it('signs up from a LAN address (HOST=0.0.0.0, opened on a phone)', async () => {
    const lan = '192.168.1.20:3000';
    const status = await rawPost(server.url, '/api/auth/sign-up/email', { host: lan, origin: `http://${lan}` }, signUpBody(memberData()));
    expect(status).toBe(200);
  });

  it('still refuses a foreign origin', async () => {
    const response = await server
      .client()
      .request('POST', '/api/auth/sign-up/email', signUpBody(memberData()), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});

describe('in production only PUBLIC_URL and TRUSTED_ORIGINS are trusted (6a)', () => {
  const servers: TestServer[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));
  const production = (extra: Record<string, string> = {}) =>
    startTestServer({
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      PAYMENTS: 'off',
      PHONE_SIGN_IN: 'off',
      PUBLIC_URL: 'https://localhub.example',
      ...extra,
    });

  it('refuses the address the server happens to answer on', async () => {
    const server = await production();
    servers.push(server);
    const { status } = await server.client().json('POST', '/api/auth/sign-up/email', signUpBody(memberData()));
    expect(status).toBe(403);
  });

  it('accepts an origin listed in TRUSTED_ORIGINS', async () => {
    const server = await production({ TRUSTED_ORIGINS: 'https://www.localhub.example, http://127.0.0.1:1' });
    servers.push(server);
    const trusted = await server
      .client()
      .request('POST', '/api/auth/sign-up/email', signUpBody(memberData()), { origin: 'https://www.localhub.example' });
    expect(trusted.status).toBe(200);
  });
});

describe('/api/v1 refuses state-changing requests from foreign origins (7h) and is never cached (7j)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());
  const profile = { fullName: 'Ada Obi', bio: null, cityId: null };

  it('answers 403 to a foreign Origin with the member’s cookie, and accepts its own', async () => {
    const member = await signedInMember(server);
    for (const method of ['PATCH', 'POST', 'PUT', 'DELETE']) {
      const path = { PATCH: '/api/v1/me', POST: '/api/v1/me/password', PUT: '/api/v1/me/theme', DELETE: '/api/v1/me/picture' }[method]!;
      const response = await member.client.request(method, path, method === 'DELETE' ? undefined : {}, { origin: 'https://evil.example' });
      expect(response.status, method).toBe(403);
      expect((await response.json()).error.code).toBe('FORBIDDEN');
    }
    const nullOrigin = await member.client.request('PATCH', '/api/v1/me', profile, { origin: 'null' });
    expect(nullOrigin.status).toBe(403);
    expect((await member.client.request('PATCH', '/api/v1/me', profile)).status).toBe(200);
  });

  it('lets a non-browser client without Origin through, but not a cross-site browser request without one', async () => {
    const member = await signedInMember(server);
    const cookie = [...member.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const send = (headers: Record<string, string>) =>
      fetch(new URL('/api/v1/me', server.url), {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie, ...headers },
        body: JSON.stringify(profile),
      });
    expect((await send({})).status).toBe(200);
    expect((await send({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('marks private JSON answers Cache-Control: no-store', async () => {
    const member = await signedInMember(server);
    for (const path of ['/api/v1/me', '/api/v1/notifications', '/api/v1/conversations', '/api/auth/get-session']) {
      const response = await member.client.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
