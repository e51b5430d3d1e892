import { msg } from './i18n/msg';

/** The safety note shown on a first message from a stranger and next to a request for payment (decision 0019). */
export const SAFETY_NOTE = msg(
  'Stay safe: never pay before you have seen the goods or met the person. If someone asks for money up front, report it as a scam.',
);

/** Phrases that ask for payment details or a transfer. Lower-case; matched on word boundaries. */
const PAYMENT_PHRASES = [
  'account number',
  'acct no',
  'acc no',
  'account details',
  'bank details',
  'bank transfer',
  'transfer the money',
  'transfer to my',
  'send the money',
  'send money',
  'pay first',
  'pay before',
  'pay upfront',
  'payment upfront',
  'pay in advance',
  'deposit first',
  'make a deposit',
  'card details',
  'card number',
  'cvv',
  'otp',
  'bvn',
  'sort code',
  'iban',
  'western union',
  'gift card',
];

const PHRASE = new RegExp(`\\b(?:${PAYMENT_PHRASES.map((phrase) => phrase.replace(/ /g, '\\s+')).join('|')})\\b`, 'i');
/**
 * A Nigerian bank account number (NUBAN) is 10 digits; phone numbers there are 11 (0803…) or start with +234, so a run
 * of exactly 10 digits (spaces or dashes allowed between them) not touching other digits is read as an account number.
 */
const ACCOUNT_NUMBER = /(?<![\d+])\d(?:[\s-]?\d){9}(?![\s-]?\d)/;

/** Whether a message asks for payment details or a bank transfer (phrases above, or what looks like an account number). */
export function asksForPayment(text: string): boolean {
  return PHRASE.test(text) || ACCOUNT_NUMBER.test(text);
}
