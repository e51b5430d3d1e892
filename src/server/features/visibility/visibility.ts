import { PLAN_IDS, PLANS, type Plan, type PlanId } from '../../../shared/plans';

/**
 * The plan-visibility rule for every surface (docs/product-decisions.md 7, docs/decisions/0030-one-plan-visibility-rule.md):
 * a listing, and what it places (products, posts, ads), is seen only within its owner's plan radius of the viewer; a
 * plan without a radius is seen everywhere, even without a position. The radii come from `src/shared/plans.ts`: the
 * server writes them to the table `plan_rules` at start (`plan-rules.repository.ts`), the SQL side (`plan_visible`,
 * the nearby and feed functions) reads them there, and the in-memory copies (search visibility index, map index,
 * running ads) take them from there too, as chords computed by PostgreSQL, so every answer is the SQL rule's bit for bit.
 */

/** What the rule needs of a plan: a table of them can be handed to the server instead of `PLANS` (tests do). */
export type PlanTable = Record<PlanId, Pick<Plan, 'visibilityKm'>>;

/** One row of `plan_rules`: a plan's rank (its place in PLAN_IDS) and its radius in metres, null = unlimited. */
export interface PlanRule {
  rank: number;
  planId: PlanId;
  radiusM: number | null;
}

export function planRules(plans: PlanTable = PLANS): PlanRule[] {
  return PLAN_IDS.map((planId, rank) => {
    const km = plans[planId].visibilityKm;
    return { rank, planId, radiusM: km === null ? null : km * 1000 };
  });
}

/** The rank a plan puts on its member's listings (`plan_rank`): Free 0, Premium 1, Pro 2. */
export const planRank = (planId: PlanId): number => PLAN_IDS.indexOf(planId);

/** The plan a rank stands for (null for hidden content's −1, decision 0018). */
export const planOfRank = (rank: number): PlanId | null => PLAN_IDS[rank] ?? null;

/** The rank whose listings rank as if nearer (priority listing, decision 0003). */
export const PRIORITY_RANK = PLAN_IDS.findIndex((id) => PLANS[id].priorityListing);

/** The rule as PostgreSQL holds it: per rank, the chord of its radius (`plan_rules.chord`) and whether it is unlimited. */
export interface PlanReach {
  chords: readonly number[];
  unlimited: readonly boolean[];
}

/** A point on PostgreSQL's earth (earthdistance's cube), metres. */
export interface Earth {
  x: number;
  y: number;
  z: number;
}

/** PostgreSQL earthdistance's `earth()` and `radians()` factor. */
const EARTH_RADIUS = 6378168;
const RADIANS_PER_DEGREE = 0.017453292519943295;

/** `ll_to_earth(lat, lng)`, term for term. */
export function earthPoint(lat: number, lng: number): Earth {
  const la = lat * RADIANS_PER_DEGREE;
  const lo = lng * RADIANS_PER_DEGREE;
  return { x: EARTH_RADIUS * Math.cos(la) * Math.cos(lo), y: EARTH_RADIUS * Math.cos(la) * Math.sin(lo), z: EARTH_RADIUS * Math.sin(la) };
}

/** The straight-line distance between two points on PostgreSQL's earth, as `cube_distance` sums it. */
export const chord = (ax: number, ay: number, az: number, bx: number, by: number, bz: number) => {
  const dx = ax - bx;
  const dy = ay - by;
  const dz = az - bz;
  return Math.sqrt(dx * dx + dy * dy + dz * dz);
};

/**
 * `plan_visible(item, rank, viewer)`: whether a viewer sees an item of this plan rank (null: the item has no position;
 * a negative rank: hidden content, decision 0018).
 */
export function planVisible(reach: PlanReach, rank: number, item: Earth | null, viewer: Earth): boolean {
  if (rank < 0 || rank >= reach.chords.length) return false;
  if (reach.unlimited[rank]) return true;
  if (!item) return false;
  return chord(item.x, item.y, item.z, viewer.x, viewer.y, viewer.z) <= reach.chords[rank]!;
}
