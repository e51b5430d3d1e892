import { Kysely, sql } from 'kysely';

/**
 * Unlisted videos get an unguessable share key (issue 37, decision 0016): ids are sequential, so an unlisted video
 * found by its id alone could be found by counting. The key is 122 random bits (a version 4 UUID's) in 22 base64url
 * characters. A trigger keeps the rule in one place whatever writes the row: a video has a key exactly while it is
 * unlisted, and a new one each time it becomes unlisted (so making it private and unlisted again retires old links).
 * Unlisted videos from before get theirs here.
 */
export async function up(db: Kysely<any>): Promise<void> {
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
}
