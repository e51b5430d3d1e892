import { Kysely, sql } from 'kysely';
import { planRules } from '../../features/plans/visibility';
import { nearbyFunction } from './0014-nearby-ring-phases';
import { pageFunction } from './0009-feed-entries';
import { hiddenPlanFunction } from './0046-place-precision';

/**
 * One plan-visibility rule (issue 39.1, docs/decisions/0030-one-plan-visibility-rule.md). Until now the radii were
 * literals in `plan_visible` (0017), the nearby ring functions (0007, 0014) and the plan-rank CASE of 0029/0046, and
 * the feed trusted bands drawn on the radii.
 *
 * - `plan_rules`: one row per plan (rank = its place in `src/shared/plans.ts` PLAN_IDS, radius in metres, null =
 *   unlimited, and the radius as a chord). Seeded here; the server writes it again at every start from plans.ts.
 * - `plan_visible` is generated from `plan_rules` by the table's trigger, with the radii as constants, so it stays an
 *   inlinable IMMUTABLE expression (a function reading the table per row could not be inlined).
 * - `plan_min_rank(rmin)`: the lowest plan class that may be seen beyond rmin; `member_plan_rank(user, at)`: the rank a
 *   member's plan puts on their listings.
 * - The nearby ring functions take their plan classes from `plan_min_rank`; the feed page does too, and checks each
 *   entry against its plan's radius whenever a radius falls inside the ring (the bands are no longer drawn on the radii).
 */

const APPLY = `
  CREATE FUNCTION plan_rules_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
  DECLARE
    unlimited text;
    limited text;
  BEGIN
    SELECT string_agg(rank::text, ', ' ORDER BY rank) FILTER (WHERE radius_m IS NULL),
           string_agg(format('WHEN %s THEN gc_chord(%s)', rank, radius_m), ' ' ORDER BY rank) FILTER (WHERE radius_m IS NOT NULL)
      INTO unlimited, limited FROM plan_rules;
    EXECUTE format($def$
      CREATE OR REPLACE FUNCTION plan_visible(item earth, plan_rank smallint, viewer earth) RETURNS boolean
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT %s OR %s
      $$$def$,
      CASE WHEN unlimited IS NULL THEN 'false' ELSE format('plan_rank IN (%s)', unlimited) END,
      CASE WHEN limited IS NULL THEN 'false' ELSE format('coalesce(cube_distance(item, viewer) <= CASE plan_rank %s END, false)', limited) END);
    RETURN NULL;
  END $fn$`;

const MIN_RANK = `
  CREATE FUNCTION plan_min_rank(rmin float8) RETURNS int LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT coalesce(min(r.rank)::int, (SELECT count(*)::int FROM plan_rules)) FROM plan_rules r
     WHERE r.radius_m IS NULL OR r.radius_m > rmin
  $$`;

const MEMBER_RANK = `
  CREATE FUNCTION member_plan_rank(u text, at timestamptz) RETURNS smallint LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT coalesce((SELECT r.rank FROM subscriptions s JOIN plan_rules r ON r.plan_id = s.plan_id
                      WHERE s.user_id = u AND s.ends_at > at),
                    (SELECT min(r.rank) FROM plan_rules r))::smallint
  $$`;

const NEARBY_TIER = `
  -- The plan classes that may be visible beyond rmin (plan_rules).
  tier int := greatest(coalesce(min_rank, 0), plan_min_rank(rmin));`;

const FEED_RULE = {
  declare: `
  chords float8[] := (SELECT array_agg(r.chord ORDER BY r.rank) FROM plan_rules r);
  cut boolean;`,
  begin: `
  -- The lowest plan class seen anywhere in the ring; where a plan's radius falls inside the ring, each entry is checked.
  tier := greatest(coalesce(tier, 0), plan_min_rank(rmin));
  IF tier >= coalesce(array_length(chords, 1), 0) THEN RETURN; END IF;
  cut := EXISTS (SELECT 1 FROM plan_rules r WHERE r.rank >= tier AND r.radius_m < rmax);`,
  row: `
             AND (NOT cut OR cube_distance(f.earth, ve) <= chords[f.plan_rank + 1])`,
};

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE plan_rules (
      rank smallint PRIMARY KEY CHECK (rank >= 0),
      plan_id text NOT NULL UNIQUE,
      radius_m float8 CHECK (radius_m > 0),
      chord float8 NOT NULL GENERATED ALWAYS AS (coalesce(gc_chord(radius_m), 'infinity'::float8)) STORED
    )`.execute(db);
  await sql.raw(APPLY).execute(db);
  await sql`CREATE TRIGGER plan_rules_changed AFTER INSERT OR UPDATE OR DELETE ON plan_rules
            FOR EACH ROW EXECUTE FUNCTION plan_rules_apply()`.execute(db);
  for (const rule of planRules()) {
    await sql`INSERT INTO plan_rules (rank, plan_id, radius_m) VALUES (${rule.rank}, ${rule.planId}, ${rule.radiusM}::float8)`.execute(db);
  }
  await sql.raw(MIN_RANK).execute(db);
  await sql.raw(MEMBER_RANK).execute(db);
  await sql.raw(hiddenPlanFunction('member_plan_rank(NEW.auth_user_id, now())')).execute(db);
  for (const [table, id, kind] of [
    ['businesses', 'business_id', 'b'],
    ['professions', 'profession_id', 'p'],
  ] as const) {
    await sql.raw(nearbyFunction(table, id, kind, 'plan_visible(t.earth, t.plan_rank, ve)', NEARBY_TIER)).execute(db);
  }
  await sql.raw(pageFunction(FEED_RULE)).execute(db);
}
