import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serversOnOneRedis } from '../support/servers-on-one-redis';
import type { TestServer } from '../support/test-server';

const shared = serversOnOneRedis();

describe('phone-code limits with REDIS_URL', () => {
  it('counts the codes sent to a number and the codes typed for it across server processes', async () => {
    const [first, second] = await shared.start();
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
