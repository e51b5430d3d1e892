import { Kysely, sql } from 'kysely';

/**
 * Notifications in the reader's language (decision 0024): each new notification keeps its message as written in the
 * code (`msg('{name} liked your post "{title}"')`) and the values filled into it, and is translated when listed or
 * pushed. `message` keeps the English text (existing rows have only that, and are shown as they are).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Nullable without a default: adding them does not rewrite the table.
  await sql`ALTER TABLE notifications ADD COLUMN message_template text, ADD COLUMN message_values jsonb`.execute(db);
}
