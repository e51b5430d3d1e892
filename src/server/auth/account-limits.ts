import type { Env } from '../env';
import { msg, type MessageValues, type Translatable } from '../../shared/i18n/msg';
import { waitValues, type RateLimiter, type RateRule } from '../http/rate-limiter';

/**
 * Actions that send an email or check or change a password: limited per email address (or member) and per IP.
 * `password-check` is every other endpoint that checks the member's current password (two-factor on and off, its URI,
 * new backup codes); `correct-email` is a new address for an account not verified yet.
 */
export type AccountAction = 'sign-up' | 'password-reset' | 'verification-email' | 'change-password' | 'password-check' | 'correct-email';

/** Actions counted on another's counters: a current password is guessed at one count, whichever endpoint checks it. */
const COUNTED_AS: Partial<Record<AccountAction, AccountAction>> = { 'password-check': 'change-password' };

/** A correction sends a new address its first link, as a sign-up does: it meets sign-up's hourly count per IP too. */
const SIGN_UP_HOUR: ReadonlySet<AccountAction> = new Set(['sign-up', 'correct-email']);

const TOO_MANY: Record<AccountAction, (values: MessageValues) => Translatable> = {
  'sign-up': (values) =>
    msg(
      'Too many sign-up attempts. Please wait {unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {a minute} other {# minutes}}} other {{count, plural, one {# hour} other {# hours}}}} and try again.',
      values,
    ),
  'password-reset': (values) =>
    msg(
      'Too many password reset requests. Please wait {unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {a minute} other {# minutes}}} other {{count, plural, one {# hour} other {# hours}}}} and try again.',
      values,
    ),
  'verification-email': (values) =>
    msg(
      'Too many verification emails requested. Please wait {unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {a minute} other {# minutes}}} other {{count, plural, one {# hour} other {# hours}}}} and try again.',
      values,
    ),
  'change-password': (values) =>
    msg(
      'Too many password changes. Please wait {unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {a minute} other {# minutes}}} other {{count, plural, one {# hour} other {# hours}}}} and try again.',
      values,
    ),
  'password-check': (values) =>
    msg(
      'Too many attempts with your password. Please wait {unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {a minute} other {# minutes}}} other {{count, plural, one {# hour} other {# hours}}}} and try again.',
      values,
    ),
  'correct-email': (values) =>
    msg(
      'Too many address corrections. Please wait {unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {a minute} other {# minutes}}} other {{count, plural, one {# hour} other {# hours}}}} and try again.',
      values,
    ),
};

export function accountLimits(limiter: RateLimiter, env: Env) {
  const windowMs = env.ACCOUNT_LIMIT_WINDOW_SECONDS * 1000;
  return {
    /**
     * Counts one on each address (or member) given and on the IP; returns the seconds to wait and a message when a
     * limit is spent, else null.
     */
    async check(
      action: AccountAction,
      addresses: string | undefined | readonly (string | undefined)[],
      ip: string,
    ): Promise<{ wait: number; message: Translatable } | null> {
      const counter = COUNTED_AS[action] ?? action;
      const keys = new Set(
        [addresses]
          .flat()
          .filter((address): address is string => Boolean(address))
          .map((address) => address.trim().toLowerCase()),
      );
      const rules: RateRule[] = [];
      if (env.ACCOUNT_LIMIT_PER_ADDRESS > 0) {
        for (const key of keys) rules.push({ key: `${counter}:address:${key}`, limit: env.ACCOUNT_LIMIT_PER_ADDRESS, windowMs });
      }
      if (env.ACCOUNT_LIMIT_PER_IP > 0) rules.push({ key: `${counter}:ip:${ip}`, limit: env.ACCOUNT_LIMIT_PER_IP, windowMs });
      // Sign-ups from one address on an hour of their own (decision 0019), whatever the shared account window is.
      if (SIGN_UP_HOUR.has(action) && env.LIMIT_SIGN_UPS_PER_IP_PER_HOUR > 0) {
        rules.push({ key: `sign-up:ip-hour:${ip}`, limit: env.LIMIT_SIGN_UPS_PER_IP_PER_HOUR, windowMs: 3_600_000 });
      }
      const wait = rules.length > 0 ? await limiter.hit(rules) : null;
      return wait === null ? null : { wait, message: TOO_MANY[action](waitValues(wait)) };
    },
  };
}
export type AccountLimits = ReturnType<typeof accountLimits>;
