import type { Env } from '../../env';
import { tooManyRequests } from '../../http/errors';
import { waitValues, type RateLimiter } from '../../http/rate-limiter';
import { msg } from '../../../shared/i18n/msg';

/** Image uploads per member per window (UPLOAD_LIMIT_*): decoding is the costliest thing a member can ask for. */
export function uploadRateLimit(limiter: RateLimiter, env: Env) {
  const windowMs = env.UPLOAD_LIMIT_WINDOW_SECONDS * 1000;
  return {
    async check(userId: string): Promise<void> {
      if (env.UPLOAD_LIMIT_PER_MEMBER === 0) return;
      const wait = await limiter.hit([{ key: `upload:member:${userId}`, limit: env.UPLOAD_LIMIT_PER_MEMBER, windowMs }]);
      if (wait !== null)
        throw tooManyRequests(
          wait,
          msg(
            'Too many uploads. Please wait {unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {a minute} other {# minutes}}} other {{count, plural, one {# hour} other {# hours}}}} and try again.',
            waitValues(wait),
          ),
        );
    },
  };
}
