import type { PlanId } from '../../../shared/plans';
import type { Db } from '../../db/database';

/**
 * The plan a member is on: the one place that decides it. Every member is on Free until payments
 * (docs/product-decisions.md §13) record paid plans; then this reads them.
 */
export async function memberPlan(_db: Db, _userId: string): Promise<PlanId> {
  return 'free';
}
