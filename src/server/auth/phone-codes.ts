import { createHmac, randomInt } from 'node:crypto';
import type { Language } from '../../shared/i18n/languages';
import { msg } from '../../shared/i18n/msg';
import { lagosDay, lagosMoment } from '../../shared/schemas/content';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { CodeChannel, PhoneChannel } from '../db/schema';
import type { Env } from '../env';
import { translate } from '../i18n/translate';
import type { Mailer } from '../mail/mailer';
import { mailLanguage } from '../mail/mail-language';
import { memberLanguage } from '../mail/member-language.repository';
import { codeEmail, smsBudgetEmail } from '../mail/templates';
import { MessagingUnavailable, type MessagingProvider } from '../messaging/messaging-provider';
import { maskedEmail } from './masked-email';
import { phoneCodesRepository } from './phone-codes.repository';

export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_SECONDS = 10 * 60;
/** Wrong codes a code survives; the number's own cool-down (phone-code-limits.ts) usually stops guessing first. */
const ATTEMPTS_PER_CODE = 5;

/**
 * What a code is for: signing in or up by the number, the second factor of a sign-in that passed its password, or a new
 * password. The purpose is part of the code's HMAC, so a code sent for one never passes as another.
 */
export type CodePurpose = 'sign-in' | 'second-factor' | 'password-reset';

/** What a code typed for a number turned out to be: right, never sent, or one that was sent but expired or was used. */
export type CodeCheck = 'ok' | 'wrong' | 'stale';

/**
 * The purposes whose code may go to the account's verified email when the SMS budget is spent and WhatsApp failed. Not
 * the second factor: with the password reset by email, the inbox alone would then pass both steps.
 */
const mayGoByEmail = (purpose: CodePurpose): purpose is 'sign-in' | 'password-reset' => purpose !== 'second-factor';

export interface PhoneCodesOptions {
  db: Db;
  env: Pick<Env, 'SMS_DAILY_BUDGET_NAIRA' | 'SMS_PRICE_KOBO' | 'PUBLIC_URL'>;
  /** The server's secret: codes are stored as an HMAC under a key derived from it, so a copy of the table gives none. */
  secret: string;
  provider: MessagingProvider;
  clock: Clock;
  mailer: Mailer;
  log: { warn(object: object, message: string): void };
}

/**
 * Sign-in codes by SMS or WhatsApp (decision 0036): LocalHub generates each code, keeps only its HMAC with an expiry,
 * checks it itself and spends it once. SMS go until the day's budget is spent, then WhatsApp, and staff are told once;
 * past the budget, a sign-in or new-password code WhatsApp could not carry goes to the account's verified email.
 */
export function phoneCodes(options: PhoneCodesOptions) {
  const { env, clock, provider } = options;
  const repo = phoneCodesRepository(options.db);
  const key = createHmac('sha256', options.secret).update('localhub phone codes').digest();
  const hash = (phone: string, code: string, purpose: CodePurpose) =>
    createHmac('sha256', key)
      .update(purpose === 'sign-in' ? `${phone}:${code}` : `${purpose}:${phone}:${code}`)
      .digest('base64url');

  async function alertStaff(day: string): Promise<void> {
    if (!(await repo.claimDailyAlert(`sms-budget-alert:${day}`))) return;
    options.log.warn(
      { day, budgetNaira: env.SMS_DAILY_BUDGET_NAIRA },
      'SMS budget spent: codes go by WhatsApp (or email) until midnight in Lagos',
    );
    for (const member of await repo.staff()) {
      await options.mailer.send(
        smsBudgetEmail(member.email, env.SMS_DAILY_BUDGET_NAIRA, `${env.PUBLIC_URL}/admin`, await mailLanguage(options.db, member.id)),
      );
    }
  }

  /** Whether today's spend leaves room for one more SMS; when it does not, staff hear of it (once a day). */
  async function smsAllowed(now: Date): Promise<boolean> {
    const day = lagosDay(now);
    const spent = await repo.smsSpentSince(lagosMoment(day));
    if (spent + env.SMS_PRICE_KOBO <= env.SMS_DAILY_BUDGET_NAIRA * 100) return true;
    await alertStaff(day);
    return false;
  }

  /** SMS while the budget allows, else WhatsApp; WhatsApp whenever the member asks for it. */
  async function channelFor(prefer: PhoneChannel | undefined, now: Date): Promise<PhoneChannel> {
    if (prefer === 'whatsapp') return 'whatsapp';
    return (await smsAllowed(now)) ? 'sms' : 'whatsapp';
  }

  /**
   * Past the SMS budget, when WhatsApp could not carry the code: to the verified email of the account that proved the
   * number, in its language. False when there is none (an unknown number, no verified email): the caller answers 502.
   */
  async function emailCode(phone: string, code: string, purpose: CodePurpose, language: Language, now: Date): Promise<boolean> {
    if (!mayGoByEmail(purpose) || (await smsAllowed(now))) return false;
    const account = await repo.accountEmail(phone);
    if (!account) return false;
    await options.mailer.send(codeEmail(account.email, code, purpose, (await memberLanguage(options.db, account.id)) ?? language));
    return true;
  }

  /** Sends through the provider and counts what it cost toward the day's budget. */
  async function sendBy(phone: string, text: string, channel: PhoneChannel, now: Date): Promise<void> {
    const { providerMessageId } = await provider.send({ to: phone, text, channel });
    await repo.recordMessage({ phone, channel, costKobo: channel === 'sms' ? env.SMS_PRICE_KOBO : 0, providerMessageId, sentAt: now });
  }

  /** A code by its channel, or by email when that was WhatsApp, it failed and `email` could send it instead. */
  async function sendOrEmail(
    phone: string,
    text: string,
    channel: PhoneChannel,
    now: Date,
    email: () => Promise<boolean>,
  ): Promise<CodeChannel> {
    try {
      await sendBy(phone, text, channel, now);
      return channel;
    } catch (error) {
      if (!(channel === 'whatsapp' && error instanceof MessagingUnavailable && (await email()))) throw error;
      options.log.warn({ err: error }, 'WhatsApp failed past the SMS budget: the code went to the account’s email');
      return 'email';
    }
  }

  return {
    /**
     * Any other text to a number (owner alerts) under the same budget: SMS go by WhatsApp once the day's SMS budget is
     * spent. Throws MessagingUnavailable when the provider failed. Resolves with the channel it went by.
     */
    async sendText(phone: string, text: string, prefer: PhoneChannel): Promise<PhoneChannel> {
      const now = clock.now();
      const channel = await channelFor(prefer, now);
      await sendBy(phone, text, channel, now);
      return channel;
    },

    generate: () => String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0'),

    /**
     * Keeps the code's hash and sends it; throws MessagingUnavailable when the provider failed and no email could take
     * its place, and then nothing of it is kept. Resolves with the channel it went by.
     */
    async deliver(
      phone: string,
      code: string,
      send: { prefer?: PhoneChannel; language: Language; purpose?: CodePurpose },
    ): Promise<CodeChannel> {
      const now = clock.now();
      const purpose = send.purpose ?? 'sign-in';
      const channel = await channelFor(send.prefer, now);
      const codeId = await repo.store({
        phone,
        codeHash: hash(phone, code, purpose),
        channel,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_SECONDS * 1000),
      });
      const text = translate(
        send.language,
        msg('{code} is your LocalHub code. It expires in 10 minutes. Never share it with anyone.', { code }),
      );
      try {
        const went = await sendOrEmail(phone, text, channel, now, () => emailCode(phone, code, purpose, send.language, now));
        if (went === 'email') await repo.setChannel(codeId, 'email');
        return went;
      } catch (error) {
        await repo.forget(codeId);
        throw error;
      }
    },

    /** Spends a right code; counts a wrong one against the number's live codes. */
    async check(phone: string, code: string, purpose: CodePurpose = 'sign-in'): Promise<CodeCheck> {
      const now = clock.now();
      const match = /^\d+$/.test(code) ? await repo.matching(phone, hash(phone, code, purpose)) : undefined;
      if (!match || match.attempts >= ATTEMPTS_PER_CODE) {
        await repo.countWrongAttempt(phone, now);
        return 'wrong';
      }
      return (await repo.use(match.code_id, now, ATTEMPTS_PER_CODE)) ? 'ok' : 'stale';
    },

    latestChannel: repo.latestChannel,

    /** Where the account behind the number takes emailed codes, masked for the answer; null without one. */
    async maskedAccountEmail(phone: string): Promise<string | null> {
      const account = await repo.accountEmail(phone);
      return account ? maskedEmail(account.email) : null;
    },
  };
}
export type PhoneCodes = ReturnType<typeof phoneCodes>;
