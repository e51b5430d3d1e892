import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

const REDIS_URL = 'redis://127.0.0.1:6379';
// A prefix of its own, so parallel runs sharing the machine's Redis never count each other's attempts.
const prefix = `localhub-test-${randomBytes(6).toString('hex')}:`;
const servers: TestServer[] = [];
const redis = new Redis(REDIS_URL);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('sign-in limit with REDIS_URL', () => {
  it('counts attempts across server processes, so a second process does not reset the limit', async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, SIGN_IN_LIMIT_PER_ACCOUNT: '3', SIGN_IN_LIMIT_PER_IP: '100' };
    servers.push(await startTestServer(env), await startTestServer(env));
    const [first, second] = servers as [TestServer, TestServer];
    const attempt = (server: TestServer) =>
      server.client().json('POST', '/api/auth/sign-in/email', { email: 'nobody@example.ng', password: 'Wrong-password-1' });

    const statuses = [];
    for (const server of [first, second, first, second]) statuses.push((await attempt(server)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);

    const limited = await attempt(first);
    expect(limited.status).toBe(429);
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // The window's expiry was set once, by the first attempt.
    const ttl = await redis.pttl(`${prefix}sign-in:account:name:nobody@example.ng`);
    expect(ttl).toBeGreaterThan(0);
  });
});
