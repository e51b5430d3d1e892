import type { Db } from '../../../src/server/db/database';
import type { PlanId } from '../../../src/shared/plans';

/**
 * Puts a member on a paid plan the way payments records one: a `subscriptions` row (user_id, plan_id, ends_at) that
 * `memberPlan` reads. Thirty days from now unless told.
 */
export async function setPlan(db: Db, userId: string, plan: PlanId, endsAt = new Date(Date.now() + 30 * 24 * 3600_000)): Promise<void> {
  if (plan === 'free') {
    await db.deleteFrom('subscriptions').where('user_id', '=', userId).execute();
    return;
  }
  await db
    .insertInto('subscriptions')
    .values({ user_id: userId, plan_id: plan, ends_at: endsAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ plan_id: plan, ends_at: endsAt }))
    .execute();
}

/** Sets the member's city (by name), which places their notices, events and announcements. */
export async function placeMember(db: Db, userId: string, cityName: string): Promise<void> {
  const city = await db.selectFrom('cities').select('city_id').where('name', '=', cityName).executeTakeFirstOrThrow();
  await db.updateTable('users').set({ location_city_id: city.city_id }).where('user_id', '=', userId).execute();
}
