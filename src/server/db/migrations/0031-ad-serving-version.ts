import { Kysely, sql } from 'kysely';

/**
 * The version of what ad serving reads (decision 0014, "Serving from memory"): each process keeps the running ads in
 * memory and compares this number with its copy's on every slot, in the same round trip as the viewer's facts.
 * Triggers raise it when anything a slot shows or decides by changes: an ad's status, run, content, audience or link;
 * the plan of a member with a running ad (their reach); the name or city of such a member; the position of a listing a
 * running ad links to. Impression and click counters do not raise it (they change all the time and pacing tolerates a
 * few seconds of lag; the write path enforces caps and budgets).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE ad_serving_version (
      only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
      version bigint NOT NULL
    )`.execute(db);
  await sql`INSERT INTO ad_serving_version (only_row, version) VALUES (true, 1)`.execute(db);

  await sql`
    CREATE FUNCTION ad_serving_bump() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE ad_serving_version SET version = version + 1;
      RETURN NULL;
    END $$`.execute(db);

  // Only members and listings that a running ad depends on raise the version (a plan payment of anyone else does not).
  await sql`
    CREATE FUNCTION ad_serving_member_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      member text := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
    BEGIN
      IF EXISTS (SELECT 1 FROM advertisements WHERE user_id = member AND status = 'running') THEN
        UPDATE ad_serving_version SET version = version + 1;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION ad_serving_business_moved() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM advertisements WHERE link_business_id = NEW.business_id AND status = 'running') THEN
        UPDATE ad_serving_version SET version = version + 1;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION ad_serving_profession_moved() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM advertisements WHERE link_profession_id = NEW.profession_id AND status = 'running') THEN
        UPDATE ad_serving_version SET version = version + 1;
      END IF;
      RETURN NULL;
    END $$`.execute(db);

  await sql`
    CREATE TRIGGER advertisements_serving_changed AFTER UPDATE ON advertisements FOR EACH ROW
    WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.starts_at IS DISTINCT FROM NEW.starts_at
       OR OLD.ends_at IS DISTINCT FROM NEW.ends_at OR OLD.planned_impressions IS DISTINCT FROM NEW.planned_impressions
       OR OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description
       OR OLD.image_url IS DISTINCT FROM NEW.image_url OR OLD.ad_type IS DISTINCT FROM NEW.ad_type
       OR OLD.audience IS DISTINCT FROM NEW.audience OR OLD.user_id IS DISTINCT FROM NEW.user_id
       OR OLD.link_business_id IS DISTINCT FROM NEW.link_business_id
       OR OLD.link_profession_id IS DISTINCT FROM NEW.link_profession_id OR OLD.link_url IS DISTINCT FROM NEW.link_url)
    EXECUTE FUNCTION ad_serving_bump()`.execute(db);
  await sql`
    CREATE TRIGGER advertisements_serving_deleted AFTER DELETE ON advertisements FOR EACH ROW
    WHEN (OLD.status = 'running') EXECUTE FUNCTION ad_serving_bump()`.execute(db);

  await sql`
    CREATE TRIGGER subscriptions_serving_changed AFTER INSERT OR DELETE ON subscriptions FOR EACH ROW
    EXECUTE FUNCTION ad_serving_member_changed()`.execute(db);
  await sql`
    CREATE TRIGGER subscriptions_serving_updated AFTER UPDATE ON subscriptions FOR EACH ROW
    WHEN (OLD.plan_id IS DISTINCT FROM NEW.plan_id OR OLD.ends_at IS DISTINCT FROM NEW.ends_at)
    EXECUTE FUNCTION ad_serving_member_changed()`.execute(db);
  await sql`
    CREATE TRIGGER users_serving_updated AFTER UPDATE ON users FOR EACH ROW
    WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.location_city_id IS DISTINCT FROM NEW.location_city_id)
    EXECUTE FUNCTION ad_serving_member_changed()`.execute(db);
  await sql`
    CREATE TRIGGER businesses_serving_moved AFTER UPDATE ON businesses FOR EACH ROW
    WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude)
    EXECUTE FUNCTION ad_serving_business_moved()`.execute(db);
  await sql`
    CREATE TRIGGER professions_serving_moved AFTER UPDATE ON professions FOR EACH ROW
    WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude)
    EXECUTE FUNCTION ad_serving_profession_moved()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS professions_serving_moved ON professions`.execute(db);
  await sql`DROP TRIGGER IF EXISTS businesses_serving_moved ON businesses`.execute(db);
  await sql`DROP TRIGGER IF EXISTS users_serving_updated ON users`.execute(db);
  await sql`DROP TRIGGER IF EXISTS subscriptions_serving_updated ON subscriptions`.execute(db);
  await sql`DROP TRIGGER IF EXISTS subscriptions_serving_changed ON subscriptions`.execute(db);
  await sql`DROP TRIGGER IF EXISTS advertisements_serving_deleted ON advertisements`.execute(db);
  await sql`DROP TRIGGER IF EXISTS advertisements_serving_changed ON advertisements`.execute(db);
  await sql`DROP FUNCTION IF EXISTS ad_serving_profession_moved(), ad_serving_business_moved(), ad_serving_member_changed(), ad_serving_bump()`.execute(
    db,
  );
  await sql`DROP TABLE IF EXISTS ad_serving_version`.execute(db);
}
