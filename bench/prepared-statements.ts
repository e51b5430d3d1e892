/**
 * Prepared statements inside transactions (issue 38's payments burst): `npm run bench -- --only prepared`, or
 * `npx tsx bench/prepared-statements.ts`.
 *
 * The same short transaction (four indexed statements between BEGIN and COMMIT, as in a payment's activation) runs
 * `--transactions N` times (default 3,000) over one connection, through the app's pool (db/preparing-pool.ts: a text
 * run three times is prepared, inside transactions too) and through a plain pool that never prepares (how every
 * transaction ran before 2026-12-04), three rounds each, alternating. Prints, per round, the wall time and the
 * PostgreSQL backend's CPU time (from /proc, so only for a PostgreSQL on this machine), then the ratio of the
 * medians. Does not write bench/RESULTS.md.
 *
 * BENCH_DATABASE_URL or DATABASE_URL: a PostgreSQL server to use (creates and drops localhub_prepbench_<random>);
 * without it an embedded PostgreSQL runs in a temp directory.
 */
import { readFileSync } from 'node:fs';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { connectDatabase, migrateToLatest, type Db } from '../src/server/db/database';
import type { Database } from '../src/server/db/schema';
import { preparingPool } from '../src/server/db/preparing-pool';
import { benchDatabase } from './support/bench-database';
import { opt } from './support/bench-options';

const TRANSACTIONS = Number(opt('transactions', 'BENCH_TRANSACTIONS', '3000'));
const ROUNDS = 3;
const say = (line: string) => console.log(`[bench prepared ${new Date().toISOString().slice(11, 19)}] ${line}`);

/** The backend's CPU time in ms (user + system), or null when its process cannot be read here. */
function backendCpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function round(db: Db, pid: number, stateIds: number[]): Promise<{ wallMs: number; cpuMs: number | null }> {
  const cpuBefore = backendCpuMs(pid);
  const started = performance.now();
  for (let i = 0; i < TRANSACTIONS; i += 1) {
    const id = stateIds[i % stateIds.length]!;
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('states').select('name').where('state_id', '=', id).execute();
      await trx.selectFrom('cities').select(['city_id', 'name']).where('state_id', '=', id).orderBy('city_id').limit(5).execute();
      await trx
        .updateTable('states')
        .set({ name: sql`name` })
        .where('state_id', '=', id)
        .returning('state_id')
        .execute();
      await trx.selectFrom('countries').select('name').where('country_id', '=', 1).execute();
    });
  }
  const wallMs = performance.now() - started;
  const cpuAfter = backendCpuMs(pid);
  return { wallMs, cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore };
}

async function main(): Promise<void> {
  const cleanups: Array<() => Promise<void> | void> = [];
  try {
    const { url, description } = await benchDatabase('localhub_prepbench', say, cleanups);
    say(description);
    const migrator = connectDatabase(url, { max: 1 });
    await migrateToLatest(migrator.db);
    await migrator.close();

    const preparing = new pg.Pool({ connectionString: url, max: 1 });
    const plain = new pg.Pool({ connectionString: url, max: 1 });
    cleanups.push(
      () => preparing.end(),
      () => plain.end(),
    );
    const pools = {
      prepared: new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(preparing) }) }) as Db,
      'never prepared': new Kysely<Database>({ dialect: new PostgresDialect({ pool: plain }) }) as Db,
    };
    const stateIds = (await pools.prepared.selectFrom('states').select('state_id').execute()).map((row) => row.state_id);
    const results: Record<string, Array<{ wallMs: number; cpuMs: number | null }>> = { prepared: [], 'never prepared': [] };
    for (let r = 1; r <= ROUNDS; r += 1) {
      for (const [name, db] of Object.entries(pools)) {
        const pid = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db)).rows[0]!.pid;
        const result = await round(db, pid, stateIds);
        results[name]!.push(result);
        say(
          `round ${r}, ${name.padEnd(14)}: ${TRANSACTIONS} transactions, wall ${result.wallMs.toFixed(0)} ms, backend CPU ${result.cpuMs ?? '?'} ms`,
        );
      }
    }
    const summary = (name: string) => {
      const rows = results[name]!;
      const cpu = rows.every((row) => row.cpuMs !== null) ? median(rows.map((row) => row.cpuMs!)) : null;
      return { wall: median(rows.map((row) => row.wallMs)), cpu };
    };
    const prepared = summary('prepared');
    const never = summary('never prepared');
    console.log('');
    console.log(`Prepared statements in transactions — ${TRANSACTIONS} transactions of 4 statements, medians of ${ROUNDS} rounds`);
    for (const [name, s] of [
      ['prepared', prepared],
      ['never prepared', never],
    ] as const)
      console.log(
        `  ${name.padEnd(14)}: wall ${((s.wall * 1000) / TRANSACTIONS).toFixed(0)} µs, backend CPU ${s.cpu === null ? '?' : ((s.cpu * 1000) / TRANSACTIONS).toFixed(0)} µs per transaction`,
      );
    console.log(
      `  prepared / never prepared: wall ${(prepared.wall / never.wall).toFixed(2)}${prepared.cpu !== null && never.cpu ? `, backend CPU ${(prepared.cpu / never.cpu).toFixed(2)}` : ''}`,
    );
  } finally {
    for (const step of cleanups.reverse()) await Promise.resolve(step()).catch((error) => console.error(error));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
