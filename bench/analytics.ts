/**
 * LocalHub owner-analytics benchmark (issue 12, "Performance"): `npm run bench -- --only analytics`, or
 * `npx tsx bench/analytics.ts`.
 *
 * 1. One Premium business whose analytics hold 1,000,000 recorded events over 90 days (as the roll-ups the recorder
 *    writes: listing_daily_stats and listing_daily_words), among OTHER_LISTINGS other listings' 90 days of roll-ups.
 *    Then the analytics read (GET /api/v1/listings/business/{id}/analytics?days=7|30|90) is timed: p50/p95/p99,
 *    target p95 ≤ 100 ms.
 * 2. Recording, open-loop at RATE events per second for SECONDS seconds, in turn: a contact tap (POST
 *    /api/v1/listings/business/{id}/taps, 204 once its batch is stored), a profile view (GET /api/v1/businesses/{id}
 *    by a new visitor, counted after the answer) and an ad impression (POST /api/v1/ads/{id}/impression by a new
 *    visitor, for a running ad of the owner's): p50/p95/p99 per kind and in all (target p99 ≤ 20 ms), and each kind's
 *    stored count compared with what the server accepted (none lost).
 *
 * Options (flag or environment variable):
 *   --rate N / BENCH_RATE          events per second (default 2000)
 *   --seconds N / BENCH_SECONDS    how long events are measured (default 60), after --warmup N / BENCH_WARMUP seconds (default 3)
 *   --reads N / BENCH_READS        analytics reads (default 1000, 4 in flight)
 *   --others N / BENCH_OTHERS      other listings with 90 days of roll-ups (default 2000)
 *   BENCH_DATABASE_URL or DATABASE_URL a PostgreSQL server to use: creates and drops localhub_anbench_<random>;
 *                                      without it an embedded PostgreSQL runs in a temp directory
 *
 * The server runs in this process and the visitors in a worker thread of it (bench/support/recording-load.ts, as
 * bench/payments.ts does): each has its own event loop and heap, but they share the machine's cores with PostgreSQL.
 * Does not write bench/RESULTS.md.
 */
import { cpus } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { benchDatabase, percentile } from './support/bench-database';
import { benchMember, startBenchServer } from './support/bench-server';
import { httpCaller } from './support/http-caller';
import { startBenchThread } from './support/bench-thread';
import type { RecordingKind, RecordingOptions, RecordingReport } from './support/recording-load';
import { lagosDay } from '../src/shared/schemas/content';
import { METRICS } from '../src/shared/schemas/analytics';
import { opt } from './support/bench-options';
import { businessBody } from '../tests/support/builders/listing-bodies';

const RATE = Number(opt('rate', 'BENCH_RATE', '2000'));
const SECONDS = Number(opt('seconds', 'BENCH_SECONDS', '60'));
const READS = Number(opt('reads', 'BENCH_READS', '1000'));
const OTHERS = Number(opt('others', 'BENCH_OTHERS', '2000'));
/** Events sent at the same rate before the measured seconds (connections opened, code warmed); they count for "none lost". */
const WARMUP_SECONDS = Number(opt('warmup', 'BENCH_WARMUP', '3'));
const EVENTS = 1_000_000;
const DAYS = 90;
const WORDS = 300;
const say = (line: string) => console.log(`[bench analytics ${new Date().toISOString().slice(11, 19)}] ${line}`);

const call = httpCaller(256);

const ms = (value: number) => `${value.toFixed(1)} ms`;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? NaN };
};

async function main(): Promise<void> {
  const cleanups: Array<() => Promise<void> | void> = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await Promise.resolve(step()).catch((error) => console.error(error));
  };
  let failed = false;
  try {
    const { url, description } = await benchDatabase('localhub_anbench', say, cleanups);
    say(description);

    const { base, env, database } = await startBenchServer(url, cleanups);
    const db = database.db;

    // The owner, on Premium, and their business.
    const owner = await benchMember(db, env.AUTH_SECRET!, 'Bench Owner', 'owner');
    const cookie = owner.cookie;
    await db
      .insertInto('subscriptions')
      .values({ user_id: owner.userId, plan_id: 'premium', ends_at: new Date(Date.now() + 30 * 86_400_000) })
      .execute();
    const createdBusiness = await call(
      'POST',
      `${base}/api/v1/businesses`,
      { 'content-type': 'application/json', cookie, origin: base },
      JSON.stringify(businessBody({ name: 'Bench Vulcaniser', description: 'Tyres.', openingHours: null, websiteUrl: null })),
    );
    if (createdBusiness.status !== 201) throw new Error(`POST /api/v1/businesses: ${createdBusiness.status} ${createdBusiness.body}`);
    const businessId = (JSON.parse(createdBusiness.body) as { businessId: number }).businessId;

    // 1,000,000 events over the last 90 days, as the recorder's roll-ups: per day and metric, and per day and word.
    const today = lagosDay(new Date());
    const dayOf = (back: number) => new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
    const weights = [30, 25, 15, 5, 5, 3, 5, 5, 4, 3];
    const weightSum = weights.reduce((a, b) => a + b, 0);
    const rows: { day: string; metric: string; count: number }[] = [];
    let left = EVENTS;
    for (let back = 0; back < DAYS; back++) {
      for (let m = 0; m < METRICS.length; m++) {
        const count = back === DAYS - 1 && m === METRICS.length - 1 ? left : Math.floor((EVENTS / DAYS / weightSum) * weights[m]!);
        left -= count;
        rows.push({ day: dayOf(back), metric: METRICS[m]!, count });
      }
    }
    const t0 = performance.now();
    await sql`
      INSERT INTO listing_daily_stats (listing_kind, listing_id, day, metric, count)
      SELECT 'business', ${businessId}, d, m, c FROM unnest(${rows.map((r) => r.day)}::date[], ${rows.map((r) => r.metric)}::text[], ${rows.map((r) => r.count)}::int[]) AS t(d, m, c)`.execute(
      db,
    );
    await sql`
      INSERT INTO listing_daily_words (listing_kind, listing_id, day, word, count)
      SELECT 'business', ${businessId}, ${today}::date - back, 'word' || w, 1 + (w * 7 + back) % 50
      FROM generate_series(0, ${DAYS - 1}) AS back, generate_series(1, ${WORDS}) AS w`.execute(db);
    // Other listings' roll-ups around it (ids above the real ones), so the read is not alone in the table.
    await sql`
      INSERT INTO listing_daily_stats (listing_kind, listing_id, day, metric, count)
      SELECT kind, 1000000 + l, ${today}::date - back, m, 1 + (l + back) % 40
      FROM unnest(ARRAY['business', 'profession']) AS kind, generate_series(1, ${OTHERS / 2}) AS l, generate_series(0, ${DAYS - 1}) AS back,
           unnest(${[...METRICS]}::text[]) AS m`.execute(db);
    await sql`ANALYZE listing_daily_stats`.execute(db);
    await sql`ANALYZE listing_daily_words`.execute(db);
    const stored = await sql<{
      n: string;
      events: string;
    }>`SELECT count(*) AS n, sum(count) FILTER (WHERE listing_id = ${businessId}) AS events FROM listing_daily_stats`.execute(db);
    say(
      `seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${stored.rows[0]!.events} events for the listing, ${stored.rows[0]!.n} roll-up rows in all, ${DAYS * WORDS} word rows`,
    );

    // ── the analytics read ──
    const periods = [7, 30, 90];
    const readMs: number[] = [];
    let readErrors = 0;
    for (let i = 0; i < 20; i++) await call('GET', `${base}/api/v1/listings/business/${businessId}/analytics?days=90`, { cookie });
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < READS) {
          const days = periods[next++ % 3];
          const started = performance.now();
          const response = await call('GET', `${base}/api/v1/listings/business/${businessId}/analytics?days=${days}`, { cookie });
          readMs.push(performance.now() - started);
          if (response.status !== 200) readErrors++;
          else if (days === 90 && next < 4) {
            const body = JSON.parse(response.body) as { metrics: Record<string, { total: number }> };
            const total = Object.values(body.metrics).reduce((sum, metric) => sum + metric.total, 0);
            if (total !== EVENTS) throw new Error(`90-day total ${total}, expected ${EVENTS}`);
          }
        }
      }),
    );
    const read = summary(readMs);
    say(
      `analytics read, ${READS} requests (7/30/90 days), 4 in flight: p50 ${ms(read.p50)} p95 ${ms(read.p95)} p99 ${ms(read.p99)} max ${ms(read.max)}, errors ${readErrors} (target p95 ≤ 100 ms)`,
    );

    // ── recording: taps, views and ad impressions, open-loop ──
    const adId = Number(
      (
        await sql<{ ad_id: string }>`
          INSERT INTO advertisements (user_id, title, description, ad_type, budget_kobo, duration_days, audience, link_business_id,
                                      status, starts_at, ends_at, planned_impressions, impression_millikobo, spent_kobo)
          VALUES (${owner.userId}, 'Bench tyres', 'Tyres fitted while you wait', 'feed', 100000000, 30, 'all', ${businessId},
                  'running', now() - interval '29 days', now() + interval '1 day', 1000000000, 1, 0)
          RETURNING ad_id`.execute(db)
      ).rows[0]!.ad_id,
    );
    const storedCounts = async () => {
      const { rows } = await sql<{ taps: number; views: number; impressions: number }>`
        SELECT (SELECT coalesce(sum(count), 0)::int FROM listing_daily_stats
                 WHERE listing_kind = 'business' AND listing_id = ${businessId}
                   AND metric IN ('calls', 'whatsapp', 'messages', 'websiteClicks')) AS taps,
               (SELECT coalesce(sum(count), 0)::int FROM listing_daily_stats
                 WHERE listing_kind = 'business' AND listing_id = ${businessId} AND metric = 'views') AS views,
               (SELECT impressions FROM advertisements WHERE ad_id = ${adId}) AS impressions`.execute(db);
      return rows[0]!;
    };
    const before = await storedCounts();
    say(
      `recording: ${RATE} events a second (taps, views, impressions in turn) for ${WARMUP_SECONDS} s of warm-up, then ${SECONDS} s measured`,
    );
    // The visitors run in a worker thread; this thread's event loop is the server's alone, and its delay is measured.
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    setTimeout(() => loopDelay.enable(), WARMUP_SECONDS * 1000).unref();
    const visitors = startBenchThread<never, RecordingReport>(
      new URL('./support/recording-load.ts', import.meta.url),
      { base, businessId, adId, rate: RATE, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS } satisfies RecordingOptions,
      cleanups,
    );
    const { latency, accepted, bySecond, errors, sent, measuredSeconds, loopDelay: clientDelay } = await visitors.next();
    loopDelay.disable();
    const kinds: RecordingKind[] = ['tap', 'view', 'impression'];
    const all = kinds.flatMap((kind) => latency[kind]);
    // Views are added up after their answer; the analytics read writes what is waiting first.
    await call('GET', `${base}/api/v1/listings/business/${businessId}/analytics?days=7`, { cookie });
    const after = await storedCounts();
    const counted = { tap: after.taps - before.taps, view: after.views - before.views, impression: after.impressions - before.impressions };
    say(
      `recording: ${all.length} measured events in ${measuredSeconds.toFixed(1)} s (${(all.length / measuredSeconds).toFixed(0)}/s), ${sent} sent in all`,
    );
    for (const kind of [...kinds, 'all'] as const) {
      const figures = summary(kind === 'all' ? all : latency[kind]);
      const losses = kind === 'all' ? '' : `; accepted ${accepted[kind]}, stored ${counted[kind]}, lost ${accepted[kind] - counted[kind]}`;
      say(
        `  ${kind.padEnd(10)} p50 ${ms(figures.p50)} p95 ${ms(figures.p95)} p99 ${ms(figures.p99)} max ${ms(figures.max)}${losses}${kind === 'all' ? ' (target p99 ≤ 20 ms, none lost)' : ''}`,
      );
    }
    say(
      `p99 per second: ${bySecond
        .filter((x) => x.length)
        .map((x) => summary(x).p99.toFixed(0))
        .join(' ')}`,
    );
    if (errors.length) say(`errors (first ${errors.length}): ${errors.join(' | ')}`);
    say(
      `event-loop delay while measured: server p50 ${ms(loopDelay.percentile(50) / 1e6)} p99 ${ms(loopDelay.percentile(99) / 1e6)} max ${ms(loopDelay.max / 1e6)}; load generator p50 ${ms(clientDelay.p50)} p99 ${ms(clientDelay.p99)} max ${ms(clientDelay.max)}`,
    );
    say(`machine: ${cpus().length} cores (shared), load generator in a worker thread of the server's process`);
    if (kinds.some((kind) => accepted[kind] !== counted[kind]) || errors.length > 0 || readErrors > 0) failed = true;
  } finally {
    await cleanup();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
