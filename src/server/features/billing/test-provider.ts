import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { fromPaystackTransaction, signatureMatches, signPayload, type PaymentProvider, type ProviderTransaction } from './payment-provider';
import { testCheckoutsRepository } from './test-checkouts.repository';

type CheckoutRow = NonNullable<Awaited<ReturnType<ReturnType<typeof testCheckoutsRepository>['find']>>>;

export interface TestProvider extends PaymentProvider {
  readonly kind: 'test';
  /** Signs a webhook body as the test provider (the secret is made per process and never leaves it). */
  sign(rawBody: Buffer | string): string;
  /** A checkout row as Paystack's transaction object (what Verify Transaction and `charge.success` carry). */
  paystackData(row: CheckoutRow): Record<string, unknown>;
}

/**
 * The provider used when PAYSTACK_SECRET_KEY is unset: no money moves. Initialize points at the built-in checkout page
 * (/test-checkout/:reference) where the member chooses Pay, Fail or Cancel; verify reads what was chosen. It answers
 * in Paystack's shapes so the payments feature runs the same code as with Paystack.
 */
export function testProvider(deps: { db: Db; publicUrl: string }): TestProvider {
  const secret = `sk_test_${randomBytes(24).toString('hex')}`;
  const repo = testCheckoutsRepository(deps.db);

  const paystackData = (row: CheckoutRow): Record<string, unknown> => ({
    id: 0,
    domain: 'test',
    status: row.status === 'pending' ? 'abandoned' : row.status,
    reference: row.reference,
    amount: Number(row.amount_kobo),
    currency: row.currency,
    paid_at: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    channel: row.channels[0] ?? 'card',
    gateway_response: row.status === 'success' ? 'Approved (test checkout)' : row.status === 'failed' ? 'Declined (test checkout)' : null,
    customer: { email: row.email },
    authorization:
      row.status === 'success' && row.authorization_code
        ? {
            authorization_code: row.authorization_code,
            channel: row.channels[0] ?? 'card',
            card_type: 'visa',
            brand: 'visa',
            last4: '4081',
            reusable: (row.channels[0] ?? 'card') === 'card',
            signature: `SIG_test_${row.authorization_code.slice(-8)}`,
          }
        : null,
  });

  const toTransaction = (row: CheckoutRow): ProviderTransaction => fromPaystackTransaction(paystackData(row), row.reference);

  return {
    kind: 'test',
    sign: (rawBody) => signPayload(secret, rawBody),
    paystackData,

    async initialize(input) {
      await repo.create({
        reference: input.reference,
        email: input.email,
        amountKobo: input.amountKobo,
        currency: input.currency,
        channels: input.channels,
        callbackUrl: input.callbackUrl,
      });
      return { authorizationUrl: `${deps.publicUrl}/test-checkout/${encodeURIComponent(input.reference)}` };
    },

    async verify(reference) {
      const row = await repo.find(reference);
      if (!row) {
        return {
          reference,
          status: 'not_found',
          amountKobo: 0,
          currency: '',
          paidAt: null,
          channel: null,
          customerEmail: null,
          metadata: null,
          authorization: null,
          message: 'Transaction reference not found',
        };
      }
      return toTransaction(row);
    },

    async chargeAuthorization(input) {
      const saved = await repo.findByAuthorization(input.authorizationCode);
      await repo.create({
        reference: input.reference,
        email: input.email,
        amountKobo: input.amountKobo,
        currency: input.currency,
        channels: ['card'],
        callbackUrl: deps.publicUrl,
      });
      const row = await repo.settle(input.reference, saved ? 'success' : 'failed', saved ? input.authorizationCode : null);
      return toTransaction(row ?? (await repo.find(input.reference))!);
    },

    verifySignature: (rawBody, signature) => signatureMatches(secret, rawBody, signature),
  };
}
