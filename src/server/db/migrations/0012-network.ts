import { Kysely, sql } from 'kysely';

/**
 * Connections between members (docs/spec/part-2-management-detail-messaging-account-media.md §3 "Connection", docs/product-decisions.md §10). `user_id` asked `connected_user_id`;
 * a request is `pending` until the addressee accepts it. Declined, withdrawn and removed rows are deleted, so the
 * two members may ask again later. One row per pair of members whichever way it was asked (unique index on the
 * unordered pair), so two requests crossing each other cannot both exist.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE connections (
      connection_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      connected_user_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted')),
      created_at timestamptz NOT NULL DEFAULT now(),
      accepted_at timestamptz,
      CHECK (user_id <> connected_user_id),
      CHECK ((status = 'accepted') = (accepted_at IS NOT NULL))
    )`.execute(db);
  await sql`
    CREATE UNIQUE INDEX connections_pair_key
    ON connections (LEAST(user_id, connected_user_id), GREATEST(user_id, connected_user_id))`.execute(db);
  // Each member's connections newest first and their requests newest first, from either side of the pair.
  for (const side of ['user_id', 'connected_user_id']) {
    const name = side === 'user_id' ? 'requester' : 'addressee';
    await sql`
      CREATE INDEX ${sql.raw(`connections_${name}_accepted_idx`)}
      ON connections (${sql.ref(side)}, accepted_at DESC, connection_id DESC) WHERE status = 'accepted'`.execute(db);
    await sql`
      CREATE INDEX ${sql.raw(`connections_${name}_pending_idx`)}
      ON connections (${sql.ref(side)}, created_at DESC, connection_id DESC) WHERE status = 'pending'`.execute(db);
  }

  // People search: the member's name, lower-cased and without accents (search_normalize from migration 0006), stored
  // so that matching rows are checked with a plain LIKE instead of running unaccent on each; trigram index for "contains".
  await sql`ALTER TABLE users ADD COLUMN search_name text GENERATED ALWAYS AS (search_normalize(full_name)) STORED`.execute(db);
  await sql`CREATE INDEX users_network_name_trgm ON users USING gin (search_name gin_trgm_ops)`.execute(db);
  // "People You May Know" candidates: the newest members of a city, and the newest listings of a city or a type.
  await sql`CREATE INDEX users_network_city_idx ON users (location_city_id, created_at DESC) WHERE location_city_id IS NOT NULL`.execute(
    db,
  );
  for (const [table, type] of [
    ['businesses', 'business_type_id'],
    ['professions', 'profession_type_id'],
  ] as const) {
    await sql`
      CREATE INDEX ${sql.raw(`${table}_network_city_idx`)}
      ON ${sql.table(table)} (city_id, created_at DESC) WHERE city_id IS NOT NULL`.execute(db);
    await sql`
      CREATE INDEX ${sql.raw(`${table}_network_type_idx`)}
      ON ${sql.table(table)} (${sql.ref(type)}, created_at DESC) WHERE ${sql.ref(type)} IS NOT NULL`.execute(db);
  }
}
