import { Kysely, sql } from 'kysely';

/**
 * First-party advertising (issue 12, items 5 and 6; docs/decisions/0014-advertising.md):
 * - `payments.ad_id`: a payment with purpose 'advertisement' names the ad it pays for.
 * - `ad_activations`: one row per payment that started a run of an ad; its primary key is the payment reference, so an
 *   ad payment starts a run at most once (the same rule as `plan_activations`).
 * - `advertisements` gains its current run: start and end, planned impressions and the price of one impression
 *   (thousandths of a kobo), and the run's counters (impressions, clicks, spent).
 * - `ad_daily`: impressions, clicks and spend per ad and Lagos day (the dashboard's table, and the history of past runs).
 * - `ad_viewer_days`: per ad, viewer and Lagos day, the impressions counted (the cap of 3) and the last impression and
 *   click (de-duplication per hour). A viewer is a member id, or `v:` and a hash for visitors.
 * - `ad_viewer_rates`: per viewer, a one-second window of impression and click requests (more than 10 are ignored).
 * - `users.birth_year`: optional; without it a member matches only the audiences that do not depend on age.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN birth_year smallint CHECK (birth_year BETWEEN 1900 AND 2100)`.execute(db);

  await sql`ALTER TABLE payments ADD COLUMN ad_id bigint REFERENCES advertisements(ad_id) ON DELETE SET NULL`.execute(db);
  await sql`CREATE INDEX payments_ad_idx ON payments (ad_id) WHERE ad_id IS NOT NULL`.execute(db);

  await sql`
    ALTER TABLE advertisements
      ADD COLUMN starts_at timestamptz,
      ADD COLUMN ends_at timestamptz,
      ADD COLUMN planned_impressions int,
      ADD COLUMN impression_millikobo bigint,
      ADD COLUMN impressions int NOT NULL DEFAULT 0,
      ADD COLUMN clicks int NOT NULL DEFAULT 0,
      ADD COLUMN spent_kobo bigint NOT NULL DEFAULT 0,
      ADD COLUMN runs int NOT NULL DEFAULT 0,
      ADD COLUMN ended_reason text CHECK (ended_reason IN ('budget', 'duration'))`.execute(db);
  await sql`CREATE INDEX advertisements_running_idx ON advertisements (ends_at) WHERE status = 'running'`.execute(db);

  await sql`
    CREATE TABLE ad_activations (
      reference text PRIMARY KEY REFERENCES payments(reference) ON DELETE CASCADE,
      ad_id bigint NOT NULL REFERENCES advertisements(ad_id) ON DELETE CASCADE,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      planned_impressions int NOT NULL,
      activated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE ad_daily (
      ad_id bigint NOT NULL REFERENCES advertisements(ad_id) ON DELETE CASCADE,
      day date NOT NULL,
      impressions int NOT NULL DEFAULT 0,
      clicks int NOT NULL DEFAULT 0,
      spent_kobo bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (ad_id, day)
    )`.execute(db);

  await sql`
    CREATE TABLE ad_viewer_days (
      ad_id bigint NOT NULL REFERENCES advertisements(ad_id) ON DELETE CASCADE,
      viewer text NOT NULL,
      day date NOT NULL,
      impressions smallint NOT NULL DEFAULT 0,
      last_impression_at timestamptz,
      last_click_at timestamptz,
      PRIMARY KEY (ad_id, viewer, day)
    )`.execute(db);
  await sql`CREATE INDEX ad_viewer_days_viewer_idx ON ad_viewer_days (viewer, day)`.execute(db);

  await sql`
    CREATE UNLOGGED TABLE ad_viewer_rates (
      viewer text PRIMARY KEY,
      window_start timestamptz NOT NULL,
      requests int NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS ad_viewer_rates, ad_viewer_days, ad_daily, ad_activations`.execute(db);
  await sql`ALTER TABLE advertisements
    DROP COLUMN starts_at, DROP COLUMN ends_at, DROP COLUMN planned_impressions, DROP COLUMN impression_millikobo, DROP COLUMN impressions, DROP COLUMN clicks, DROP COLUMN spent_kobo, DROP COLUMN runs,
    DROP COLUMN ended_reason`.execute(db);
  await sql`ALTER TABLE payments DROP COLUMN ad_id`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN birth_year`.execute(db);
}
