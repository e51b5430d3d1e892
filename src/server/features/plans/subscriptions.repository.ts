import type { Db } from '../../db/database';

/**
 * The member's paid plan while it lasts. `subscriptions` belongs to payments (issue 11); migration 0021 creates the
 * columns read here when that table is not there yet.
 */
export function subscriptionsRepository(db: Db) {
  return {
    activePlanId: async (userId: string): Promise<string | null> =>
      (
        await db
          .selectFrom('subscriptions')
          .select('plan_id')
          .where('user_id', '=', userId)
          .where('ends_at', '>', new Date())
          .executeTakeFirst()
      )?.plan_id ?? null,
  };
}
