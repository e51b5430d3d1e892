import type { WebhookEventRecord } from './payments.repository';

/** Events written in one transaction at most (three parameters each, far below PostgreSQL's limit). */
const MAX_BATCH = 500;

/**
 * Group commit for Paystack's webhook deliveries: events that arrive while a batch is being written go into the next
 * batch, so a burst costs one transaction per batch instead of one per delivery, and each delivery is answered as soon
 * as the batch holding its event is durable (Paystack retries a delivery that gets no 200).
 */
export function webhookInbox(store: (events: WebhookEventRecord[]) => Promise<void>) {
  let waiting: Array<{ event: WebhookEventRecord; resolve(): void; reject(error: unknown): void }> = [];
  let writing = false;

  async function writeWaiting(): Promise<void> {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, MAX_BATCH);
      waiting = waiting.slice(batch.length);
      try {
        await store(batch.map((entry) => entry.event));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    writing = false;
  }

  return {
    /** Resolves once the event is stored with the job that acts on it; rejects when its batch could not be written. */
    record(event: WebhookEventRecord): Promise<void> {
      return new Promise((resolve, reject) => {
        waiting.push({ event, resolve, reject });
        if (!writing) void writeWaiting();
      });
    },
  };
}
