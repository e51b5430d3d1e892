import { Kysely, sql } from 'kysely';

/**
 * Phone numbers as accounts (issue 40, decision 0036): Better Auth's phone-number fields on the account, the codes
 * LocalHub sends (hashed, with their expiry and attempts), every SMS or WhatsApp message sent (the day's spend is
 * summed from it), and the channel of a development-outbox row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE auth_user
      ADD COLUMN phone_number text UNIQUE,
      ADD COLUMN phone_number_verified boolean NOT NULL DEFAULT false`.execute(db);

  // A code is kept after use or expiry, so a code typed again is told apart from a wrong one.
  await sql`
    CREATE TABLE phone_codes (
      code_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      phone text NOT NULL,
      code_hash text NOT NULL,
      channel text NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
      attempts integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX phone_codes_phone_idx ON phone_codes (phone, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE phone_messages (
      message_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      phone text NOT NULL,
      channel text NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
      cost_kobo integer NOT NULL,
      provider_message_id text,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX phone_messages_created_idx ON phone_messages (created_at)`.execute(db);

  await sql`ALTER TABLE mail_outbox ADD COLUMN channel text NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'sms', 'whatsapp'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE mail_outbox DROP COLUMN channel`.execute(db);
  await sql`DROP TABLE phone_messages`.execute(db);
  await sql`DROP TABLE phone_codes`.execute(db);
  await sql`ALTER TABLE auth_user DROP COLUMN phone_number, DROP COLUMN phone_number_verified`.execute(db);
}
