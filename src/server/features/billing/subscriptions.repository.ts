import { sql, type Transaction } from 'kysely';
import type { PlanId } from '../../../shared/plans';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { planRank } from '../visibility/visibility';

type Executor = Db | Transaction<Database>;

/** First key of the advisory lock that serialises one member's lifecycle jobs. */
const LIFECYCLE_LOCK_CLASS = 11_012;

/** The member's plan rank now (`member_plan_rank`, migration 0056), as SQL to embed in another statement (a new listing's `plan_rank`). */
export const planRankOf = (userId: string) => sql<number>`member_plan_rank(${userId}, now())`;

/**
 * A member's paid plan (table subscriptions, one row per member; none = Free) and the plan rank it puts on the
 * member's listings. Functions taking `trx` run inside the caller's transaction, so a plan and its effects change together.
 */
export function subscriptionsRepository(db: Executor) {
  return {
    /** The plan in force at `now`: a paid plan whose end is still ahead, else Free. */
    planAt: async (userId: string, now: Date): Promise<PlanId> => {
      const row = await db
        .selectFrom('subscriptions')
        .select('plan_id')
        .where('user_id', '=', userId)
        .where('plan_id', '<>', 'free')
        .where('ends_at', '>', now)
        .executeTakeFirst();
      return row?.plan_id ?? 'free';
    },

    find: (userId: string) => db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst(),

    /** The member's row, locked until the transaction ends (made first when missing): plan changes of one member queue up. */
    lock: (trx: Transaction<Database>, userId: string) =>
      // One statement: the no-op update on conflict locks the existing row and returns it.
      trx
        .insertInto('subscriptions')
        .values({ user_id: userId, plan_id: 'free' })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ user_id: userId }))
        .returningAll()
        .executeTakeFirstOrThrow(),

    /** Sets the plan and puts its rank on the member's businesses and professions (nearby, search, feed, badge follow). */
    setPlan: async (
      trx: Transaction<Database>,
      userId: string,
      values: {
        plan: PlanId;
        endsAt: Date | null;
        lastReference?: string | null;
        autoRenew?: boolean;
        authorizationCode?: string | null;
        authorizationEmail?: string | null;
      },
    ) => {
      await trx
        .updateTable('subscriptions')
        .set({
          plan_id: values.plan,
          ends_at: values.endsAt,
          ...(values.lastReference !== undefined ? { last_reference: values.lastReference } : {}),
          ...(values.autoRenew !== undefined ? { auto_renew: values.autoRenew } : {}),
          ...(values.authorizationCode !== undefined ? { authorization_code: values.authorizationCode } : {}),
          ...(values.authorizationEmail !== undefined ? { authorization_email: values.authorizationEmail } : {}),
          updated_at: sql`now()`,
        })
        .where('user_id', '=', userId)
        .execute();
      // The member's row is what a new listing's insert locks first (listings.repository insertWithinLimit), so a
      // listing is either inserted before this and updated here, or inserted after with the new rank.
      await trx.selectFrom('users').select('user_id').where('user_id', '=', userId).forUpdate().execute();
      // Asked in a statement of its own, after the lock (a new snapshot: a listing committed while this waited is
      // seen). The updates run only when they change a row: their statement triggers (search, map, feed) do their work
      // even for no row, and most members who pay have no listing (bench/RESULTS.md, Payments, the burst's time).
      const rank = planRank(values.plan);
      const { rows } = await sql<{ businesses: boolean; professions: boolean }>`
        SELECT EXISTS (SELECT 1 FROM businesses WHERE auth_user_id = ${userId} AND plan_rank <> ${rank}) AS businesses,
               EXISTS (SELECT 1 FROM professions WHERE auth_user_id = ${userId} AND plan_rank <> ${rank}) AS professions`.execute(trx);
      const stale = rows[0]!;
      for (const table of ['businesses', 'professions'] as const) {
        if (stale[table])
          await trx.updateTable(table).set({ plan_rank: rank }).where('auth_user_id', '=', userId).where('plan_rank', '<>', rank).execute();
      }
    },

    /**
     * Runs `work` while holding the member's lifecycle lock (a session advisory lock on a connection of its own), so
     * two lifecycle jobs of one member (a late reminder and the end, on any processes) never renew or end at once:
     * the second starts after the first and reads what it left.
     */
    withLifecycleLock: <T>(userId: string, work: () => Promise<T>): Promise<T> =>
      (db as Db).connection().execute(async (connection) => {
        await sql`SELECT pg_advisory_lock(${LIFECYCLE_LOCK_CLASS}::int4, hashtext(${userId}))`.execute(connection);
        try {
          return await work();
        } finally {
          await sql`SELECT pg_advisory_unlock(${LIFECYCLE_LOCK_CLASS}::int4, hashtext(${userId}))`.execute(connection);
        }
      }),

    /** Returns the member to Free if their plan is still `plan` ending at `endsAt` (not extended, renewed or refunded meanwhile). */
    endIfUnchanged: (userId: string, plan: PlanId, endsAt: Date) =>
      (db as Db).transaction().execute(async (trx) => {
        const repo = subscriptionsRepository(trx);
        const current = await repo.lock(trx, userId);
        if (current.plan_id !== plan || current.ends_at?.getTime() !== endsAt.getTime()) return false;
        await repo.setPlan(trx, userId, { plan: 'free', endsAt: null });
        return true;
      }),

    setAutoRenew: (userId: string, autoRenew: boolean) =>
      db
        .updateTable('subscriptions')
        .set({ auto_renew: autoRenew, updated_at: sql`now()` })
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst(),

    /** Claims the "about to expire" reminder of this end date; true once, false for every later try. */
    claimReminder: async (userId: string, endsAt: Date) => {
      const result = await db
        .updateTable('subscriptions')
        .set({ reminded_for: endsAt })
        .where('user_id', '=', userId)
        .where('ends_at', '=', endsAt)
        .where('plan_id', '<>', 'free')
        .where((eb) => eb.or([eb('reminded_for', 'is', null), eb('reminded_for', '<>', endsAt)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
