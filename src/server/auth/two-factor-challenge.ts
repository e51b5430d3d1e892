import type { GenericEndpointContext } from 'better-auth';

/** The cookie in which Better Auth's two-factor plugin keeps a sign-in that waits for its code (TWO_FACTOR_COOKIE_NAME). */
export const CHALLENGE_COOKIE = 'two_factor';

/** A sign-in that passed the password and waits for its second factor: the challenge's key and its member. */
export interface PendingSignIn {
  identifier: string;
  userId: string;
}

/** The sign-in waiting for a second factor behind the request's signed `two_factor` cookie, if any. */
export async function pendingSignIn(ctx: GenericEndpointContext): Promise<PendingSignIn | null> {
  const identifier = await ctx.getSignedCookie(ctx.context.createAuthCookie(CHALLENGE_COOKIE).name, ctx.context.secret);
  if (!identifier) return null;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return challenge ? { identifier, userId: challenge.value } : null;
}
