/**
 * One of bench/payments.ts's server processes when it runs several (WEB_CONCURRENCY above 1): the bench server on the
 * port the primary chose, shared with the others through node:cluster as `npm start` shares it
 * (docs/decisions/0035-server-processes.md). Sends its webhook times when asked; stops on SIGTERM.
 */
import { startBenchServer } from './bench-server';
import { BENCH_PROCESS_CONFIG, type BenchProcessConfig } from './bench-processes';
import { instrumentPaymentsServer } from './payments-server-hooks';

const config = JSON.parse(process.env[BENCH_PROCESS_CONFIG]!) as BenchProcessConfig;
const cleanups: Array<() => Promise<void> | void> = [];
const webhookMs: number[] = [];
await startBenchServer(config.url, cleanups, {
  settings: config.settings,
  pool: config.pool,
  port: config.port,
  beforeListen: (app) => instrumentPaymentsServer(app, webhookMs),
});
process.on('message', (message) => {
  if (message === 'report') process.send!({ webhookMs });
});
process.once('SIGTERM', async () => {
  for (const step of cleanups.reverse()) await Promise.resolve(step()).catch((error) => console.error(error));
  process.exit(0);
});
