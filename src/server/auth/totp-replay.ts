import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GenericEndpointContext } from 'better-auth';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { msg } from '../../shared/i18n/msg';
import type { AuthRepository } from './auth-sessions.repository';
import { pendingSignIn } from './two-factor-challenge';

/** Better Auth's TOTP settings, which auth.ts keeps: 30-second steps, 6 digits, one step either side of now accepted. */
const PERIOD_MS = 30_000;
const DIGITS = 6;
const WINDOW = 1;

/** RFC 4226: the code of one counter value, the secret's text taken as its key bytes as Better Auth does. */
function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', Buffer.from(secret, 'utf8')).update(message).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** The time step whose code this is, among the steps Better Auth accepts at `now`; null for a wrong code. */
export function totpStep(secret: string, code: string, now: number): number | null {
  const given = Buffer.from(code);
  const current = Math.floor(now / PERIOD_MS);
  let matched: number | null = null;
  for (let step = current - WINDOW; step <= current + WINDOW; step += 1) {
    const expected = Buffer.from(hotp(secret, step));
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched = step;
  }
  return matched;
}

/** Who is proving a second factor: the signed-in member turning TOTP on, or the member whose sign-in waits for a code. */
async function memberProving(ctx: GenericEndpointContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  return (await pendingSignIn(ctx))?.userId ?? null;
}

/**
 * Refuses a TOTP code whose time step was already accepted for the member, or an earlier one: a code seen once (over a
 * shoulder, in a log) cannot be used again while it is valid. The step is recorded here, before Better Auth checks the
 * code the same way, so two requests racing with one code cannot both pass. A wrong code is left to Better Auth, which
 * refuses it and counts the failure.
 */
export async function refuseReplayedTotp(ctx: GenericEndpointContext, repo: AuthRepository): Promise<void> {
  const code: unknown = ctx.body?.code;
  if (typeof code !== 'string') return;
  const userId = await memberProving(ctx);
  const stored = userId ? await repo.totpSecret(userId) : null;
  if (!userId || !stored) return;
  const step = totpStep(await symmetricDecrypt({ key: ctx.context.secretConfig, data: stored }), code, Date.now());
  if (step === null || (await repo.claimTotpStep(userId, step))) return;
  throw new APIError('UNAUTHORIZED', {
    code: 'TOTP_CODE_USED',
    message: msg('This code was already used. Enter the next code from your authenticator app.'),
  });
}
