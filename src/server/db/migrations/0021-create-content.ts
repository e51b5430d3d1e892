import { Kysely, sql } from 'kysely';

/**
 * Create Content (issue 12, part A): notices, events with their attendees, announcements and advertisement drafts.
 *
 * - Placing (docs/decisions/0009-adding-a-content-kind.md): notices, events and announcements are placed by their
 *   author's city, as a post without a listing. Notices and events are regional (plan rank 0: the 300 km rule);
 *   announcements are "global visibility" (spec part 2 §2.9), so their feed entry carries rank 2 and shows at any distance.
 * - Feed kinds (tie rank, appended; features/feed/feed-cursor.ts): notice 4, event 5, announcement 6. `feed_sources`
 *   gains one branch per kind; a cancelled event leaves the feed; an expired notice is hidden when read and removed by
 *   its `notice.expire` job.
 * - Notifications gain four kinds: announcement, event_reminder, event_promoted, event_cancelled.
 */
const FEED_SOURCES = `
  CREATE OR REPLACE VIEW feed_sources AS
    SELECT 0::smallint AS kind, pr.product_id AS item_id, pr.created_at, b.latitude AS lat, b.longitude AS lng, b.plan_rank
      FROM products pr JOIN businesses b ON b.business_id = pr.business_id
     WHERE b.latitude IS NOT NULL AND b.longitude IS NOT NULL
    UNION ALL
    SELECT 1::smallint, profession_id, created_at, latitude, longitude, plan_rank
      FROM professions WHERE latitude IS NOT NULL AND longitude IS NOT NULL
    UNION ALL
    SELECT 2::smallint, business_id, created_at, latitude, longitude, plan_rank
      FROM businesses WHERE latitude IS NOT NULL AND longitude IS NOT NULL
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
     WHERE coalesce(b.latitude, p.latitude, c.latitude) IS NOT NULL
    UNION ALL
    SELECT 4::smallint, n.notice_id, n.created_at, c.latitude, c.longitude, 0::smallint
      FROM notices n JOIN users u ON u.user_id = n.user_id JOIN cities c ON c.city_id = u.location_city_id
    UNION ALL
    SELECT 5::smallint, e.event_id, e.created_at, c.latitude, c.longitude, 0::smallint
      FROM events e JOIN users u ON u.user_id = e.user_id JOIN cities c ON c.city_id = u.location_city_id
     WHERE e.cancelled_at IS NULL
    UNION ALL
    SELECT 6::smallint, a.announcement_id, a.created_at, c.latitude, c.longitude, 2::smallint
      FROM announcements a JOIN users u ON u.user_id = a.user_id JOIN cities c ON c.city_id = u.location_city_id`;

const AUTHORED = [
  { table: 'notices', id: 'notice_id', kind: 4, place: ['user_id', 'created_at'] },
  { table: 'events', id: 'event_id', kind: 5, place: ['user_id', 'created_at', 'cancelled_at'] },
  { table: 'announcements', id: 'announcement_id', kind: 6, place: ['user_id', 'created_at'] },
] as const;

/** The notification kinds once content exists (0019 checked the earlier list). */
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
];

export async function up(db: Kysely<any>): Promise<void> {
  const kinds = sql.join(NOTIFICATION_KINDS.map((kind) => sql.lit(kind)));
  await sql`ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`.execute(db);
  await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${kinds}))`.execute(db);

  await sql`
    CREATE TABLE notices (
      notice_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      title text NOT NULL,
      content text NOT NULL,
      location text,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX notices_author_idx ON notices (user_id, created_at DESC, notice_id DESC)`.execute(db);
  await sql`CREATE INDEX notices_expiry_idx ON notices (expires_at)`.execute(db);

  await sql`
    CREATE TABLE events (
      event_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      title text NOT NULL,
      description text NOT NULL,
      starts_at timestamptz NOT NULL,
      location text NOT NULL,
      max_attendees int CHECK (max_attendees > 0),
      cancelled_at timestamptz,
      reminded_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX events_organiser_idx ON events (user_id, starts_at, event_id)`.execute(db);

  // status: going | interested | waiting (for a Going place at capacity; promoted oldest first).
  await sql`
    CREATE TABLE event_attendees (
      event_id bigint NOT NULL REFERENCES events(event_id) ON DELETE CASCADE,
      user_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      status text NOT NULL CHECK (status IN ('going', 'interested', 'waiting')),
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      PRIMARY KEY (event_id, user_id)
    )`.execute(db);
  await sql`CREATE INDEX event_attendees_status_idx ON event_attendees (event_id, status, created_at)`.execute(db);
  await sql`CREATE INDEX event_attendees_member_idx ON event_attendees (user_id)`.execute(db);

  await sql`
    CREATE TABLE announcements (
      announcement_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      title text NOT NULL,
      content text NOT NULL,
      priority text NOT NULL CHECK (priority IN ('low', 'normal', 'high', 'urgent')),
      category text NOT NULL CHECK (category IN ('general', 'business', 'community', 'emergency', 'update')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX announcements_author_idx ON announcements (user_id, created_at DESC)`.execute(db);

  // An advertisement as the dialog makes it: a draft awaiting payment. Paying, serving and counting are the ads step's.
  await sql`
    CREATE TABLE advertisements (
      ad_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      title text NOT NULL,
      description text NOT NULL,
      ad_type text NOT NULL,
      budget_kobo bigint NOT NULL CHECK (budget_kobo >= 100000 AND budget_kobo % 100 = 0),
      duration_days int NOT NULL CHECK (duration_days IN (3, 7, 14, 30)),
      audience text NOT NULL CHECK (audience IN ('all', 'business', 'professionals', 'young-adults', 'adults')),
      image_url text,
      link_business_id bigint REFERENCES businesses(business_id) ON DELETE SET NULL,
      link_profession_id bigint REFERENCES professions(profession_id) ON DELETE SET NULL,
      link_url text,
      status text NOT NULL DEFAULT 'awaiting_payment' CHECK (status IN ('awaiting_payment', 'running', 'paused', 'ended')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX advertisements_owner_idx ON advertisements (user_id, created_at DESC)`.execute(db);

  // The feed: three more kinds.
  await sql`ALTER TABLE feed_entries DROP CONSTRAINT feed_entries_kind_check`.execute(db);
  await sql`ALTER TABLE feed_entries ADD CONSTRAINT feed_entries_kind_check CHECK (kind BETWEEN 0 AND 6)`.execute(db);
  await sql.raw(FEED_SOURCES).execute(db);

  for (const { table, id, kind, place } of AUTHORED) {
    const changed = `SELECT n.${id} FROM new_rows n JOIN old_rows o USING (${id})
                      WHERE (${place.map((c) => `n.${c}`).join(', ')}) IS DISTINCT FROM (${place.map((c) => `o.${c}`).join(', ')})`;
    await sql
      .raw(
        `
      CREATE FUNCTION feed_sync_${table}() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          DELETE FROM feed_entries WHERE kind = ${kind} AND item_id IN (SELECT ${id} FROM old_rows);
        ELSIF TG_OP = 'INSERT' THEN
          PERFORM feed_refresh(${kind}::smallint, ARRAY(SELECT ${id} FROM new_rows));
        ELSE
          PERFORM feed_refresh(${kind}::smallint, ARRAY(${changed}));
        END IF;
        RETURN NULL;
      END $fn$`,
      )
      .execute(db);
    for (const [op, ref] of [
      ['INSERT', 'NEW TABLE AS new_rows'],
      ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['DELETE', 'OLD TABLE AS old_rows'],
    ] as const) {
      await sql
        .raw(
          `CREATE TRIGGER feed_sync_${table}_${op.toLowerCase()} AFTER ${op} ON ${table}
           REFERENCING ${ref} FOR EACH STATEMENT EXECUTE FUNCTION feed_sync_${table}()`,
        )
        .execute(db);
    }
  }

  // A member who changes city moves their posts without a listing (0009) and now their notices, events and announcements.
  const moved = `SELECT n.user_id FROM new_rows n JOIN old_rows o USING (user_id) WHERE n.location_city_id IS DISTINCT FROM o.location_city_id`;
  await sql
    .raw(
      `
    CREATE OR REPLACE FUNCTION feed_sync_users() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM feed_refresh(3::smallint, ARRAY(
        SELECT po.post_id FROM posts po WHERE po.business_id IS NULL AND po.profession_id IS NULL AND po.user_id IN (${moved})));
      ${AUTHORED.map(({ table, id, kind }) => `PERFORM feed_refresh(${kind}::smallint, ARRAY(SELECT x.${id} FROM ${table} x WHERE x.user_id IN (${moved})));`).join('\n      ')}
      RETURN NULL;
    END $fn$`,
    )
    .execute(db);
}
