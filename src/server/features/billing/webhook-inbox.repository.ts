import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A Paystack event as the inbox stores it: its name, the payment reference it is about, and its data. */
export interface WebhookEventRecord {
  event: string;
  reference: string;
  data: Record<string, unknown>;
}

/** The webhook inbox (table payment_webhook_events): events stored as they arrive, acted on by a job, kept a while for support questions. */
export function webhookInboxRepository(db: Db) {
  return {
    /** Stores webhook events in one statement (durable when it returns). */
    storeWebhookEvents: (events: WebhookEventRecord[]) =>
      db
        .insertInto('payment_webhook_events')
        .values(events.map((e) => ({ event: e.event, reference: e.reference, payload: JSON.stringify(e.data) })))
        .execute(),

    /** Webhook events not acted on yet, oldest first. */
    waitingWebhookEvents: (limit: number) =>
      db
        .selectFrom('payment_webhook_events')
        .select(['event_id', 'event', 'reference', 'payload'])
        .where('processed_at', 'is', null)
        .orderBy('event_id')
        .limit(limit)
        .execute(),

    markWebhookEventsProcessed: (ids: string[]) =>
      db
        .updateTable('payment_webhook_events')
        .set({ processed_at: sql`now()` })
        .where('event_id', 'in', ids)
        .execute(),

    /** Removes events acted on before `before` (kept until then for support questions). */
    removeProcessedWebhookEvents: (before: Date) =>
      db.deleteFrom('payment_webhook_events').where('processed_at', 'is not', null).where('processed_at', '<', before).execute(),
  };
}
