import { PLANS } from '../../../shared/plans';
import type { PaidPlanId, PaymentCreate, PaymentStarted, PaymentStatusView } from '../../../shared/schemas/payments';
import { msg } from '../../../shared/i18n/msg';
import type { Viewer } from '../../auth/session';
import { AppError, conflict, forbidden, notFound } from '../../http/errors';
import { adReads } from '../ads/ads.service';
import { requirePaidPlan } from '../content/content.service';
import type { BillingDeps } from './billing-deps';
import type { PaymentOutcomes } from './payment-outcomes.service';
import { ProviderUnavailable, type InitializeInput } from './payment-provider';
import { isUnpaid, newReference, ownPayment, recordPayment } from './payment-records';
import { toView } from './payment-view';
import { paymentsRepository, type PaymentRow } from './payments.repository';
import { purchaseRefusal } from './plan-periods';
import { subscriptionsRepository } from './subscriptions.repository';

export const INITIALIZE_FAILED = msg('Payment Error: Failed to initialize payment. Please try again.');
export const PAYMENTS_OFF = msg('Payments are not available on LocalHub at the moment. Nothing was charged.');
export const PAID_NOT_CANCELLED = msg('This payment was completed, so it cannot be cancelled.');

const CHANNELS: Record<PaymentCreate['method'] & string, string[]> = {
  card: ['card'],
  bank_transfer: ['bank_transfer'],
  ussd: ['ussd'],
};

/**
 * Checkout (issue 11, decision 0012): the server prices every payment (a plan, or an ad's budget), stores it with its
 * expiry, and opens the provider's checkout (Paystack, or the test checkout); the return page and Cancel ask the
 * provider before answering, and a payment left unpaid expires. What the provider reports goes to the outcomes port.
 */
export function checkoutService(deps: BillingDeps & { outcomes: PaymentOutcomes }) {
  const { db, provider, clock, log } = deps;
  const repo = paymentsRepository(db);
  const subscriptions = subscriptionsRepository(db);
  const ads = adReads(db);
  // PAYMENTS=off: no payment starts (a member's start is answered 503).
  const paymentsOff = provider.kind === 'off';

  /**
   * Asks the provider about an unpaid payment (pending, or left cancelled or expired: it may have been paid since) and
   * settles it; a provider that cannot be reached leaves it as it was.
   */
  async function verifyPending(payment: PaymentRow): Promise<PaymentRow> {
    if (!isUnpaid(payment.status) || paymentsOff) return payment;
    try {
      await deps.outcomes.settle(payment, await provider.verify(payment.reference), 'verify');
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      log.warn({ reference: payment.reference, err: error }, 'payment verification could not reach the provider; still pending');
    }
    return (await repo.find(payment.reference))!;
  }

  /** Records the payment priced by the server and opens the provider's checkout for it. */
  async function initialize(
    viewer: Viewer,
    row: { planId: PaidPlanId | null; adId?: number; amountKobo: number; method: 'card' | 'bank_transfer' | 'ussd'; autoRenew: boolean },
    item: InitializeInput['item'],
    metadata: Record<string, unknown>,
  ): Promise<PaymentStarted> {
    const member = await repo.member(viewer.userId);
    const reference = newReference();
    await recordPayment(deps, repo, { reference, userId: viewer.userId, ...row });
    try {
      const { authorizationUrl } = await provider.initialize({
        email: member.email,
        amountKobo: row.amountKobo,
        currency: 'NGN',
        reference,
        callbackUrl: `${deps.publicUrl}/payment-success`,
        cancelUrl: `${deps.publicUrl}/payment-canceled?reference=${reference}`,
        item,
        channels: CHANNELS[row.method],
        metadata: { userId: viewer.userId, ...metadata },
      });
      log.info({ reference, userId: viewer.userId, plan: row.planId, adId: row.adId, provider: provider.kind }, 'payment initialized');
      return { reference, authorizationUrl };
    } catch (error) {
      log.error({ reference, userId: viewer.userId, err: error }, 'payment initialization failed');
      await repo.markFailed(reference);
      if (error instanceof ProviderUnavailable) throw new AppError(502, 'BAD_GATEWAY', INITIALIZE_FAILED);
      throw error;
    }
  }

  async function startPlan(
    viewer: Viewer,
    input: { planId: PaidPlanId; method: 'card' | 'bank_transfer' | 'ussd'; autoRenew: boolean },
  ): Promise<PaymentStarted> {
    const sub = await subscriptions.find(viewer.userId);
    const refusal = purchaseRefusal({ plan: sub?.plan_id ?? 'free', endsAt: sub?.ends_at ?? null }, input.planId, clock.now());
    if (refusal) throw conflict(refusal);
    const plan = PLANS[input.planId];
    return initialize(
      viewer,
      { planId: input.planId, amountKobo: plan.priceKobo, method: input.method, autoRenew: input.autoRenew },
      { label: 'Plan', name: plan.name },
      { purpose: 'plan', planId: input.planId, autoRenew: input.autoRenew },
    );
  }

  /** A run of the member's own advertisement, priced at its budget; only while awaiting payment or ended (run again). */
  async function startAd(viewer: Viewer, adId: number, method: 'card' | 'bank_transfer' | 'ussd'): Promise<PaymentStarted> {
    const ad = await ads.find(adId);
    if (!ad) throw notFound(msg('Advertisement not found'));
    if (ad.user_id !== viewer.userId) throw forbidden(msg('You can only pay for your own advertisements'));
    // Advertising is Premium and Pro's (a member back on Free cannot run an ad again).
    await requirePaidPlan(db, viewer.userId, 'advertisements');
    // An ad without a place is shown to no one: paying for it would buy nothing (decision 0029).
    if (!ad.place) {
      throw conflict(msg('This advertisement has no place, so it would reach nobody: choose where it shows (Edit in Your ads), then pay.'));
    }
    if (ad.status !== 'awaiting_payment' && ad.status !== 'ended') {
      throw conflict(
        msg(
          'This advertisement is {status, select, running {running} paused {paused} other {{status}}}: it can be paid for again when it has ended.',
          {
            status: ad.status,
          },
        ),
      );
    }
    return initialize(
      viewer,
      { planId: null, adId, amountKobo: Number(ad.budget_kobo), method, autoRenew: false },
      { label: 'Advertisement', name: ad.title },
      { purpose: 'advertisement', advertisementId: adId },
    );
  }

  return {
    async start(
      viewer: Viewer,
      input: { planId?: PaidPlanId; advertisementId?: number; method: 'card' | 'bank_transfer' | 'ussd'; autoRenew: boolean },
    ): Promise<PaymentStarted> {
      if (paymentsOff) throw new AppError(503, 'PAYMENTS_OFF', PAYMENTS_OFF);
      if (input.advertisementId !== undefined) return startAd(viewer, input.advertisementId, input.method);
      if (!input.planId) throw conflict(msg('Choose Premium or Pro'));
      return startPlan(viewer, { ...input, planId: input.planId });
    },

    /** The payment as the member's return page shows it; verified with the provider first while unpaid. */
    async status(viewer: Viewer, reference: string): Promise<PaymentStatusView> {
      return toView(await verifyPending(await ownPayment(repo, viewer, reference)));
    },

    /**
     * The payer left the checkout (the return page of Paystack's or the test checkout's Cancel). Only the payer may
     * (another member gets the 404 of an unknown reference). The provider is asked first, so a payment that was in fact
     * paid activates instead; a paid or refunded payment is never cancelled (409). A failed or expired one stays so.
     */
    async cancel(viewer: Viewer, reference: string): Promise<PaymentStatusView> {
      const payment = await verifyPending(await ownPayment(repo, viewer, reference));
      if (payment.status === 'pending' && (await repo.markCancelled(reference))) {
        log.info({ reference, userId: viewer.userId }, 'payment cancelled by its payer');
      }
      const after = (await repo.find(reference))!;
      if (after.status === 'success' || after.status === 'refunded') throw conflict(PAID_NOT_CANCELLED);
      return toView(after);
    },

    /**
     * Job: a payment still pending once its window is over becomes expired, after one last question to the provider
     * (a payment made meanwhile activates instead). A job that runs early (its payment is younger than the window)
     * does nothing; a success reported after the expiry still activates (see `settle` in payment-outcomes.service.ts).
     */
    async expire(reference: string): Promise<void> {
      const payment = await repo.find(reference);
      if (!payment || payment.status !== 'pending') return;
      if (clock.now().getTime() - new Date(payment.created_at).getTime() < deps.expiryMinutes * 60_000) return;
      const after = await verifyPending(payment);
      if (after.status === 'pending' && (await repo.markExpired(reference))) {
        log.info({ reference, userId: payment.user_id }, 'payment left unpaid: expired');
      }
    },
  };
}
