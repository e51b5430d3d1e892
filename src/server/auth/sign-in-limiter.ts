/** Counts sign-in attempts per IP and per account in fixed windows. */
export interface SignInLimiter {
  /** Counts one attempt; returns the seconds to wait when either limit is already spent, else null. */
  attempt(ip: string, account: string | undefined): Promise<number | null>;
  close(): Promise<void>;
}

export interface SignInLimits {
  perIp: number;
  perAccount: number;
  windowMs: number;
}

/** The counter keys of one attempt with their limits. */
export function limiterKeys(limits: SignInLimits, ip: string, account: string | undefined): Array<[string, number]> {
  const keys: Array<[string, number]> = [[`ip:${ip}`, limits.perIp]];
  if (account) keys.push([`account:${account.trim().toLowerCase()}`, limits.perAccount]);
  return keys;
}

/** One process: counters in memory (the default without REDIS_URL). */
export function memorySignInLimiter(limits: SignInLimits, now: () => number = Date.now): SignInLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(time: number): void {
    if (windows.size < 10_000) return;
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }

  return {
    async attempt(ip, account) {
      const time = now();
      sweep(time);
      let wait: number | null = null;
      for (const [key, limit] of limiterKeys(limits, ip, account)) {
        const window = windows.get(key) ?? { count: 0, resetAt: time + limits.windowMs };
        window.count += 1;
        windows.set(key, window);
        if (window.count > limit) wait = Math.max(wait ?? 0, Math.ceil((window.resetAt - time) / 1000));
      }
      return wait;
    },
    async close() {
      windows.clear();
    },
  };
}

export function describeWait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}
