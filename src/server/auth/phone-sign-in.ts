import type { GenericEndpointContext } from 'better-auth';
import { APIError } from 'better-auth/api';
import { phoneNumber } from 'better-auth/plugins';
import { DEFAULT_LANGUAGE, languageFromHeader, type Language } from '../../shared/i18n/languages';
import { msg } from '../../shared/i18n/msg';
import { checkAccountPhone } from '../../shared/phone-rules';
import type { CodeChannel, PhoneChannel } from '../db/schema';
import { english } from '../i18n/translate';
import { MessagingUnavailable } from '../messaging/messaging-provider';
import type { PhoneCodeLimits } from './phone-code-limits';
import { PHONE_CODE_LENGTH, PHONE_CODE_TTL_SECONDS, type CodePurpose, type PhoneCodes } from './phone-codes';

export const CODE_NOT_SENT = msg('We could not send the code. Try WhatsApp or email');
export const CODE_EXPIRED_SENT = msg('This code has expired — we sent a new one');
export const CODE_EXPIRED_ASK = msg('This code has expired. Ask for a new one.');

/** The plugin's own record of a code (it writes one before calling sendOTP): LocalHub keeps the code, hashed, itself. */
export const PHONE_VERIFICATION_PREFIX = 'phone-number-';
/** Better Auth's phone-number plugin's new-password endpoint (its code is checked by verifyOTP below). */
export const PHONE_RESET_PATH = '/phone-number/reset-password';
export const HELD_BY_LOCALHUB = 'held-by-localhub';

/**
 * The address a phone account carries until the member adds a real one: unique per number, under a reserved domain
 * (.invalid) that can receive nothing, and never verified, so no one signs in with it.
 */
export const placeholderEmail = (phone: string) => `${phone.replace(/^\+/, '')}@phone.localhub.invalid`;
export const isPlaceholderEmail = (email: string) => email.endsWith('@phone.localhub.invalid');

export interface PhoneSignIn {
  codes: PhoneCodes;
  limits: PhoneCodeLimits;
  countryCodes: readonly string[];
  log: { error(object: object, message: string): void };
}

const languageOf = (ctx: GenericEndpointContext | undefined): Language =>
  languageFromHeader(ctx?.headers?.get('accept-language') ?? ctx?.request?.headers.get('accept-language')) ?? DEFAULT_LANGUAGE;

/**
 * The channel a member asked for: the plugin's body schema drops fields it does not know, so auth.routes.ts hands the
 * body's `channel` over in this header (a client setting it itself only states the same preference).
 */
export const CHANNEL_HEADER = 'x-localhub-code-channel';

const preferred = (ctx: GenericEndpointContext | undefined): PhoneChannel | undefined =>
  ctx?.headers?.get(CHANNEL_HEADER) === 'whatsapp' ? 'whatsapp' : undefined;

/** Sends a code, or answers 502 when the provider failed and no email took its place (nothing of the code is kept then). */
export async function deliverCode(
  { codes, log }: PhoneSignIn,
  phone: string,
  code: string,
  send: { ctx: GenericEndpointContext | undefined; prefer: PhoneChannel | undefined; purpose?: CodePurpose },
): Promise<CodeChannel> {
  try {
    return await codes.deliver(phone, code, { prefer: send.prefer, language: languageOf(send.ctx), purpose: send.purpose });
  } catch (error) {
    if (!(error instanceof MessagingUnavailable)) throw error;
    log.error({ err: error }, 'sign-in code not sent');
    throw new APIError('BAD_GATEWAY', { code: 'CODE_NOT_SENT', message: english(CODE_NOT_SENT) });
  }
}

/**
 * The answer to an expired or used code: a new one goes out when the number's limits allow (by the channel of the last),
 * and the 400 says whether it did.
 */
export async function refuseStaleCode(
  phoneSignIn: PhoneSignIn,
  phone: string,
  ctx: GenericEndpointContext | undefined,
  purpose: CodePurpose,
): Promise<never> {
  if (await phoneSignIn.limits.send(phone)) throw new APIError('BAD_REQUEST', { code: 'CODE_EXPIRED', message: english(CODE_EXPIRED_ASK) });
  // WhatsApp again if the last went by it; after an email, whatever the budget allows now.
  const prefer = (await phoneSignIn.codes.latestChannel(phone)) === 'whatsapp' ? 'whatsapp' : undefined;
  await deliverCode(phoneSignIn, phone, phoneSignIn.codes.generate(), { ctx, prefer, purpose });
  throw new APIError('BAD_REQUEST', { code: 'CODE_EXPIRED', message: english(CODE_EXPIRED_SENT) });
}

/**
 * Better Auth's phone-number plugin with LocalHub's codes: the plugin's endpoints (send a code, verify it and sign in or
 * up, sign in with a password), with every code delivered, hashed, checked and spent by `PhoneCodes` (decision 0036).
 * Numbers reach it normalised by auth.routes.ts.
 */
export function phoneSignInPlugin(phoneSignIn: PhoneSignIn) {
  const { codes, countryCodes } = phoneSignIn;
  return phoneNumber({
    otpLength: PHONE_CODE_LENGTH,
    expiresIn: PHONE_CODE_TTL_SECONDS,
    requireVerification: true,
    phoneNumberValidator: (phone) => checkAccountPhone(phone, countryCodes).ok,
    sendOTP: async ({ phoneNumber: phone, code }, ctx) => {
      try {
        await deliverCode(phoneSignIn, phone, code, { ctx, prefer: preferred(ctx) });
      } catch (error) {
        // Nothing is left of a code that was not sent: the plugin's record goes with ours.
        await ctx?.context.internalAdapter.deleteVerificationByIdentifier(`${PHONE_VERIFICATION_PREFIX}otp-${phone}`);
        throw error;
      }
    },
    // A new password by a code to the number (phone accounts, and email accounts with a verified number).
    sendPasswordResetOTP: async ({ phoneNumber: phone, code }, ctx) => {
      try {
        await deliverCode(phoneSignIn, phone, code, { ctx, prefer: preferred(ctx), purpose: 'password-reset' });
      } catch (error) {
        await ctx?.context.internalAdapter.deleteVerificationByIdentifier(`${PHONE_VERIFICATION_PREFIX}reset-${phone}`);
        throw error;
      }
    },
    verifyOTP: async ({ phoneNumber: phone, code }, ctx) => {
      const purpose: CodePurpose = ctx?.path === PHONE_RESET_PATH ? 'password-reset' : 'sign-in';
      const result = await codes.check(phone, code, purpose);
      if (result !== 'stale') return result === 'ok';
      return refuseStaleCode(phoneSignIn, phone, ctx, purpose);
    },
    signUpOnVerification: { getTempEmail: placeholderEmail, getTempName: (phone) => phone },
    schema: { user: { fields: { phoneNumber: 'phone_number', phoneNumberVerified: 'phone_number_verified' } } },
  });
}
