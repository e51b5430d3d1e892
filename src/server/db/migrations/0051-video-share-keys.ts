import { Kysely, sql } from 'kysely';

/** The notification kinds with the uploader's 'video_ready' and 'video_failed' (0029 had the rest). */
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
  'video_ready',
  'video_failed',
];

/**
 * Unlisted videos get an unguessable share key (issue 37, decision 0016): ids are sequential, so an unlisted video
 * found by its id alone could be found by counting. The key is 122 random bits (a version 4 UUID's) in 22 base64url
 * characters. A trigger keeps the rule in one place whatever writes the row: a video has a key exactly while it is
 * unlisted, and a new one each time it becomes unlisted (so making it private and unlisted again retires old links).
 * Unlisted videos from before get theirs here. And the uploader hears when processing is done (video_ready / video_failed).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const kinds = sql.join(NOTIFICATION_KINDS.map((kind) => sql.lit(kind)));
  await sql`ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`.execute(db);
  await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${kinds}))`.execute(db);

  await sql`
    CREATE FUNCTION video_share_key() RETURNS text LANGUAGE sql VOLATILE AS $$
      SELECT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=')
    $$`.execute(db);
  await sql`ALTER TABLE videos ADD COLUMN share_key text UNIQUE`.execute(db);
  await sql`UPDATE videos SET share_key = video_share_key() WHERE privacy = 'unlisted'`.execute(db);
  await sql`ALTER TABLE videos ADD CONSTRAINT videos_share_key_check CHECK ((privacy = 'unlisted') = (share_key IS NOT NULL))`.execute(db);
  await sql`
    CREATE FUNCTION videos_share_key() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.privacy <> 'unlisted' THEN
        NEW.share_key := NULL;
      ELSIF TG_OP = 'INSERT' OR OLD.privacy <> 'unlisted' OR NEW.share_key IS NULL THEN
        NEW.share_key := video_share_key();
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER videos_share_key BEFORE INSERT OR UPDATE OF privacy, share_key ON videos
    FOR EACH ROW EXECUTE FUNCTION videos_share_key()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER videos_share_key ON videos`.execute(db);
  await sql`DROP FUNCTION videos_share_key()`.execute(db);
  await sql`ALTER TABLE videos DROP CONSTRAINT videos_share_key_check`.execute(db);
  await sql`ALTER TABLE videos DROP COLUMN share_key`.execute(db);
  await sql`DROP FUNCTION video_share_key()`.execute(db);
  const kinds = sql.join(NOTIFICATION_KINDS.filter((kind) => !kind.startsWith('video_')).map((kind) => sql.lit(kind)));
  await sql`DELETE FROM notifications WHERE kind IN ('video_ready', 'video_failed')`.execute(db);
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check`.execute(db);
  await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${kinds}))`.execute(db);
}
