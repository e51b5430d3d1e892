import { PLANS } from '../../../shared/plans';
import { msg } from '../../../shared/i18n/msg';
import type { JobQueue, SqlExecutor } from '../../jobs/job-queue';
import type { BillingDeps } from './billing-deps';
import type { PaymentOutcomes } from './payment-outcomes.service';
import { noTransaction, type ProviderTransaction } from './payment-provider';
import { newReference, recordPayment } from './payment-records';
import { longDate, naira, SUBSCRIPTION_LINK } from './payment-view';
import { paymentsRepository } from './payments.repository';
import { DAY_MS, RENEWAL_WINDOW_DAYS } from './plan-periods';
import { subscriptionsRepository } from './subscriptions.repository';

export const PLAN_LIFECYCLE_JOB = 'plan.lifecycle';

/** Queues a plan's reminder (3 days before its end) and its end; each job reads the state it finds when it runs. */
export async function schedulePlanLifecycle(jobs: JobQueue, userId: string, endsAt: Date, now: Date, db?: SqlExecutor): Promise<void> {
  const reminderAt = endsAt.getTime() - RENEWAL_WINDOW_DAYS * DAY_MS;
  // Delays are relative, so a test clock and the queue's clock agree.
  await jobs.send(PLAN_LIFECYCLE_JOB, { userId }, { delaySeconds: Math.max(0, Math.ceil((reminderAt - now.getTime()) / 1000)), db });
  await jobs.send(PLAN_LIFECYCLE_JOB, { userId }, { delaySeconds: Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / 1000)), db });
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
    const plan = PLANS[sub.plan_id];
    if (now.getTime() >= endsAt.getTime()) {
      if (sub.auto_renew && sub.authorization_code) {
        if (await renew(userId)) return;
        await deps.notifier.notify({
          userId,
          kind: 'payment_failed',
          actorId: null,
          message: msg(
            'We could not renew your {plan} plan with your saved card. You are on Free now; you can pay again in Account → Subscription.',
            { plan: plan.name },
          ),
          link: SUBSCRIPTION_LINK,
          email: {
            subject: msg('Your LocalHub {plan} renewal failed', { plan: plan.name }),
            text: msg('We could not charge your saved card to renew {plan}. Your account is on Free now. Pay again at {url}', {
              plan: plan.name,
              url: `${deps.publicUrl}${SUBSCRIPTION_LINK}`,
            }),
          },
        });
      }
      const ended = await subscriptions.endIfUnchanged(userId, sub.plan_id, endsAt);
      if (ended) {
        log.info({ userId, plan: sub.plan_id }, 'plan ended: back to Free');
        await deps.notifier.notify({
          userId,
          kind: 'plan_expired',
          actorId: null,
          message: msg('Your {plan} plan has ended and your account is on Free. Upgrade again any time in Account → Subscription.', {
            plan: plan.name,
          }),
          link: SUBSCRIPTION_LINK,
        });
      }
      return;
    }
    if (endsAt.getTime() - now.getTime() <= RENEWAL_WINDOW_DAYS * DAY_MS && (await subscriptions.claimReminder(userId, endsAt))) {
      const renewing = sub.auto_renew && sub.authorization_code && !paymentsOff;
      const message = renewing
        ? msg('Your {plan} plan renews on {date}: we will charge your saved card {amount}.', {
            plan: plan.name,
            date: longDate(endsAt),
            amount: naira(plan.priceKobo),
          })
        : msg('Your {plan} plan ends on {date}. Renew it to keep its benefits.', { plan: plan.name, date: longDate(endsAt) });
      await deps.notifier.notify({
        userId,
        kind: 'plan_expiring',
        actorId: null,
        message,
        link: SUBSCRIPTION_LINK,
        email: {
          subject: msg('Your LocalHub {plan} plan is about to expire', { plan: plan.name }),
          text: [message, '', `${deps.publicUrl}${SUBSCRIPTION_LINK}`],
        },
      });
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
