import cluster, { type Worker } from 'node:cluster';

export interface ServerProcessesOptions {
  count: number;
  /** Environment every server process gets on top of this one's (the database's address). */
  env: Record<string, string>;
  /** Environment only the first process gets: the work done once after a start. */
  firstEnv: Record<string, string>;
  say: (line: string) => void;
  /** Called once every process has ended by itself: stopped one by one (null), or a replacement could not start. */
  onEnded: (error: Error | null) => void;
}

export interface ServerProcesses {
  /** Settles once every process listens, or rejects when one ended before it did (the others stopped by then). */
  listening: Promise<void>;
  /** The shared port, once they listen. */
  port(): number;
  pids(): number[];
  /** Asks every process to stop (SIGTERM) and resolves when all have ended. */
  stop(): Promise<void>;
}

const describeEnd = (code: number | null, signal: string | null) => (signal ? `signal ${signal}` : `exit code ${code ?? 0}`);

/**
 * `count` server processes sharing one port through node:cluster (docs/decisions/0035-server-processes.md): this
 * process accepts the connections and hands them round the others. A process that fails after it listened is
 * replaced; one that ends before (the port taken, a migration missing) stops them all, since another would fail the
 * same way.
 */
export function startServerProcesses(options: ServerProcessesOptions): ServerProcesses {
  const workers = new Set<Worker>();
  const listened = new WeakSet<Worker>();
  const whenAllEnded: Array<() => void> = [];
  let stopping = false;
  let started = false;
  let port = 0;
  let settle: { resolve: () => void; reject: (error: Error) => void };
  const listening = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));

  const stop = async () => {
    stopping = true;
    if (workers.size === 0) return;
    const ended = new Promise<void>((resolve) => whenAllEnded.push(resolve));
    for (const worker of workers) worker.process.kill('SIGTERM');
    await ended;
  };

  const fork = (extra: Record<string, string>) => {
    const worker = cluster.fork({ ...options.env, ...extra });
    workers.add(worker);
    worker.on('listening', (address) => {
      listened.add(worker);
      port = address.port;
      if (!started && workers.size === options.count && [...workers].every((each) => listened.has(each))) {
        started = true;
        settle.resolve();
      }
    });
    worker.on('exit', (code, signal) => {
      workers.delete(worker);
      if (workers.size === 0) for (const done of whenAllEnded.splice(0)) done();
      if (stopping) return;
      // Exit code 0: it was stopped on purpose (a signal of its own); when the last one is, this one stops too.
      if (code === 0 && !signal) {
        if (workers.size === 0) options.onEnded(null);
        return;
      }
      if (listened.has(worker)) {
        options.say(`Server process ${worker.process.pid} ended (${describeEnd(code, signal)}); starting another`);
        fork({});
        return;
      }
      const error = new Error(`A server process ended while starting (${describeEnd(code, signal)}); the others were stopped.`);
      void stop().then(() => (started ? options.onEnded(error) : settle.reject(error)));
    });
  };
  fork(options.firstEnv);
  for (let i = 1; i < options.count; i++) fork({});

  return { listening, port: () => port, pids: () => [...workers].map((worker) => worker.process.pid!), stop };
}
