/**
 * LocalHub places benchmark (issue 35): `npm run bench -- --only places`, or `npx tsx bench/places.ts`.
 *
 * On a throw-away database it measures:
 * 1. the gazetteer's migration (0043: building the rows from the reference files and loading them), run on a database
 *    migrated up to the one before it, `--migrations N` times (a fresh database each);
 * 2. the place lookup over HTTP, `GET /api/v1/places?q=…`, as people type: prefixes ("y", "ya", "yab", "lek",
 *    "wuse 2"…), typos ("surulerre", "gwarimpa", "maitamma") and with `near=`; `--requests N` each (default 1000),
 *    `--concurrency N` in flight (default 4), p50/p95/p99 against the target p95 ≤ 15 ms;
 * 3. `placesService.findInText` in this process, per call.
 * The server runs in this process (buildApp, 127.0.0.1, LOG_LEVEL silent) as bench/payments.ts does; the requests go
 * over keep-alive connections, without caching (every request reaches the server). Does not write bench/RESULTS.md.
 *
 * BENCH_DATABASE_URL or DATABASE_URL: a PostgreSQL server to use (creates and drops localhub_placebench_<random>);
 * without it an embedded PostgreSQL runs in a temp directory.
 */
import { Migrator } from 'kysely';
import { connectDatabase } from '../src/server/db/database';
import { migrationProvider } from '../src/server/db/migrations';
import { placesService } from '../src/server/features/places/places.service';
import { benchDatabase, percentile } from './support/bench-database';
import { opt } from './support/bench-options';
import { startBenchServer } from './support/bench-server';
import { httpCaller } from './support/http-caller';
import { createThrowawayDatabase } from './support/throwaway-database';

const REQUESTS = Number(opt('requests', 'BENCH_REQUESTS', '1000'));
const CONCURRENCY = Number(opt('concurrency', 'BENCH_CONCURRENCY', '4'));
const MIGRATIONS = Number(opt('migrations', 'BENCH_MIGRATIONS', '3'));
const TARGET_P95_MS = 15;
const GAZETTEER = '0043-places-gazetteer';
const say = (line: string) => console.log(`[bench places ${new Date().toISOString().slice(11, 19)}] ${line}`);

const SCENARIOS: Array<{ name: string; query: string }> = [
  { name: 'prefix "y"', query: 'q=y' },
  { name: 'prefix "ya"', query: 'q=ya' },
  { name: 'prefix "yab"', query: 'q=yab' },
  { name: 'prefix "lek"', query: 'q=lek' },
  { name: '"lekki phase 1"', query: 'q=lekki%20phase%201' },
  { name: '"wuse 2"', query: 'q=wuse%202' },
  { name: '"port harcourt"', query: 'q=port%20harcourt' },
  { name: 'typo "surulerre"', query: 'q=surulerre' },
  { name: 'typo "gwarimpa"', query: 'q=gwarimpa' },
  { name: 'typo "maitamma"', query: 'q=maitamma' },
  { name: '"gra" near Enugu', query: 'q=gra&near=6.45,7.5' },
  { name: 'nothing "zzqxv"', query: 'q=zzqxv' },
];
const TEXTS = ['tailor in yaba', 'electrician ikeja', 'mechanic near wuse 2', 'barber for lekki phase 1', 'fashion designer'];

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

/** The gazetteer migration alone, on a fresh database migrated up to the one before it. */
async function timeMigration(adminUrl: string | undefined): Promise<number | null> {
  if (!adminUrl) return null;
  const created = await createThrowawayDatabase(adminUrl, 'localhub_placemig');
  const handle = connectDatabase(created.url, { max: 1 });
  try {
    const migrator = new Migrator({
      db: handle.db,
      provider: migrationProvider,
      migrationTableName: 'schema_migrations',
      migrationLockTableName: 'schema_migrations_lock',
    });
    const names = Object.keys(await migrationProvider.getMigrations()).sort();
    const before = names[names.indexOf(GAZETTEER) - 1];
    const first = await migrator.migrateTo(before);
    if (first.error) throw first.error;
    const started = performance.now();
    const { error } = await migrator.migrateTo(GAZETTEER);
    if (error) throw error;
    return performance.now() - started;
  } finally {
    await handle.close();
    await created.drop();
  }
}

async function main(): Promise<void> {
  const cleanups: Array<() => Promise<void> | void> = [];
  try {
    const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
    const migrationMs: number[] = [];
    for (let i = 0; i < MIGRATIONS; i++) {
      const took = await timeMigration(adminUrl);
      if (took === null) break;
      migrationMs.push(took);
    }
    say(
      migrationMs.length > 0
        ? `migration ${GAZETTEER}: ${migrationMs.map((t) => `${t.toFixed(0)} ms`).join(', ')}`
        : 'migration timing needs BENCH_DATABASE_URL or DATABASE_URL (skipped)',
    );

    const { url, description } = await benchDatabase('localhub_placebench', say, cleanups);
    say(description);
    const { base, database } = await startBenchServer(url, cleanups);
    const call = httpCaller(CONCURRENCY);
    cleanups.push(() => call.close());

    say(`${REQUESTS} requests per scenario, ${CONCURRENCY} in flight`);
    console.log(`${'scenario'.padEnd(22)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)}  first answer`);
    let failed = 0;
    for (const scenario of SCENARIOS) {
      const path = `${base}/api/v1/places?${scenario.query}`;
      const first = await call('GET', path, {});
      if (first.status !== 200) throw new Error(`${scenario.name}: HTTP ${first.status} ${first.body}`);
      const top = (JSON.parse(first.body).items[0]?.label as string | undefined) ?? '(none)';
      const samples: number[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < REQUESTS) {
            next++;
            const started = performance.now();
            const { status } = await call('GET', path, {});
            samples.push(performance.now() - started);
            if (status !== 200) throw new Error(`${scenario.name}: HTTP ${status}`);
          }
        }),
      );
      const { p50, p95, p99 } = summary(samples);
      if (p95 > TARGET_P95_MS) failed++;
      console.log(`${scenario.name.padEnd(22)} ${ms(p50)} ${ms(p95)} ${ms(p99)}  ${top}`);
    }

    const places = placesService(database.db);
    const loadStarted = performance.now();
    await places.findInText('warm up');
    say(`findInText index loaded in ${(performance.now() - loadStarted).toFixed(0)} ms`);
    const calls: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      await places.findInText(TEXTS[i % TEXTS.length]);
      calls.push(performance.now() - started);
    }
    const found = summary(calls);
    console.log(`${'findInText'.padEnd(22)} ${ms(found.p50)} ${ms(found.p95)} ${ms(found.p99)}`);
    say(failed === 0 ? `every scenario within p95 ≤ ${TARGET_P95_MS} ms` : `${failed} scenario(s) above p95 ${TARGET_P95_MS} ms`);
  } finally {
    for (const step of cleanups.reverse()) await Promise.resolve(step()).catch((error) => console.error(error));
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
