import { DISTANCE_BANDS, type BandId } from '../../../shared/bands';
import { PLAN_IDS, PLANS, type PlanId } from '../../../shared/plans';
import { t } from '../../lib/i18n';
import { formatNumber } from '../../../shared/number-format';

/**
 * Which plans' listings reach into a ring (docs/product-decisions.md 7): beyond a plan's radius only listings of
 * larger plans show. Null when every plan reaches it; else the plans that do and the farthest radius of the others.
 */
export function emptyRingReach(band: BandId): { farthestKm: number; plans: PlanId[] } | null {
  const { minKm } = DISTANCE_BANDS[band];
  const reaching = PLAN_IDS.filter((plan) => {
    const km = PLANS[plan].visibilityKm;
    return km === null || km > minKm;
  });
  const excluded = PLAN_IDS.filter((plan) => !reaching.includes(plan));
  if (!excluded.length) return null;
  return { farthestKm: Math.max(...excluded.map((plan) => PLANS[plan].visibilityKm ?? 0)), plans: reaching };
}

/**
 * Why a ring can be empty, worded from the plan table, so a change of radius or plan changes the sentence. Plan
 * names stay as they are (Premium, Pro).
 */
export function emptyRingReason(band: BandId): string {
  const reach = emptyRingReach(band);
  if (!reach) return t('Try a wider distance ring or another city.');
  const names = reach.plans.map((plan) => PLANS[plan].name);
  const plans =
    names.length > 1 ? t('{plans} or {last}', { plans: names.slice(0, -1).join(', '), last: names[names.length - 1]! }) : names[0]!;
  return t('Listings farther than {distance} km show here when their owners have {plans}.', {
    distance: formatNumber(reach.farthestKm),
    plans,
  });
}
