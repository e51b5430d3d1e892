/** One counter of a rate limit: a key, how many hits it allows, and its fixed window. */
export interface RateRule {
  key: string;
  limit: number;
  windowMs: number;
}

/** Fixed-window counters shared by the sign-in, account-email and upload limits. */
export interface RateLimiter {
  /** Counts one hit on every rule; returns the whole seconds to wait (at least 1) when any is spent, else null. */
  hit(rules: RateRule[]): Promise<number | null>;
  /** Gives one hit back (a successful sign-in does not count toward its account's limit). */
  refund(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A wait as message values, read as a person says it: "30 seconds", "a minute", "15 minutes" and, with `hours`, a wait
 * of 90 minutes or more in hours ("5 hours"). Messages say it with
 * `{unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {a minute}
 * other {# minutes}}} other {{count, plural, one {# hour} other {# hours}}}}`.
 */
export function waitValues(seconds: number, options: { hours?: boolean } = {}): { unit: 'second' | 'minute' | 'hour'; count: number } {
  if (seconds < 60) return { unit: 'second', count: seconds };
  if (options.hours && seconds >= 90 * 60) return { unit: 'hour', count: Math.ceil(seconds / 3600) };
  return { unit: 'minute', count: Math.ceil(seconds / 60) };
}

export const waitSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/** One process: counters in memory (the default without REDIS_URL). A window that has run out starts afresh. */
export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(time: number): void {
    if (windows.size < 10_000) return;
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }

  return {
    async hit(rules) {
      const time = now();
      sweep(time);
      let wait: number | null = null;
      for (const { key, limit, windowMs } of rules) {
        let window = windows.get(key);
        if (!window || window.resetAt <= time) {
          window = { count: 0, resetAt: time + windowMs };
          windows.set(key, window);
        }
        window.count += 1;
        if (window.count > limit) wait = Math.max(wait ?? 0, waitSeconds(window.resetAt - time));
      }
      return wait;
    },
    async refund(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async close() {
      windows.clear();
    },
  };
}
