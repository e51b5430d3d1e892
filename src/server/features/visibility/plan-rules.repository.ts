import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { PlanReach, PlanRule } from './visibility';

/** First key of the advisory lock under which server processes starting together write `plan_rules` one at a time. */
const PLAN_RULES_LOCK_CLASS = 11_056;

/** The rule's chords and unlimited flags by rank, as two array columns to read in another statement (its snapshot). */
export const planReachColumns = sql<{ plan_chords: number[]; plan_unlimited: boolean[] }>`
  (SELECT array_agg(r.chord ORDER BY r.rank) FROM plan_rules r) AS plan_chords,
  (SELECT array_agg(r.radius_m IS NULL ORDER BY r.rank) FROM plan_rules r) AS plan_unlimited`;

export const planReachOf = (row: { plan_chords: number[]; plan_unlimited: boolean[] }): PlanReach => ({
  chords: row.plan_chords.map(Number),
  unlimited: row.plan_unlimited,
});

/**
 * `plan_rules` (migration 0056): the plan radii the database's rule reads. Written at every start from the plans the
 * server was built with; a row that changes rewrites `plan_visible` (its trigger, `plan_visible_refresh` in
 * db/sql/visibility.sql), so SQL follows at once.
 */
export function planRulesRepository(db: Db) {
  return {
    /** Makes the table hold exactly these rules; writes nothing when it already does. */
    sync: (rules: readonly PlanRule[]) =>
      db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(${PLAN_RULES_LOCK_CLASS}::int4, 0)`.execute(trx);
        await sql`DELETE FROM plan_rules WHERE rank <> ALL(${rules.map((rule) => rule.rank)}::smallint[])`.execute(trx);
        for (const rule of rules) {
          await sql`
            INSERT INTO plan_rules AS r (rank, plan_id, radius_m) VALUES (${rule.rank}, ${rule.planId}, ${rule.radiusM}::float8)
            ON CONFLICT (rank) DO UPDATE SET plan_id = excluded.plan_id, radius_m = excluded.radius_m
             WHERE (r.plan_id, r.radius_m) IS DISTINCT FROM (excluded.plan_id, excluded.radius_m)`.execute(trx);
        }
        // A new database seeds the table before its trigger exists (migrations first, then db/sql): write
        // `plan_visible` from it if it does not say the same already.
        await sql`SELECT plan_visible_refresh()`.execute(trx);
      }),

    /** The rule as the database holds it now. */
    async reach(): Promise<PlanReach> {
      const { rows } = await sql<{ plan_chords: number[]; plan_unlimited: boolean[] }>`SELECT ${planReachColumns}`.execute(db);
      return planReachOf(rows[0]!);
    },
  };
}
