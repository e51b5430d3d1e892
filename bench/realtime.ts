/**
 * LocalHub realtime benchmark (issue 5, "People"): `npx tsx bench/realtime.ts`.
 *
 * Measures how long a direct message takes from the moment the sender's HTTP request leaves
 * (POST /api/v1/messages) until the recipient's WebSocket (/api/realtime) receives its `message.created` event:
 *
 *   1. one server process holding all the connections (default 5,000), messages at a fixed rate (default 500/s);
 *   2. two server processes sharing PostgreSQL and Redis: in each conversation one member's socket is on process A and
 *      the other's on process B, and each request goes to the sender's process, so every delivery crosses Redis.
 *
 * Options (flag or environment variable):
 *   --connections N / BENCH_CONNECTIONS   open WebSockets (members), default 5000 (half senders, half recipients)
 *   --rate N[,N…] / BENCH_RATE            messages per second sent through the HTTP API, default 500; several rates
 *                                         run each scenario once per rate
 *   --seconds N / BENCH_SECONDS           measured seconds per scenario, default 60 (after 3 s of warm-up)
 *   --only single|redis                   run one scenario
 *   BENCH_DATABASE_URL or DATABASE_URL    a PostgreSQL server to use: creates and drops localhub_rtbench_<random>;
 *                                         without it an embedded PostgreSQL runs in a temp directory
 *   BENCH_SERVER_NODE_ARGS                extra node flags for the server processes (e.g. --cpu-prof)
 *   REDIS_URL                             Redis for scenario 2 (default redis://127.0.0.1:6379); a random channel
 *                                         prefix keeps parallel runs apart
 *
 * Servers are real child processes (`node --import tsx bench/realtime.ts --serve`, the app built by buildApp) on
 * 127.0.0.1; this process is the load generator. Members and their sessions are written straight into the database
 * (signing up 5,000 members through the API would measure password hashing); their cookies are signed like Better
 * Auth's, and the first one is checked over HTTP before anything is measured. Notifications and emails for the new
 * messages run as in production (one notification per conversation, one email per conversation per hour).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { benchDatabase, freePort, percentile } from './support/bench-database';
import { WebSocket } from 'ws';
import { opt } from './support/bench-options';

const SELF = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(SELF), '..');

// ───────────────────────────── server role ─────────────────────────────
/** `--serve`: one LocalHub server process, configured by the environment the parent gives it. */
async function serve(): Promise<void> {
  const { buildApp } = await import('../src/server/app');
  const { connectDatabase } = await import('../src/server/db/database');
  const { parseEnv } = await import('../src/server/env');
  const env = parseEnv(process.env);
  const database = connectDatabase(env.DATABASE_URL!);
  const { app } = await buildApp({ env, database, authSecret: env.AUTH_SECRET!, serveWeb: false });
  await app.listen({ port: env.PORT, host: '127.0.0.1' });
  process.stdout.write('LISTENING\n');
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

// ───────────────────────────── helpers ─────────────────────────────
const say = (line: string) => console.log(`[rt-bench ${new Date().toISOString().slice(11, 19)}] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ms = (value: number) => (Number.isNaN(value) ? '—' : value >= 100 ? value.toFixed(0) : value.toFixed(1));

function machine() {
  let cpu = cpus()[0]?.model ?? 'unknown';
  try {
    const m = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m);
    if (m) cpu = m[1].trim();
  } catch {
    /* not Linux */
  }
  return { cpu, nproc: cpus().length, memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB` };
}

/** Better Auth's session cookie: the token, a dot, and the token's HMAC-SHA256 (base64) under the auth secret. */
const sessionCookie = (token: string, secret: string) =>
  `localhub.session_token=${encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`)}`;

interface Member {
  userId: string;
  cookie: string;
}

async function createMembers(url: string, count: number, secret: string): Promise<Member[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const members: Member[] = [];
  try {
    for (let start = 0; start < count; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, count - start) }, (_, i) => {
        const n = start + i;
        return { userId: randomUUID(), n, token: randomBytes(24).toString('base64url'), sessionId: randomUUID() };
      });
      await client.query(
        `INSERT INTO auth_user (id, name, email, email_verified, username)
         SELECT id, 'Bench Member ' || n, 'bench' || n || '@example.ng', true, 'bench_' || n
         FROM unnest($1::text[], $2::int[]) AS t(id, n)`,
        [batch.map((b) => b.userId), batch.map((b) => b.n)],
      );
      await client.query(
        `INSERT INTO auth_session (id, token, user_id, expires_at)
         SELECT id, token, user_id, now() + interval '30 days' FROM unnest($1::text[], $2::text[], $3::text[]) AS t(id, token, user_id)`,
        [batch.map((b) => b.sessionId), batch.map((b) => b.token), batch.map((b) => b.userId)],
      );
      for (const b of batch) members.push({ userId: b.userId, cookie: sessionCookie(b.token, secret) });
    }
  } finally {
    await client.end();
  }
  return members;
}

interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server processes.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', SELF, '--serve'], {
    cwd: ROOT,
    // No payments are measured: production without a Paystack key runs with them off.
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      NODE_ENV: 'production',
      PAYMENTS: 'off',
      PHONE_SIGN_IN: 'off',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('LISTENING')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

// ───────────────────────────── the measurement ─────────────────────────────
interface ScenarioResult {
  name: string;
  target: number;
  connections: number;
  sent: number;
  delivered: number;
  /** Sent (and accepted) but not received within 60 s after the last send. */
  lost: number;
  httpErrors: number;
  achievedRate: number;
  latency: number[];
  http: number[];
  openSeconds: number;
  /** Deliveries of a message the recipient had already received. */
  duplicated: number;
  /** Growth of the server process's resident memory per open, idle connection (one-process scenario only). */
  rssPerConnectionKb: number | null;
}

/** Resident memory of a process in KB, from /proc (Linux). */
function residentKb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Opens one socket per member to `urlFor(member)`, `parallel` handshakes at a time; resolves when all are ready. */
async function openSockets(members: Member[], urlFor: (index: number) => string, onFrame: (index: number, frame: any, at: number) => void) {
  const sockets: WebSocket[] = new Array(members.length);
  let next = 0;
  const parallel = 100;
  const openOne = (index: number) =>
    new Promise<void>((resolve, reject) => {
      const base = urlFor(index);
      const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/realtime`, {
        headers: { origin: base, cookie: members[index].cookie },
        perMessageDeflate: false,
      });
      sockets[index] = ws;
      const timer = setTimeout(() => reject(new Error(`socket ${index} not ready in 30 s`)), 30_000);
      ws.on('message', (data) => {
        const at = performance.now();
        const frame = JSON.parse(data.toString());
        if (frame.type === 'ready') {
          clearTimeout(timer);
          resolve();
        } else onFrame(index, frame, at);
      });
      ws.once('unexpected-response', (_req, res) => reject(new Error(`socket ${index} refused: ${res.statusCode}`)));
      ws.once('error', reject);
    });
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < members.length) await openOne(next++);
    }),
  );
  return sockets;
}

/** Keep-alive connections for the senders' requests: at most 64 at once, further requests queue (and their wait counts). */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function post(baseUrl: string, path: string, cookie: string, body: unknown): Promise<{ status: number; body: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${baseUrl}${path}`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), origin: baseUrl, cookie },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function scenario(options: {
  name: string;
  target: number;
  members: Member[];
  socketUrl: (index: number) => string;
  rate: number;
  seconds: number;
  warmupSeconds: number;
  /** The server process whose memory per connection is measured. */
  serverPid?: number;
}): Promise<ScenarioResult> {
  const { members, rate } = options;
  const half = Math.floor(members.length / 2);
  const sentAt = new Map<number, number>();
  const latency: number[] = [];
  const http: number[] = [];
  let delivered = 0;
  let measuring = false;
  const measuredIds = new Set<number>();
  const received = new Set<number>();
  let duplicated = 0;

  const rssBefore = residentKb(options.serverPid);
  const opened = performance.now();
  const sockets = await openSockets(members, options.socketUrl, (index, frame, at) => {
    if (frame.type !== 'message.created' || frame.message.receiverId !== members[index].userId) return;
    const seq = Number(String(frame.message.content).slice(6));
    if (received.has(seq)) {
      duplicated += 1;
      return;
    }
    received.add(seq);
    const t0 = sentAt.get(seq);
    if (t0 === undefined) return;
    sentAt.delete(seq);
    if (measuredIds.has(seq)) {
      latency.push(at - t0);
      delivered += 1;
    }
  });
  const openSeconds = (performance.now() - opened) / 1000;
  say(`${options.name}: ${sockets.length} sockets ready in ${openSeconds.toFixed(1)} s`);
  // Idle connections settle (handshake buffers freed) before the server's memory is read again.
  await sleep(3000);
  const rssAfter = residentKb(options.serverPid);
  const rssPerConnectionKb = rssBefore !== null && rssAfter !== null ? (rssAfter - rssBefore) / sockets.length : null;

  // Open loop: messages leave on schedule whether or not earlier ones have been answered.
  let seq = 0;
  let sent = 0;
  let httpErrors = 0;
  let lastError = '';
  const inFlight = new Set<Promise<void>>();
  const sendOne = () => {
    const n = seq++;
    // Fixed pairs, as conversations are (member i and member i + half), taking turns: each pair in turn, and within a
    // pair each member in turn. The request goes to the process that holds the sender's socket.
    const pair = Math.floor(n / 2) % half;
    const [sender, receiver] = n % 2 === 0 ? [pair, pair + half] : [pair + half, pair];
    const t0 = performance.now();
    sentAt.set(n, t0);
    if (measuring) {
      measuredIds.add(n);
      sent += 1;
    }
    const request = post(options.socketUrl(sender), '/api/v1/messages', members[sender].cookie, {
      receiverId: members[receiver].userId,
      content: `bench ${n}`,
    })
      .then(({ status, body }) => {
        if (status !== 201) {
          if (measuredIds.has(n)) httpErrors += 1;
          lastError = `HTTP ${status}: ${body.slice(0, 200)}`;
        } else if (measuredIds.has(n)) http.push(performance.now() - t0);
      })
      .catch((error: unknown) => {
        if (measuredIds.has(n)) httpErrors += 1;
        lastError = error instanceof Error ? error.message : String(error);
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };

  const run = async (seconds: number) => {
    const start = performance.now();
    const total = Math.round(seconds * rate);
    for (let i = 0; i < total; i++) {
      const due = start + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      sendOne();
    }
    return (performance.now() - start) / 1000;
  };

  await run(options.warmupSeconds);
  measuring = true;
  const elapsed = await run(options.seconds);
  measuring = false;
  // Everything sent gets up to 60 s to arrive (an overloaded server answers late rather than never).
  const deadline = performance.now() + 60_000;
  while ((inFlight.size > 0 || delivered < sent - httpErrors) && performance.now() < deadline) await sleep(50);
  for (const ws of sockets) ws.terminate();
  await sleep(500);
  if (httpErrors > 0) say(`${options.name}: ${httpErrors} failed requests, last: ${lastError}`);

  return {
    name: options.name,
    target: options.target,
    connections: sockets.length,
    sent,
    delivered,
    lost: sent - httpErrors - delivered,
    httpErrors,
    achievedRate: sent / elapsed,
    latency: latency.sort((a, b) => a - b),
    http: http.sort((a, b) => a - b),
    openSeconds,
    duplicated,
    rssPerConnectionKb,
  };
}

function report(
  results: ScenarioResult[],
  info: { rates: number[]; seconds: number; connections: number; pgVersion: string; database: string },
) {
  const m = machine();
  console.log('');
  console.log(`Realtime delivery — ${new Date().toISOString()}`);
  console.log(
    `Machine: ${m.nproc} CPUs (${m.cpu}), ${m.memory}; load generator, server(s), PostgreSQL and Redis share it. Node ${process.version}.`,
  );
  console.log(
    `PostgreSQL ${info.pgVersion} (${info.database}). ${info.connections} WebSockets; ${info.rates.join(' and ')} messages/s for ${info.seconds} s per scenario (after 3 s warm-up). Load average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}.`,
  );
  console.log('');
  console.log(
    '| scenario | sockets | messages | msg/s | delivered | not delivered | duplicated | HTTP errors | p50 ms | p95 ms | p99 ms | max ms | target p99 | verdict | HTTP p50 / p99 ms | RSS per idle connection (target ≤ 50 KB) |',
  );
  console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|--:|--:|');
  for (const r of results) {
    const p99 = percentile(r.latency, 99);
    const verdict = r.latency.length === 0 ? 'NO DATA' : p99 <= r.target && r.lost === 0 && r.duplicated === 0 ? 'MET' : 'NOT MET';
    console.log(
      `| ${r.name} | ${r.connections} | ${r.sent} | ${r.achievedRate.toFixed(0)} | ${r.delivered} | ${r.lost} | ${r.duplicated} | ${r.httpErrors} | ${ms(percentile(r.latency, 50))} | ${ms(percentile(r.latency, 95))} | ${ms(p99)} | ${ms(r.latency.at(-1) ?? NaN)} | ≤ ${r.target} | ${verdict} | ${ms(percentile(r.http, 50))} / ${ms(percentile(r.http, 99))} | ${r.rssPerConnectionKb === null ? '—' : `${r.rssPerConnectionKb.toFixed(1)} KB`} |`,
    );
  }
  console.log('');
  console.log('Latency: from issuing POST /api/v1/messages to the recipient socket receiving message.created (same clock).');
}

// ───────────────────────────── main ─────────────────────────────
async function main(): Promise<void> {
  const connections = Number(opt('connections', 'BENCH_CONNECTIONS', '5000'));
  const rates = opt('rate', 'BENCH_RATE', '500')
    .split(',')
    .map(Number)
    .filter((r) => r > 0);
  const seconds = Number(opt('seconds', 'BENCH_SECONDS', '60'));
  const only = opt('only', 'BENCH_ONLY', '');
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const cleanups: Array<() => Promise<void> | void> = [];
  const cleanup = async () => {
    for (const step of cleanups.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`[rt-bench] cleanup step failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanup().then(() => process.exit(130)));

  try {
    const { url, description: database } = await benchDatabase('localhub_rtbench', say, cleanups);
    say(`database: ${database}`);

    const { connectDatabase, migrateToLatest } = await import('../src/server/db/database');
    const handle = connectDatabase(url, { max: 2 });
    await migrateToLatest(handle.db);
    await handle.close();

    const secret = randomBytes(32).toString('hex');
    const members = await createMembers(url, connections, secret);
    const info = new pg.Client({ connectionString: url });
    await info.connect();
    const pgVersion = (await info.query(`SELECT current_setting('server_version') AS v`)).rows[0].v as string;
    await info.end();
    say(`${members.length} members with sessions`);

    const common = { DATABASE_URL: url, AUTH_SECRET: secret, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'localhub-rtbench-data-')) };
    cleanups.push(() => rmSync(common.DATA_DIR, { recursive: true, force: true }));
    const results: ScenarioResult[] = [];

    if (!only || only === 'single') {
      const server = await startServer({ ...common, REDIS_URL: '' });
      cleanups.push(() => server.stop());
      // The cookies work: one signed-in request before measuring anything.
      const check = await fetch(`${server.url}/api/v1/unread-counts`, { headers: { cookie: members[0].cookie } });
      if (check.status !== 200) throw new Error(`the bench session cookie was refused: ${check.status} ${await check.text()}`);
      say(`scenario 1: one server process on ${server.url}`);
      for (const rate of rates) {
        results.push(
          await scenario({
            name: `one process, ${rate} msg/s`,
            target: 50,
            members,
            socketUrl: () => server.url,
            rate,
            seconds,
            warmupSeconds: 3,
            serverPid: server.child.pid,
          }),
        );
      }
      await server.stop();
    }

    if (!only || only === 'redis') {
      const prefix = `localhub-rtbench-${randomBytes(6).toString('hex')}:`;
      const env = { ...common, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
      const a = await startServer(env);
      cleanups.push(() => a.stop());
      const b = await startServer(env);
      cleanups.push(() => b.stop());
      say(`scenario 2: two server processes via Redis (${redisUrl}, channel prefix ${prefix}): A ${a.url}, B ${b.url}`);
      const half = Math.floor(members.length / 2);
      for (const rate of rates) {
        results.push(
          await scenario({
            name: `two processes via Redis, ${rate} msg/s`,
            target: 100,
            members,
            // Each pair has one member's socket on A and the other's on B, and each request goes to the sender's
            // process: both processes take requests, and every delivery crosses Redis.
            socketUrl: (index) => (index < half ? a.url : b.url),
            rate,
            seconds,
            warmupSeconds: 3,
          }),
        );
      }
    }

    report(results, { rates, seconds, connections, pgVersion, database });
  } finally {
    await cleanup();
  }
}

if (process.argv.includes('--serve')) {
  serve().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
} else {
  main().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
