import type { Db } from '../../db/database';
import { subscriptionsRepository } from './subscriptions.repository';

/** What other features may read and change of a member's subscription; `subscriptions.repository.ts` owns the table. */
export function plansService(db: Db) {
  const repo = subscriptionsRepository(db);
  return {
    /** The member's subscription (plan, end, auto-renew, saved card), or undefined before their first payment. */
    subscription: (userId: string) => repo.find(userId),
    setAutoRenew: (userId: string, autoRenew: boolean) => repo.setAutoRenew(userId, autoRenew),
  };
}
