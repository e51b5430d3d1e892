import { Kysely, sql } from 'kysely';

/**
 * Nothing is ever unplaced (issue 35; docs/decisions/0029-place-precision.md).
 *
 * - Listings keep their point in `latitude`/`longitude` whatever gave it, and say how exact it is in
 *   `place_precision`: 'exact' (a pin or the device's position), 'area' (the centre of its neighbourhood), 'city' or
 *   'state' (the centre of its city, or of its state's first-listed city). Every surface measures from the point.
 * - Notices, events, announcements, advertisements and posts get their own place: point, precision and the chosen
 *   state, city and neighbourhood. They no longer follow their author's profile city. A post of a listing is where
 *   its listing is (a trigger copies the listing's place and follows it when it moves).
 * - The placing rules, once, in SQL: `area_position` (the centre of the finest known level), `author_position` (what
 *   an author's content defaults to: their profile's city, else their first listing's public point) and
 *   `listing_position` (a listing's public point). A row inserted without a place takes its author's default
 *   (`content_place_default`), so every writer — the app, the demo seed, the bench — places alike.
 * - `feed_sources`, search's post positions, the event search and ad serving read the row's own place.
 * - Existing rows are placed: listings from their neighbourhood, city or state; posts from their listing; content
 *   from its listing (an ad's link), else its author's default. A row with nothing to go on keeps no position: it is
 *   kept, on no discovery surface, and its owner sees it as needing a place. No position is invented.
 */
const PRECISION = `text CHECK (place_precision IN ('exact', 'area', 'city', 'state'))`;
const CONTENT = ['notices', 'events', 'announcements', 'advertisements', 'posts'] as const;
const PLACE_COLUMNS = 'latitude, longitude, place_precision, state_id, city_id, neighborhood_id';

/** The centre of the finest known level: a neighbourhood with a known centre, else its city, else its state. */
const AREA_POSITION = `
  CREATE FUNCTION area_position(n int, c int, s int)
  RETURNS TABLE (latitude float8, longitude float8, place_precision text, state_id int, city_id int, neighborhood_id int)
  LANGUAGE sql STABLE AS $$
    SELECT x.latitude, x.longitude, x.place_precision, st.state_id, ci.city_id, nb.neighborhood_id
      FROM (SELECT 1) one
      LEFT JOIN neighborhoods nb ON nb.neighborhood_id = n
      LEFT JOIN cities ci ON ci.city_id = coalesce(nb.city_id, c)
      LEFT JOIN states st ON st.state_id = coalesce(ci.state_id, s)
      CROSS JOIN LATERAL (
        SELECT y.latitude, y.longitude, y.place_precision FROM (
          SELECT nb.latitude, nb.longitude, 'area' AS place_precision, 0 AS level WHERE nb.latitude IS NOT NULL
          UNION ALL
          SELECT ci.latitude, ci.longitude, 'city', 1 WHERE ci.city_id IS NOT NULL
          UNION ALL
          -- A state's centre: its first-listed city (its capital or main city in the reference data).
          (SELECT sc.latitude, sc.longitude, 'state', 2 FROM cities sc WHERE sc.state_id = st.state_id ORDER BY sc.city_id LIMIT 1)
        ) y ORDER BY y.level LIMIT 1) x
  $$`;

/** A listing's public place: an approximate area's point rounded as on every surface (migration 0026). */
const LISTING_POSITION = `
  CREATE FUNCTION listing_position(b bigint, p bigint)
  RETURNS TABLE (latitude float8, longitude float8, place_precision text, state_id int, city_id int, neighborhood_id int)
  LANGUAGE sql STABLE AS $$
    SELECT bz.latitude, bz.longitude, CASE WHEN bz.latitude IS NOT NULL THEN bz.place_precision END,
           bz.state_id, bz.city_id, bz.neighborhood_id
      FROM businesses bz WHERE bz.business_id = b
    UNION ALL
    SELECT map_degrees(pz.latitude, pz.approximate_area), map_degrees(pz.longitude, pz.approximate_area),
           CASE WHEN pz.latitude IS NOT NULL THEN pz.place_precision END, pz.state_id, pz.city_id, pz.neighborhood_id
      FROM professions pz WHERE pz.profession_id = p AND b IS NULL
  $$`;

/**
 * Where an author's content goes when they do not say: the city of their profile, else their first listing that has a
 * place (oldest first, not hidden; a member has one business and one profession on every plan). No row when they
 * have neither. PL/pgSQL so the listings are not read when the profile answers.
 */
const AUTHOR_POSITION = `
  CREATE FUNCTION author_position(u text)
  RETURNS TABLE (latitude float8, longitude float8, place_precision text, state_id int, city_id int, neighborhood_id int)
  LANGUAGE plpgsql STABLE AS $fn$
  BEGIN
    RETURN QUERY SELECT a.* FROM users us CROSS JOIN LATERAL area_position(NULL, us.location_city_id, NULL) a
                  WHERE us.user_id = u AND us.location_city_id IS NOT NULL;
    IF FOUND THEN RETURN; END IF;
    RETURN QUERY
      SELECT l.* FROM (
        (SELECT bz.business_id AS b, NULL::bigint AS p, bz.created_at FROM businesses bz
          WHERE bz.auth_user_id = u AND bz.latitude IS NOT NULL AND bz.hidden IS NULL ORDER BY bz.created_at, bz.business_id LIMIT 1)
        UNION ALL
        (SELECT NULL::bigint, pz.profession_id, pz.created_at FROM professions pz
          WHERE pz.auth_user_id = u AND pz.latitude IS NOT NULL AND pz.hidden IS NULL ORDER BY pz.created_at, pz.profession_id LIMIT 1)
        ORDER BY 3, 1 NULLS LAST LIMIT 1
      ) first CROSS JOIN LATERAL listing_position(first.b, first.p) l;
  END $fn$`;

/** The name a card says a centre is in: the neighbourhood, city or state the precision names (null when exact). */
const PLACE_NAME = `
  CREATE FUNCTION place_name(place_precision text, n int, c int, s int) RETURNS text
  LANGUAGE sql STABLE AS $$
    SELECT CASE place_precision
      WHEN 'area' THEN (SELECT name FROM neighborhoods WHERE neighborhood_id = n)
      WHEN 'city' THEN (SELECT name FROM cities WHERE city_id = c)
      WHEN 'state' THEN (SELECT name FROM states WHERE state_id = s) END
  $$`;

/** A row inserted without a place takes its author's default. */
const CONTENT_DEFAULT = `
  CREATE FUNCTION content_place_default() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF NEW.latitude IS NULL THEN
      SELECT x.latitude, x.longitude, x.place_precision, x.state_id, x.city_id, x.neighborhood_id
        INTO NEW.latitude, NEW.longitude, NEW.place_precision, NEW.state_id, NEW.city_id, NEW.neighborhood_id
        FROM author_position(NEW.user_id) x;
    END IF;
    RETURN NEW;
  END $fn$`;

/** The plan of the listing that places a post (0 without one): its reach in search. */
const LISTING_PLAN = `
  CREATE FUNCTION listing_plan_of_post(b bigint, p bigint) RETURNS smallint
  LANGUAGE sql STABLE AS $$
    SELECT coalesce((SELECT plan_rank FROM businesses WHERE business_id = b),
                    (SELECT plan_rank FROM professions WHERE profession_id = p), 0)::smallint
  $$`;

/** Products are where their business is; a post where its listing is, else where it was published (its own place). */
const OF_ROW = `
  CREATE OR REPLACE FUNCTION search_earth_of_row() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_TABLE_NAME = 'products' THEN
      NEW.search_earth := (SELECT earth FROM businesses WHERE business_id = NEW.business_id);
      NEW.search_plan_rank := coalesce((SELECT plan_rank FROM businesses WHERE business_id = NEW.business_id), 0);
      RETURN NEW;
    END IF;
    IF NEW.business_id IS NOT NULL OR NEW.profession_id IS NOT NULL THEN
      SELECT x.latitude, x.longitude, x.place_precision, x.state_id, x.city_id, x.neighborhood_id
        INTO NEW.latitude, NEW.longitude, NEW.place_precision, NEW.state_id, NEW.city_id, NEW.neighborhood_id
        FROM listing_position(NEW.business_id, NEW.profession_id) x;
    ELSIF TG_OP = 'INSERT' AND NEW.latitude IS NULL THEN
      SELECT x.latitude, x.longitude, x.place_precision, x.state_id, x.city_id, x.neighborhood_id
        INTO NEW.latitude, NEW.longitude, NEW.place_precision, NEW.state_id, NEW.city_id, NEW.neighborhood_id
        FROM author_position(NEW.user_id) x;
    END IF;
    NEW.search_earth := CASE WHEN NEW.latitude IS NOT NULL THEN ll_to_earth(NEW.latitude, NEW.longitude) END;
    NEW.search_plan_rank := listing_plan_of_post(NEW.business_id, NEW.profession_id);
    RETURN NEW;
  END
  $fn$`;

/** A listing that moves, changes plan or precision takes its products and posts along (posts recompute in OF_ROW). */
const POSTS_FOLLOW = `(${PLACE_COLUMNS}) = (SELECT * FROM listing_position(p.business_id, p.profession_id))`;
const FOLLOW = `
  CREATE OR REPLACE FUNCTION search_earth_follow_listing() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_TABLE_NAME = 'professions' THEN
      UPDATE posts p SET ${POSTS_FOLLOW} WHERE p.profession_id = NEW.profession_id AND p.business_id IS NULL;
    ELSE
      UPDATE products SET search_earth = NEW.earth, search_plan_rank = NEW.plan_rank WHERE business_id = NEW.business_id;
      UPDATE posts p SET ${POSTS_FOLLOW} WHERE p.business_id = NEW.business_id;
    END IF;
    RETURN NULL;
  END
  $fn$`;

/** The owner's plan rank as 0029 wrote it; migration 0056 passes `member_plan_rank` (from `plan_rules`). */
const LITERAL_OWNER_RANK = `coalesce((SELECT CASE s.plan_id WHEN 'pro' THEN 2 WHEN 'premium' THEN 1 ELSE 0 END
                                     FROM subscriptions s WHERE s.user_id = NEW.auth_user_id AND s.ends_at > now()), 0)`;

/**
 * 0029's hidden-plan trigger, with the listing's plan from `listing_plan_of_post`; `ownerRank` gives a listing shown
 * again its owner's plan rank.
 */
export const hiddenPlanFunction = (ownerRank = LITERAL_OWNER_RANK) => `
  CREATE OR REPLACE FUNCTION moderation_hidden_plan() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_TABLE_NAME IN ('businesses', 'professions') THEN
      IF NEW.hidden IS NOT NULL THEN
        NEW.plan_rank := -1;
      ELSIF NEW.plan_rank < 0 THEN
        NEW.plan_rank := ${ownerRank};
      END IF;
    ELSIF NEW.hidden IS NOT NULL THEN
      NEW.search_plan_rank := -1;
    ELSIF NEW.search_plan_rank < 0 THEN
      IF TG_TABLE_NAME = 'products' THEN
        NEW.search_plan_rank := coalesce((SELECT plan_rank FROM businesses WHERE business_id = NEW.business_id), 0);
      ELSE
        NEW.search_plan_rank := listing_plan_of_post(NEW.business_id, NEW.profession_id);
      END IF;
    END IF;
    RETURN NEW;
  END $fn$`;

/** 0029's view, every content kind at its own place. */
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
    SELECT 3::smallint, po.post_id, po.created_at, po.latitude, po.longitude, coalesce(b.plan_rank, p.plan_rank, 0)::smallint
      FROM posts po
      LEFT JOIN businesses b ON b.business_id = po.business_id
      LEFT JOIN professions p ON p.profession_id = po.profession_id
     WHERE po.latitude IS NOT NULL AND po.hidden IS NULL AND coalesce(b.plan_rank, p.plan_rank, 0) >= 0
    UNION ALL
    SELECT 4::smallint, notice_id, created_at, latitude, longitude, 0::smallint FROM notices WHERE latitude IS NOT NULL
    UNION ALL
    SELECT 5::smallint, event_id, created_at, latitude, longitude, 0::smallint
      FROM events WHERE latitude IS NOT NULL AND cancelled_at IS NULL AND hidden IS NULL
    UNION ALL
    SELECT 6::smallint, announcement_id, created_at, latitude, longitude, 2::smallint FROM announcements WHERE latitude IS NOT NULL`;

/** The feed's statement triggers (0009, 0021) refresh an entry when its own place, time or listing changes. */
const FEED_SYNC = [
  { table: 'posts', id: 'post_id', kind: 3, place: ['business_id', 'profession_id', 'latitude', 'longitude', 'created_at'] },
  { table: 'notices', id: 'notice_id', kind: 4, place: ['latitude', 'longitude', 'created_at'] },
  { table: 'events', id: 'event_id', kind: 5, place: ['latitude', 'longitude', 'created_at', 'cancelled_at'] },
  { table: 'announcements', id: 'announcement_id', kind: 6, place: ['latitude', 'longitude', 'created_at'] },
] as const;

function feedSync({ table, id, kind, place }: (typeof FEED_SYNC)[number]): string {
  const changed = `SELECT n.${id} FROM new_rows n JOIN old_rows o USING (${id})
                    WHERE (${place.map((c) => `n.${c}`).join(', ')}) IS DISTINCT FROM (${place.map((c) => `o.${c}`).join(', ')})`;
  return `
    CREATE OR REPLACE FUNCTION feed_sync_${table}() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        DELETE FROM feed_entries WHERE kind = ${kind} AND item_id IN (SELECT ${id} FROM old_rows);
      ELSIF TG_OP = 'INSERT' THEN
        PERFORM feed_refresh(${kind}::smallint, ARRAY(SELECT ${id} FROM new_rows));
      ELSE
        PERFORM feed_refresh(${kind}::smallint, ARRAY(${changed}));
      END IF;
      RETURN NULL;
    END $fn$`;
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['businesses', 'professions']) {
    // NOT NULL with a constant default: no table rewrite; a row written with coordinates and nothing else is exact.
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN place_precision ${sql.raw(PRECISION)} NOT NULL DEFAULT 'exact'`.execute(db);
  }
  for (const table of CONTENT) {
    const t = sql.table(table);
    await sql`
      ALTER TABLE ${t}
        ADD COLUMN latitude double precision CHECK (latitude BETWEEN -90 AND 90),
        ADD COLUMN longitude double precision CHECK (longitude BETWEEN -180 AND 180),
        ADD COLUMN place_precision ${sql.raw(PRECISION)},
        ADD COLUMN state_id int REFERENCES states(state_id) ON DELETE SET NULL,
        ADD COLUMN city_id int REFERENCES cities(city_id) ON DELETE SET NULL,
        ADD COLUMN neighborhood_id int REFERENCES neighborhoods(neighborhood_id) ON DELETE SET NULL,
        ADD CONSTRAINT ${sql.raw(`${table}_place_check`)}
          CHECK ((latitude IS NULL) = (longitude IS NULL) AND (latitude IS NULL) = (place_precision IS NULL))`.execute(db);
  }

  for (const fn of [AREA_POSITION, LISTING_POSITION, AUTHOR_POSITION, PLACE_NAME, CONTENT_DEFAULT, LISTING_PLAN]) {
    await sql.raw(fn).execute(db);
  }
  for (const table of ['notices', 'events', 'announcements', 'advertisements']) {
    await sql
      .raw(`CREATE TRIGGER ${table}_place_default BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION content_place_default()`)
      .execute(db);
  }

  // Posts: placed by their listing or at their own place; no longer by the author's city.
  await sql.raw(OF_ROW).execute(db);
  await sql.raw(FOLLOW).execute(db);
  await sql.raw(hiddenPlanFunction()).execute(db);
  await sql`DROP FUNCTION search_place_of_post(bigint, bigint, text)`.execute(db);
  await sql`DROP TRIGGER posts_search_earth ON posts`.execute(db);
  await sql`CREATE TRIGGER posts_search_earth BEFORE INSERT OR UPDATE OF profession_id, business_id, latitude, longitude ON posts
            FOR EACH ROW EXECUTE FUNCTION search_earth_of_row()`.execute(db);
  for (const table of ['professions', 'businesses']) {
    await sql.raw(`DROP TRIGGER ${table}_search_earth ON ${table}`).execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_search_earth
           AFTER UPDATE OF latitude, longitude, plan_rank, place_precision, state_id, city_id, neighborhood_id ON ${table} FOR EACH ROW
           WHEN (OLD.earth IS DISTINCT FROM NEW.earth OR OLD.plan_rank IS DISTINCT FROM NEW.plan_rank
                 OR (OLD.place_precision, OLD.state_id, OLD.city_id, OLD.neighborhood_id)
                    IS DISTINCT FROM (NEW.place_precision, NEW.state_id, NEW.city_id, NEW.neighborhood_id))
           EXECUTE FUNCTION search_earth_follow_listing()`,
      )
      .execute(db);
  }
  await sql`DROP TRIGGER users_search_earth ON users`.execute(db);

  // The feed: own places; a member's move no longer moves what they published.
  await sql.raw(FEED_SOURCES).execute(db);
  for (const sync of FEED_SYNC) await sql.raw(feedSync(sync)).execute(db);
  await sql`DROP TRIGGER feed_sync_users_update ON users`.execute(db);
  await sql`DROP FUNCTION feed_sync_users()`.execute(db);

  // Ad serving (0031): an ad is where it was placed, so its owner's city and its linked listing no longer move it.
  await sql`DROP TRIGGER businesses_serving_moved ON businesses`.execute(db);
  await sql`DROP TRIGGER professions_serving_moved ON professions`.execute(db);
  await sql`DROP FUNCTION ad_serving_business_moved(), ad_serving_profession_moved()`.execute(db);
  await sql`DROP TRIGGER users_serving_updated ON users`.execute(db);
  await sql`
    CREATE TRIGGER users_serving_updated AFTER UPDATE ON users FOR EACH ROW
    WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name) EXECUTE FUNCTION ad_serving_member_changed()`.execute(db);
  await sql`DROP TRIGGER advertisements_serving_changed ON advertisements`.execute(db);
  await sql`
    CREATE TRIGGER advertisements_serving_changed AFTER UPDATE ON advertisements FOR EACH ROW
    WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.starts_at IS DISTINCT FROM NEW.starts_at
       OR OLD.ends_at IS DISTINCT FROM NEW.ends_at OR OLD.planned_impressions IS DISTINCT FROM NEW.planned_impressions
       OR OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description
       OR OLD.image_url IS DISTINCT FROM NEW.image_url OR OLD.ad_type IS DISTINCT FROM NEW.ad_type
       OR OLD.audience IS DISTINCT FROM NEW.audience OR OLD.user_id IS DISTINCT FROM NEW.user_id
       OR OLD.link_business_id IS DISTINCT FROM NEW.link_business_id
       OR OLD.link_profession_id IS DISTINCT FROM NEW.link_profession_id OR OLD.link_url IS DISTINCT FROM NEW.link_url
       OR OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude)
    EXECUTE FUNCTION ad_serving_bump()`.execute(db);

  // Existing rows. Listings without a point: the centre of their neighbourhood, city or state (the statement triggers
  // move their products and posts and bring the feed, search, rings and map along).
  for (const [table, id] of [
    ['businesses', 'business_id'],
    ['professions', 'profession_id'],
  ] as const) {
    await sql
      .raw(
        `UPDATE ${table} t SET (latitude, longitude, place_precision) = (a.latitude, a.longitude, a.place_precision)
           FROM ${table} x CROSS JOIN LATERAL area_position(x.neighborhood_id, x.city_id, x.state_id) a
          WHERE x.${id} = t.${id} AND t.latitude IS NULL AND a.latitude IS NOT NULL`,
      )
      .execute(db);
  }
  // Posts: their listing's place, else their author's default.
  await sql.raw(`UPDATE posts p SET ${POSTS_FOLLOW} WHERE p.business_id IS NOT NULL OR p.profession_id IS NOT NULL`).execute(db);
  await sql
    .raw(
      `UPDATE posts p SET (${PLACE_COLUMNS}) = (SELECT * FROM author_position(p.user_id))
        WHERE p.business_id IS NULL AND p.profession_id IS NULL AND p.latitude IS NULL`,
    )
    .execute(db);
  // Ads: the listing they link to, else their owner's default.
  await sql
    .raw(
      `UPDATE advertisements a SET (${PLACE_COLUMNS}) = (SELECT * FROM listing_position(a.link_business_id, a.link_profession_id))
        WHERE (a.link_business_id IS NOT NULL OR a.link_profession_id IS NOT NULL)
          AND EXISTS (SELECT 1 FROM listing_position(a.link_business_id, a.link_profession_id) l WHERE l.latitude IS NOT NULL)`,
    )
    .execute(db);
  for (const table of ['notices', 'events', 'announcements', 'advertisements']) {
    await sql
      .raw(`UPDATE ${table} t SET (${PLACE_COLUMNS}) = (SELECT * FROM author_position(t.user_id)) WHERE t.latitude IS NULL`)
      .execute(db);
  }
}
