import { Kysely, sql } from 'kysely';

/**
 * The payment webhook inbox (issue 11, decision 0012): Paystack's events are stored, in batches, before the webhook
 * answers 200, and a job acts on them. A delivery's answer then costs one shared insert, not an activation.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE payment_webhook_events (
      event_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      event text NOT NULL,
      reference text NOT NULL,
      payload jsonb NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      processed_at timestamptz
    )`.execute(db);
  // The job reads the waiting events in order; processed ones are kept 30 days for support, then removed.
  await sql`CREATE INDEX payment_webhook_events_waiting_idx ON payment_webhook_events (event_id) WHERE processed_at IS NULL`.execute(db);
  await sql`CREATE INDEX payment_webhook_events_processed_idx ON payment_webhook_events (processed_at) WHERE processed_at IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE payment_webhook_events`.execute(db);
}
