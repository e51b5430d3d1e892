import type { Env } from '../../env';
import { tooManyRequests } from '../../http/errors';
import { describeWait, type RateLimiter } from '../../http/rate-limiter';

/** Image uploads per member per window (UPLOAD_LIMIT_*): decoding is the costliest thing a member can ask for. */
export function uploadRateLimit(limiter: RateLimiter, env: Env) {
  const windowMs = env.UPLOAD_LIMIT_WINDOW_SECONDS * 1000;
  return {
    async check(userId: string): Promise<void> {
      if (env.UPLOAD_LIMIT_PER_MEMBER === 0) return;
      const wait = await limiter.hit([{ key: `upload:member:${userId}`, limit: env.UPLOAD_LIMIT_PER_MEMBER, windowMs }]);
      if (wait !== null) throw tooManyRequests(wait, `Too many uploads. Please wait ${describeWait(wait)} and try again.`);
    },
  };
}
