import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { resolveAuthSecret } from './auth/auth-secret';
import { connectDatabase, migrateToLatest } from './db/database';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './db/embedded';
import { ConfigError, loadEnv, type Env } from './env';
import type { AfterStart, serve as serveApp } from './serve-app';
import { startServerProcesses } from './server-processes';
import { say } from './start-log';

/** Set by the primary on the one server process that does what follows a start once (demo jobs and videos). */
const AFTER_START = 'LOCALHUB_AFTER_START';

/** The most connections one server process opens: its pool, the planner-mode pools, the job queue and the webhook inbox. */
const CONNECTIONS_PER_PROCESS = 40;

/**
 * The app's modules are loaded only where a server runs: under node:cluster the primary only starts the database,
 * migrates and watches the processes, and stays small.
 */
async function serve(...args: Parameters<typeof serveApp>): Promise<number> {
  return (await import('./serve-app')).serve(...args);
}

async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (cluster.isWorker) {
    // The primary started the database and migrated it; DATABASE_URL is its address.
    await serve(env, connectDatabase(env.DATABASE_URL!), { afterStart: process.env[AFTER_START] as AfterStart });
    return;
  }
  mkdirSync(env.DATA_DIR, { recursive: true });

  let embedded: EmbeddedDatabase | undefined;
  let url = env.DATABASE_URL;
  if (!url) {
    say(`No DATABASE_URL: starting the embedded PostgreSQL in ${path.join(env.DATA_DIR, 'pg')}`);
    embedded = await startEmbeddedDatabase({
      dataDir: path.join(env.DATA_DIR, 'pg'),
      port: env.EMBEDDED_PG_PORT,
      database: 'localhub',
      log: say,
      // Each server process opens its own pools (CONNECTIONS_PER_PROCESS at most); PostgreSQL's default 100 is for one or two.
      maxConnections: env.WEB_CONCURRENCY > 1 ? CONNECTIONS_PER_PROCESS * env.WEB_CONCURRENCY + 20 : undefined,
    });
    url = embedded.url;
  }
  try {
    await start(env, url, embedded);
  } catch (error) {
    // Whatever stopped the start (the port taken, a failed migration), no database is left running behind it.
    await embedded?.stop();
    throw error;
  }
}

/** Migrates (and on the embedded database loads the demo once), then serves in this process or in WEB_CONCURRENCY of them. */
async function start(env: Env, url: string, embedded: EmbeddedDatabase | undefined): Promise<void> {
  const database = connectDatabase(url);
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) say(`Applied migrations: ${applied.join(', ')}`);
  const demo = embedded ? await import('./db/seed/seed-demo') : null;
  const seeded = demo ? await demo.seedDemoDataOnce(database.db, (await import('./storage/create-storage')).createStorage(env)) : false;
  if (seeded) say('Loaded the demo data');
  const afterStart: AfterStart = seeded ? 'seeded' : 'started';

  if (env.WEB_CONCURRENCY === 1) {
    const port = await serve(env, database, { afterStart, onStop: async () => embedded?.stop() });
    announce(env, port, demo?.DEMO_SIGN_IN, null);
    return;
  }

  await database.close();
  // Made once here, so the processes read one secret rather than each writing its own.
  resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
  let stopping = false;
  const stopAll = async (exitCode: number) => {
    stopping = true;
    await processes.stop();
    await embedded?.stop();
    say('Stopped');
    process.exit(exitCode);
  };
  const processes = startServerProcesses({
    count: env.WEB_CONCURRENCY,
    env: { DATABASE_URL: url },
    firstEnv: { [AFTER_START]: afterStart },
    say,
    onEnded: (error) => {
      if (error) console.error(error.message);
      void stopAll(error ? 1 : 0);
    },
  });
  // Ctrl-C reaches every process of the terminal's group; a SIGTERM to this one alone is passed on by `stop`.
  const onSignal = (signal: string) => {
    if (stopping) return;
    say(`${signal}: stopping`);
    void stopAll(0);
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  await processes.listening;
  announce(env, processes.port(), demo?.DEMO_SIGN_IN, processes.pids());
}

/** What a person needs once the server runs; with the embedded database, the demo's sign-in and the outbox. */
function announce(env: Env, port: number, demoSignIn: { email: string; password: string } | undefined, pids: number[] | null): void {
  const processes = pids ? ` (${pids.length} server processes: ${pids.join(', ')})` : '';
  say(`LocalHub is running on http://localhost:${port}${processes}`);
  if (demoSignIn) {
    say(`Demo sign-in: ${demoSignIn.email} / ${demoSignIn.password} (every demo member uses this password)`);
    if (env.NODE_ENV !== 'production') say(`Emails are kept in the outbox: http://localhost:${port}/dev/mail`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
