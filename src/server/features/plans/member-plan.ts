import { PLAN_IDS, type PlanId } from '../../../shared/plans';
import type { Db } from '../../db/database';
import { subscriptionsRepository } from './subscriptions.repository';

const isPlanId = (value: string | null): value is PlanId => value !== null && (PLAN_IDS as readonly string[]).includes(value);

/**
 * The plan a member is on: the one place that decides it. A subscription that has not ended (payments,
 * docs/product-decisions.md §13) gives its plan; otherwise Free.
 */
export async function memberPlan(db: Db, userId: string): Promise<PlanId> {
  const planId = await subscriptionsRepository(db).activePlanId(userId);
  return isPlanId(planId) ? planId : 'free';
}
