import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { resolveAuthSecret } from './auth/auth-secret';
import { connectDatabase, migrateToLatest } from './db/database';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './db/embedded';
import { DEMO_SIGN_IN, seedDemoDataOnce } from './db/seed/seed-demo';
import { demoAds } from './db/seed/seed-demo-ads';
import { demoSubscriptions } from './db/seed/seed-demo-plans';
import { prepareDemoVideos } from './db/seed/seed-demo-videos';
import { scheduleAdEnd } from './features/ads/ad-planning';
import { schedulePlanLifecycle } from './features/billing/plan-lifecycle.service';
import { ConfigError, loadEnv, type Env } from './env';
import { createStorage } from './storage/create-storage';

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
  mkdirSync(env.DATA_DIR, { recursive: true });
  const say = (line: string) => console.log(`[localhub] ${line}`);

  let embedded: EmbeddedDatabase | undefined;
  let url = env.DATABASE_URL;
  if (!url) {
    say(`No DATABASE_URL: starting the embedded PostgreSQL in ${path.join(env.DATA_DIR, 'pg')}`);
    embedded = await startEmbeddedDatabase({
      dataDir: path.join(env.DATA_DIR, 'pg'),
      port: env.EMBEDDED_PG_PORT,
      database: 'localhub',
      log: say,
    });
    url = embedded.url;
  }
  try {
    await serve(env, url, embedded, say);
  } catch (error) {
    // Whatever stopped the start (the port taken, a failed migration), no database is left running behind it.
    await embedded?.stop();
    throw error;
  }
}

async function serve(env: Env, url: string, embedded: EmbeddedDatabase | undefined, say: (line: string) => void): Promise<void> {
  const database = connectDatabase(url);
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) say(`Applied migrations: ${applied.join(', ')}`);
  const seeded = embedded ? await seedDemoDataOnce(database.db, createStorage(env)) : false;
  if (seeded) say('Loaded the demo data');

  const { app, context } = await buildApp({ env, database, authSecret: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR), serveWeb: true });
  // The demo's paid plans and ad runs remind and end like any other: their jobs are queued once, with the demo data.
  if (seeded) {
    for (const { userId, endsAt } of await demoSubscriptions(database.db))
      await schedulePlanLifecycle(context.jobs, userId, endsAt, new Date());
    for (const { adId, endsAt } of await demoAds(database.db)) await scheduleAdEnd(context.jobs, adId, endsAt, new Date());
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping`);
    await app.close();
    await database.close();
    await embedded?.stop();
    say('Stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: env.PORT, host: env.HOST, backlog: env.LISTEN_BACKLOG });
  } catch (error) {
    await app.close();
    await database.close();
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const taken = `Port ${env.PORT} on ${env.HOST} is already in use by another program: stop it, or choose another port (PORT=3001 npm start).`;
    throw new Error(taken, { cause: error });
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  say(`LocalHub is running on http://localhost:${port}`);
  // Drawn and processed while the server already answers; a start stopped half-way leaves the rest to the next one.
  prepareDemoVideos(database.db, context.jobs, env).catch((error: unknown) => {
    if (!stopping) say(`Could not prepare the demo videos: ${error instanceof Error ? error.message : String(error)}`);
  });
  if (embedded) {
    say(`Demo sign-in: ${DEMO_SIGN_IN.email} / ${DEMO_SIGN_IN.password} (every demo member uses this password)`);
    if (env.NODE_ENV !== 'production') say(`Emails are kept in the outbox: http://localhost:${port}/dev/mail`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
