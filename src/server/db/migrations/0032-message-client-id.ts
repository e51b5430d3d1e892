import { Kysely, sql } from 'kysely';

/**
 * A message may carry the id its sender's app gave it (`client_id`, a UUID). A message written offline is sent again
 * when the connection returns, perhaps after an attempt whose answer was lost: the unique index makes every repeat
 * return the message already stored instead of storing it twice (decision 0020).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE messages ADD COLUMN client_id uuid`.execute(db);
  await sql`CREATE UNIQUE INDEX messages_sender_client_idx ON messages (sender_id, client_id) WHERE client_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS messages_sender_client_idx`.execute(db);
  await sql`ALTER TABLE messages DROP COLUMN IF EXISTS client_id`.execute(db);
}
