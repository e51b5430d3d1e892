import { Redis } from 'ioredis';
import { limiterKeys, type SignInLimiter, type SignInLimits } from './sign-in-limiter';

/**
 * Counters in Redis, shared by every server process: INCR, and the window's expiry set by the first attempt
 * (PEXPIRE … NX), in one MULTI per key. If Redis cannot be reached the attempt is let through (logged): an outage of
 * the limiter must not lock every member out.
 */
export function redisSignInLimiter(
  limits: SignInLimits,
  options: { url: string; keyPrefix: string; log: { warn(obj: object, msg: string): void } },
): SignInLimiter {
  const redis = new Redis(options.url, { maxRetriesPerRequest: 1, connectionName: 'localhub-sign-in-limiter' });
  let lastError = '';
  redis.on('error', (error: Error) => {
    if (error.message === lastError) return;
    lastError = error.message;
    options.log.warn({ err: error }, 'sign-in limiter Redis connection error');
  });

  return {
    async attempt(ip, account) {
      try {
        let wait: number | null = null;
        for (const [key, limit] of limiterKeys(limits, ip, account)) {
          const name = `${options.keyPrefix}sign-in:${key}`;
          const results = await redis.multi().incr(name).pexpire(name, limits.windowMs, 'NX').pttl(name).exec();
          const count = Number(results?.[0]?.[1] ?? 0);
          const ttl = Number(results?.[2]?.[1] ?? limits.windowMs);
          if (count > limit) wait = Math.max(wait ?? 0, Math.ceil(Math.max(ttl, 0) / 1000));
        }
        return wait;
      } catch (error) {
        options.log.warn({ err: error }, 'sign-in limiter unavailable; attempt allowed');
        return null;
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
