import { PLAN_IDS, PLANS, type PlanId } from '../../../shared/plans';
import type { PlanUsage } from '../../../shared/schemas/listings';
import { AppError } from '../../http/errors';
import { msg, type MessageValues, type Translatable } from '../../../shared/i18n/msg';

export type LimitedListing = 'business' | 'profession';

/** The refusal, said whole for each kind so that it can be translated: `upgrade` names the plan to offer, or is "none". */
const LIMIT_MESSAGES: Record<LimitedListing, (values: MessageValues) => Translatable> = {
  business: (values) =>
    msg(
      'Your {plan} plan allows {max, plural, one {# business} other {# businesses}}. {upgrade, select, none {{max, plural, one {Delete your business to add another.} other {Delete one to add another.}}} other {Upgrade to {upgrade} to add more.}}',
      values,
    ),
  profession: (values) =>
    msg(
      'Your {plan} plan allows {max, plural, one {# profession} other {# professions}}. {upgrade, select, none {{max, plural, one {Delete your profession to add another.} other {Delete one to add another.}}} other {Upgrade to {upgrade} to add more.}}',
      values,
    ),
};

export function listingLimit(plan: PlanId, kind: LimitedListing): number {
  return kind === 'business' ? PLANS[plan].maxBusinesses : PLANS[plan].maxProfessions;
}

export function planUsage(plan: PlanId, kind: LimitedListing, used: number): PlanUsage {
  const max = listingLimit(plan, kind);
  return { plan, used, max, canCreate: used < max };
}

/**
 * 403 PLAN_LIMIT naming the plan. It offers the cheapest higher plan that really allows more; when none does
 * (the default table gives every plan the same limit) it says how to make room instead of selling an upgrade
 * that would not help.
 */
export function planLimitError(plan: PlanId, kind: LimitedListing): AppError {
  const max = listingLimit(plan, kind);
  const upgrade = PLAN_IDS.slice(PLAN_IDS.indexOf(plan) + 1).find((higher) => listingLimit(higher, kind) > max);
  const values = { plan: PLANS[plan].name, max, upgrade: upgrade ? PLANS[upgrade].name : 'none' };
  return new AppError(403, 'PLAN_LIMIT', LIMIT_MESSAGES[kind](values));
}
