import { createHmac, randomInt } from 'node:crypto';
import type { Language } from '../../shared/i18n/languages';
import { msg } from '../../shared/i18n/msg';
import { lagosDay, lagosMoment } from '../../shared/schemas/content';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { PhoneChannel } from '../db/schema';
import type { Env } from '../env';
import { translate } from '../i18n/translate';
import type { Mailer } from '../mail/mailer';
import { mailLanguage } from '../mail/mail-language';
import { smsBudgetEmail } from '../mail/templates';
import type { MessagingProvider } from '../messaging/messaging-provider';
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
 * checks it itself and spends it once. SMS go until the day's budget is spent, then WhatsApp, and staff are told once.
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
    options.log.warn({ day, budgetNaira: env.SMS_DAILY_BUDGET_NAIRA }, 'SMS budget spent: codes go by WhatsApp until midnight in Lagos');
    for (const member of await repo.staff()) {
      await options.mailer.send(
        smsBudgetEmail(member.email, env.SMS_DAILY_BUDGET_NAIRA, `${env.PUBLIC_URL}/admin`, await mailLanguage(options.db, member.id)),
      );
    }
  }

  /** SMS while today's spend leaves room for one more, else WhatsApp; WhatsApp whenever the member asks for it. */
  async function channelFor(prefer: PhoneChannel | undefined, now: Date): Promise<PhoneChannel> {
    if (prefer === 'whatsapp') return 'whatsapp';
    const day = lagosDay(now);
    const spent = await repo.smsSpentSince(lagosMoment(day));
    if (spent + env.SMS_PRICE_KOBO <= env.SMS_DAILY_BUDGET_NAIRA * 100) return 'sms';
    await alertStaff(day);
    return 'whatsapp';
  }

  /** Sends through the provider and counts what it cost toward the day's budget. */
  async function sendBy(phone: string, text: string, channel: PhoneChannel, now: Date): Promise<void> {
    const { providerMessageId } = await provider.send({ to: phone, text, channel });
    await repo.recordMessage({ phone, channel, costKobo: channel === 'sms' ? env.SMS_PRICE_KOBO : 0, providerMessageId, sentAt: now });
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
     * Keeps the code's hash and sends it; throws MessagingUnavailable when the provider failed, and then nothing of it
     * is kept. Resolves with the channel it went by.
     */
    async deliver(
      phone: string,
      code: string,
      send: { prefer?: PhoneChannel; language: Language; purpose?: CodePurpose },
    ): Promise<PhoneChannel> {
      const now = clock.now();
      const channel = await channelFor(send.prefer, now);
      const codeId = await repo.store({
        phone,
        codeHash: hash(phone, code, send.purpose ?? 'sign-in'),
        channel,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_SECONDS * 1000),
      });
      const text = translate(
        send.language,
        msg('{code} is your LocalHub code. It expires in 10 minutes. Never share it with anyone.', { code }),
      );
      try {
        await sendBy(phone, text, channel, now);
      } catch (error) {
        await repo.forget(codeId);
        throw error;
      }
      return channel;
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
  };
}
export type PhoneCodes = ReturnType<typeof phoneCodes>;
