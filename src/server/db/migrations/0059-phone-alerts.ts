import { Kysely, sql } from 'kysely';

/**
 * Owner alerts by SMS or WhatsApp (issue 40.5, decision 0036): each member's choice per kind (off, SMS or WhatsApp)
 * and quiet hours in Lagos time, and every alert claimed before it is sent (the hourly and daily caps count them).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const channel = (column: string, fallback: string) =>
    sql.raw(`${column} text NOT NULL DEFAULT '${fallback}' CHECK (${column} IN ('off', 'sms', 'whatsapp'))`);
  // A member without a row has the defaults: only the first message from a new customer, by SMS.
  await sql`
    CREATE TABLE phone_alert_settings (
      user_id text PRIMARY KEY REFERENCES users(user_id) ON DELETE CASCADE,
      ${channel('new_customer', 'sms')},
      ${channel('connection_request', 'off')},
      ${channel('event_rsvp', 'off')},
      ${channel('review', 'off')},
      quiet_from smallint CHECK (quiet_from BETWEEN 0 AND 23),
      quiet_until smallint CHECK (quiet_until BETWEEN 0 AND 23),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((quiet_from IS NULL) = (quiet_until IS NULL))
    )`.execute(db);

  await sql`
    CREATE TABLE phone_alerts (
      alert_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('new_customer', 'connection_request', 'event_rsvp', 'review')),
      subject text NOT NULL,
      channel text NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX phone_alerts_member_idx ON phone_alerts (user_id, created_at DESC)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE phone_alerts`.execute(db);
  await sql`DROP TABLE phone_alert_settings`.execute(db);
}
