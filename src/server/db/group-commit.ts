/** Items written in one transaction at most (a few parameters each, far below PostgreSQL's limit). */
const MAX_BATCH = 500;

/**
 * Group commit: items that arrive while a batch is being written go into the next batch, so a burst costs one
 * transaction per batch instead of one per item, and each caller is answered as soon as the batch holding its item
 * is durable. `write` returns one result per item, in order. Used where a request must not answer before its write
 * is stored (Paystack's webhook deliveries, ad impressions).
 */
export function groupCommit<T, R>(write: (items: T[]) => Promise<R[]>) {
  let waiting: Array<{ item: T; resolve(result: R): void; reject(error: unknown): void }> = [];
  let writing = false;

  async function writeWaiting(): Promise<void> {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, MAX_BATCH);
      waiting = waiting.slice(batch.length);
      try {
        const results = await write(batch.map((entry) => entry.item));
        batch.forEach((entry, i) => entry.resolve(results[i]!));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    writing = false;
  }

  /** Resolves with the item's result once its batch is stored; rejects when its batch could not be written. */
  return (item: T): Promise<R> =>
    new Promise((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!writing) void writeWaiting();
    });
}
