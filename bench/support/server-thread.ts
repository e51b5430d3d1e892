/**
 * The server of bench/run.ts in a worker thread (bench/support/bench-thread.ts): `serveInProcess` over the already migrated
 * database, listening on 127.0.0.1:0, alone on its event loop as in production, where the callers are other machines.
 * The main thread keeps the load generator, whose JSON parsing and decompression would otherwise queue behind the
 * server's work and count in its latency.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { connectDatabase } from '../../src/server/db/database';
import { parseEnv } from '../../src/server/env';
import { serveInProcess } from './read-path-server';

export type ServerThreadMessage = { ready: true; port: number; listenMs: number } | { closed: true };

async function serve(): Promise<void> {
  const env = parseEnv(workerData as Record<string, string>);
  const database = connectDatabase(env.DATABASE_URL!);
  const server = await serveInProcess(env, database);
  parentPort!.postMessage({ ready: true, port: server.port, listenMs: server.listenMs } satisfies ServerThreadMessage);
  // Any message from the bench means "stop".
  parentPort!.once('message', async () => {
    await server.close();
    await database.close();
    parentPort!.postMessage({ closed: true } satisfies ServerThreadMessage);
  });
}

void serve();
