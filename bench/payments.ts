/**
 * LocalHub payments benchmark (issue 11, "Performance"): `npm run bench -- --only payments`, or
 * `npx tsx bench/payments.ts`.
 *
 * 500 members each start a Premium payment (POST /api/v1/payments → Initialize Transaction on a local Paystack
 * stand-in), pay it there, and then every payment is hit at once by its verify call (GET /api/v1/payments/{ref}, which
 * asks Verify Transaction) and 5 identical signed `charge.success` webhooks: 3,000 concurrent requests on loopback.
 * Each member's verify comes over that member's own connection (their browser); the webhooks come over Paystack's
 * delivery connections, so a slow verify never holds up a webhook on the client side.
 * Prints how many payments were activated (must be exactly 500: one each), duplicates, errors, receipts queued, and
 * the webhook and verify latencies (p50/p95/p99). First it measures the floor: the same 3,000 requests at once at a
 * route that does nothing (added by the bench only), i.e. what HTTP, the event loop and the machine cost before any
 * work, and at a bare `node:http` server in this process (no framework at all). Does not write bench/RESULTS.md.
 *
 * Options (flag or environment variable):
 *   --payments N / BENCH_PAYMENTS      payments (default 500)
 *   --webhooks N / BENCH_WEBHOOKS      webhook deliveries per payment (default 5)
 *   --connections N / BENCH_CONNECTIONS keep-alive connections the webhooks are delivered over (default 256)
 *   --pool N / BENCH_POOL              the server's database pool (default 10, as in production)
 *   BENCH_DATABASE_URL or DATABASE_URL a PostgreSQL server to use: creates and drops localhub_paybench_<random>;
 *                                      without it an embedded PostgreSQL runs in a temp directory
 *
 * The server runs in this process (buildApp, 127.0.0.1, LOG_LEVEL silent), as bench/run.ts does for the read paths;
 * Paystack's stand-in and the load generator run in a worker thread (bench/support/payments-load.ts) with an event loop
 * of their own, but share the machine's two cores with the server and PostgreSQL.
 */
import { cpus } from 'node:os';
import { sql } from 'kysely';
import { benchDatabase, percentile } from './support/bench-database';
import { benchMember, startBenchServer } from './support/bench-server';
import type { LoadOptions, LoadReport, LoadRequest } from './support/payments-load';
import { startBenchThread } from './support/bench-thread';
import { startBareHttpServer } from './support/bare-http-server';
import { opt } from './support/bench-options';

const PAYMENTS = Number(opt('payments', 'BENCH_PAYMENTS', '500'));
/** Keep-alive connections Paystack's deliveries use (all webhooks are issued at once and queue on these). */
const CONNECTIONS = Number(opt('connections', 'BENCH_CONNECTIONS', '256'));
const WEBHOOKS = Number(opt('webhooks', 'BENCH_WEBHOOKS', '5'));
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
      { webhooks: WEBHOOKS, connections: CONNECTIONS } satisfies LoadOptions,
      cleanups,
    );
    const paystack = await next();
    if (paystack.type !== 'paystack') throw new Error('the load worker did not start Paystack');
    // Time inside the server (request read → reply sent), apart from time spent waiting for a connection or the loop.
    const serverWebhookMs: number[] = [];
    const { base, env, database } = await startBenchServer(url, cleanups, {
      settings: { JOB_POLL_SECONDS: '0.5', PAYMENTS: 'on', PAYSTACK_SECRET_KEY: paystack.secretKey, PAYSTACK_BASE_URL: paystack.url },
      pool: Number(opt('pool', 'BENCH_POOL', '10')),
      beforeListen: (app) => {
        app.addHook('onResponse', async (request, reply) => {
          if (request.url.endsWith('/paystack/webhook')) serverWebhookMs.push(reply.elapsedTime);
        });
        // The floor: a route that does nothing, hit with the same burst (bench only; the app has no such route).
        app.route({ method: ['GET', 'POST'], url: '/bench/floor', handler: async () => ({ ok: true }) });
      },
    });

    say(`${PAYMENTS} members, each starting a Premium payment`);
    const members = await Promise.all(
      Array.from({ length: PAYMENTS }, (_, i) => benchMember(database.db, env.AUTH_SECRET!, `Bench Payer ${i}`, `payer_${i}`)),
    );
    say(`the bare floor: the same ${PAYMENTS * (WEBHOOKS + 1)} requests at once at a bare node:http server, twice`);
    const bareUrl = `${await startBareHttpServer(cleanups)}/`;
    // The first burst warms the load generator's code; the second is the one reported.
    let bare: LoadReport | undefined;
    for (let round = 0; round < 2; round++) {
      post({ type: 'floor', url: bareUrl, payments: PAYMENTS, bodyBytes: FLOOR_BODY_BYTES });
      bare = await next();
    }
    if (bare?.type !== 'done') throw new Error('the load worker did not report the bare floor');
    bare.webhookMs.sort((a, b) => a - b);
    say(`the floor: the same ${PAYMENTS * (WEBHOOKS + 1)} requests at once at a route that does nothing`);
    post({ type: 'floor', url: `${base}/bench/floor`, payments: PAYMENTS, bodyBytes: FLOOR_BODY_BYTES });
    const floor = await next();
    if (floor.type !== 'done') throw new Error('the load worker did not report the floor');
    floor.webhookMs.sort((a, b) => a - b);
    floor.verifyMs.sort((a, b) => a - b);
    say(`firing ${PAYMENTS} payments, then their ${PAYMENTS} verifies + ${PAYMENTS * WEBHOOKS} webhooks at once`);
    post({ type: 'fire', base, cookies: members.map((member) => member.cookie) });
    const done = await next();
    if (done.type !== 'done') throw new Error('the load worker did not report');
    const { webhookMs, verifyMs, errors, wallMs } = done;

    // Receipts go out as jobs after activation: wait until every one has run (bounded).
    const deadline = Date.now() + 60_000;
    let receipts = 0;
    while (Date.now() < deadline) {
      receipts = Number(
        (await sql<{ n: string }>`SELECT count(*) AS n FROM mail_outbox WHERE subject LIKE '%receipt%'`.execute(database.db)).rows[0].n,
      );
      if (receipts >= PAYMENTS) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const { rows } = await sql<{ activations: string; distinct_refs: string; success: string; premium: string }>`
      SELECT (SELECT count(*) FROM plan_activations) AS activations,
             (SELECT count(DISTINCT reference) FROM plan_activations) AS distinct_refs,
             (SELECT count(*) FROM payments WHERE status = 'success') AS success,
             (SELECT count(*) FROM subscriptions WHERE plan_id = 'premium' AND ends_at < now() + interval '30 days 1 minute') AS premium`.execute(
      database.db,
    );
    const counts = rows[0];
    webhookMs.sort((a, b) => a - b);
    verifyMs.sort((a, b) => a - b);

    console.log('');
    console.log(
      `Payments benchmark — ${PAYMENTS} payments × (1 verify + ${WEBHOOKS} webhooks) = ${PAYMENTS * (WEBHOOKS + 1)} requests issued at once (verifies over one connection per member, webhooks over ${CONNECTIONS} keep-alive connections)`,
    );
    console.log(`  machine: ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, Node ${process.version}`);
    console.log(`  activations:        ${counts.activations} (distinct payments ${counts.distinct_refs}; expected exactly ${PAYMENTS})`);
    console.log(`  payments succeeded: ${counts.success}; members on Premium for one 30-day period: ${counts.premium}`);
    console.log(`  receipt emails:     ${receipts}`);
    console.log(`  errors:             ${errors.length}${errors.length ? ` (first: ${errors[0]})` : ''}`);
    console.log(
      `  webhook latency:    p50 ${ms(percentile(webhookMs, 50))}  p95 ${ms(percentile(webhookMs, 95))}  p99 ${ms(percentile(webhookMs, 99))}  (n=${webhookMs.length})`,
    );
    serverWebhookMs.sort((a, b) => a - b);
    console.log(
      `  webhook in server:  p50 ${ms(percentile(serverWebhookMs, 50))}  p95 ${ms(percentile(serverWebhookMs, 95))}  p99 ${ms(percentile(serverWebhookMs, 99))}  (request read → reply sent)`,
    );
    console.log(
      `  verify latency:     p50 ${ms(percentile(verifyMs, 50))}  p95 ${ms(percentile(verifyMs, 95))}  p99 ${ms(percentile(verifyMs, 99))}  (n=${verifyMs.length})`,
    );
    console.log(`  wall time:          ${ms(wallMs)}`);
    console.log(
      `  floor (no-op route, same burst): "webhooks" p50 ${ms(percentile(floor.webhookMs, 50))}  p95 ${ms(percentile(floor.webhookMs, 95))}  p99 ${ms(percentile(floor.webhookMs, 99))}; "verifies" p99 ${ms(percentile(floor.verifyMs, 99))}; wall ${ms(floor.wallMs)}; errors ${floor.errors.length}`,
    );
    console.log(
      `  bare node:http floor (same burst): "webhooks" p50 ${ms(percentile(bare.webhookMs, 50))}  p95 ${ms(percentile(bare.webhookMs, 95))}  p99 ${ms(percentile(bare.webhookMs, 99))}; wall ${ms(bare.wallMs)}; errors ${bare.errors.length}`,
    );
    const ok = Number(counts.activations) === PAYMENTS && Number(counts.distinct_refs) === PAYMENTS && errors.length === 0;
    console.log(`  exactly-once:       ${ok ? 'yes' : 'NO'}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
