import { PLANS, type PlanId } from '../../../shared/plans';
import type { PaidPlanId } from '../../../shared/schemas/payments';
import { msg, type Translatable } from '../../../shared/i18n/msg';
import { longDate } from './payment-view';

export const PLAN_DAYS = 30;
export const DAY_MS = 86_400_000;
/** A member may pay again for the plan they have within this many days of its end (and the reminder goes out then). */
export const RENEWAL_WINDOW_DAYS = 3;

export interface PlanChange {
  current: { plan: PlanId; endsAt: Date | null };
  next: { startsAt: Date; endsAt: Date };
}

/**
 * The period a verified payment for `plan` gives at `now` (docs/decisions/0012-plan-lifecycle.md):
 * - no paid plan running: 30 days from now;
 * - the same plan running: 30 days more from its current end;
 * - another paid plan running (Premium → Pro, or Pro → Premium near its end): the new plan starts now for 30 days,
 *   plus the unused time of the old one converted at the ratio of the two prices (a Premium day is worth half a Pro day).
 */
export function nextPeriod(current: PlanChange['current'], plan: PaidPlanId, now: Date): PlanChange['next'] {
  const period = PLAN_DAYS * DAY_MS;
  const running = current.plan !== 'free' && current.endsAt !== null && current.endsAt.getTime() > now.getTime();
  if (!running) return { startsAt: now, endsAt: new Date(now.getTime() + period) };
  const end = current.endsAt!.getTime();
  if (current.plan === plan) return { startsAt: now, endsAt: new Date(end + period) };
  const unused = end - now.getTime();
  const credit = Math.floor((unused * PLANS[current.plan].priceKobo) / PLANS[plan].priceKobo);
  return { startsAt: now, endsAt: new Date(now.getTime() + period + credit) };
}

/**
 * Whether a member may start paying for `plan` now. Paying for the plan one has (or for Premium while on Pro) is
 * refused until its last three days; Free → paid and Premium → Pro are always allowed.
 */
export function purchaseRefusal(current: PlanChange['current'], plan: PaidPlanId, now: Date): Translatable | null {
  const running = current.plan !== 'free' && current.endsAt !== null && current.endsAt.getTime() > now.getTime();
  if (!running) return null;
  const nearEnd = current.endsAt!.getTime() - now.getTime() <= RENEWAL_WINDOW_DAYS * DAY_MS;
  if (nearEnd) return null;
  const until = longDate(current.endsAt!);
  if (current.plan === plan) {
    return msg('You already have {plan} until {until}. You can renew it in its last {days} days.', {
      plan: PLANS[plan].name,
      until,
      days: RENEWAL_WINDOW_DAYS,
    });
  }
  if (current.plan === 'pro') {
    return msg('You have Pro until {until}, which includes everything in Premium. You can choose Premium in its last {days} days.', {
      until,
      days: RENEWAL_WINDOW_DAYS,
    });
  }
  return null;
}
