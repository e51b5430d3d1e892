import { Kysely, sql } from 'kysely';

/**
 * Phone as a second factor beside TOTP (issue 40.3, decision 0036): whether the member also takes a code by SMS to their
 * verified number at sign-in. It lives on Better Auth's two-factor row, so turning two-factor sign-in off removes it too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE auth_two_factor ADD COLUMN phone_factor boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE auth_two_factor DROP COLUMN phone_factor`.execute(db);
}
