import cluster from 'node:cluster';
import { buildApp } from './app';
import { resolveAuthSecret } from './auth/auth-secret';
import type { DatabaseHandle } from './db/database';
import { demoAds } from './db/seed/seed-demo-ads';
import { demoSubscriptions } from './db/seed/seed-demo-plans';
import { prepareDemoVideos } from './db/seed/seed-demo-videos';
import type { Env } from './env';
import { scheduleAdEnd } from './features/ads/ad-planning';
import { planLifecycleJobs } from './features/billing/plan-lifecycle.service';
import { say } from './start-log';

/** What follows a start, done by one server process: `seeded` when this start loaded the demo data, `started` otherwise. */
export type AfterStart = 'seeded' | 'started' | undefined;

/**
 * One server process: the app on the database, listening on PORT (shared with the others under node:cluster). With
 * `afterStart` it also does what follows a start once. Resolves with the port it listens on.
 */
export async function serve(
  env: Env,
  database: DatabaseHandle,
  options: { afterStart: AfterStart; onStop?: () => Promise<void> },
): Promise<number> {
  const { app, context } = await buildApp({ env, database, authSecret: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR), serveWeb: true });
  // The demo's paid plans and ad runs remind and end like any other: their jobs are queued once, with the demo data.
  if (options.afterStart === 'seeded') {
    const now = new Date();
    await context.jobs.sendAll(
      (await demoSubscriptions(database.db)).flatMap(({ userId, endsAt }) => planLifecycleJobs(userId, endsAt, now)),
    );
    for (const { adId, endsAt } of await demoAds(database.db)) await scheduleAdEnd(context.jobs, adId, endsAt, new Date());
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Under node:cluster the primary speaks for the processes.
    if (cluster.isPrimary) say(`${signal}: stopping`);
    await app.close();
    await database.close();
    await options.onStop?.();
    if (cluster.isPrimary) say('Stopped');
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
  // Drawn and processed while the server already answers; a start stopped half-way leaves the rest to the next one.
  if (options.afterStart) {
    prepareDemoVideos(database.db, context.jobs, env).catch((error: unknown) => {
      if (!stopping) say(`Could not prepare the demo videos: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  return typeof address === 'object' && address ? address.port : env.PORT;
}
