import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database';
import { JOBS_SCHEMA } from '../../src/server/jobs/job-queue';

/** Jobs of a kind that are waiting (delayed or due), running or waiting for a retry. */
export async function unsettledJobs(db: Db, name: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM ${sql.table(`${JOBS_SCHEMA}.job`)}
     WHERE name = ${name} AND state IN ('created', 'retry', 'active')`.execute(db);
  return rows[0].n;
}

/** Each job of that kind with its state and how often it has been retried. */
export async function jobRuns(db: Db, name: string): Promise<Array<{ state: string; retryCount: number }>> {
  const { rows } = await sql<{ state: string; retry_count: number }>`
    SELECT state, retry_count FROM ${sql.table(`${JOBS_SCHEMA}.job`)} WHERE name = ${name}`.execute(db);
  return rows.map((row) => ({ state: row.state, retryCount: row.retry_count }));
}

/** Waits until every job of that kind has run (or finally failed): what it would have done is done by then. */
export async function jobsSettled(db: Db, name: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await unsettledJobs(db, name)) > 0) {
    if (Date.now() > deadline) throw new Error(`"${name}" jobs still waiting after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until one job (by id) has completed or finally failed; returns its final state. */
export async function jobDone(db: Db, id: string | null, timeoutMs = 15_000): Promise<string> {
  if (!id) throw new Error('the job was not queued');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{ state: string }>`SELECT state FROM ${sql.table(`${JOBS_SCHEMA}.job`)} WHERE id = ${id}::uuid`.execute(db);
    const state = rows[0]?.state;
    if (state === 'completed' || state === 'failed' || state === 'cancelled') return state;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${state ?? 'missing'} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
