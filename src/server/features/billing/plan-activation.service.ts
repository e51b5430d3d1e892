import { activationsRepository, type ProviderOutcome } from './activations.repository';
import type { BillingDeps } from './billing-deps';
import type { ReportedVia } from './payment-outcomes.service';
import type { PaymentRow } from './payments.repository';
import { nextPeriod } from './plan-periods';
import { planLifecycleJobs } from './plan-lifecycle.service';
import { PAYMENT_ACTIVATED_JOB } from './receipts.service';

/**
 * Gives the plan a payment paid for, once (decision 0012): the period from plan-periods.ts, and the receipt and the
 * plan's reminder and end queued in the same transaction. True when this call activated it.
 */
export function planActivation(deps: Pick<BillingDeps, 'db' | 'clock' | 'jobs' | 'log'>) {
  const { clock, jobs, log } = deps;
  const activations = activationsRepository(deps.db);

  return async (payment: PaymentRow, outcome: ProviderOutcome, via: ReportedVia): Promise<boolean> => {
    if (!payment.plan_id) return false;
    const plan = payment.plan_id;
    const reference = payment.reference;
    const activation = await activations.activate(
      reference,
      outcome,
      (current) => nextPeriod(current, plan, clock.now()),
      ({ userId, endsAt }, db) =>
        jobs.sendAll([{ name: PAYMENT_ACTIVATED_JOB, data: { reference } }, ...planLifecycleJobs(userId, endsAt, clock.now())], { db }),
    );
    if (!activation) return false;
    log.info({ reference, via, userId: activation.userId, plan, endsAt: activation.endsAt }, 'plan activated');
    return true;
  };
}
