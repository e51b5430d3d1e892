import type { PlanId } from '../../../shared/plans';
import type { Db } from '../../db/database';
import { subscriptionsRepository } from './subscriptions.repository';

/**
 * The plan a member is on: the one place that decides it. A paid plan (docs/product-decisions.md §13, decision 0012)
 * counts while its end is ahead of `now`; otherwise the member is on Free.
 */
export async function memberPlan(db: Db, userId: string, now: Date = new Date()): Promise<PlanId> {
  return subscriptionsRepository(db).planAt(userId, now);
}
