import { PLANS } from '../../../shared/plans';
import type { QueuedJob } from '../../jobs/job-queue';
import type { BillingDeps } from './billing-deps';
import type { PaymentOutcomes } from './payment-outcomes.service';
import { noTransaction, type ProviderTransaction } from './payment-provider';
import { newReference, recordPayment } from './payment-records';
import { paymentsRepository } from './payments.repository';
import { DAY_MS, RENEWAL_WINDOW_DAYS } from './plan-periods';
import { subscriptionsRepository } from './subscriptions.repository';

export const PLAN_LIFECYCLE_JOB = 'plan.lifecycle';

/** A plan's reminder (3 days before its end) and its end, as jobs; each reads the state it finds when it runs. */
export function planLifecycleJobs(userId: string, endsAt: Date, now: Date): QueuedJob[] {
  const reminderAt = endsAt.getTime() - RENEWAL_WINDOW_DAYS * DAY_MS;
  // Delays are relative, so a test clock and the queue's clock agree.
  const after = (at: number) => Math.max(0, Math.ceil((at - now.getTime()) / 1000));
  return [
    { name: PLAN_LIFECYCLE_JOB, data: { userId }, delaySeconds: after(reminderAt) },
    { name: PLAN_LIFECYCLE_JOB, data: { userId }, delaySeconds: after(endsAt.getTime()) },
  ];
}

/**
 * A paid plan's life after activation (decision 0012): the reminder before its end, the renewal on the saved card, and
 * the return to Free.
 */
export function planLifecycleService(deps: BillingDeps & { outcomes: PaymentOutcomes }) {
  const { provider, clock, log } = deps;
  const repo = paymentsRepository(deps.db);
  const subscriptions = subscriptionsRepository(deps.db);
  // PAYMENTS=off: a plan due to renew is not charged but ends.
  const paymentsOff = provider.kind === 'off';

  /** Charges the saved authorization for the running plan (auto-renew at its end). True when the plan was extended. */
  async function renew(userId: string): Promise<boolean> {
    const sub = await subscriptions.find(userId);
    if (!sub || sub.plan_id === 'free' || !sub.auto_renew || !sub.authorization_code) return false;
    if (paymentsOff) {
      log.warn({ userId }, 'renewal not charged: payments are off (PAYMENTS=off)');
      return false;
    }
    const plan = sub.plan_id;
    const member = await repo.member(userId);
    const reference = newReference();
    await recordPayment(deps, repo, {
      reference,
      userId,
      planId: plan,
      amountKobo: PLANS[plan].priceKobo,
      method: 'card',
      autoRenew: true,
      renewal: true,
    });
    let tx: ProviderTransaction;
    try {
      tx = await provider.chargeAuthorization({
        authorizationCode: sub.authorization_code,
        email: sub.authorization_email ?? member.email,
        amountKobo: PLANS[plan].priceKobo,
        currency: 'NGN',
        reference,
        metadata: { userId, planId: plan, purpose: 'plan', renewal: true },
      });
    } catch (error) {
      log.warn({ reference, userId, err: error }, 'renewal charge could not reach the provider');
      tx = noTransaction(reference, 'failed', 'Provider unreachable');
    }
    const payment = (await repo.find(reference))!;
    await deps.outcomes.settle(payment, tx, 'renewal');
    const after = (await repo.find(reference))!;
    if (after.status !== 'success') log.warn({ reference, userId, message: tx.message }, 'renewal charge failed');
    return after.status === 'success';
  }

  async function lifecycleNow(userId: string): Promise<void> {
    const sub = await subscriptions.find(userId);
    if (!sub || sub.plan_id === 'free' || !sub.ends_at) return;
    const now = clock.now();
    const endsAt = new Date(sub.ends_at);
    if (now.getTime() >= endsAt.getTime()) {
      if (sub.auto_renew && sub.authorization_code) {
        if (await renew(userId)) return;
        await deps.events.emit({ type: 'plan.renewal-failed', userId, planId: sub.plan_id });
      }
      const ended = await subscriptions.endIfUnchanged(userId, sub.plan_id, endsAt);
      if (ended) {
        log.info({ userId, plan: sub.plan_id }, 'plan ended: back to Free');
        await deps.events.emit({ type: 'plan.ended', userId, planId: sub.plan_id });
      }
      return;
    }
    if (endsAt.getTime() - now.getTime() <= RENEWAL_WINDOW_DAYS * DAY_MS && (await subscriptions.claimReminder(userId, endsAt))) {
      const renewing = Boolean(sub.auto_renew && sub.authorization_code && !paymentsOff);
      await deps.events.emit({ type: 'plan.ending', userId, planId: sub.plan_id, endsAt: endsAt.toISOString(), renewing });
    }
  }

  return {
    /**
     * Job: what is due for the member's plan now. Reads the subscription as it is (a job made stale by an extension
     * finds nothing to do): at the end, renew with the saved authorization when auto-renew is on, otherwise (or when
     * the charge fails) return to Free with a notification; in the last three days, the reminder, once per end date.
     */
    lifecycle: (userId: string): Promise<void> => subscriptions.withLifecycleLock(userId, () => lifecycleNow(userId)),
  };
}
