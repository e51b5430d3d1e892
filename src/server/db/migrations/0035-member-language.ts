import { Kysely, sql } from 'kysely';

/**
 * The language a member reads LocalHub in (decision 0024). Null until they choose one or first use the app signed
 * in: the app then saves what it was already showing them, so a choice made as a visitor is kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Nullable without a default: adding it does not rewrite the table.
  await sql`ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'pcm', 'yo', 'ha', 'ig'))`.execute(db);
}
