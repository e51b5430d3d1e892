import { Redis } from 'ioredis';
import { waitSeconds, type RateLimiter } from './rate-limiter';

/**
 * Counters in Redis, shared by every server process: INCR, and the window's expiry set by the first hit
 * (PEXPIRE … NX), in one MULTI per key. If Redis cannot be reached the hit is let through (logged): an outage of
 * the limiter must not lock every member out.
 */
export function redisRateLimiter(options: { url: string; keyPrefix: string; log: { warn(obj: object, msg: string): void } }): RateLimiter {
  const redis = new Redis(options.url, { maxRetriesPerRequest: 1, connectionName: 'localhub-rate-limiter' });
  let lastError = '';
  redis.on('error', (error: Error) => {
    if (error.message === lastError) return;
    lastError = error.message;
    options.log.warn({ err: error }, 'rate limiter Redis connection error');
  });
  const name = (key: string) => `${options.keyPrefix}${key}`;

  return {
    async hit(rules) {
      try {
        let wait: number | null = null;
        for (const { key, limit, windowMs } of rules) {
          const results = await redis.multi().incr(name(key)).pexpire(name(key), windowMs, 'NX').pttl(name(key)).exec();
          const count = Number(results?.[0]?.[1] ?? 0);
          const ttl = Number(results?.[2]?.[1] ?? windowMs);
          if (count > limit) wait = Math.max(wait ?? 0, waitSeconds(ttl > 0 ? ttl : windowMs));
        }
        return wait;
      } catch (error) {
        options.log.warn({ err: error }, 'rate limiter unavailable; request allowed');
        return null;
      }
    },
    async refund(key) {
      try {
        // Only while the window lives: DECR on a missing key would create one without expiry.
        await redis.eval("if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end return 0", 1, name(key));
      } catch (error) {
        options.log.warn({ err: error }, 'rate limiter unavailable; refund skipped');
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
