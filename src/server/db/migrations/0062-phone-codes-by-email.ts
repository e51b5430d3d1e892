import { Kysely, sql } from 'kysely';

/**
 * A sign-in or new-password code may go to the account's verified email when the day's SMS budget is spent and WhatsApp
 * fails (issue 40.6, decision 0036): the code's row records that channel too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE phone_codes
      DROP CONSTRAINT phone_codes_channel_check,
      ADD CONSTRAINT phone_codes_channel_check CHECK (channel IN ('sms', 'whatsapp', 'email'))
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM phone_codes WHERE channel = 'email'`.execute(db);
  await sql`
    ALTER TABLE phone_codes
      DROP CONSTRAINT phone_codes_channel_check,
      ADD CONSTRAINT phone_codes_channel_check CHECK (channel IN ('sms', 'whatsapp'))
  `.execute(db);
}
