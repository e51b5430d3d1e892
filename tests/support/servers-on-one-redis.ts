import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

const REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * Two server processes sharing the machine's Redis under a key prefix of their own (so parallel runs never count each
 * other's attempts), closed and their keys removed after the file's tests.
 */
export function serversOnOneRedis() {
  const prefix = `localhub-test-${randomBytes(6).toString('hex')}:`;
  const servers: TestServer[] = [];
  const redis = new Redis(REDIS_URL);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });
  return {
    /** The key prefix and a client of the same Redis, to read what the servers wrote. */
    prefix,
    redis,
    async start(env: Record<string, string> = {}): Promise<[TestServer, TestServer]> {
      const settings = { REDIS_URL, REDIS_KEY_PREFIX: prefix, ...env };
      servers.push(await startTestServer(settings), await startTestServer(settings));
      return [servers[servers.length - 2]!, servers[servers.length - 1]!];
    },
  };
}
