import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { createPaymentProvider } from './create-payment-provider';

const env = {
  PAYMENTS: 'on',
  PAYSTACK_SECRET_KEY: undefined,
  PAYSTACK_BASE_URL: 'https://api.paystack.co',
  PUBLIC_URL: 'http://localhost:3000',
} as const;
// No query runs while a provider is chosen.
const db = {} as Db;

describe('choosing the payment provider', () => {
  it('uses the test checkout only outside production', () => {
    expect(createPaymentProvider({ db, env: { ...env, NODE_ENV: 'development' } }).testCheckout?.kind).toBe('test');
    expect(() => createPaymentProvider({ db, env: { ...env, NODE_ENV: 'production' } })).toThrow(
      'The test checkout is never used in production',
    );
  });

  it('uses Paystack with a key, and nothing with PAYMENTS=off, key or not', () => {
    const production = { ...env, NODE_ENV: 'production' } as const;
    const paystack = createPaymentProvider({ db, env: { ...production, PAYSTACK_SECRET_KEY: 'sk_live_x' } });
    expect([paystack.provider.kind, paystack.testCheckout]).toEqual(['paystack', null]);
    for (const key of [undefined, 'sk_live_x']) {
      const off = createPaymentProvider({ db, env: { ...production, PAYMENTS: 'off', PAYSTACK_SECRET_KEY: key } });
      expect([off.provider.kind, off.testCheckout]).toEqual(['off', null]);
    }
  });
});
