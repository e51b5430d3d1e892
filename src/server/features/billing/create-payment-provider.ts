import type { Db } from '../../db/database';
import type { Env } from '../../env';
import type { PaymentProvider } from './payment-provider';
import { paymentsOff } from './payments-off';
import { paystackProvider } from './paystack-provider';
import { testProvider, type TestProvider } from './test-provider';

/**
 * No provider with PAYMENTS=off; Paystack when PAYSTACK_SECRET_KEY is set; otherwise the built-in test checkout (no
 * money moves), which never exists in production: parseEnv refuses that configuration, and so does this.
 */
export function createPaymentProvider(options: {
  db: Db;
  env: Pick<Env, 'NODE_ENV' | 'PAYMENTS' | 'PAYSTACK_SECRET_KEY' | 'PAYSTACK_BASE_URL' | 'PUBLIC_URL'>;
}): { provider: PaymentProvider; testCheckout: TestProvider | null } {
  const { env } = options;
  if (env.PAYMENTS === 'off') return { provider: paymentsOff(), testCheckout: null };
  if (env.PAYSTACK_SECRET_KEY) {
    return { provider: paystackProvider({ secretKey: env.PAYSTACK_SECRET_KEY, baseUrl: env.PAYSTACK_BASE_URL }), testCheckout: null };
  }
  if (env.NODE_ENV === 'production')
    throw new Error('The test checkout is never used in production: set PAYSTACK_SECRET_KEY or PAYMENTS=off');
  const test = testProvider({ db: options.db, publicUrl: env.PUBLIC_URL });
  return { provider: test, testCheckout: test };
}
