import type { FastifyInstance } from 'fastify';

/**
 * A per-process copy derived from PostgreSQL for discovery (docs/decisions/0030-one-plan-visibility-rule.md, "The
 * discovery indexes"): the search visibility index, the map index and the running ads. They share one life: loaded
 * from one snapshot when the server starts (readers answer from SQL until then), brought up to date before they are
 * read, measured, and dropped when the server closes. Their memory per million rows, and the size at which a
 * dedicated engine takes over, are in bench/RESULTS.md and the decision.
 */
export interface DerivedIndex {
  /** What it holds, for the log ("map index"). */
  readonly what: string;
  /** Loads it (again) from one snapshot; settles when it is loaded or could not be (readers then use SQL). */
  load(): Promise<void>;
  ready(): boolean;
  /** Brings it up to date with every write committed before the call. */
  refresh(): Promise<void>;
  /** Bytes it holds now, estimated from its arrays and rows. */
  memoryBytes(): number;
  /** Stops its work and lets its memory go. */
  close(): void;
}

/**
 * Loads the copy when the server is ready, waiting at most `waitSeconds` (a small database's copy is ready before the
 * first request, a large one goes on loading behind), and closes it with the server.
 */
export function serveDerivedIndex(fastify: FastifyInstance, index: DerivedIndex, waitSeconds: number): void {
  fastify.addHook('onReady', async () => {
    const loaded = index.load().then(() => {
      if (index.ready()) fastify.log.info({ bytes: index.memoryBytes() }, `${index.what} in memory`);
    });
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000).unref())]);
  });
  fastify.addHook('onClose', async () => index.close());
}
