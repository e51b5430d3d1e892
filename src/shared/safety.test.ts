import { describe, expect, it } from 'vitest';
import { asksForPayment } from './safety';

describe('asksForPayment', () => {
  it.each([
    'Please send me your account number',
    'Make a BANK TRANSFER and I will ship it',
    'Pay first then I deliver',
    'My acct no is 0123456789, GTBank',
    'Send to 0123 456 789',
    'Pay upfront via Western Union',
    'Give me the OTP you just got',
  ])('flags "%s"', (text) => expect(asksForPayment(text)).toBe(true));

  it.each([
    'Is the generator still available?',
    'Call me on 08031234567',
    'Call me on +2348031234567',
    'I can pay when I pick it up on Saturday',
    'The price is 150000 naira',
    'Top-notch service, I will come by tomorrow',
  ])('leaves "%s" alone', (text) => expect(asksForPayment(text)).toBe(false));
});
