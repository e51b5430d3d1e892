import { PLAN_IDS, PLANS, type PlanId } from '../../../shared/plans';
import type { PlanUsage } from '../../../shared/schemas/listings';
import { AppError } from '../../http/errors';

export type LimitedListing = 'business' | 'profession';

const NOUNS: Record<LimitedListing, [one: string, many: string]> = {
  business: ['business', 'businesses'],
  profession: ['profession', 'professions'],
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
  const [one, many] = NOUNS[kind];
  const upgrade = PLAN_IDS.slice(PLAN_IDS.indexOf(plan) + 1).find((higher) => listingLimit(higher, kind) > max);
  const next = upgrade ? `Upgrade to ${PLANS[upgrade].name} to add more.` : `Delete ${max === 1 ? `your ${one}` : `one`} to add another.`;
  return new AppError(403, 'PLAN_LIMIT', `Your ${PLANS[plan].name} plan allows ${max} ${max === 1 ? one : many}. ${next}`);
}
