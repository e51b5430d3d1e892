import { Kysely, sql } from 'kysely';

/**
 * Events in search (issue 12; docs/decisions/0013-create-content.md "Events in search"): an event's words, normalised
 * as every searchable row's are (search_tokens(search_normalize(…)) of 0006/0010), from its title, description and
 * place, with a GIN index for the words of upcoming events that are not cancelled. Events are regional (the Free
 * radius whatever the author's plan), so the visibility index and postings of the listing sources are not needed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE events ADD COLUMN search_words text[]
      GENERATED ALWAYS AS (search_tokens(search_normalize(title || ' ' || description || ' ' || location))) STORED`.execute(db);
  await sql`CREATE INDEX events_search_words_idx ON events USING gin (search_words) WHERE cancelled_at IS NULL`.execute(db);
  await sql`CREATE INDEX events_upcoming_idx ON events (starts_at, event_id) WHERE cancelled_at IS NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX events_upcoming_idx`.execute(db);
  await sql`DROP INDEX events_search_words_idx`.execute(db);
  await sql`ALTER TABLE events DROP COLUMN search_words`.execute(db);
}
