import { Kysely, sql } from 'kysely';

/** Likes of posts, businesses and professions, and comments on posts (docs/product-decisions.md §9). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE likes (
      like_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      post_id bigint REFERENCES posts(post_id) ON DELETE CASCADE,
      business_id bigint REFERENCES businesses(business_id) ON DELETE CASCADE,
      profession_id bigint REFERENCES professions(profession_id) ON DELETE CASCADE,
      user_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (num_nonnulls(post_id, business_id, profession_id) = 1)
    )`.execute(db);
  // One like per member per target. Led by the target, these also count a target's likes (index-only scan) and
  // answer "liked by me" with one probe.
  for (const key of ['post_id', 'business_id', 'profession_id']) {
    await sql`
      CREATE UNIQUE INDEX ${sql.raw(`likes_${key.replace('_id', '')}_user_key`)} ON likes (${sql.ref(key)}, user_id)
      WHERE ${sql.ref(key)} IS NOT NULL`.execute(db);
  }
  // Deleting a member cascades to their likes.
  await sql`CREATE INDEX likes_user_idx ON likes (user_id)`.execute(db);

  await sql`
    CREATE TABLE post_comments (
      comment_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      post_id bigint NOT NULL REFERENCES posts(post_id) ON DELETE CASCADE,
      author_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      content text NOT NULL CHECK (content = btrim(content) AND char_length(content) BETWEEN 1 AND 1000),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // A post's comments oldest first (keyset), and their count.
  await sql`CREATE INDEX post_comments_post_created_idx ON post_comments (post_id, created_at, comment_id)`.execute(db);
  await sql`CREATE INDEX post_comments_author_idx ON post_comments (author_id)`.execute(db);
}
