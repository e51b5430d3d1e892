import { describe, expect, it } from 'vitest';
import { fromPaystackTransaction, signatureMatches, signPayload } from './paystack-transaction';

describe('Paystack transactions and signatures', () => {
  it('reads a Verify Transaction / charge.success data object', () => {
    const tx = fromPaystackTransaction({
      status: 'success',
      reference: 'LH-ABC-123456',
      amount: 250000,
      currency: 'NGN',
      paid_at: '2026-01-02T10:00:00.000Z',
      channel: 'card',
      metadata: '{"userId":"u1"}',
      customer: { email: 'ada@example.ng' },
      authorization: { authorization_code: 'AUTH_x', reusable: true, brand: 'visa', last4: '4081', signature: 'SIG_y' },
    });
    expect(tx).toMatchObject({
      status: 'success',
      amountKobo: 250000,
      currency: 'NGN',
      metadata: { userId: 'u1' },
      customerEmail: 'ada@example.ng',
      authorization: { code: 'AUTH_x', reusable: true, signature: 'SIG_y', detail: 'Visa •••• 4081' },
    });
    expect(fromPaystackTransaction({ status: 'abandoned', channel: 'ussd' }).status).toBe('pending');
    expect(fromPaystackTransaction({ status: 'failed', channel: 'bank_transfer' }).authorization?.detail).toBe('Bank transfer');
    expect(fromPaystackTransaction({ status: 'success', amount: '250000x' }).amountKobo).toBeNaN();
  });

  it('checks HMAC-SHA512 signatures of the raw body', () => {
    const body = Buffer.from('{"event":"charge.success"}');
    const signature = signPayload('sk_test_1', body);
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(signatureMatches('sk_test_1', body, signature)).toBe(true);
    expect(signatureMatches('sk_test_2', body, signature)).toBe(false);
    expect(signatureMatches('sk_test_1', Buffer.from('{"event":"charge.success" }'), signature)).toBe(false);
    expect(signatureMatches('sk_test_1', body, undefined)).toBe(false);
    expect(signatureMatches('sk_test_1', body, 'zz')).toBe(false);
  });
});
