import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { msg } from '../../../shared/i18n/msg';
import { noTransaction, type PaymentProvider, type ProviderTransaction } from './payment-provider';
import { signatureMatches, signPayload } from './paystack-transaction';
import { testCheckoutsRepository, type TestCheckoutRow } from './test-checkouts.repository';

export interface TestProvider extends PaymentProvider {
  readonly kind: 'test';
  /**
   * Signs a webhook body as the test provider (the secret is made per process and never leaves it), so tests can post
   * Paystack's events (a refund, say) to the webhook route in test mode.
   */
  sign(rawBody: Buffer | string): string;
  /** What the checkout's outcome says about its payment, as verify answers it. */
  transaction(row: TestCheckoutRow): ProviderTransaction;
}

/** How the test checkout says the member paid, as Paystack's card, transfer and USSD payments are described. */
const CHANNEL_DETAIL: Record<string, string> = { card: 'Visa •••• 4081', bank_transfer: msg('Bank transfer'), ussd: 'USSD' };

/**
 * The provider used when PAYSTACK_SECRET_KEY is unset: no money moves. Initialize points at the built-in checkout page
 * (/test-checkout/:reference) where the member chooses Pay, Fail or Cancel; verify reads what was chosen. It answers
 * in LocalHub's terms, as the Paystack adapter does, so checkout and activation run the same code as with Paystack.
 */
export function testProvider(deps: { db: Db; publicUrl: string }): TestProvider {
  const secret = `sk_test_${randomBytes(24).toString('hex')}`;
  const repo = testCheckoutsRepository(deps.db);

  const transaction = (row: TestCheckoutRow): ProviderTransaction => {
    const channel = row.channels[0] ?? 'card';
    const detail = CHANNEL_DETAIL[channel] ?? channel;
    const paid = row.status === 'success' && row.authorization_code;
    return {
      reference: row.reference,
      status: row.status === 'success' || row.status === 'failed' ? row.status : 'pending',
      amountKobo: Number(row.amount_kobo),
      currency: row.currency,
      paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
      channel,
      customerEmail: row.email,
      metadata: null,
      authorization: paid
        ? {
            code: row.authorization_code!,
            reusable: channel === 'card',
            signature: `SIG_test_${row.authorization_code!.slice(-8)}`,
            detail,
          }
        : null,
      message: row.status === 'success' ? 'Approved (test checkout)' : row.status === 'failed' ? 'Declined (test checkout)' : null,
    };
  };

  return {
    kind: 'test',
    sign: (rawBody) => signPayload(secret, rawBody),
    transaction,

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
      return row ? transaction(row) : noTransaction(reference, 'not_found', 'Transaction reference not found');
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
      return transaction(row ?? (await repo.find(input.reference))!);
    },

    verifySignature: (rawBody, signature) => signatureMatches(secret, rawBody, signature),
  };
}
