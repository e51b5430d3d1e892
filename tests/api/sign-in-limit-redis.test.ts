import { describe, expect, it } from 'vitest';
import { serversOnOneRedis } from '../support/servers-on-one-redis';
import type { TestServer } from '../support/test-server';

const shared = serversOnOneRedis();

describe('sign-in limit with REDIS_URL', () => {
  it('counts attempts across server processes, so a second process does not reset the limit', async () => {
    const [first, second] = await shared.start({ SIGN_IN_LIMIT_PER_ACCOUNT: '3', SIGN_IN_LIMIT_PER_IP: '100' });
    const attempt = (server: TestServer) =>
      server.client().json('POST', '/api/auth/sign-in/email', { email: 'nobody@example.ng', password: 'Wrong-password-1' });

    const statuses = [];
    for (const server of [first, second, first, second]) statuses.push((await attempt(server)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);

    const limited = await attempt(first);
    expect(limited.status).toBe(429);
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // The window's expiry was set once, by the first attempt.
    const ttl = await shared.redis.pttl(`${shared.prefix}sign-in:account:name:nobody@example.ng`);
    expect(ttl).toBeGreaterThan(0);
  });
});
