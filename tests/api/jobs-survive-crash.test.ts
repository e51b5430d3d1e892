import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { MESSAGE_NOTIFY_JOB } from '../../src/server/features/messages/message-listeners';
import { insertMember, insertSession } from '../support/builders/member';
import { HttpClient } from '../support/http-client';
import { unsettledJobs } from '../support/jobs';
import { memberData } from '../support/members';
import { freePort } from '../support/postgres-server';
import { startServerProcess, killAll } from '../support/server-process';
import { templateCopy } from '../support/test-server';

let database: Awaited<ReturnType<typeof templateCopy>>;
let handle: DatabaseHandle;
const dataDir = mkdtempSync(path.join(tmpdir(), 'localhub-crash-'));
const authSecret = randomBytes(32).toString('hex');
const running: ChildProcess[] = [];

beforeAll(async () => {
  database = await templateCopy();
  handle = connectDatabase(database.url, { max: 2 });
});
afterAll(async () => {
  killAll(running);
  await handle?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The real server process (as `npm start` runs it, without the web build), in its own process group. */
async function startServer(port: number): Promise<ChildProcess> {
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    AUTH_SECRET: authSecret,
    JOB_POLL_SECONDS: '0.5',
    MESSAGE_NOTIFY_DELAY_SECONDS: '3',
  };
  return (await startServerProcess(env, running)).child;
}

const notificationsOf = (userId: string) =>
  handle.db.selectFrom('notifications').select('message').where('user_id', '=', userId).where('kind', '=', 'message').execute();

it('a job queued before a kill -9 of the server runs after the restart', async () => {
  const port = await freePort();
  const first = await startServer(port);
  const sender = await insertMember(handle.db, memberData({ fullName: 'Tolu Sender' }));
  const receiver = await insertMember(handle.db, memberData({ fullName: 'Kemi Receiver' }));
  const client = new HttpClient(`http://127.0.0.1:${port}`);
  const cookie = await insertSession(handle.db, sender.userId, authSecret);
  client.cookies.set(cookie.name, cookie.value);

  const sent = await client.json('POST', '/api/v1/messages', { receiverId: receiver.userId, content: 'Is the shop open on Sunday?' });
  expect(sent.status).toBe(201);
  // The notification waits 3 s for more messages: the server dies before it is due.
  process.kill(-first.pid!, 'SIGKILL');
  await new Promise((resolve) => first.once('exit', resolve));
  expect(await unsettledJobs(handle.db, MESSAGE_NOTIFY_JOB)).toBe(1);
  expect(await notificationsOf(receiver.userId)).toHaveLength(0);

  await startServer(await freePort());
  await expect.poll(async () => (await notificationsOf(receiver.userId)).length, { timeout: 20_000, interval: 200 }).toBe(1);
  expect((await notificationsOf(receiver.userId))[0].message).toContain('Is the shop open on Sunday?');
  // The queue marks the job done in a statement of its own, after the handler's notification is stored.
  await expect.poll(() => unsettledJobs(handle.db, MESSAGE_NOTIFY_JOB), { timeout: 5_000, interval: 100 }).toBe(0);
});
