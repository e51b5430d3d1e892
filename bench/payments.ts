/**
 * LocalHub payments benchmark (issue 11, "Performance"): `npm run bench -- --only payments`, or
 * `npx tsx bench/payments.ts`.
 *
 * 500 members each start a Premium payment (POST /api/v1/payments → Initialize Transaction on a local Paystack
 * stand-in), pay it there, and then every payment is hit at once by its verify call (GET /api/v1/payments/{ref}, which
 * asks Verify Transaction) and 5 identical signed `charge.success` webhooks: 3,000 concurrent requests on loopback.
 * Each member's verify comes over that member's own connection (their browser); the webhooks come over Paystack's
 * delivery connections, so a slow verify never holds up a webhook on the client side.
 * First it measures a bare `node:http` server in this process (no framework at all). Then, `--rounds` times (default 3,
 * with 500 new members each): the floor, the same 3,000 requests at once at a route of the server that does nothing
 * (added by the bench only: what HTTP, the event loop and the machine cost before any work), then the burst. Each round
 * prints the webhook and verify latencies (p50/p95/p99), the receipts sent, the machine's busy CPU and the ratio of the
 * webhooks' p99 to the floor's; last come the activations over every round (exactly one per payment), errors, and the
 * ratios with their median (issue 38: at most 1.5 with one process per core). Does not write bench/RESULTS.md.
 *
 * Options (flag or environment variable):
 *   --payments N / BENCH_PAYMENTS      payments (default 500)
 *   --webhooks N / BENCH_WEBHOOKS      webhook deliveries per payment (default 5)
 *   --verifies N / BENCH_VERIFIES      verify calls per payment (default 1; 0 measures the webhooks alone, and
 *                                      --webhooks 0 the verifies alone: which of the two the burst's time goes to)
 *   --connections N / BENCH_CONNECTIONS keep-alive connections the webhooks are delivered over (default 256)
 *   --pool N / BENCH_POOL              the server's database pool (default 10, as in production)
 *   --rounds N / BENCH_ROUNDS          rounds of floor + burst (default 3; one round's ratio moves by about 0.3 here)
 *   BENCH_DATABASE_URL or DATABASE_URL a PostgreSQL server to use: creates and drops localhub_paybench_<random>;
 *                                      without it an embedded PostgreSQL runs in a temp directory
 *
 *   --processes N / WEB_CONCURRENCY   server processes sharing the port, as `npm start` runs them (default 1; auto: one
 *                                      per core)
 *
 * With one process the server runs in this process (buildApp, 127.0.0.1, LOG_LEVEL silent), as bench/run.ts does for
 * the read paths; with more, in that many processes under node:cluster (bench/support/payments-server-process.ts).
 * Paystack's stand-in and the load generator run in a worker thread (bench/support/payments-load.ts) with an event loop
 * of their own, but share the machine's cores with the server and PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { sql } from 'kysely';
import { connectDatabase, migrateToLatest, type Db } from '../src/server/db/database';
import { benchDatabase, percentile } from './support/bench-database';
import { benchMember, startBenchServer } from './support/bench-server';
import { startBenchProcesses } from './support/bench-processes';
import { instrumentPaymentsServer } from './support/payments-server-hooks';
import type { LoadOptions, LoadReport, LoadRequest } from './support/payments-load';
import { startBenchThread } from './support/bench-thread';
import { startBareHttpServer } from './support/bare-http-server';
import { opt } from './support/bench-options';
import { busyShare } from './support/machine-cpu';

const PAYMENTS = Number(opt('payments', 'BENCH_PAYMENTS', '500'));
/** Keep-alive connections Paystack's deliveries use (all webhooks are issued at once and queue on these). */
const CONNECTIONS = Number(opt('connections', 'BENCH_CONNECTIONS', '256'));
const WEBHOOKS = Number(opt('webhooks', 'BENCH_WEBHOOKS', '5'));
const VERIFIES = Number(opt('verifies', 'BENCH_VERIFIES', '1'));
const REQUESTS = PAYMENTS * (WEBHOOKS + VERIFIES);
const processesOption = opt('processes', 'WEB_CONCURRENCY', '1');
const PROCESSES = processesOption === 'auto' ? availableParallelism() : Number(processesOption);
const POOL = Number(opt('pool', 'BENCH_POOL', '10'));
/** Rounds of floor + burst, each with new members: one round's ratio moves by about 0.3 on a 2-core machine. */
const ROUNDS = Number(opt('rounds', 'BENCH_ROUNDS', '3'));
/** About the size of a `charge.success` body, so the floor's requests carry as many bytes as the webhooks. */
const FLOOR_BODY_BYTES = 1200;
const say = (line: string) => console.log(`[bench payments ${new Date().toISOString().slice(11, 19)}] ${line}`);

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  const cleanups: Array<() => Promise<void> | void> = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await Promise.resolve(step()).catch((error) => console.error(error));
  };
  try {
    const { url, description } = await benchDatabase('localhub_paybench', say, cleanups);
    say(description);

    // Paystack, the members' browsers and Paystack's deliveries run in a worker thread: the server's event loop is its own.
    const { next, post } = startBenchThread<LoadRequest, LoadReport>(
      new URL('./support/payments-load.ts', import.meta.url),
      { verifies: VERIFIES, webhooks: WEBHOOKS, connections: CONNECTIONS } satisfies LoadOptions,
      cleanups,
    );
    const paystack = await next();
    if (paystack.type !== 'paystack') throw new Error('the load worker did not start Paystack');
    const settings = { JOB_POLL_SECONDS: '0.5', PAYMENTS: 'on', PAYSTACK_SECRET_KEY: paystack.secretKey, PAYSTACK_BASE_URL: paystack.url };
    const { base, db, authSecret, serverWebhookMs } =
      PROCESSES > 1 ? await severalProcesses(url, settings, cleanups) : await oneProcess(url, settings, cleanups);

    say(`the bare floor: the same ${REQUESTS} requests at once at a bare node:http server, twice`);
    const bareUrl = `${await startBareHttpServer(cleanups)}/`;
    // The first burst warms the load generator's code; the second is the one reported.
    let bare: LoadReport | undefined;
    for (let round = 0; round < 2; round++) {
      post({ type: 'floor', url: bareUrl, payments: PAYMENTS, bodyBytes: FLOOR_BODY_BYTES });
      bare = await next();
    }
    if (bare?.type !== 'done') throw new Error('the load worker did not report the bare floor');
    bare.webhookMs.sort((a, b) => a - b);

    const ratios: number[] = [];
    let errorCount = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      say(`round ${round} of ${ROUNDS}: ${PAYMENTS} new members, each starting a Premium payment`);
      const members = await Promise.all(
        Array.from({ length: PAYMENTS }, (_, i) => benchMember(db, authSecret, `Bench Payer ${round}.${i}`, `payer_${round}_${i}`)),
      );
      say(`the floor: the same ${REQUESTS} requests at once at a route that does nothing`);
      post({ type: 'floor', url: `${base}/bench/floor`, payments: PAYMENTS, bodyBytes: FLOOR_BODY_BYTES });
      const floor = await next();
      if (floor.type !== 'done') throw new Error('the load worker did not report the floor');
      floor.webhookMs.sort((a, b) => a - b);
      floor.verifyMs.sort((a, b) => a - b);
      say(`firing ${PAYMENTS} payments, then their ${PAYMENTS * VERIFIES} verifies + ${PAYMENTS * WEBHOOKS} webhooks at once`);
      post({ type: 'fire', base, cookies: members.map((member) => member.cookie) });
      const done = await next();
      if (done.type !== 'done') throw new Error('the load worker did not report');
      const { webhookMs, verifyMs, errors, wallMs, busyMs } = done;
      errorCount += errors.length;

      // Receipts go out as jobs after activation: wait until every one so far has run (bounded).
      const deadline = Date.now() + 60_000;
      let receipts = 0;
      while (Date.now() < deadline) {
        receipts = Number(
          (await sql<{ n: string }>`SELECT count(*) AS n FROM mail_outbox WHERE subject LIKE '%receipt%'`.execute(db)).rows[0].n,
        );
        if (receipts >= PAYMENTS * round) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      webhookMs.sort((a, b) => a - b);
      verifyMs.sort((a, b) => a - b);
      const ratio = percentile(webhookMs, 99) / percentile(floor.webhookMs, 99);
      ratios.push(ratio);

      console.log('');
      console.log(`Round ${round} of ${ROUNDS}`);
      console.log(`  receipt emails so far: ${receipts} (expected ${PAYMENTS * round})`);
      console.log(`  errors:             ${errors.length}${errors.length ? ` (first: ${errors[0]})` : ''}`);
      if (WEBHOOKS > 0)
        console.log(
          `  webhook latency:    p50 ${ms(percentile(webhookMs, 50))}  p95 ${ms(percentile(webhookMs, 95))}  p99 ${ms(percentile(webhookMs, 99))}  (n=${webhookMs.length})`,
        );
      if (VERIFIES > 0)
        console.log(
          `  verify latency:     p50 ${ms(percentile(verifyMs, 50))}  p95 ${ms(percentile(verifyMs, 95))}  p99 ${ms(percentile(verifyMs, 99))}  (n=${verifyMs.length})`,
        );
      console.log(`  wall time:          ${ms(wallMs)}`);
      if (busyMs !== null)
        console.log(
          `  machine CPU busy:   ${ms(busyMs)} over the burst (every process: server, PostgreSQL, load generator; ${Math.round(busyShare(busyMs, wallMs) * 100)}% of the cores)`,
        );
      console.log(
        `  floor (no-op route, same burst):${WEBHOOKS > 0 ? ` "webhooks" p50 ${ms(percentile(floor.webhookMs, 50))}  p95 ${ms(percentile(floor.webhookMs, 95))}  p99 ${ms(percentile(floor.webhookMs, 99))};` : ''}${VERIFIES > 0 ? ` "verifies" p99 ${ms(percentile(floor.verifyMs, 99))};` : ''} wall ${ms(floor.wallMs)}${floor.busyMs === null ? '' : `; machine CPU busy ${ms(floor.busyMs)}`}; errors ${floor.errors.length}`,
      );
      if (WEBHOOKS > 0) console.log(`  webhook p99 / floor p99: ${ratio.toFixed(2)}`);
      if (VERIFIES > 0)
        console.log(`  verify p99 / floor p99: ${(percentile(verifyMs, 99) / percentile(floor.verifyMs, 99)).toFixed(2)} (no target)`);
    }

    const { rows } = await sql<{ activations: string; distinct_refs: string; success: string; premium: string }>`
      SELECT (SELECT count(*) FROM plan_activations) AS activations,
             (SELECT count(DISTINCT reference) FROM plan_activations) AS distinct_refs,
             (SELECT count(*) FROM payments WHERE status = 'success') AS success,
             (SELECT count(*) FROM subscriptions WHERE plan_id = 'premium' AND ends_at < now() + interval '30 days 1 minute') AS premium`.execute(
      db,
    );
    const counts = rows[0];
    const expected = PAYMENTS * ROUNDS;
    const inServer = (await serverWebhookMs()).sort((a, b) => a - b);

    console.log('');
    console.log(
      `Payments benchmark — ${ROUNDS} round(s) of ${PAYMENTS} payments × (${VERIFIES} verify + ${WEBHOOKS} webhooks) = ${REQUESTS} requests issued at once (verifies over one connection per member, webhooks over ${CONNECTIONS} keep-alive connections), each after the same burst at a route that does nothing`,
    );
    console.log(
      `  machine: ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, Node ${process.version}, load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.log(`  server processes:   ${PROCESSES}${PROCESSES > 1 ? ' (node:cluster, one port)' : ' (this process)'}`);
    console.log(`  activations:        ${counts.activations} (distinct payments ${counts.distinct_refs}; expected exactly ${expected})`);
    console.log(`  payments succeeded: ${counts.success}; members on Premium for one 30-day period: ${counts.premium}`);
    console.log(`  errors:             ${errorCount}`);
    if (WEBHOOKS > 0)
      console.log(
        `  webhook in server:  p50 ${ms(percentile(inServer, 50))}  p95 ${ms(percentile(inServer, 95))}  p99 ${ms(percentile(inServer, 99))}  (request read → reply sent, every round)`,
      );
    console.log(
      `  bare node:http floor (same burst):${WEBHOOKS > 0 ? ` "webhooks" p50 ${ms(percentile(bare.webhookMs, 50))}  p95 ${ms(percentile(bare.webhookMs, 95))}  p99 ${ms(percentile(bare.webhookMs, 99))};` : ''}${VERIFIES > 0 ? ` "verifies" p99 ${ms(percentile(bare.verifyMs, 99))};` : ''} wall ${ms(bare.wallMs)}; errors ${bare.errors.length}`,
    );
    const sortedRatios = [...ratios].sort((a, b) => a - b);
    if (WEBHOOKS > 0)
      console.log(
        `  webhook p99 / floor p99: ${ratios.map((r) => r.toFixed(2)).join(', ')}; median ${sortedRatios[Math.floor(ROUNDS / 2)]!.toFixed(2)} (issue 38's target: at most 1.5 with one process per core)`,
      );
    const ok = Number(counts.activations) === expected && Number(counts.distinct_refs) === expected && errorCount === 0;
    console.log(`  exactly-once:       ${ok ? 'yes' : 'NO'}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await cleanup();
  }
}

interface MeasuredServer {
  base: string;
  db: Db;
  authSecret: string;
  /** Every webhook's time inside the server, from every process. */
  serverWebhookMs(): Promise<number[]>;
}

async function oneProcess(
  url: string,
  settings: Record<string, string>,
  cleanups: Array<() => Promise<void> | void>,
): Promise<MeasuredServer> {
  const webhookMs: number[] = [];
  const { base, env, database } = await startBenchServer(url, cleanups, {
    settings,
    pool: POOL,
    beforeListen: (app) => instrumentPaymentsServer(app, webhookMs),
  });
  return { base, db: database.db, authSecret: env.AUTH_SECRET!, serverWebhookMs: async () => webhookMs };
}

async function severalProcesses(
  url: string,
  settings: Record<string, string>,
  cleanups: Array<() => Promise<void> | void>,
): Promise<MeasuredServer> {
  const database = connectDatabase(url, { max: 4 });
  cleanups.push(() => database.close());
  // Migrated once here, before the processes start.
  await migrateToLatest(database.db);
  const authSecret = randomBytes(32).toString('hex');
  say(`${PROCESSES} server processes`);
  const processes = await startBenchProcesses<{ webhookMs: number[] }>(
    new URL('./support/payments-server-process.ts', import.meta.url),
    { count: PROCESSES, url, pool: POOL, settings: { ...settings, AUTH_SECRET: authSecret } },
    cleanups,
  );
  return {
    base: processes.base,
    db: database.db,
    authSecret,
    serverWebhookMs: async () => (await processes.report()).flatMap((report) => report.webhookMs),
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
