import type { AppContext } from '../../app-context';
import type { BillingDeps } from './billing-deps';
import { checkoutService } from './checkout.service';
import { paymentOutcomes } from './payment-outcomes.service';
import { paystackWebhook } from './paystack-webhook';
import { planLifecycleService } from './plan-lifecycle.service';
import { receiptsService } from './receipts.service';

/**
 * The billing room, built once per app: checkout, the outcomes port (activation of plans and ads, refunds), the plan
 * lifecycle, receipts, and Paystack's webhook inbox. The /payments routes and the test checkout share it, so the test
 * checkout reports to the same port as Paystack's webhook.
 */
export function createBilling(context: AppContext, log: BillingDeps['log']) {
  const deps: BillingDeps = {
    db: context.db,
    webhookDb: context.webhookDb,
    provider: context.payments,
    clock: context.clock,
    jobs: context.jobs,
    mailer: context.mailer,
    events: context.events,
    publicUrl: context.env.PUBLIC_URL,
    expiryMinutes: context.env.PAYMENT_EXPIRY_MINUTES,
    log,
  };
  const outcomes = paymentOutcomes(deps);
  return {
    outcomes,
    checkout: checkoutService({ ...deps, outcomes }),
    lifecycle: planLifecycleService({ ...deps, outcomes }),
    receipts: receiptsService(deps),
    webhook: paystackWebhook({ ...deps, outcomes }),
  };
}

export type Billing = ReturnType<typeof createBilling>;
