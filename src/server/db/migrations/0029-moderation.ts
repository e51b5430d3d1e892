import { Kysely, sql } from 'kysely';

/**
 * Moderation (issue 15, decision 0018): reports, staff roles, two-factor sign-in, suspensions, hidden content and the
 * audit log of every staff action.
 */
/** Content staff can hide; `hidden` says why ('staff' by a decision on it, 'suspended' with its owner). */
const HIDEABLE = ['businesses', 'professions', 'products', 'posts', 'events', 'videos', 'reviews', 'post_comments', 'video_comments'];

/**
 * Hidden listings, products and posts leave every discovery surface through the plan column those surfaces already
 * filter on: a hidden row's plan becomes -1, which `plan_visible` (search, counts, suggestions, nearby, map) never
 * shows, no per-plan index holds, and `feed_sources` leaves out. The trigger runs last among the BEFORE triggers
 * (names fire in order), after 0017's placing trigger, so a plan change of the owner cannot bring a hidden row back;
 * on restore the plan is computed again from the owner's plan or the placing listing.
 */
const HIDDEN_PLAN = `
  CREATE FUNCTION moderation_hidden_plan() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_TABLE_NAME IN ('businesses', 'professions') THEN
      IF NEW.hidden IS NOT NULL THEN
        NEW.plan_rank := -1;
      ELSIF NEW.plan_rank < 0 THEN
        NEW.plan_rank := coalesce((SELECT CASE s.plan_id WHEN 'pro' THEN 2 WHEN 'premium' THEN 1 ELSE 0 END
                                     FROM subscriptions s WHERE s.user_id = NEW.auth_user_id AND s.ends_at > now()), 0);
      END IF;
    ELSIF NEW.hidden IS NOT NULL THEN
      NEW.search_plan_rank := -1;
    ELSIF NEW.search_plan_rank < 0 THEN
      IF TG_TABLE_NAME = 'products' THEN
        NEW.search_plan_rank := coalesce((SELECT plan_rank FROM businesses WHERE business_id = NEW.business_id), 0);
      ELSE
        NEW.search_plan_rank := (SELECT x.plan_rank FROM search_place_of_post(NEW.business_id, NEW.profession_id, NEW.user_id) x);
      END IF;
    END IF;
    RETURN NEW;
  END $fn$`;

const FEED_SOURCES = `
  CREATE OR REPLACE VIEW feed_sources AS
    SELECT 0::smallint AS kind, pr.product_id AS item_id, pr.created_at, b.latitude AS lat, b.longitude AS lng, b.plan_rank
      FROM products pr JOIN businesses b ON b.business_id = pr.business_id
     WHERE b.latitude IS NOT NULL AND b.longitude IS NOT NULL AND pr.hidden IS NULL AND b.plan_rank >= 0
    UNION ALL
    SELECT 1::smallint, profession_id, created_at, latitude, longitude, plan_rank
      FROM professions WHERE latitude IS NOT NULL AND longitude IS NOT NULL AND plan_rank >= 0
    UNION ALL
    SELECT 2::smallint, business_id, created_at, latitude, longitude, plan_rank
      FROM businesses WHERE latitude IS NOT NULL AND longitude IS NOT NULL AND plan_rank >= 0
    UNION ALL
    SELECT 3::smallint, po.post_id, po.created_at,
           CASE WHEN b.latitude IS NOT NULL THEN b.latitude WHEN p.latitude IS NOT NULL THEN p.latitude ELSE c.latitude END,
           CASE WHEN b.latitude IS NOT NULL THEN b.longitude WHEN p.latitude IS NOT NULL THEN p.longitude ELSE c.longitude END,
           coalesce(b.plan_rank, p.plan_rank, 0)::smallint
      FROM posts po
      LEFT JOIN businesses b ON b.business_id = po.business_id
      LEFT JOIN professions p ON p.profession_id = po.profession_id
      JOIN users u ON u.user_id = po.user_id
      LEFT JOIN cities c ON c.city_id = u.location_city_id
     WHERE coalesce(b.latitude, p.latitude, c.latitude) IS NOT NULL AND po.hidden IS NULL AND coalesce(b.plan_rank, p.plan_rank, 0) >= 0
    UNION ALL
    SELECT 4::smallint, n.notice_id, n.created_at, c.latitude, c.longitude, 0::smallint
      FROM notices n JOIN users u ON u.user_id = n.user_id JOIN cities c ON c.city_id = u.location_city_id
    UNION ALL
    SELECT 5::smallint, e.event_id, e.created_at, c.latitude, c.longitude, 0::smallint
      FROM events e JOIN users u ON u.user_id = e.user_id JOIN cities c ON c.city_id = u.location_city_id
     WHERE e.cancelled_at IS NULL AND e.hidden IS NULL
    UNION ALL
    SELECT 6::smallint, a.announcement_id, a.created_at, c.latitude, c.longitude, 2::smallint
      FROM announcements a JOIN users u ON u.user_id = a.user_id JOIN cities c ON c.city_id = u.location_city_id`;

/** The notification kinds with 'moderation' (the outcome of a report, a hidden item, a suspension); 0021 had the rest. */
const NOTIFICATION_KINDS = [
  'message',
  'connection_request',
  'connection_accepted',
  'post_like',
  'post_comment',
  'review',
  'follower',
  'followed_post',
  'payment_succeeded',
  'payment_failed',
  'plan_expiring',
  'plan_expired',
  'announcement',
  'event_reminder',
  'event_promoted',
  'event_cancelled',
  'moderation',
];

export async function up(db: Kysely<any>): Promise<void> {
  const kinds = sql.join(NOTIFICATION_KINDS.map((kind) => sql.lit(kind)));
  await sql`ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`.execute(db);
  await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${kinds}))`.execute(db);

  for (const table of HIDEABLE) {
    // Nullable without a default: no table rewrite, and the column is almost always null.
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN hidden text CHECK (hidden IN ('staff', 'suspended'))`.execute(db);
  }
  for (const table of ['businesses', 'professions']) {
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.raw(`${table}_plan_rank_check`)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} ADD CONSTRAINT ${sql.raw(`${table}_plan_rank_check`)} CHECK (plan_rank BETWEEN -1 AND 2) NOT VALID`.execute(
      db,
    );
  }
  await sql.raw(HIDDEN_PLAN).execute(db);
  for (const table of ['businesses', 'professions', 'products', 'posts']) {
    await sql`CREATE TRIGGER zz_moderation_hidden_plan BEFORE INSERT OR UPDATE ON ${sql.table(table)}
              FOR EACH ROW EXECUTE FUNCTION moderation_hidden_plan()`.execute(db);
  }
  await sql.raw(FEED_SOURCES).execute(db);

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
  for (const table of ['businesses', 'professions', 'products', 'posts']) {
    await sql`DROP TRIGGER zz_moderation_hidden_plan ON ${sql.table(table)}`.execute(db);
  }
  await sql`DROP FUNCTION moderation_hidden_plan()`.execute(db);
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
