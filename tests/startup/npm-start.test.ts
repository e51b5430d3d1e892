import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_VIDEOS } from '../../src/server/db/seed/seed-demo-videos';
import { freePort } from '../support/postgres-server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'localhub-start-'));
// As root, the embedded database runs as the `postgres` user, which must be able to enter the data directory.
chmodSync(dataDir, 0o755);
const running: ChildProcess[] = [];

async function ports() {
  return { PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()) };
}

/** `npm start` as a person runs it: no DATABASE_URL, in its own process group like a terminal job. */
function npmStart(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  let output = '';
  const child = spawn('npm', ['start'], {
    detached: true,
    env: { ...inherited, ...env, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  running.push(child);
  return { child, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** Every process that held the start's output has ended (npm, the server): all it said has been read. */
const closed = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.stdout!.closed && child.stderr!.closed ? resolve() : child.once('close', () => resolve())));

/**
 * Resolves with the health answer once the server gives one; a start that ends first fails at once with what it said.
 * No deadline of its own: the test's timeout bounds a start that neither serves nor ends.
 */
async function healthy(port: string, run: { child: ChildProcess; output: () => string }): Promise<unknown> {
  let ended = false;
  void exited(run.child).then(() => (ended = true));
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return response.json();
    } catch {
      // not listening yet
    }
    if (ended) throw new Error(`the server ended before it served:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Ctrl-C in a terminal: SIGINT to the whole job; the server must say it stopped and leave no database running. */
async function pressCtrlC(run: { child: ChildProcess; output: () => string }) {
  process.kill(-run.child.pid!, 'SIGINT');
  // The server says "Stopped" only after its database has exited; its output closes when it has ended.
  await closed(run.child);
  expect(run.output(), 'what the server said').toContain('[localhub] Stopped');
  expect(postmasterPid()).toBeNull();
}

function postmasterPid(): number | null {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : null;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function demoSignIn(port: string) {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
    body: JSON.stringify({ email: 'adaeze@demo.localhub.ng', password: 'LocalHub-demo-2026' }),
  });
  return response.status;
}

/** Resolves with Discover's first page once it lists every demo video: they are drawn and processed after the start. */
async function demoVideosInDiscover(port: string): Promise<Array<{ title: string; status: string; posterUrl: string | null }>> {
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/videos`);
    const { items } = (await response.json()) as { items: Array<{ title: string; status: string; posterUrl: string | null }> };
    if (items.length >= DEMO_VIDEOS.length) return items;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

afterAll(() => {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null && alive(child.pid!)) process.kill(-child.pid!, 'SIGKILL');
  }
  const pid = postmasterPid();
  if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('starts on an empty data directory with the embedded database, demo data and the web app, then stops cleanly on Ctrl-C', async () => {
    const env = await ports();
    const first = npmStart(env);
    expect(await healthy(env.PORT, first)).toMatchObject({ status: 'ok', database: { status: 'ok' } });
    expect(first.output()).toContain('Demo sign-in: adaeze@demo.localhub.ng');
    expect(await demoSignIn(env.PORT)).toBe(200);
    const page = await fetch(`http://127.0.0.1:${env.PORT}/`);
    expect(await page.text()).toContain('<div id="root">');
    // A burst of new connections queues instead of having SYNs dropped: the listen backlog is LISTEN_BACKLOG's 4096
    // (as far as the kernel's somaxconn allows), not Node's 511. `ss` shows a listening socket's backlog as Send-Q.
    const somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
    const listening = execFileSync('ss', ['-ltnH', `sport = :${env.PORT}`], { encoding: 'utf8' })
      .trim()
      .split(/\s+/);
    expect(Number(listening[2])).toBe(Math.min(4096, somaxconn));
    // The demo videos are drawn and processed once the server listens; Discover lists each as it is ready.
    const videos = await demoVideosInDiscover(env.PORT);
    expect(videos.map((video) => video.title).sort()).toEqual(DEMO_VIDEOS.map((video) => video.title).sort());
    for (const video of videos)
      expect(video).toMatchObject({ status: 'ready', posterUrl: expect.stringMatching(/^\/api\/v1\/videos\/\d+\/poster/) });

    await pressCtrlC(first);
    // Longer than the others: it also waits for the demo videos to be drawn and processed.
  }, 360_000);

  it('reuses the data on a second start', async () => {
    const env = await ports();
    const second = npmStart(env);
    await healthy(env.PORT, second);
    expect(second.output()).not.toContain('Loaded the demo data');
    expect(await demoSignIn(env.PORT)).toBe(200);
    await pressCtrlC(second);
  }, 240_000);

  it('starts again after the server was killed with SIGKILL, leaving its database running', async () => {
    const env = await ports();
    const victim = npmStart(env);
    await healthy(env.PORT, victim);
    const postgres = postmasterPid()!;
    // The server is the parent of the postmaster; kill only it, as `kill -9 <server pid>` would.
    const serverPid = Number(readFileSync(`/proc/${postgres}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
    process.kill(serverPid, 'SIGKILL');
    await exited(victim.child);
    expect(alive(postgres)).toBe(true);

    const env2 = await ports();
    const next = npmStart(env2);
    expect(await healthy(env2.PORT, next)).toMatchObject({ status: 'ok' });
    expect(alive(postgres)).toBe(false);
    expect(await demoSignIn(env2.PORT)).toBe(200);
    await pressCtrlC(next);
  }, 240_000);

  it('a second npm start on the same data says LocalHub is already running and leaves the first one serving; npm run admin shares its database', async () => {
    const env = await ports();
    const first = npmStart(env);
    await healthy(env.PORT, first);
    const postgres = postmasterPid()!;

    // A second terminal, the same command (the same ports).
    const again = npmStart(env);
    await closed(again.child);
    expect(again.child.exitCode).toBe(1);
    expect(again.output()).toMatch(/LocalHub is already running with this data \(process \d+\)\. Stop it first/);
    expect(postmasterPid()).toBe(postgres);
    expect(await demoSignIn(env.PORT)).toBe(200);

    // A staff command beside the running server uses its database and leaves it running.
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const granted = execFileSync('npm', ['run', '--silent', 'admin', '--', 'grant', 'adaeze@demo.localhub.ng', 'moderator'], {
      env: { ...inherited, ...env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(granted).toContain('adaeze@demo.localhub.ng is now moderator.');
    expect(postmasterPid()).toBe(postgres);
    expect(await demoSignIn(env.PORT)).toBe(200);
    await pressCtrlC(first);
  }, 240_000);

  it('a port taken by another program stops the start with a message, and leaves no database running', async () => {
    const env = await ports();
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(Number(env.PORT), '127.0.0.1', resolve));
    try {
      const blocked = npmStart(env);
      await closed(blocked.child);
      expect(blocked.child.exitCode).toBe(1);
      expect(blocked.output()).toContain(`Port ${env.PORT} on 127.0.0.1 is already in use by another program`);
      expect(postmasterPid()).toBeNull();
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
    // The data is free again: the next start takes it.
    const env2 = await ports();
    const next = npmStart(env2);
    await healthy(env2.PORT, next);
    await pressCtrlC(next);
  }, 240_000);
});

describe('configuration at start', () => {
  it('stops at once with one line naming a bad variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'abc', DATA_DIR: dataDir },
    });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Invalid configuration: PORT must be a number (got "abc")');
  });
});
