import { DISTANCE_BANDS, type BandId } from '../../../shared/bands';
import { PLAN_IDS, PLANS } from '../../../shared/plans';

/**
 * Why a ring can be empty (docs/product-decisions.md 7): beyond a plan's radius only listings of larger plans show.
 * Worded from the plan table, so a change of radius or plan changes the sentence.
 */
export function emptyRingReason(band: BandId): string {
  const { minKm } = DISTANCE_BANDS[band];
  const reaching = PLAN_IDS.filter((plan) => {
    const km = PLANS[plan].visibilityKm;
    return km === null || km > minKm;
  });
  const excluded = PLAN_IDS.filter((plan) => !reaching.includes(plan));
  if (!excluded.length) return 'Try a wider distance ring or another city.';
  const farthest = Math.max(...excluded.map((plan) => PLANS[plan].visibilityKm ?? 0));
  const names = reaching.map((plan) => PLANS[plan].name);
  const who = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0];
  return `Listings farther than ${farthest.toLocaleString('en-NG')} km show here when their owners have ${who}.`;
}
