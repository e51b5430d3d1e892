import { Kysely, sql } from 'kysely';
import { nearbyFunction } from './0014-nearby-ring-phases';

/**
 * One visibility rule for every surface (docs/product-decisions.md 7, docs/decisions/0009-adding-a-content-kind.md):
 * an item is shown to a viewer only within its owner's plan radius — Free 300 km, Premium 1,500 km, Pro everywhere —
 * and an item without a position has no distance, so only Pro shows it.
 *
 * - `plan_visible(item earth, plan rank, viewer earth)`: the rule, as one inlinable SQL expression (a chord compare).
 *   Search, suggestions and the nearby ring functions (redefined here) filter with it; the feed filters by plan rank
 *   per ring, which is the same rule because its bands are drawn on the plan radii (feed.repository.ts `ringTier`).
 * - `search_plan_rank` on products and posts: the plan of the listing that places them, next to `search_earth`.
 *   Both now come from the feed's placing rule (`feed_sources`, migration 0009): a product by its business; a post by
 *   its business, else its profession, else its author's city — so search and the feed agree on where an item is.
 * - Owner names (issue 10, 6h): professions and businesses keep their owner's name in `search_owner`, which joins
 *   the text words (not the name words), so "Adaeze" finds Adaeze's listings; a rename follows at once.
 */
const RULE = `
  CREATE FUNCTION plan_visible(item earth, plan_rank smallint, viewer earth) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT plan_rank >= 2 OR coalesce(cube_distance(item, viewer) <= CASE plan_rank WHEN 0 THEN gc_chord(300000)
                                                                                     WHEN 1 THEN gc_chord(1500000) END, false)
  $$`;

const POST_PLACE = `
  CREATE FUNCTION search_place_of_post(b bigint, p bigint, u text, OUT earth earth, OUT plan_rank smallint)
  LANGUAGE sql STABLE AS $$
    SELECT CASE WHEN bz.latitude IS NOT NULL THEN bz.earth WHEN pz.latitude IS NOT NULL THEN pz.earth
                ELSE ll_to_earth(c.latitude, c.longitude) END,
           coalesce(bz.plan_rank, pz.plan_rank, 0)::smallint
      FROM (SELECT 1) one
      LEFT JOIN businesses bz ON bz.business_id = b
      LEFT JOIN professions pz ON pz.profession_id = p
      LEFT JOIN users us ON us.user_id = u
      LEFT JOIN cities c ON c.city_id = us.location_city_id
  $$`;

const OF_ROW = `
  CREATE OR REPLACE FUNCTION search_earth_of_row() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_TABLE_NAME = 'products' THEN
      NEW.search_earth := (SELECT earth FROM businesses WHERE business_id = NEW.business_id);
      NEW.search_plan_rank := coalesce((SELECT plan_rank FROM businesses WHERE business_id = NEW.business_id), 0);
    ELSE
      SELECT x.earth, x.plan_rank INTO NEW.search_earth, NEW.search_plan_rank
        FROM search_place_of_post(NEW.business_id, NEW.profession_id, NEW.user_id) x;
    END IF;
    RETURN NEW;
  END
  $fn$`;

const POSTS_PLACED = `(search_earth, search_plan_rank) = (SELECT x.earth, x.plan_rank FROM search_place_of_post(p.business_id, p.profession_id, p.user_id) x)`;

const FOLLOW = `
  CREATE OR REPLACE FUNCTION search_earth_follow_listing() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_TABLE_NAME = 'professions' THEN
      UPDATE posts p SET ${POSTS_PLACED} WHERE p.profession_id = NEW.profession_id;
    ELSIF TG_TABLE_NAME = 'businesses' THEN
      UPDATE products SET search_earth = NEW.earth, search_plan_rank = NEW.plan_rank WHERE business_id = NEW.business_id;
      UPDATE posts p SET ${POSTS_PLACED} WHERE p.business_id = NEW.business_id;
    ELSE
      UPDATE posts p SET ${POSTS_PLACED} WHERE p.user_id = NEW.user_id;
    END IF;
    RETURN NULL;
  END
  $fn$`;

const LISTINGS = [
  { table: 'professions', id: 'profession_id', source: 1, text: `coalesce(title, '') || ' ' || coalesce(description, '')` },
  { table: 'businesses', id: 'business_id', source: 2, text: `coalesce(name, '') || ' ' || coalesce(description, '')` },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(RULE).execute(db);
  for (const [table, id, kind] of [
    ['businesses', 'business_id', 'b'],
    ['professions', 'profession_id', 'p'],
  ] as const) {
    await sql.raw(nearbyFunction(table, id, kind, 'plan_visible(t.earth, t.plan_rank, ve)')).execute(db);
  }
  await sql.raw(POST_PLACE).execute(db);

  await sql`ALTER TABLE products ADD COLUMN search_plan_rank smallint NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE posts ADD COLUMN search_plan_rank smallint NOT NULL DEFAULT 0`.execute(db);
  await sql.raw(OF_ROW).execute(db);
  await sql.raw(FOLLOW).execute(db);
  await sql`DROP TRIGGER posts_search_earth ON posts`.execute(db);
  await sql`CREATE TRIGGER posts_search_earth BEFORE INSERT OR UPDATE OF profession_id, business_id, user_id ON posts
            FOR EACH ROW EXECUTE FUNCTION search_earth_of_row()`.execute(db);
  for (const table of ['professions', 'businesses']) {
    await sql.raw(`DROP TRIGGER ${table}_search_earth ON ${table}`).execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_search_earth AFTER UPDATE OF latitude, longitude, plan_rank ON ${table} FOR EACH ROW
                   WHEN (OLD.earth IS DISTINCT FROM NEW.earth OR OLD.plan_rank IS DISTINCT FROM NEW.plan_rank)
                   EXECUTE FUNCTION search_earth_follow_listing()`,
      )
      .execute(db);
  }
  await sql`CREATE TRIGGER users_search_earth AFTER UPDATE OF location_city_id ON users FOR EACH ROW
            WHEN (OLD.location_city_id IS DISTINCT FROM NEW.location_city_id) EXECUTE FUNCTION search_earth_follow_listing()`.execute(db);
  // Existing rows (the statement triggers move the postings of posts that gain a position).
  await sql`UPDATE products t SET search_plan_rank = b.plan_rank FROM businesses b WHERE b.business_id = t.business_id AND b.plan_rank <> 0`.execute(
    db,
  );
  await sql.raw(`UPDATE posts p SET ${POSTS_PLACED}`).execute(db);

  // Owner names in the listings' text words.
  await sql`
    CREATE FUNCTION search_owner_of_row() RETURNS trigger
    LANGUAGE plpgsql AS $fn$
    BEGIN
      NEW.search_owner := (SELECT full_name FROM users WHERE user_id = NEW.auth_user_id);
      RETURN NEW;
    END
    $fn$`.execute(db);
  await sql`
    CREATE FUNCTION search_owner_renamed() RETURNS trigger
    LANGUAGE plpgsql AS $fn$
    BEGIN
      UPDATE professions SET search_owner = NEW.full_name WHERE auth_user_id = NEW.user_id;
      UPDATE businesses SET search_owner = NEW.full_name WHERE auth_user_id = NEW.user_id;
      RETURN NULL;
    END
    $fn$`.execute(db);
  for (const { table, id, source, text } of LISTINGS) {
    const t = sql.table(table);
    await sql`ALTER TABLE ${t} ADD COLUMN search_owner text`.execute(db);
    await sql`UPDATE ${t} t SET search_owner = u.full_name FROM users u WHERE u.user_id = t.auth_user_id`.execute(db);
    // PostgreSQL 15 cannot change a generated column's expression: drop it (and its GIN index) and add it again.
    await sql`ALTER TABLE ${t} DROP COLUMN search_words`.execute(db);
    await sql`ALTER TABLE ${t} ADD COLUMN search_words text[]
              GENERATED ALWAYS AS (search_tokens(search_normalize(${sql.raw(text)} || ' ' || coalesce(search_owner, '')))) STORED`.execute(
      db,
    );
    await sql`DELETE FROM search_postings WHERE source IN (${source}, ${source + 10})`.execute(db);
    const { rows } = await sql<{ q: string }>`
      SELECT search_postings_statements(${source}::smallint, ${`SELECT ${id} AS id, search_words, search_name_words, earth IS NULL AS unplaced FROM ${table}`}, 1) AS q`.execute(
      db,
    );
    for (const { q } of rows) await sql.raw(q).execute(db);
    await sql`CREATE INDEX ${sql.raw(`${table}_search_words_idx`)} ON ${t} USING gin (search_words)`.execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_search_owner BEFORE INSERT OR UPDATE OF auth_user_id ON ${table}
                   FOR EACH ROW EXECUTE FUNCTION search_owner_of_row()`,
      )
      .execute(db);
    await sql`ANALYZE ${t}`.execute(db);
  }
  await sql`CREATE TRIGGER users_search_owner AFTER UPDATE OF full_name ON users FOR EACH ROW
            WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name) EXECUTE FUNCTION search_owner_renamed()`.execute(db);
  await sql`ANALYZE search_postings`.execute(db);
}
