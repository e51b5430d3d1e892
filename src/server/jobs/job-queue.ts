import PgBoss from 'pg-boss';

/** A kind of durable work: its name, its handler, and how a failure is retried. */
export interface JobType<T extends object> {
  name: string;
  handle(data: T): Promise<void>;
  /** How many times a failed run is tried again (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 10); with `retryBackoff` it doubles each time. */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** `short`: at most one job per `singletonKey` waits to run; later ones are dropped while it waits. */
  policy?: 'standard' | 'short';
}

/** A connection in a transaction, as pg-boss takes it: the job row is written in that transaction. */
export interface SqlExecutor {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface SendOptions {
  /** Run no earlier than this many seconds from now. */
  delaySeconds?: number;
  singletonKey?: string;
  /** Insert the job inside this transaction: it exists exactly when the transaction commits. */
  db?: SqlExecutor;
}

/** One job of `sendAll`. */
export interface QueuedJob {
  name: string;
  data: object;
  /** Run no earlier than this many seconds from now. */
  delaySeconds?: number;
}

export interface JobQueue {
  /** Registers a job type and starts working on it in this process (idempotent across processes and restarts). */
  define<T extends object>(type: JobType<T>): Promise<void>;
  /** Stores a job in the database; it runs in whichever process fetches it first, once. Returns its id (null when a singleton dropped it). */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Stores several jobs in one statement (inside `options.db`'s transaction when given). */
  sendAll(jobs: QueuedJob[], options?: Pick<SendOptions, 'db'>): Promise<void>;
  /** Stops fetching, waits for running jobs (up to `timeoutMs`), and closes the connections. */
  stop(timeoutMs?: number): Promise<void>;
}

export const JOBS_SCHEMA = 'pgboss';
/** Jobs one process fetches per poll of a queue. */
const BATCH_SIZE = 20;
/** PostgreSQL's SQLSTATE for a transaction aborted to break a deadlock. */
const DEADLOCK = '40P01';
const CREATE_QUEUE_ATTEMPTS = 10;

export interface JobQueueOptions {
  url: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** How often each queue is polled for due jobs (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** Connections of the queue's own pool. */
  max?: number;
}

/**
 * Durable jobs on the application's PostgreSQL through pg-boss: a job is a row, fetched with SKIP LOCKED, so several
 * server processes share the work and each job runs once; a job queued before a crash runs after the restart.
 */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: options.url,
    schema: JOBS_SCHEMA,
    max: options.max ?? 3,
    application_name: 'localhub-jobs',
  });
  // Only what says what went wrong: pg's errors carry their client object, thousands of characters in a log line.
  boss.on('error', (error: Error & { code?: string }) =>
    options.log.error({ err: { message: error.message, code: error.code, stack: error.stack } }, 'job queue error'),
  );
  await boss.start();
  const polling = options.pollingIntervalSeconds ?? 2;
  let stopped = false;

  return {
    async define(type) {
      const queue = {
        name: type.name,
        policy: type.policy ?? 'standard',
        retryLimit: type.retryLimit ?? 3,
        retryDelay: type.retryDelaySeconds ?? 10,
        retryBackoff: type.retryBackoff ?? false,
      };
      // A new queue is a partition attached to pg-boss's job table: processes starting together (WEB_CONCURRENCY, a
      // deploy) can deadlock on it, and PostgreSQL then aborts one of them, which tries again.
      for (let attempt = 1; ; attempt++) {
        try {
          await boss.createQueue(type.name, queue);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== DEADLOCK || attempt === CREATE_QUEUE_ATTEMPTS) throw error;
          // Apart, so that the processes do not meet again at once.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * attempt));
        }
      }
      // A batch per poll, run together; a job that throws is failed alone (and retried), the others complete.
      await boss.work<Parameters<typeof type.handle>[0]>(
        type.name,
        { pollingIntervalSeconds: polling, batchSize: BATCH_SIZE },
        async (jobs) => {
          await Promise.all(
            jobs.map(async (job) => {
              try {
                await type.handle(job.data);
              } catch (error) {
                options.log.warn({ err: error, job: type.name, id: job.id }, 'job failed; it is retried while retries remain');
                await boss.fail(type.name, job.id, { message: error instanceof Error ? error.message : String(error) });
              }
            }),
          );
        },
      );
    },
    async send(name, data, sendOptions = {}) {
      return boss.send(name, data, {
        ...(sendOptions.delaySeconds ? { startAfter: sendOptions.delaySeconds } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.db ? { db: sendOptions.db as PgBoss.Db } : {}),
      });
    },
    async sendAll(jobs, sendOptions = {}) {
      await boss.insert(
        // A bare number is read as seconds from the database's now(), so delays stay relative as in `send`.
        jobs.map((job) => ({ name: job.name, data: job.data, startAfter: String(job.delaySeconds ?? 0) })),
        sendOptions.db ? { db: sendOptions.db as PgBoss.Db } : {},
      );
    },
    async stop(timeoutMs = 10_000) {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, close: true, wait: true, timeout: timeoutMs });
    },
  };
}
