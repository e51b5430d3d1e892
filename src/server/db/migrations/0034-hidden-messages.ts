import { Kysely, sql } from 'kysely';

/**
 * Staff can hide a reported message (decision 0018): `messages.hidden` like the other hideable tables (0029), nullable
 * without a default, so adding it rewrites nothing. A hidden message stays in its conversation as a "removed by
 * LocalHub" marker; its text and product never leave the server again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE messages ADD COLUMN hidden text CHECK (hidden IN ('staff', 'suspended'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE messages DROP COLUMN IF EXISTS hidden`.execute(db);
}
