import { Kysely, sql } from 'kysely';
import { planRules } from '../../features/visibility/visibility';

/**
 * One plan-visibility rule (issue 39.1, docs/decisions/0030-one-plan-visibility-rule.md): `plan_rules`, one row per
 * plan (rank = its place in `src/shared/plans.ts` PLAN_IDS, radius in metres, null = unlimited, and the radius as a
 * chord), seeded here; the server writes it again at every start from plans.ts. The functions that read it
 * (`plan_visible_refresh`, which writes `plan_visible` with the radii as constants; `plan_min_rank`,
 * `member_plan_rank`; the nearby ring functions, the feed page and the moderation rank) are in
 * `src/server/db/sql/visibility.sql` and beside their areas (decision 0031).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE plan_rules (
      rank smallint PRIMARY KEY CHECK (rank >= 0),
      plan_id text NOT NULL UNIQUE,
      radius_m float8 CHECK (radius_m > 0),
      chord float8 NOT NULL GENERATED ALWAYS AS (coalesce(gc_chord(radius_m), 'infinity'::float8)) STORED
    )`.execute(db);
  for (const rule of planRules()) {
    await sql`INSERT INTO plan_rules (rank, plan_id, radius_m) VALUES (${rule.rank}, ${rule.planId}, ${rule.radiusM}::float8)`.execute(db);
  }
}
