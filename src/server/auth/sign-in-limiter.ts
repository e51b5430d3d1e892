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

/** An email or username as the account lookup and the limit keys compare it. */
export const normalisedIdentifier = (identifier: string) => identifier.trim().toLowerCase();

/**
 * The key an attempt counts under: the member's id when the email or username names an account, so both ways in share
 * one count; else the identifier itself, so probing unknown names is limited too.
 */
export async function signInAccountKey(
  identifier: string,
  accountIdOf: (normalised: string) => Promise<string | undefined>,
): Promise<string> {
  const normalised = normalisedIdentifier(identifier);
  const userId = await accountIdOf(normalised);
  return userId ? `user:${userId}` : `name:${normalised}`;
}

export function signInRules(limits: SignInLimits, ip: string, accountKey: string | undefined): RateRule[] {
  const rules: RateRule[] = [{ key: `sign-in:ip:${ip}`, limit: limits.perIp, windowMs: limits.windowMs }];
  if (accountKey) {
    rules.push(
      { key: `sign-in:account-ip:${accountKey}|${ip}`, limit: limits.perAccount, windowMs: limits.windowMs },
      { key: `sign-in:account:${accountKey}`, limit: limits.perAccountAllAddresses, windowMs: limits.accountWindowMs },
    );
  }
  return rules;
}

/** After a successful sign-in: its attempt does not count toward the account's limits. */
export async function refundSignIn(limiter: RateLimiter, ip: string, accountKey: string): Promise<void> {
  await limiter.refund(`sign-in:account-ip:${accountKey}|${ip}`);
  await limiter.refund(`sign-in:account:${accountKey}`);
}
