/** Fixed-window counters for sign-in attempts, per IP and per account. Kept in memory for one process. */
export class SignInLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limits: { perIp: number; perAccount: number; windowMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; returns the seconds to wait when either limit is already spent, else null. */
  attempt(ip: string, account: string | undefined): number | null {
    const time = this.now();
    this.sweep(time);
    const keys: Array<[string, number]> = [[`ip:${ip}`, this.limits.perIp]];
    if (account) keys.push([`account:${account.trim().toLowerCase()}`, this.limits.perAccount]);
    let wait: number | null = null;
    for (const [key, limit] of keys) {
      const window = this.windows.get(key) ?? { count: 0, resetAt: time + this.limits.windowMs };
      window.count += 1;
      this.windows.set(key, window);
      if (window.count > limit) wait = Math.max(wait ?? 0, Math.ceil((window.resetAt - time) / 1000));
    }
    return wait;
  }

  private sweep(time: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= time) this.windows.delete(key);
  }
}

export function describeWait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}
