import { activationsRepository, type ProviderOutcome } from './activations.repository';
import { adActivation } from './ad-activation.service';
import type { BillingDeps } from './billing-deps';
import type { ProviderTransaction } from './payment-provider';
import { isUnpaid } from './payment-records';
import { paymentsRepository, type PaymentRow } from './payments.repository';
import { planActivation } from './plan-activation.service';

/** Which path brought a payment's outcome (logged with what it did). */
export type ReportedVia = 'verify' | 'webhook' | 'renewal' | 'test-checkout';

/** What a provider reports about a payment after the fact, in LocalHub's terms. */
export type PaymentReport = { kind: 'charge'; reference: string; transaction: ProviderTransaction } | { kind: 'refund'; reference: string };

/**
 * The one way into activation. Paystack's webhook reaches it from the inbox drain (paystack-webhook.ts reads Paystack's
 * events into reports), the test checkout's Pay and Fail call it directly, and verify and renewals settle through it.
 * Every path meets the same checks and the same exactly-once activation (decision 0012).
 */
export interface PaymentOutcomes {
  /** A charge's outcome or a refund, as the provider reported it on its own (webhook, test checkout). */
  report(report: PaymentReport, via: 'webhook' | 'test-checkout'): Promise<void>;
  /**
   * Acts on what the provider says about a payment. Returns true when this call activated it. A success whose amount,
   * currency or member differ from what was stored never activates (the payment is marked failed and it is logged).
   */
  settle(payment: PaymentRow, tx: ProviderTransaction, via: ReportedVia): Promise<boolean>;
}

export function paymentOutcomes(deps: BillingDeps): PaymentOutcomes {
  const { clock, log } = deps;
  const repo = paymentsRepository(deps.db);
  const activations = activationsRepository(deps.db);
  const activatePlan = planActivation(deps);
  const activateAd = adActivation(deps);

  async function settle(payment: PaymentRow, tx: ProviderTransaction, via: ReportedVia): Promise<boolean> {
    const reference = payment.reference;
    if (tx.status === 'failed') {
      if (await repo.markFailed(reference)) log.info({ reference, via, message: tx.message }, 'payment failed');
      return false;
    }
    if (tx.status !== 'success') return false;
    const problems: string[] = [];
    if (tx.amountKobo !== Number(payment.amount_kobo)) problems.push(`amount ${tx.amountKobo} ≠ ${payment.amount_kobo}`);
    if (tx.currency !== payment.currency) problems.push(`currency ${tx.currency} ≠ ${payment.currency}`);
    const metadataUser = tx.metadata?.userId;
    if (metadataUser !== undefined && metadataUser !== payment.user_id) problems.push('metadata names another member');
    if (problems.length > 0) {
      log.error({ reference, via, problems }, 'payment reported successful but does not match what was stored: not activated');
      await repo.markFailed(reference);
      return false;
    }
    // A payment left cancelled or expired still activates: the money moved.
    if (!isUnpaid(payment.status)) return false;
    const outcome: ProviderOutcome = {
      paidAt: tx.paidAt ? new Date(tx.paidAt) : clock.now(),
      channelDetail: tx.authorization?.detail ?? tx.channel,
      authorization: tx.authorization,
      customerEmail: tx.customerEmail,
    };
    if (payment.purpose === 'advertisement') return activateAd(payment, { ...outcome, authorization: null }, via);
    return activatePlan(payment, outcome, via);
  }

  /** A refunded payment: marked refunded; the plan it set ends now (with a notification), the ad run it started stops. */
  async function refund(reference: string): Promise<void> {
    const refunded = await activations.refund(reference, clock.now());
    if (!refunded) {
      log.warn({ reference }, 'refund for a payment that is not successful or unknown: ignored');
      return;
    }
    log.info({ reference, userId: refunded.userId, planEnded: refunded.planEnded }, 'payment refunded');
    if (refunded.planEnded)
      await deps.events.emit({ type: 'plan.refunded', userId: refunded.userId, reference, planId: refunded.plan ?? 'free' });
  }

  return {
    settle,
    async report(report, via) {
      if (report.kind === 'refund') return refund(report.reference);
      const payment = await repo.find(report.reference);
      if (!payment) {
        log.warn({ reference: report.reference, via }, 'outcome for an unknown payment reference: ignored');
        return;
      }
      await settle(payment, report.transaction, via);
    },
  };
}
