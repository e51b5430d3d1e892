import { msg } from './i18n/msg';
import { normalizePhone } from './phone';

/** Nigeria's country calling code: numbers without one are read as Nigerian. */
export const NIGERIA_CODE = '234';

/** Why a number cannot receive a sign-in code, named for the member. */
export const PHONE_RULES = {
  invalid: msg('Enter a mobile number such as 0803 123 4567'),
  landline: msg('This is a landline number: enter a mobile number that can receive SMS'),
  premium: msg('Premium-rate and toll-free numbers (0700…, 0800…) cannot receive codes: enter a mobile number'),
  foreign: msg('Codes are sent only to numbers in the countries LocalHub serves ({codes})'),
} as const;
export type PhoneRule = keyof typeof PHONE_RULES;

export type PhoneCheck = { ok: true; phone: string } | { ok: false; rule: PhoneRule };

/**
 * A number as an account holds it (+234…, from 0803…, 0803 123 4567, +234 803…, 234803…), or the rule it breaks: not a
 * number, a Nigerian landline, premium-rate or toll-free (0700, 0800), or a country outside `countryCodes`.
 */
export function checkAccountPhone(input: string, countryCodes: readonly string[]): PhoneCheck {
  const phone = normalizePhone(input);
  if (!phone) return { ok: false, rule: 'invalid' };
  const digits = phone.slice(1);
  if (digits.startsWith(NIGERIA_CODE)) {
    const national = digits.slice(NIGERIA_CODE.length);
    if (/^[78]00/.test(national)) return { ok: false, rule: 'premium' };
    if (!/^[789][01]\d{8}$/.test(national)) return { ok: false, rule: 'landline' };
  }
  if (!countryCodes.some((code) => digits.startsWith(code))) return { ok: false, rule: 'foreign' };
  return { ok: true, phone };
}

/** A number with its last four digits hidden, as messages and logs show it (+234803123••••). */
export const maskedPhone = (phone: string) => `${phone.slice(0, -4)}••••`;
