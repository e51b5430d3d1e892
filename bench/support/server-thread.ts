/**
 * The server of bench/run.ts in a worker thread (bench/support/bench-thread.ts): buildApp over the already migrated
 * database, listening on 127.0.0.1:0, alone on its event loop as in production, where the callers are other machines.
 * The main thread keeps the load generator, whose JSON parsing and decompression would otherwise queue behind the
 * server's work and count in its latency.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { buildApp } from '../../src/server/app';
import { connectDatabase } from '../../src/server/db/database';
import { parseEnv } from '../../src/server/env';

export type ServerThreadMessage = { ready: true; port: number; listenMs: number } | { closed: true };

async function serve(): Promise<void> {
  const env = parseEnv(workerData as Record<string, string>);
  const database = connectDatabase(env.DATABASE_URL!);
  const { app } = await buildApp({ env, database, authSecret: env.AUTH_SECRET!, serveWeb: false });
  const listenStart = Date.now();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  parentPort!.postMessage({
    ready: true,
    port: typeof address === 'object' && address ? address.port : 0,
    listenMs: Date.now() - listenStart,
  } satisfies ServerThreadMessage);
  // Any message from the bench means "stop".
  parentPort!.once('message', async () => {
    await app.close();
    await database.close();
    parentPort!.postMessage({ closed: true } satisfies ServerThreadMessage);
  });
}

void serve();
