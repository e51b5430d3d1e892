import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { connectDatabase, migrateToLatest, type DatabaseHandle, type Db } from '../../src/server/db/database';
import { parseEnv, type Env } from '../../src/server/env';
import { insertMember, insertSession } from '../../tests/support/builders/member';
import { freePort } from './bench-database';

export interface BenchServer {
  base: string;
  env: Env;
  database: DatabaseHandle;
  app: FastifyInstance;
}

/**
 * The real server in this process (buildApp, LOG_LEVEL silent) on a free 127.0.0.1 port, over the migrated database
 * at `url`, with a throw-away DATA_DIR; what it opens is closed by `cleanups`. `settings` adds or overrides
 * environment variables; `beforeListen` may add hooks (a bench's own timings); `port` is given to several processes.
 */
export async function startBenchServer(
  url: string,
  cleanups: Array<() => Promise<void> | void>,
  options: { settings?: Record<string, string>; pool?: number; port?: number; beforeListen?: (app: FastifyInstance) => void } = {},
): Promise<BenchServer> {
  // Under node:cluster the processes listen on one port, chosen by the primary.
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'localhub-bench-data-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = parseEnv({
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // Production without a Paystack key runs with payments off; the payments bench gives its stand-in's key and `on`.
    PAYMENTS: 'off',
    PHONE_SIGN_IN: 'off',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    ...options.settings,
  });
  const database = connectDatabase(url, { max: options.pool ?? 10 });
  cleanups.push(() => database.close());
  await migrateToLatest(database.db);
  const { app } = await buildApp({ env, database, authSecret: env.AUTH_SECRET!, serveWeb: false });
  options.beforeListen?.(app);
  cleanups.push(() => app.close());
  await app.listen({ port, host: '127.0.0.1', backlog: env.LISTEN_BACKLOG });
  return { base, env, database, app };
}

/** A member with a signed-in session: their id and the cookie header value. */
export async function benchMember(db: Db, authSecret: string, name: string, handle: string): Promise<{ userId: string; cookie: string }> {
  const tag = `${handle}_${randomBytes(3).toString('hex')}`;
  const member = await insertMember(db, {
    fullName: name,
    username: tag,
    email: `${tag.replace(/_/g, '.')}@bench.localhub.ng`,
    password: 'Bench-password-2026',
  });
  const session = await insertSession(db, member.userId, authSecret);
  return { userId: member.userId, cookie: `${session.name}=${session.value}` };
}
