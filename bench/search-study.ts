/**
 * Search measurements on a large database (docs/decisions/0005-search.md).
 *
 *   npx tsx bench/search-study.ts apply  --url postgres://…/localhub_bench_dev   # run migration 0010's up() by hand
 *   npx tsx bench/search-study.ts measure --url postgres://…/localhub_bench_dev [--runs 200] [--concurrency 4] [--only two]
 *   npx tsx bench/search-study.ts trace --url postgres://…/localhub_bench_dev --q "plumber reliable" [--suggest] [--repeat 3] [--explain]
 *
 * `measure` starts the real server in-process (as bench/run.ts does) and times, over HTTP, the bench query lists of
 * bench/run.ts (one word, two words, misspelt, suggestion prefixes) with random viewers, `--concurrency` requests in
 * flight (default 1), and prints p50/p95/max, plus the first request of every distinct query (its cold figure: nothing
 * is cached by the app; PostgreSQL's buffers are whatever earlier requests left). `trace` runs one search with every
 * statement's duration, and EXPLAIN (ANALYZE, BUFFERS) of the slow ones under the same planner settings.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { connectDatabase } from '../src/server/db/database';
import * as migration from '../src/server/db/migrations/0010-search-words';
import { parseEnv } from '../src/server/env';
import { seededRandom } from '../src/shared/seeded-random';

function arg(name: string, fallback?: string): string {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0 && process.argv[i + 1]) return process.argv[i + 1]!;
  if (fallback === undefined) throw new Error(`--${name} is required`);
  return fallback;
}

// The query lists of bench/run.ts.
const ONE_WORD = [
  'plumber',
  'electrician',
  'generator',
  'jollof',
  'rice',
  'pharmacy',
  'tailor',
  'laptop',
  'bakery',
  'mechanic',
  'solar',
  'ankara',
];
const TWO_WORDS = [
  'plumber reliable',
  'fresh bread',
  'solar panel',
  'phone repair',
  'affordable tailor',
  'golden kitchen',
  'laptop delivery',
  'experienced mechanic',
  'jollof party',
  'certified electrician',
];
const MISSPELT = ['plumbr', 'electrican', 'generater', 'jolof', 'pharmcy', 'mechanc', 'tailer', 'bakey', 'laptp', 'ankra'];
const PREFIXES = ['pl', 'ele', 'gen', 'ric', 'jol', 'ph', 'tai', 'lap', 'bak', 'mec', 'sol', 'ank', 'gol', 'fre', 'sup'];
const HUBS = [
  { lat: 6.5244, lng: 3.3792 },
  { lat: 9.0765, lng: 7.3986 },
  { lat: 12.0022, lng: 8.592 },
  { lat: 4.8156, lng: 7.0498 },
  { lat: 7.3775, lng: 3.947 },
  { lat: 6.4584, lng: 7.5464 },
];

const rand = seededRandom(4);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
function viewer() {
  if (rand() < 0.15) return { lat: 4.5 + rand() * 8.5, lng: 3 + rand() * 11 };
  const hub = pick(HUBS);
  return { lat: hub.lat + (rand() - 0.5) * 0.15, lng: hub.lng + (rand() - 0.5) * 0.15 };
}
const strings = (v: { lat: number; lng: number }) => ({ lat: v.lat.toFixed(5), lng: v.lng.toFixed(5) });
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

async function main() {
  const command = process.argv[2];
  const handle = connectDatabase(arg('url'), { max: 4 });
  try {
    if (command === 'trace') {
      // Every statement of one search, with its duration (and EXPLAIN ANALYZE of the slow ones with --explain).
      const { Kysely, PostgresDialect } = await import('kysely');
      const slow: Array<{ sql: string; parameters: readonly unknown[]; setup?: { sql: string; parameters: readonly unknown[] } }> = [];
      let setup: { sql: string; parameters: readonly unknown[] } | undefined;
      const traced = new Kysely<any>({
        dialect: new PostgresDialect({ pool: handle.pool }),
        log(event) {
          const ms = event.queryDurationMillis;
          console.log(`${ms.toFixed(1).padStart(8)} ms  ${event.query.sql.replace(/\s+/g, ' ').slice(0, 160)}`);
          if (event.query.sql.includes('set_config')) setup = { sql: event.query.sql, parameters: event.query.parameters };
          else if (ms > 20) slow.push({ sql: event.query.sql, parameters: event.query.parameters, setup });
          if (event.query.sql.trim() === 'commit') setup = undefined;
        },
      });
      const { searchService } = await import('../src/server/features/search/search.service');
      const images = { url: () => '', urls: () => [] } as never;
      const service = searchService({ db: traced as never, images, log: console as never });
      const q = arg('q');
      for (let run = Number(arg('repeat', '1')); run > 0; run--) {
        if (run > 1) console.log('--- warm-up run');
        const t = performance.now();
        if (process.argv.includes('--suggest')) await service.suggestions(q);
        else
          await service.search(
            { q, tab: arg('tab', 'all') as 'all', limit: 20, lat: Number(arg('lat', '6.5244')), lng: Number(arg('lng', '3.3792')) },
            null,
          );
        console.log(`total ${(performance.now() - t).toFixed(1)} ms`);
      }
      if (process.argv.includes('--explain'))
        for (const { sql: text, parameters, setup: before } of slow) {
          const client = await handle.pool.connect();
          try {
            await client.query('BEGIN');
            if (before) await client.query(before.sql, before.parameters as unknown[]);
            const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, parameters as unknown[]);
            console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
          } finally {
            await client.query('ROLLBACK');
            client.release();
          }
        }
    } else if (command === 'apply') {
      const t0 = Date.now();
      await migration.up(handle.db);
      console.log(`0010-search-words up() in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    } else if (command === 'measure') {
      const runs = Number(arg('runs', '200'));
      const concurrency = Number(arg('concurrency', '1'));
      const dataDir = mkdtempSync(path.join(tmpdir(), 'search-study-'));
      const env = parseEnv({
        NODE_ENV: 'production',
        AUTH_SECRET: randomBytes(32).toString('hex'),
        PAYMENTS: 'off',
        PHONE_SIGN_IN: 'off',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: arg('url'),
        LOG_LEVEL: 'silent',
      });
      const { app } = await buildApp({ env, database: handle, authSecret: env.AUTH_SECRET!, serveWeb: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const get = async (url: string) => {
        const response = await fetch(base + url);
        if (!response.ok) throw new Error(`${response.status} ${url}: ${await response.text()}`);
        return response.json();
      };
      const only = arg('only', '');
      const scenarios: Array<[string, readonly string[], (q: string) => string]> = [
        ['search one word', ONE_WORD, (q) => `/api/v1/search?${new URLSearchParams({ q, ...strings(viewer()) })}`],
        ['search two words', TWO_WORDS, (q) => `/api/v1/search?${new URLSearchParams({ q, ...strings(viewer()) })}`],
        ['search misspelt word', MISSPELT, (q) => `/api/v1/search?${new URLSearchParams({ q, ...strings(viewer()) })}`],
        ['suggestions', PREFIXES, (q) => `/api/v1/search/suggestions?${new URLSearchParams({ q })}`],
      ];
      try {
        for (const [name, list, url] of scenarios) {
          if (only && !name.includes(only)) continue;
          const first = new Map<string, number>();
          const samples: number[] = [];
          const worst: Array<[number, string]> = [];
          let issued = 0;
          const worker = async () => {
            while (issued < runs) {
              issued++;
              const q = pick(list);
              const t = performance.now();
              await get(url(q));
              const ms = performance.now() - t;
              if (!first.has(q)) first.set(q, ms);
              samples.push(ms);
              worst.push([ms, q]);
            }
          };
          await Promise.all(Array.from({ length: concurrency }, worker));
          samples.sort((a, b) => a - b);
          worst.sort((a, b) => b[0] - a[0]);
          const f = [...first.values()].sort((a, b) => a - b);
          console.log(
            `${name.padEnd(22)} n=${runs} c=${concurrency} p50 ${pct(samples, 50).toFixed(1)} p95 ${pct(samples, 95).toFixed(1)} max ${samples[samples.length - 1]!.toFixed(1)} ms` +
              ` | first request per query p50 ${pct(f, 50).toFixed(1)} max ${f[f.length - 1]!.toFixed(1)} | slowest: ${worst
                .slice(0, 4)
                .map(([ms, w]) => `${w} ${ms.toFixed(0)}`)
                .join(', ')}`,
          );
        }
      } finally {
        await app.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    } else {
      throw new Error('usage: search-study.ts apply|measure --url …');
    }
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
