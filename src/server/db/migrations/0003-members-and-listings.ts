import { Kysely, sql } from 'kysely';

/**
 * The app's member row and the listings demo data needs. The `earth` columns are stored generated columns
 * declared at creation, because adding one later rewrites a large table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE users (
      user_id text PRIMARY KEY REFERENCES auth_user(id) ON DELETE CASCADE,
      email text NOT NULL UNIQUE,
      username text NOT NULL UNIQUE,
      full_name text NOT NULL,
      bio text,
      location_city_id int REFERENCES cities(city_id) ON DELETE SET NULL,
      profile_picture text,
      theme text NOT NULL DEFAULT 'system' CHECK (theme IN ('light', 'dark', 'system')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  // The member row is born and kept in step with the account in the same transaction, so neither exists without the other.
  await sql`
    CREATE FUNCTION sync_member_from_account() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO users (user_id, email, username, full_name)
        VALUES (NEW.id, NEW.email, COALESCE(NEW.username, 'user_' || substr(md5(NEW.id), 1, 10)), NEW.name);
      ELSE
        UPDATE users
           SET email = NEW.email,
               username = COALESCE(NEW.username, users.username),
               full_name = NEW.name,
               updated_at = now()
         WHERE user_id = NEW.id
           AND (email, username, full_name) IS DISTINCT FROM (NEW.email, COALESCE(NEW.username, users.username), NEW.name);
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER auth_user_sync_member AFTER INSERT OR UPDATE OF email, username, name ON auth_user
    FOR EACH ROW EXECUTE FUNCTION sync_member_from_account()`.execute(db);

  const place = sql.raw(`
      country_id int REFERENCES countries(country_id) ON DELETE SET NULL,
      state_id int REFERENCES states(state_id) ON DELETE SET NULL,
      city_id int REFERENCES cities(city_id) ON DELETE SET NULL,
      neighborhood_id int REFERENCES neighborhoods(neighborhood_id) ON DELETE SET NULL,
      landmark text,
      latitude double precision CHECK (latitude BETWEEN -90 AND 90),
      longitude double precision CHECK (longitude BETWEEN -180 AND 180),
      earth earth GENERATED ALWAYS AS (
        CASE WHEN latitude IS NOT NULL AND longitude IS NOT NULL THEN ll_to_earth(latitude, longitude) END
      ) STORED`);

  await sql`
    CREATE TABLE businesses (
      business_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      auth_user_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      name text NOT NULL,
      description text,
      business_type_id int REFERENCES business_types(business_type_id) ON DELETE SET NULL,
      opening_hours text,
      contact_phone text,
      website_url text,
      profile_picture text,
      ${place},
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE professions (
      profession_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      auth_user_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      title text NOT NULL,
      description text,
      profession_type_id int REFERENCES profession_types(profession_type_id) ON DELETE SET NULL,
      availability_hours text,
      contact_phone text,
      hourly_rate_kobo bigint CHECK (hourly_rate_kobo >= 0),
      profile_picture text,
      ${place},
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  for (const table of ['businesses', 'professions']) {
    await sql`CREATE INDEX ${sql.raw(`${table}_owner_idx`)} ON ${sql.table(table)} (auth_user_id)`.execute(db);
    await sql`CREATE INDEX ${sql.raw(`${table}_earth_idx`)} ON ${sql.table(table)} USING gist (earth)`.execute(db);
    await sql`CREATE INDEX ${sql.raw(`${table}_created_idx`)} ON ${sql.table(table)} (created_at DESC)`.execute(db);
  }

  await sql`
    CREATE TABLE product_categories (
      category_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      business_id bigint NOT NULL REFERENCES businesses(business_id) ON DELETE CASCADE,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (business_id, name)
    )`.execute(db);

  await sql`
    CREATE TABLE products (
      product_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      business_id bigint NOT NULL REFERENCES businesses(business_id) ON DELETE CASCADE,
      category_id bigint NOT NULL REFERENCES product_categories(category_id) ON DELETE CASCADE,
      name text NOT NULL,
      description text,
      price_kobo bigint NOT NULL CHECK (price_kobo >= 0),
      discount_percent numeric(5, 2) NOT NULL DEFAULT 0 CHECK (discount_percent BETWEEN 0 AND 100),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX products_business_created_idx ON products (business_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX products_category_idx ON products (category_id)`.execute(db);
  await sql`CREATE INDEX products_created_idx ON products (created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE product_images (
      image_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      product_id bigint NOT NULL REFERENCES products(product_id) ON DELETE CASCADE,
      image_url text NOT NULL,
      is_primary boolean NOT NULL DEFAULT false,
      position int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX product_images_product_idx ON product_images (product_id, position)`.execute(db);
  await sql`CREATE UNIQUE INDEX product_images_one_primary ON product_images (product_id) WHERE is_primary`.execute(db);

  await sql`
    CREATE TABLE posts (
      post_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      business_id bigint REFERENCES businesses(business_id) ON DELETE CASCADE,
      profession_id bigint REFERENCES professions(profession_id) ON DELETE CASCADE,
      content text NOT NULL CHECK (length(btrim(content)) > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX posts_created_idx ON posts (created_at DESC, post_id DESC)`.execute(db);
  await sql`CREATE INDEX posts_user_idx ON posts (user_id)`.execute(db);
  await sql`CREATE INDEX posts_business_idx ON posts (business_id) WHERE business_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX posts_profession_idx ON posts (profession_id) WHERE profession_id IS NOT NULL`.execute(db);
}
