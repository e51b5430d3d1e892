import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/postgres-server';
import { startTestServer, type TestServer } from '../support/test-server';

let provider: OAuth2Server;
let server: TestServer;
let nextUser = { sub: '', email: '', name: '' };

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(await freePort(), '127.0.0.1');
  // The stand-in provider signs whatever person the test says is signing in.
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { sub: nextUser.sub, email: nextUser.email, email_verified: true, name: nextUser.name });
  });
  server = await startTestServer({
    GOOGLE_CLIENT_ID: 'localhub-test-client',
    GOOGLE_CLIENT_SECRET: 'localhub-test-secret',
    GOOGLE_DISCOVERY_URL: `${provider.issuer.url}/.well-known/openid-configuration`,
  });
});

afterAll(async () => {
  await server?.close();
  await provider?.stop();
});

async function signInWithGoogle(person: typeof nextUser) {
  nextUser = person;
  const client = server.client();
  const start = await client.json('POST', '/api/auth/sign-in/social', { provider: 'google', callbackURL: '/app' });
  expect(start.status).toBe(200);
  const authorizeUrl = new URL(start.body.url);
  expect(authorizeUrl.origin).toBe(provider.issuer.url);
  expect(authorizeUrl.searchParams.get('client_id')).toBe('localhub-test-client');

  const consent = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get('location')!);
  expect(callback.origin).toBe(server.url);

  const landing = await client.get(callback.pathname + callback.search);
  expect(landing.status).toBe(302);
  expect(landing.headers.get('location')).toBe('/app');
  return client;
}

describe('OpenID Connect sign-in', () => {
  it('lists only the providers that have keys', async () => {
    const { body } = await server.client().json('GET', '/api/v1/auth-providers');
    expect(body).toEqual({ providers: ['google'], phone: true });
  });

  it('creates a member on first sign-in and signs the same member in the next time', async () => {
    const person = { sub: 'google-oid-1001', email: 'kemi.ojo@example.ng', name: 'Kemi Ojo' };
    const first = await signInWithGoogle(person);
    const me = await first.json('GET', '/api/v1/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'kemi.ojo@example.ng', fullName: 'Kemi Ojo', emailVerified: true });
    expect(me.body.username).toMatch(/^[A-Za-z0-9_]{3,30}$/);

    const second = await signInWithGoogle(person);
    expect((await second.json('GET', '/api/v1/me')).body.userId).toBe(me.body.userId);
    const accounts = await server.db.selectFrom('users').select('user_id').where('email', '=', 'kemi.ojo@example.ng').execute();
    expect(accounts).toHaveLength(1);
  });

  it('hides every provider when none has keys', async () => {
    const plain = await startTestServer();
    try {
      expect((await plain.client().json('GET', '/api/v1/auth-providers')).body).toEqual({ providers: [], phone: true });
      const refused = await plain.client().json('POST', '/api/auth/sign-in/social', { provider: 'google', callbackURL: '/app' });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
    } finally {
      await plain.close();
    }
  });
});
