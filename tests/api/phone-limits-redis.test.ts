import { randomBytes, randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

const REDIS_URL = 'redis://127.0.0.1:6379';
// A prefix of its own, so parallel runs sharing the machine's Redis never count each other's codes.
const prefix = `localhub-test-${randomBytes(6).toString('hex')}:`;
const servers: TestServer[] = [];
const redis = new Redis(REDIS_URL);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('phone-code limits with REDIS_URL', () => {
  it('counts the codes sent to a number and the codes typed for it across server processes', async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix };
    servers.push(await startTestServer(env), await startTestServer(env));
    const [first, second] = servers as [TestServer, TestServer];
    const phoneNumber = `0803${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    const send = (server: TestServer) => server.client().json('POST', '/api/auth/phone-number/send-otp', { phoneNumber });
    const verify = (server: TestServer) =>
      server.client().json('POST', '/api/auth/phone-number/verify', { phoneNumber, code: '000000', name: 'Ada Okafor' });

    expect((await send(first)).status).toBe(200);
    const again = await send(second);
    expect(again.status).toBe(429);
    expect(Number(again.response.headers.get('retry-after'))).toBeGreaterThan(0);

    const statuses = [];
    for (const server of [first, second, first, second, first, second]) statuses.push((await verify(server)).status);
    // Wrong codes typed for the number on either process count together: the sixth waits.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
