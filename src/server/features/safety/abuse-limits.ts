import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { Env } from '../../env';
import { tooManyRequests } from '../../http/errors';
import { describeWait, type RateLimiter } from '../../http/rate-limiter';
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
  /** "start 20 new conversations…": the verb and what is counted, for the message. */
  verb: string;
  what: string;
}

const LIMITS: Record<LimitedAction, ActionLimit> = {
  conversations: {
    setting: 'LIMIT_NEW_CONVERSATIONS_PER_DAY',
    windowMs: DAY_MS,
    verb: 'start',
    what: 'new conversations with people you are not connected to',
  },
  connections: { setting: 'LIMIT_CONNECTION_REQUESTS_PER_DAY', windowMs: DAY_MS, verb: 'send', what: 'connection requests' },
  reviews: { setting: 'LIMIT_REVIEWS_PER_DAY', windowMs: DAY_MS, verb: 'write', what: 'reviews' },
  reports: { setting: 'LIMIT_REPORTS_PER_DAY', windowMs: DAY_MS, verb: 'send', what: 'reports' },
  comments: { setting: 'LIMIT_COMMENTS_PER_HOUR', windowMs: HOUR_MS, verb: 'post', what: 'comments' },
};

/** "45 seconds", "12 minutes", "5 hours": a day's window is read in hours. */
export function describeLongWait(seconds: number): string {
  if (seconds < 90 * 60) return describeWait(seconds);
  const hours = Math.ceil(seconds / 3600);
  return `${hours} hours`;
}

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
      const { setting, windowMs, verb, what } = LIMITS[action];
      const full = deps.env[setting];
      if (full === 0) return;
      const young = await age.isNew(userId);
      const limit = young ? Math.max(1, Math.floor(full / 2)) : full;
      const wait = await deps.limiter.hit([{ key: `abuse:${action}:member:${userId}`, limit, windowMs }]);
      if (wait === null) return;
      const period = windowMs === HOUR_MS ? 'an hour' : 'a day';
      const newly = young ? ' while your account is new' : '';
      throw tooManyRequests(wait, `You can ${verb} ${limit} ${what} ${period}${newly}. Please try again in ${describeLongWait(wait)}.`);
    },
  };
}
export type AbuseLimits = ReturnType<typeof abuseLimits>;
