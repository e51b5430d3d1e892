import { buildApp } from '../../src/server/app';
import type { DatabaseHandle } from '../../src/server/db/database';
import type { Env } from '../../src/server/env';
import { startBenchThread } from './bench-thread';
import type { ServerThreadMessage } from './server-thread';

/** The server bench/run.ts measures: its port, how long it took to start listening, and how to stop it. */
export interface ReadPathServer {
  port: number;
  listenMs: number;
  close: () => Promise<void>;
}

/** On this thread's event loop (with --in-process the bench's, where the callers' work queues with the server's). */
export async function serveInProcess(env: Env, database: DatabaseHandle): Promise<ReadPathServer> {
  const { app } = await buildApp({ env, database, authSecret: env.AUTH_SECRET!, serveWeb: false });
  const listenStart = Date.now();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    listenMs: Date.now() - listenStart,
    close: () => app.close(),
  };
}

/** In a worker thread of its own (bench/support/server-thread.ts), configured by the same settings. */
export async function serveInThread(
  settings: Record<string, string>,
  cleanups: Array<() => Promise<void> | void>,
): Promise<ReadPathServer> {
  const thread = startBenchThread<'close', ServerThreadMessage>(new URL('./server-thread.ts', import.meta.url), settings, cleanups);
  const ready = await thread.next();
  if (!('ready' in ready)) throw new Error('the server thread did not start');
  return {
    port: ready.port,
    listenMs: ready.listenMs,
    close: async () => {
      thread.post('close');
      await thread.next();
    },
  };
}
