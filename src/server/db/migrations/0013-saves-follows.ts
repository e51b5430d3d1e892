import { Kysely, sql } from 'kysely';

const TARGETS = ['business_id', 'profession_id', 'post_id'] as const;

/** Saved businesses, professionals and posts, and follows of businesses and professions (docs/product-decisions.md §10). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE saves (
      save_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      business_id bigint REFERENCES businesses(business_id) ON DELETE CASCADE,
      profession_id bigint REFERENCES professions(profession_id) ON DELETE CASCADE,
      post_id bigint REFERENCES posts(post_id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (num_nonnulls(business_id, profession_id, post_id) = 1)
    )`.execute(db);
  for (const key of TARGETS) {
    const kind = key.replace('_id', '');
    // One save per member per item (saving twice keeps one), and "which of these did I save" with one probe each.
    await sql`
      CREATE UNIQUE INDEX ${sql.raw(`saves_${kind}_user_key`)} ON saves (user_id, ${sql.ref(key)})
      WHERE ${sql.ref(key)} IS NOT NULL`.execute(db);
    // A member's saves of one kind, newest first (keyset).
    await sql`
      CREATE INDEX ${sql.raw(`saves_${kind}_page_idx`)} ON saves (user_id, created_at DESC, save_id DESC)
      WHERE ${sql.ref(key)} IS NOT NULL`.execute(db);
    // Deleting the saved item cascades to its saves.
    await sql`CREATE INDEX ${sql.raw(`saves_${kind}_idx`)} ON saves (${sql.ref(key)}) WHERE ${sql.ref(key)} IS NOT NULL`.execute(db);
  }

  await sql`
    CREATE TABLE listing_follows (
      follow_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      business_id bigint REFERENCES businesses(business_id) ON DELETE CASCADE,
      profession_id bigint REFERENCES professions(profession_id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (num_nonnulls(business_id, profession_id) = 1)
    )`.execute(db);
  // One follow per member per listing. Led by the listing, these also count its followers (index-only scan), list
  // them for notifications, and answer "do I follow it" with one probe.
  for (const key of ['business_id', 'profession_id']) {
    await sql`
      CREATE UNIQUE INDEX ${sql.raw(`listing_follows_${key.replace('_id', '')}_user_key`)} ON listing_follows (${sql.ref(key)}, user_id)
      WHERE ${sql.ref(key)} IS NOT NULL`.execute(db);
  }
  // Deleting a member cascades to their follows.
  await sql`CREATE INDEX listing_follows_user_idx ON listing_follows (user_id)`.execute(db);
}
