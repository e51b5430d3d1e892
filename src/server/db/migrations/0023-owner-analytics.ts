import { Kysely, sql } from 'kysely';

/**
 * Owner analytics (issue 12 item 7, decision 0015): daily per-listing counters and the search words that found a
 * listing, both upserted in batches, plus the day's distinct viewers of a listing (hashed keys, never identities) so a
 * profile view counts once per viewer per day. The analytics read sums at most (days × 2) × metrics rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE listing_daily_stats (
      listing_kind text NOT NULL CHECK (listing_kind IN ('business', 'profession')),
      listing_id bigint NOT NULL,
      day date NOT NULL,
      metric text NOT NULL,
      count integer NOT NULL,
      PRIMARY KEY (listing_kind, listing_id, day, metric)
    )`.execute(db);
  await sql`
    CREATE TABLE listing_daily_words (
      listing_kind text NOT NULL CHECK (listing_kind IN ('business', 'profession')),
      listing_id bigint NOT NULL,
      day date NOT NULL,
      word text NOT NULL,
      count integer NOT NULL,
      PRIMARY KEY (listing_kind, listing_id, day, word)
    )`.execute(db);
  // One row per listing, day and viewer key (16 bytes of a keyed hash); old days are removed by the clean-up job.
  await sql`
    CREATE TABLE listing_daily_viewers (
      listing_kind text NOT NULL,
      listing_id bigint NOT NULL,
      day date NOT NULL,
      viewer_key bytea NOT NULL,
      PRIMARY KEY (listing_kind, listing_id, day, viewer_key)
    )`.execute(db);
  await sql`CREATE INDEX listing_daily_viewers_day_idx ON listing_daily_viewers (day)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE listing_daily_viewers`.execute(db);
  await sql`DROP TABLE listing_daily_words`.execute(db);
  await sql`DROP TABLE listing_daily_stats`.execute(db);
}
