import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { Env } from '../../env';
import { tooManyRequests } from '../../http/errors';
import { waitValues, type RateLimiter } from '../../http/rate-limiter';
import { msg, type MessageValues, type Translatable } from '../../../shared/i18n/msg';
import { accountAge } from './account-age';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The actions a member may take only so often (decision 0019). `reports` is for the reports endpoint. */
export type LimitedAction = 'conversations' | 'connections' | 'reviews' | 'reports' | 'comments';

interface ActionLimit {
  setting: keyof Pick<
    Env,
    | 'LIMIT_NEW_CONVERSATIONS_PER_DAY'
    | 'LIMIT_CONNECTION_REQUESTS_PER_DAY'
    | 'LIMIT_REVIEWS_PER_DAY'
    | 'LIMIT_REPORTS_PER_DAY'
    | 'LIMIT_COMMENTS_PER_HOUR'
  >;
  windowMs: number;
  /** "You can start 20 new conversations…": said whole for each action, so that it can be translated. */
  message: (values: MessageValues) => Translatable;
}

const LIMITS: Record<LimitedAction, ActionLimit> = {
  conversations: {
    setting: 'LIMIT_NEW_CONVERSATIONS_PER_DAY',
    windowMs: DAY_MS,
    message: (values) =>
      msg(
        'You can start {limit} new conversations with people you are not connected to a day{young, select, yes { while your account is new} other {}}. Please try again in {unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {a minute} other {# minutes}}} other {{count, plural, one {# hour} other {# hours}}}}.',
        values,
      ),
  },
  connections: {
    setting: 'LIMIT_CONNECTION_REQUESTS_PER_DAY',
    windowMs: DAY_MS,
    message: (values) =>
      msg(
        'You can send {limit} connection requests a day{young, select, yes { while your account is new} other {}}. Please try again in {unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {a minute} other {# minutes}}} other {{count, plural, one {# hour} other {# hours}}}}.',
        values,
      ),
  },
  reviews: {
    setting: 'LIMIT_REVIEWS_PER_DAY',
    windowMs: DAY_MS,
    message: (values) =>
      msg(
        'You can write {limit} reviews a day{young, select, yes { while your account is new} other {}}. Please try again in {unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {a minute} other {# minutes}}} other {{count, plural, one {# hour} other {# hours}}}}.',
        values,
      ),
  },
  reports: {
    setting: 'LIMIT_REPORTS_PER_DAY',
    windowMs: DAY_MS,
    message: (values) =>
      msg(
        'You can send {limit} reports a day{young, select, yes { while your account is new} other {}}. Please try again in {unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {a minute} other {# minutes}}} other {{count, plural, one {# hour} other {# hours}}}}.',
        values,
      ),
  },
  comments: {
    setting: 'LIMIT_COMMENTS_PER_HOUR',
    windowMs: HOUR_MS,
    message: (values) =>
      msg(
        'You can post {limit} comments an hour{young, select, yes { while your account is new} other {}}. Please try again in {unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {a minute} other {# minutes}}} other {{count, plural, one {# hour} other {# hours}}}}.',
        values,
      ),
  },
};

export interface AbuseLimitDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  env: Pick<Env, LimitedSetting | 'NEW_ACCOUNT_HOURS'>;
}
type LimitedSetting = ActionLimit['setting'];

/**
 * Per-member counters of the abuse limits, in the shared limiter (Redis across processes when REDIS_URL is set).
 * An account younger than NEW_ACCOUNT_HOURS gets half of each. `check` counts one and throws 429 (with Retry-After and
 * a message saying when to try again) beyond the limit.
 */
export function abuseLimits(deps: AbuseLimitDeps) {
  const age = accountAge({ db: deps.db, clock: deps.clock, newAccountHours: deps.env.NEW_ACCOUNT_HOURS });
  return {
    async check(action: LimitedAction, userId: string): Promise<void> {
      const { setting, windowMs, message } = LIMITS[action];
      const full = deps.env[setting];
      if (full === 0) return;
      const young = await age.isNew(userId);
      const limit = young ? Math.max(1, Math.floor(full / 2)) : full;
      const wait = await deps.limiter.hit([{ key: `abuse:${action}:member:${userId}`, limit, windowMs }]);
      if (wait === null) return;
      // A day's window is read in hours: "45 seconds", "12 minutes", "5 hours".
      throw tooManyRequests(wait, message({ limit, young: young ? 'yes' : 'no', ...waitValues(wait, { hours: true }) }));
    },
  };
}
export type AbuseLimits = ReturnType<typeof abuseLimits>;
