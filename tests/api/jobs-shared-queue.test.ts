import { afterAll, beforeAll, expect, it } from 'vitest';
import pg from 'pg';
import { connectDatabase } from '../../src/server/db/database';
import { startJobQueue, type JobQueue } from '../../src/server/jobs/job-queue';
import { jobRuns, jobsSettled } from '../support/jobs';
import { templateCopy } from '../support/test-server';

// Two queues with their own connections on one database, as two server processes have.
let database: Awaited<ReturnType<typeof templateCopy>>;
const queues: JobQueue[] = [];
const quiet = { warn() {}, error() {} };

beforeAll(async () => {
  database = await templateCopy();
});
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  await database?.drop();
});

it('two processes share one queue: every job runs exactly once, and both take part', async () => {
  const runs: Array<{ worker: string; n: number }> = [];
  for (const worker of ['first', 'second']) {
    const queue = await startJobQueue({ url: database.url, log: quiet, pollingIntervalSeconds: 0.5 });
    queues.push(queue);
    await queue.define<{ n: number }>({
      name: 'test.shared',
      handle: async ({ n }) => {
        runs.push({ worker, n });
        // Long enough that both workers' polls find jobs waiting.
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    });
  }
  const total = 200;
  for (let n = 0; n < total; n += 1) await queues[n % 2].send('test.shared', { n });

  await expect.poll(() => runs.length, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(total);
  const counts = new Map<number, number>();
  for (const run of runs) counts.set(run.n, (counts.get(run.n) ?? 0) + 1);
  expect(counts.size).toBe(total);
  expect([...counts.values()].every((count) => count === 1)).toBe(true);
  expect(new Set(runs.map((run) => run.worker))).toEqual(new Set(['first', 'second']));
});

it('retries a job that fails, and stops retrying once it succeeds', async () => {
  const attempts: number[] = [];
  await queues[0].define<{ n: number }>({
    name: 'test.flaky',
    retryLimit: 5,
    retryDelaySeconds: 1,
    handle: async ({ n }) => {
      attempts.push(n);
      if (attempts.length < 3) throw new Error('not yet');
    },
  });
  await queues[0].send('test.flaky', { n: 7 });
  const db = connectDatabase(database.url, { max: 1 });
  try {
    await jobsSettled(db.db, 'test.flaky', 20_000);
    expect(attempts).toEqual([7, 7, 7]);
    expect(await jobRuns(db.db, 'test.flaky')).toEqual([{ state: 'completed', retryCount: 2 }]);
  } finally {
    await db.close();
  }
});

it('a queue whose connections are cut logs what went wrong in one short line, and carries on', async () => {
  const errors: object[] = [];
  const queue = await startJobQueue({
    url: database.url,
    log: { warn() {}, error: (obj) => errors.push(obj) },
    pollingIntervalSeconds: 0.5,
  });
  queues.push(queue);
  const ran: number[] = [];
  await queue.define<{ n: number }>({ name: 'test.after-cut', handle: async ({ n }) => void ran.push(n) });
  await queue.send('test.after-cut', { n: 1 });
  await expect.poll(() => ran, { timeout: 10_000 }).toEqual([1]);

  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'localhub-jobs' AND datname = current_database()",
    );
  } finally {
    await admin.end();
  }
  await expect.poll(() => errors.length, { timeout: 10_000 }).toBeGreaterThan(0);
  for (const logged of errors) {
    expect(logged).toMatchObject({ err: { code: '57P01', message: expect.stringMatching(/terminating connection/) } });
    expect(JSON.stringify(logged).length).toBeLessThan(2000);
  }
  // A send may still draw a pooled connection that was cut before the pool has heard of it (it fails before any row
  // is written): the queue carries on when a later send gets through and its job runs.
  await expect
    .poll(
      () =>
        queue.send('test.after-cut', { n: 2 }).then(
          () => true,
          () => false,
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
  await expect.poll(() => ran, { timeout: 10_000 }).toEqual([1, 2]);
});

it('server processes starting together each create the same new queues without failing', async () => {
  // Creating a queue attaches a partition to pg-boss's job table: processes doing it at once deadlock in PostgreSQL.
  const starting = await Promise.all(
    ['first', 'second', 'third'].map(() => startJobQueue({ url: database.url, log: quiet, pollingIntervalSeconds: 0.5 })),
  );
  queues.push(...starting);
  const names = Array.from({ length: 8 }, (_, i) => `test.together-${i}`);
  await Promise.all(starting.map((queue) => Promise.all(names.map((name) => queue.define({ name, handle: async () => undefined })))));
  const ran: string[] = [];
  await starting[0].define<{ name: string }>({ name: 'test.together-check', handle: async ({ name }) => void ran.push(name) });
  await starting[1].send('test.together-check', { name: 'after' });
  await expect.poll(() => ran, { timeout: 10_000 }).toEqual(['after']);
});
