import type { RateLimiter, RateRule } from '../http/rate-limiter';

/**
 * Sign-in limits (docs/decisions/0002-accounts.md): per address; per account from one address, so a stranger
 * who spends an account's attempts locks out only themselves; and per account from every address, a higher cap on
 * a short window against guessing spread over many addresses. Successful sign-ins give their account hits back.
 */
export interface SignInLimits {
  perIp: number;
  perAccount: number;
  windowMs: number;
  perAccountAllAddresses: number;
  accountWindowMs: number;
}

const accountKey = (account: string) => account.trim().toLowerCase();

export function signInRules(limits: SignInLimits, ip: string, account: string | undefined): RateRule[] {
  const rules: RateRule[] = [{ key: `sign-in:ip:${ip}`, limit: limits.perIp, windowMs: limits.windowMs }];
  if (account) {
    const name = accountKey(account);
    rules.push(
      { key: `sign-in:account-ip:${name}|${ip}`, limit: limits.perAccount, windowMs: limits.windowMs },
      { key: `sign-in:account:${name}`, limit: limits.perAccountAllAddresses, windowMs: limits.accountWindowMs },
    );
  }
  return rules;
}

/** After a successful sign-in: its attempt does not count toward the account's limits. */
export async function refundSignIn(limiter: RateLimiter, ip: string, account: string): Promise<void> {
  const name = accountKey(account);
  await limiter.refund(`sign-in:account-ip:${name}|${ip}`);
  await limiter.refund(`sign-in:account:${name}`);
}
