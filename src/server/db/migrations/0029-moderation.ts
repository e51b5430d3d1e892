import { Kysely, sql } from 'kysely';

/**
 * Moderation (issue 15, decision 0018): reports, staff roles, two-factor sign-in, suspensions, hidden content and the
 * audit log of every staff action.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE auth_user
      ADD COLUMN role text CHECK (role IN ('moderator', 'admin')),
      ADD COLUMN two_factor_enabled boolean NOT NULL DEFAULT false,
      ADD COLUMN suspended_at timestamptz,
      ADD COLUMN suspended_until timestamptz,
      ADD COLUMN suspension_reason text`.execute(db);
  // Set by an after-hook when a session comes out of a TOTP or backup-code check; staff endpoints require it.
  await sql`ALTER TABLE auth_session ADD COLUMN second_factor boolean NOT NULL DEFAULT false`.execute(db);
  // Better Auth's twoFactor plugin table, with our column names.
  await sql`
    CREATE TABLE auth_two_factor (
      id text PRIMARY KEY,
      secret text NOT NULL,
      backup_codes text NOT NULL,
      user_id text NOT NULL REFERENCES auth_user (id) ON DELETE CASCADE,
      verified boolean NOT NULL DEFAULT true,
      failed_verification_count integer NOT NULL DEFAULT 0,
      locked_until timestamptz
    )`.execute(db);
  await sql`CREATE INDEX auth_two_factor_user_idx ON auth_two_factor (user_id)`.execute(db);
  await sql`CREATE INDEX auth_two_factor_secret_idx ON auth_two_factor (secret)`.execute(db);

  await sql`
    CREATE TABLE reports (
      report_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      reporter_id text NOT NULL REFERENCES auth_user (id) ON DELETE CASCADE,
      target_kind text NOT NULL,
      target_id text NOT NULL,
      owner_id text REFERENCES auth_user (id) ON DELETE SET NULL,
      reason text NOT NULL CHECK (reason IN ('scam', 'fake', 'offensive', 'spam', 'other')),
      details text CHECK (char_length(details) <= 1000),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'actioned')),
      created_at timestamptz NOT NULL DEFAULT now(),
      resolved_at timestamptz,
      CONSTRAINT reports_once UNIQUE (reporter_id, target_kind, target_id)
    )`.execute(db);
  // The console's queue: open reports, oldest first, grouped by item.
  await sql`CREATE INDEX reports_open_idx ON reports (created_at, target_kind, target_id) WHERE status = 'open'`.execute(db);
  await sql`CREATE INDEX reports_target_idx ON reports (target_kind, target_id)`.execute(db);

  // What staff hid. The row is the truth; surfaces drop hidden items through their own indexed columns (decision 0018).
  await sql`
    CREATE TABLE hidden_content (
      target_kind text NOT NULL,
      target_id text NOT NULL,
      hidden_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (target_kind, target_id)
    )`.execute(db);

  // The audit log: append-only, enforced by the database so no code path can edit or delete a row.
  await sql`
    CREATE TABLE moderation_actions (
      action_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      staff_id text NOT NULL,
      action text NOT NULL,
      target_kind text NOT NULL,
      target_id text NOT NULL,
      reason text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX moderation_actions_recent_idx ON moderation_actions (created_at DESC, action_id DESC)`.execute(db);
  await sql`
    CREATE FUNCTION moderation_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'moderation_actions is append-only';
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER moderation_actions_append_only BEFORE UPDATE OR DELETE ON moderation_actions
      FOR EACH STATEMENT EXECUTE FUNCTION moderation_actions_append_only()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE moderation_actions`.execute(db);
  await sql`DROP FUNCTION moderation_actions_append_only()`.execute(db);
  await sql`DROP TABLE hidden_content`.execute(db);
  await sql`DROP TABLE reports`.execute(db);
  await sql`DROP TABLE auth_two_factor`.execute(db);
  await sql`ALTER TABLE auth_session DROP COLUMN second_factor`.execute(db);
  await sql`
    ALTER TABLE auth_user DROP COLUMN role, DROP COLUMN two_factor_enabled, DROP COLUMN suspended_at,
      DROP COLUMN suspended_until, DROP COLUMN suspension_reason`.execute(db);
}
