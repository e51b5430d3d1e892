import { PAID_PLAN_IDS, type PaidPlanId } from '../../../shared/plans';

/**
 * The Subscription tab's three steps live in the address (`/app/account?tab=subscription&step=plans`), so the payment
 * pages can send a member back to a step and the browser's Back button walks the steps too.
 */
export type SubscriptionStep = { step: 'summary' } | { step: 'plans' } | { step: 'method'; plan: PaidPlanId };

export const SUBSCRIPTION_PATH = '/app/account?tab=subscription';
export const PLANS_STEP_PATH = `${SUBSCRIPTION_PATH}&step=plans`;

const isPaidPlan = (value: string | null): value is PaidPlanId => PAID_PLAN_IDS.some((id) => id === value);

export function readStep(params: URLSearchParams): SubscriptionStep {
  const step = params.get('step');
  const plan = params.get('plan');
  if (step === 'plans') return { step: 'plans' };
  if (step === 'method' && isPaidPlan(plan)) return { step: 'method', plan };
  return { step: 'summary' };
}

/** The search parameters of `current` moved to `next` (other parameters, such as the tab, are kept). */
export function writeStep(current: URLSearchParams, next: SubscriptionStep): URLSearchParams {
  const params = new URLSearchParams(current);
  params.delete('step');
  params.delete('plan');
  if (next.step !== 'summary') params.set('step', next.step);
  if (next.step === 'method') params.set('plan', next.plan);
  return params;
}
