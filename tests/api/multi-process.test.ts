import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { MAIL_DELIVERY_JOB } from '../../src/server/mail/mailer';
import type { MapResult } from '../../src/shared/schemas/map';
import type { SearchResult } from '../../src/shared/schemas/discovery';
import { insertMember, insertSession } from '../support/builders/member';
import { businessBody } from '../support/builders/listing-bodies';
import { HttpClient } from '../support/http-client';
import { jobsSettled } from '../support/jobs';
import { memberData } from '../support/members';
import { freePort } from '../support/postgres-server';
import { startReverseProxy, UPSTREAM_HEADER, type ReverseProxy } from '../support/reverse-proxy';
import { killAll, startServerProcess, type ServerProcess } from '../support/server-process';
import { recordingSmtpServer } from '../support/smtp-recipients';
import { templateCopy } from '../support/test-server';
import { openSocket, type TestSocket } from './realtime-support';

/**
 * Three real server processes (`src/server/main.ts`, as production runs them) on one PostgreSQL and one Redis, behind
 * nginx (docs/decisions/0035-server-processes.md): what one process is told, the others act on.
 */
const REDIS_URL = 'redis://127.0.0.1:6379';
const prefix = `localhub-test-${randomBytes(6).toString('hex')}:`;
const authSecret = randomBytes(32).toString('hex');
const dataDir = mkdtempSync(path.join(tmpdir(), 'localhub-processes-'));
const running: ChildProcess[] = [];
const sockets: TestSocket[] = [];
const delivered: string[] = [];
const LAGOS = { lat: 6.5244, lng: 3.3792 };

let database: Awaited<ReturnType<typeof templateCopy>>;
let handle: DatabaseHandle;
let smtp: SMTPServer;
let proxy: ReverseProxy;
let servers: ServerProcess[] = [];

/** Through the proxy to process `i` alone. */
const at = (i: number) => ({ [UPSTREAM_HEADER]: String(i) });

/** A signed-in member whose browser talks to the proxy. */
async function member(fullName: string) {
  const record = await insertMember(handle.db, memberData({ fullName }));
  const cookie = await insertSession(handle.db, record.userId, authSecret);
  const client = new HttpClient(proxy.url);
  client.cookies.set(cookie.name, cookie.value);
  return { ...record, client };
}

/** Why the set-up failed (nginx missing, a server that did not start): every test then fails with it, none is skipped. */
let setUpError: unknown;

async function setUp() {
  database = await templateCopy();
  handle = connectDatabase(database.url, { max: 3 });
  const smtpPort = await freePort();
  smtp = await recordingSmtpServer(smtpPort, delivered);

  const [proxyPort, ...ports] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  // The proxy first: without nginx the test says so before starting anything else.
  proxy = await startReverseProxy(proxyPort!, ports);
  servers = await Promise.all(
    ports.map((port) =>
      startServerProcess(
        {
          NODE_ENV: 'test',
          WEB_CONCURRENCY: '1',
          PORT: String(port),
          PUBLIC_URL: proxy.url,
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          AUTH_SECRET: authSecret,
          REDIS_URL,
          REDIS_KEY_PREFIX: prefix,
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          JOB_POLL_SECONDS: '0.5',
          SIGN_IN_LIMIT_PER_ACCOUNT: '3',
          SIGN_IN_LIMIT_PER_IP: '1000',
        },
        running,
      ),
    ),
  );
}

// Three servers compiling and starting at once on a busy machine.
beforeAll(() => setUp().catch((error: unknown) => void (setUpError = error)), 300_000);
beforeEach(() => {
  if (setUpError) throw setUpError;
});

afterAll(async () => {
  for (const socket of sockets) await socket.close();
  await proxy?.stop();
  killAll(running);
  await Promise.all(servers.map((server) => server.exited));
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await handle?.close();
  await database?.drop();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('three server processes behind nginx', () => {
  it('delivers a message sent to one process live on a socket held by another', async () => {
    const [sender, receiver] = [await member('Tolu Sender'), await member('Kemi Receiver')];
    const socket = await openSocket(proxy.url, receiver.client, { headers: at(1) });
    sockets.push(socket);
    const sent = await sender.client.json<{ messageId: number }>(
      'POST',
      '/api/v1/messages',
      { receiverId: receiver.userId, content: 'Is the shop open today?' },
      at(0),
    );
    expect(sent.status).toBe(201);
    const frame = await socket.next('message.created', (event) => event.message.messageId === sent.body.messageId);
    expect(frame.message.content).toBe('Is the shop open today?');
  });

  it('runs each job once, whichever process queued it', async () => {
    const emails = Array.from({ length: 12 }, () => memberData());
    for (const [i, data] of emails.entries()) {
      const signUp = await new HttpClient(proxy.url).post(
        '/api/auth/sign-up/email',
        { name: data.fullName, username: data.username, email: data.email, password: data.password },
        at(i % 3),
      );
      expect(signUp.status).toBe(200);
    }
    // Every process polls the same queue; each verification email is delivered by one of them, once.
    const addresses = emails.map((data) => data.email.toLowerCase());
    const ours = () => delivered.filter((address) => addresses.includes(address));
    await expect.poll(() => ours().length, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(addresses.length);
    await jobsSettled(handle.db, MAIL_DELIVERY_JOB, 30_000);
    expect(ours().sort()).toEqual([...addresses].sort());
  }, 60_000);

  it('shares the sign-in limit between the processes', async () => {
    const email = `nobody.${randomBytes(4).toString('hex')}@example.ng`;
    const statuses = [];
    for (const i of [0, 1, 2, 0]) {
      const attempt = await new HttpClient(proxy.url).post('/api/auth/sign-in/email', { email, password: 'Wrong-password-1' }, at(i));
      statuses.push(attempt.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("finds a listing created through one process in the others' search and map within a second", async () => {
    const owner = await member('Bisi Owner');
    const word = `adire${randomBytes(3).toString('hex').replace(/\d/g, 'x')}`;
    const search = `/api/v1/search?q=${word}&tab=businesses&lat=${LAGOS.lat}&lng=${LAGOS.lng}`;
    const box = [LAGOS.lng - 0.02, LAGOS.lat - 0.02, LAGOS.lng + 0.02, LAGOS.lat + 0.02].join(',');
    const map = `/api/v1/map?bbox=${box}&zoom=15&lat=${LAGOS.lat}&lng=${LAGOS.lng}`;
    const inSearch = async () => (await owner.client.json<SearchResult>('GET', search, undefined, at(1))).body.items;
    const onMap = async () => (await owner.client.json<MapResult>('GET', map, undefined, at(2))).body.listings;
    // Both have loaded their indexes (a new process answers from SQL until then).
    expect(await inSearch()).toEqual([]);
    expect(await onMap()).toEqual([]);

    const body = businessBody({ name: `${word} Fabrics`, latitude: LAGOS.lat, longitude: LAGOS.lng });
    const created = await owner.client.json<{ businessId: number }>('POST', '/api/v1/businesses', body, at(0));
    expect(created.status).toBe(201);
    const after = Date.now();
    const found = async (read: () => Promise<unknown[]>) => {
      while ((await read()).length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      return Date.now() - after;
    };
    const [searchMs, mapMs] = await Promise.all([found(inSearch), found(onMap)]);
    expect(searchMs).toBeLessThan(1000);
    expect(mapMs).toBeLessThan(1000);
    expect((await onMap()).map((listing) => listing.id)).toEqual([created.body.businessId]);
  });

  it('loses no acknowledged write when a process is killed, and its sockets reconnect to the others', async () => {
    const [sender, receiver] = [await member('Ngozi Sender'), await member('Yusuf Receiver')];
    const doomed = servers[2]!;
    const socket = await openSocket(proxy.url, receiver.client, { headers: at(2) });
    sockets.push(socket);

    // Three writers round the pool; process 2 is killed while they write.
    const acknowledged: number[] = [];
    let refused = 0;
    let killed = false;
    const writer = async (name: string) => {
      for (let i = 0; i < 30; i++) {
        const response = await sender.client.post('/api/v1/messages', { receiverId: receiver.userId, content: `${name} ${i}` });
        if (response.status === 201) acknowledged.push(((await response.json()) as { messageId: number }).messageId);
        else {
          await response.body?.cancel();
          refused += 1;
        }
        if (!killed && acknowledged.length >= 15) {
          killed = true;
          process.kill(-doomed.child.pid!, 'SIGKILL');
        }
      }
    };
    await Promise.all(['first', 'second', 'third'].map(writer));
    await doomed.exited;
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(60);
    expect(refused, 'only requests in flight at the kill may fail').toBeLessThanOrEqual(3);

    const stored = await handle.db
      .selectFrom('messages')
      .select('message_id')
      .where('message_id', 'in', acknowledged.map(String))
      .execute();
    expect(stored.map((row) => Number(row.message_id)).sort((a, b) => a - b)).toEqual([...acknowledged].sort((a, b) => a - b));

    // The socket held by the killed process closes; the app opens another through the proxy, which reaches a live one.
    await socket.closed;
    const again = await openSocket(proxy.url, receiver.client);
    sockets.push(again);
    const sent = await sender.client.json<{ messageId: number }>('POST', '/api/v1/messages', {
      receiverId: receiver.userId,
      content: 'Still there?',
    });
    expect(sent.status).toBe(201);
    await again.next('message.created', (event) => event.message.messageId === sent.body.messageId);
  }, 120_000);
});

describe('WEB_CONCURRENCY', () => {
  it('runs that many processes on one port, replaces one that dies, and stops them all', async () => {
    const port = String(await freePort());
    const own: ChildProcess[] = [];
    try {
      const server = await startServerProcess(
        {
          NODE_ENV: 'test',
          WEB_CONCURRENCY: '2',
          PORT: port,
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          AUTH_SECRET: authSecret,
          REDIS_URL,
          REDIS_KEY_PREFIX: prefix,
        },
        own,
      );
      const line = async (pattern: RegExp) => {
        let match: RegExpMatchArray | null;
        while (!(match = server.output().match(pattern))) await new Promise((resolve) => setTimeout(resolve, 50));
        return match;
      };
      const pids = (await line(/\(2 server processes: (\d+), (\d+)\)/)).slice(1, 3).map(Number);
      process.kill(pids[0]!, 'SIGKILL');
      await line(new RegExp(`Server process ${pids[0]} ended \\(signal SIGKILL\\); starting another`));
      // The port still answers throughout, from the other process and then from the new one too.
      for (let i = 0; i < 10; i++) expect((await fetch(`${server.url}/api/health`)).ok).toBe(true);

      process.kill(server.child.pid!, 'SIGTERM');
      await server.exited;
      expect(server.child.exitCode).toBe(0);
      expect(server.output()).toContain('[localhub] Stopped');
      // The processes were in the primary's process group: none is left.
      expect(() => process.kill(-server.child.pid!, 0)).toThrow();
    } finally {
      killAll(own);
    }
  }, 300_000);
});
