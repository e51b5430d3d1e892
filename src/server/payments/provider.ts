import type { Db } from '../db/database';
import type { PaymentProvider } from './payment-provider';
import { paystackProvider } from './paystack-provider';
import { testProvider, type TestProvider } from './test-provider';

/** Paystack when PAYSTACK_SECRET_KEY is set; otherwise the built-in test checkout (no money moves). */
export function createPaymentProvider(options: { db: Db; publicUrl: string; secretKey?: string; baseUrl: string }): {
  provider: PaymentProvider;
  testCheckout: TestProvider | null;
} {
  if (options.secretKey) {
    return { provider: paystackProvider({ secretKey: options.secretKey, baseUrl: options.baseUrl }), testCheckout: null };
  }
  const test = testProvider({ db: options.db, publicUrl: options.publicUrl });
  return { provider: test, testCheckout: test };
}
