import type { GenericEndpointContext } from 'better-auth';
import { APIError, createAuthEndpoint, getSessionFromCtx, sessionMiddleware } from 'better-auth/api';
import { expireCookie, setSessionCookie } from 'better-auth/cookies';
import * as z from 'zod';
import { msg, type Translatable } from '../../shared/i18n/msg';
import type { Db } from '../db/database';
import { english } from '../i18n/translate';
import { deliverCode, refuseStaleCode, type PhoneSignIn } from './phone-sign-in';
import { phoneSecondFactorRepository, type PhoneFactorState } from './phone-second-factor.repository';
import { CHALLENGE_COOKIE, pendingSignIn, type PendingSignIn } from './two-factor-challenge';

/** The paths a member proves the phone factor on; the session that comes out of it passed a second factor. */
export const PHONE_FACTOR_VERIFY_PATH = '/two-factor/verify-phone-code';
export const PHONE_FACTOR_SEND_PATH = '/two-factor/send-phone-code';
export const PHONE_FACTOR_ENABLE_PATH = '/two-factor/phone/enable';

/**
 * The client's address as the server judged it (behind a trusted proxy or not): auth.routes.ts sets it on every request
 * it hands to Better Auth, replacing any a client sent, so the code limits here count per address as sign-in's do.
 */
export const CLIENT_IP_HEADER = 'x-localhub-client-ip';

const NOT_AVAILABLE = msg('Codes by SMS are not turned on for this account: use your authenticator app or a backup code.');

/** What the member and the sign-in's second step see: the last four digits only, not the number. */
const shown = (state: PhoneFactorState) => ({ on: state.on, phoneEnding: state.phone?.slice(-4) ?? null });

const unauthorized = () => new APIError('UNAUTHORIZED', { code: 'INVALID_TWO_FACTOR_COOKIE', message: 'Invalid two factor cookie' });

/**
 * Phone as a second factor beside TOTP (issue 40.3, decision 0036). A member with two-factor sign-in on and a verified
 * number chooses to take codes by SMS too; a sign-in that passed its password may then ask for a code to that number and
 * finish with it. The codes are LocalHub's (`PhoneCodes`, purpose `second-factor`), under the number's limits and the
 * day's SMS budget; a lost phone leaves the authenticator app and the backup codes.
 */
export function phoneSecondFactorPlugin(phoneSignIn: PhoneSignIn, db: Db) {
  const repo = phoneSecondFactorRepository(db);
  const { codes, limits } = phoneSignIn;
  const clientIp = (ctx: GenericEndpointContext) => ctx.headers?.get(CLIENT_IP_HEADER) ?? 'unknown';

  function tooMany(limited: { wait: number; message: Translatable }): APIError {
    return new APIError(
      'TOO_MANY_REQUESTS',
      { code: 'RATE_LIMITED', message: english(limited.message), translatable: limited.message },
      { 'retry-after': String(limited.wait) },
    );
  }

  /** The sign-in waiting for its second factor, and the number its codes go to; 401 without one, 400 when it is off. */
  async function pendingWithPhone(ctx: GenericEndpointContext): Promise<PendingSignIn & { phone: string }> {
    const pending = await pendingSignIn(ctx);
    if (!pending) throw unauthorized();
    const state = await repo.state(pending.userId);
    if (!state?.on || !state.phone) throw new APIError('BAD_REQUEST', { code: 'PHONE_FACTOR_OFF', message: english(NOT_AVAILABLE) });
    return { ...pending, phone: state.phone };
  }

  /** Opens the session the password sign-in was waiting to open, as Better Auth's two-factor check does. */
  async function finishSignIn(ctx: GenericEndpointContext, pending: PendingSignIn) {
    const challengeCookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE);
    const consumed = await ctx.context.internalAdapter.consumeVerificationValue(pending.identifier);
    const user = consumed?.value === pending.userId ? await ctx.context.internalAdapter.findUserById(pending.userId) : null;
    expireCookie(ctx, challengeCookie);
    if (!user) throw unauthorized();
    const dontRememberMe = await ctx.getSignedCookie(ctx.context.authCookies.dontRememberToken.name, ctx.context.secret);
    const session = await ctx.context.internalAdapter.createSession(user.id, Boolean(dontRememberMe));
    await setSessionCookie(ctx, { session, user });
    return ctx.json({ token: session.token, user: { id: user.id } });
  }

  return {
    id: 'phone-second-factor',
    endpoints: {
      /** For the signed-in member (Account → Security) or a sign-in waiting for its second factor. */
      phoneFactorState: createAuthEndpoint('/two-factor/phone', { method: 'GET' }, async (ctx) => {
        const userId = (await getSessionFromCtx(ctx))?.user.id ?? (await pendingSignIn(ctx))?.userId;
        const state = userId ? await repo.state(userId) : undefined;
        if (!state) throw unauthorized();
        return ctx.json(shown(state));
      }),

      /** Takes codes by SMS at sign-in too; the password confirms it (auth.routes.ts counts the tries). */
      enablePhoneFactor: createAuthEndpoint(
        PHONE_FACTOR_ENABLE_PATH,
        { method: 'POST', body: z.object({ password: z.string() }), use: [sessionMiddleware] },
        async (ctx) => {
          const { user } = ctx.context.session;
          const accounts = await ctx.context.internalAdapter.findAccounts(user.id);
          const hash = accounts.find((account) => account.providerId === 'credential')?.password;
          if (!hash || !(await ctx.context.password.verify({ hash, password: ctx.body.password }))) {
            throw new APIError('BAD_REQUEST', { code: 'INVALID_PASSWORD', message: 'Invalid password' });
          }
          const state = await repo.state(user.id);
          if (!state?.twoFactorOn) {
            throw new APIError('BAD_REQUEST', {
              code: 'TOTP_REQUIRED',
              message: english(msg('Turn on two-factor sign-in with an authenticator app first: its backup codes cover a lost phone.')),
            });
          }
          if (!state.phone) {
            throw new APIError('BAD_REQUEST', {
              code: 'PHONE_NOT_VERIFIED',
              message: english(msg('Add your phone number and confirm it with a code first.')),
            });
          }
          await repo.set(user.id, true);
          return ctx.json(shown({ ...state, on: true }));
        },
      ),

      disablePhoneFactor: createAuthEndpoint('/two-factor/phone/disable', { method: 'POST', use: [sessionMiddleware] }, async (ctx) => {
        await repo.set(ctx.context.session.user.id, false);
        return ctx.json(shown({ ...(await repo.state(ctx.context.session.user.id))!, on: false }));
      }),

      sendPhoneFactorCode: createAuthEndpoint(
        PHONE_FACTOR_SEND_PATH,
        { method: 'POST', body: z.object({ channel: z.enum(['sms', 'whatsapp']).optional() }).optional() },
        async (ctx) => {
          const { phone } = await pendingWithPhone(ctx);
          const limited = await limits.send(phone, clientIp(ctx));
          if (limited) throw tooMany(limited);
          const channel = await deliverCode(phoneSignIn, phone, codes.generate(), {
            ctx,
            prefer: ctx.body?.channel,
            purpose: 'second-factor',
          });
          return ctx.json({ status: true, channel, phoneEnding: phone.slice(-4) });
        },
      ),

      verifyPhoneFactorCode: createAuthEndpoint(
        PHONE_FACTOR_VERIFY_PATH,
        { method: 'POST', body: z.object({ code: z.string() }) },
        async (ctx) => {
          const pending = await pendingWithPhone(ctx);
          const ip = clientIp(ctx);
          // Every code typed counts on the number, as sign-in codes do; a right one is given back.
          const limited = await limits.attempt(pending.phone, ip);
          if (limited) throw tooMany(limited);
          const result = await codes.check(pending.phone, ctx.body.code.trim(), 'second-factor');
          if (result === 'stale') return refuseStaleCode(phoneSignIn, pending.phone, ctx, 'second-factor');
          if (result === 'wrong') throw new APIError('BAD_REQUEST', { code: 'INVALID_OTP', message: 'Invalid OTP' });
          await limits.succeeded(pending.phone, ip);
          return finishSignIn(ctx, pending);
        },
      ),
    },
  };
}
