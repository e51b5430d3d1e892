import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { freePort } from './bench-database';

/** The environment variable a bench server process reads its configuration from (JSON). */
export const BENCH_PROCESS_CONFIG = 'BENCH_PROCESS_CONFIG';

export interface BenchProcessConfig {
  url: string;
  port: number;
  pool: number;
  /** Environment settings for the server (AUTH_SECRET among them: every process signs the same sessions). */
  settings: Record<string, string>;
}

/**
 * `count` server processes running `module` under node:cluster on one 127.0.0.1 port, as `npm start` runs
 * WEB_CONCURRENCY of them: this process accepts the connections and hands them round. Resolves once all listen;
 * stopped by `cleanups`. `report` asks each for what it measured (the module answers the message 'report').
 */
export async function startBenchProcesses<Report>(
  module: URL,
  config: Omit<BenchProcessConfig, 'port'> & { count: number },
  cleanups: Array<() => Promise<void> | void>,
): Promise<{ base: string; report(): Promise<Report[]> }> {
  const port = await freePort();
  cluster.setupPrimary({ exec: fileURLToPath(module), execArgv: process.execArgv });
  const { count, ...rest } = config;
  const env = { [BENCH_PROCESS_CONFIG]: JSON.stringify({ ...rest, port } satisfies BenchProcessConfig) };
  const workers: Worker[] = Array.from({ length: count }, () => cluster.fork(env));
  cleanups.push(async () => {
    await Promise.all(
      workers.map((worker) => {
        if (worker.isDead()) return undefined;
        const exited = new Promise((resolve) => worker.once('exit', resolve));
        worker.process.kill('SIGTERM');
        return exited;
      }),
    );
  });
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          worker.once('listening', () => resolve());
          worker.once('exit', (code) => reject(new Error(`a bench server process ended while starting (exit code ${code})`)));
        }),
    ),
  );
  return {
    base: `http://127.0.0.1:${port}`,
    report: () =>
      Promise.all(
        workers.map(
          (worker) =>
            new Promise<Report>((resolve) => {
              worker.once('message', resolve);
              worker.send('report');
            }),
        ),
      ),
  };
}
