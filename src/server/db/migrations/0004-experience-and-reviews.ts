import { Kysely, sql } from 'kysely';

/** A profession's experience entries (docs/product-decisions.md §11) and the reviews of businesses and professions (docs/product-decisions.md §8). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE experience_entries (
      experience_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      profession_id bigint NOT NULL REFERENCES professions(profession_id) ON DELETE CASCADE,
      type text NOT NULL CHECK (type IN ('work', 'education', 'certification')),
      title text NOT NULL,
      organization text NOT NULL,
      start_date text NOT NULL CHECK (start_date ~ '^\\d{4}-(0[1-9]|1[0-2])$'),
      end_date text CHECK (end_date ~ '^\\d{4}-(0[1-9]|1[0-2])$'),
      is_current boolean NOT NULL DEFAULT false,
      description text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (NOT is_current OR end_date IS NULL)
    )`.execute(db);
  await sql`CREATE INDEX experience_entries_profession_idx ON experience_entries (profession_id)`.execute(db);

  await sql`
    CREATE TABLE reviews (
      review_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      business_id bigint REFERENCES businesses(business_id) ON DELETE CASCADE,
      profession_id bigint REFERENCES professions(profession_id) ON DELETE CASCADE,
      author_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
      text text NOT NULL CHECK (length(btrim(text)) > 0),
      reply_text text,
      reply_created_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (num_nonnulls(business_id, profession_id) = 1),
      CHECK ((reply_text IS NULL) = (reply_created_at IS NULL))
    )`.execute(db);
  // One review per member per listing; these also serve the per-listing rating summary.
  for (const key of ['business_id', 'profession_id']) {
    const listing = key.replace('_id', '');
    await sql`
      CREATE UNIQUE INDEX ${sql.raw(`reviews_${listing}_author_key`)} ON reviews (${sql.ref(key)}, author_id)
      WHERE ${sql.ref(key)} IS NOT NULL`.execute(db);
    // A listing's reviews, newest first.
    await sql`
      CREATE INDEX ${sql.raw(`reviews_${listing}_created_idx`)} ON reviews (${sql.ref(key)}, created_at DESC, review_id DESC)
      WHERE ${sql.ref(key)} IS NOT NULL`.execute(db);
  }
  // Deleting a member cascades to their reviews.
  await sql`CREATE INDEX reviews_author_idx ON reviews (author_id)`.execute(db);
}
