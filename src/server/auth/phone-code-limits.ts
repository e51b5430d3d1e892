import type { Env } from '../env';
import { msg, type Translatable } from '../../shared/i18n/msg';
import { waitValues, type RateLimiter, type RateRule } from '../http/rate-limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A daily cap as windows that grow (a minute, a quarter of an hour, an hour, a day), so each code asked for soon after
 * another waits longer than the one before, and a day never exceeds the cap. 0 turns it off.
 */
function growingWindows(key: string, perDay: number): RateRule[] {
  if (perDay <= 0) return [];
  return [
    { key: `${key}:minute`, limit: Math.ceil(perDay / 10), windowMs: MINUTE },
    { key: `${key}:quarter`, limit: Math.ceil(perDay / 4), windowMs: 15 * MINUTE },
    { key: `${key}:hour`, limit: Math.ceil(perDay / 2), windowMs: HOUR },
    { key: `${key}:day`, limit: perDay, windowMs: 24 * HOUR },
  ];
}

/** Codes typed for one number before it cools down, and from one address. */
const ATTEMPTS_PER_NUMBER = [
  { limit: 5, windowMs: 15 * MINUTE },
  { limit: 15, windowMs: 24 * HOUR },
];

/** The numbers' block a pumping attack walks through: the number less its last four digits. */
export const phonePrefix = (phone: string) => phone.slice(0, -4);

const wait = (seconds: number): Translatable =>
  msg(
    'Too many codes for this number. Please wait {unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {a minute} other {# minutes}}} other {{count, plural, one {# hour} other {# hours}}}} and try again.',
    waitValues(seconds, { hours: true }),
  );

/**
 * Limits on sign-in codes, counted by the shared limiter (Redis with REDIS_URL): codes sent per number, per prefix and
 * per IP, on growing windows; codes typed per number and per IP, so a number guessed at cools down.
 */
export function phoneCodeLimits(limiter: RateLimiter, env: Env) {
  const attemptRules = (phone: string, ip: string): RateRule[] => [
    ...ATTEMPTS_PER_NUMBER.map(({ limit, windowMs }) => ({ key: `phone-attempt:number:${phone}:${windowMs}`, limit, windowMs })),
    ...(env.PHONE_CODES_PER_IP_PER_DAY > 0
      ? [{ key: `phone-attempt:ip:${ip}`, limit: env.PHONE_CODES_PER_IP_PER_DAY, windowMs: HOUR }]
      : []),
  ];
  async function limited(rules: RateRule[]): Promise<{ wait: number; message: Translatable } | null> {
    const seconds = rules.length > 0 ? await limiter.hit(rules) : null;
    return seconds === null ? null : { wait: seconds, message: wait(seconds) };
  }
  return {
    /** Counts a code about to be sent: the number alone when `ip` is absent (a new code sent for an expired one). */
    send: (phone: string, ip?: string) =>
      limited([
        ...growingWindows(`phone-send:number:${phone}`, env.PHONE_CODES_PER_NUMBER_PER_DAY),
        ...growingWindows(`phone-send:prefix:${phonePrefix(phone)}`, env.PHONE_CODES_PER_PREFIX_PER_DAY),
        ...(ip ? growingWindows(`phone-send:ip:${ip}`, env.PHONE_CODES_PER_IP_PER_DAY) : []),
      ]),
    /** Counts a code typed; a right one is given back (`succeeded`). */
    attempt: (phone: string, ip: string) => limited(attemptRules(phone, ip)),
    async succeeded(phone: string, ip: string): Promise<void> {
      for (const rule of attemptRules(phone, ip)) await limiter.refund(rule.key);
    },
  };
}
export type PhoneCodeLimits = ReturnType<typeof phoneCodeLimits>;
