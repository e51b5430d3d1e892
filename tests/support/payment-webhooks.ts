import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database';

/**
 * Waits until every stored payment webhook event has been acted on: the webhook answers 200 once an event is stored,
 * and activation, failure or refund follow in the inbox drain.
 */
export async function webhooksActedOn(db: Db, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM payment_webhook_events WHERE processed_at IS NULL`.execute(db);
    if (rows[0].n === 0) return;
    if (Date.now() > deadline) throw new Error(`${rows[0].n} payment webhook events still waiting after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
