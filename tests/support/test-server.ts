import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { Clock } from '../../src/server/clock';
import type { AppContext } from '../../src/server/app-context';
import { connectDatabase, type DatabaseHandle, type Db } from '../../src/server/db/database';
import { parseEnv } from '../../src/server/env';
import type { PlanTable } from '../../src/server/features/visibility/visibility';
import { HttpClient } from './http-client';
import { freePort } from './postgres-server';
import { createDatabase, dropDatabase, randomDatabaseName } from './test-database';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: Db;
  context: AppContext;
  /** The secret Better Auth signs session cookies with, for builders that make sessions without signing in. */
  authSecret: string;
  client(): HttpClient;
  close(): Promise<void>;
}

/**
 * An app instance over HTTP on 127.0.0.1 on an existing database, with its own port, PUBLIC_URL and data directory.
 * `close` stops it and removes the directory (the database is the caller's).
 */
export async function listenOn(
  databaseUrl: string,
  envOverrides: Record<string, string> = {},
  options: { serveWeb?: boolean; authSecret?: string; clock?: Clock; plans?: PlanTable } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'localhub-test-data-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = parseEnv({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    // Jobs are looked for twice a second and new-message notifications wait one second, so tests wait less.
    JOB_POLL_SECONDS: '0.5',
    MESSAGE_NOTIFY_DELAY_SECONDS: '1',
    ...envOverrides,
  });
  const database = connectDatabase(databaseUrl, { max: 5 });
  const authSecret = options.authSecret ?? randomBytes(32).toString('hex');
  const { app, context } = await buildApp({
    env,
    database,
    authSecret,
    serveWeb: options.serveWeb,
    clock: options.clock,
    plans: options.plans,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    app,
    db: database.db,
    context,
    authSecret,
    client: () => new HttpClient(url),
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A throw-away copy of the migrated template database; returns its URL and how to drop it. */
export async function templateCopy(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const name = randomDatabaseName('localhub_test');
  const url = await createDatabase(adminUrl, name, inject('pgTemplate'));
  return { url, drop: () => dropDatabase(adminUrl, name) };
}

/** For a test file that needs only the database: a connection to its own template copy, closed and dropped after the file. */
export function useTemplateDatabase(): { readonly db: Db; readonly handle: DatabaseHandle } {
  let database: { url: string; drop(): Promise<void> } | undefined;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await templateCopy();
    handle = connectDatabase(database.url);
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });
  return {
    get db() {
      return this.handle.db;
    },
    get handle() {
      if (!handle) throw new Error('useTemplateDatabase: the database is ready only inside tests');
      return handle;
    },
  };
}

/** A real server over HTTP on 127.0.0.1, on its own copy of the migrated template database. */
export async function startTestServer(
  envOverrides: Record<string, string> = {},
  options: { serveWeb?: boolean; clock?: Clock } = {},
): Promise<TestServer> {
  const database = await templateCopy();
  const server = await listenOn(database.url, envOverrides, options);
  return {
    ...server,
    async close() {
      await server.close();
      await database.drop();
    },
  };
}

/**
 * The per-file server: started before the file's tests (before its own `beforeAll` hooks, when called at the top)
 * and closed after them. Returns a handle that stands for the server once it runs.
 */
export function useTestServer(
  envOverrides: Record<string, string> | (() => Record<string, string>) = {},
  options: { serveWeb?: boolean; clock?: Clock } = {},
): TestServer {
  let current: TestServer | undefined;
  beforeAll(async () => {
    // A function gives settings only known once other hooks have run (e.g. the port of a local stand-in provider).
    current = await startTestServer(typeof envOverrides === 'function' ? envOverrides() : envOverrides, options);
  });
  afterAll(() => current?.close());
  return new Proxy({} as TestServer, {
    get(_target, key) {
      if (!current) throw new Error('The test server is not running yet: use it inside hooks and tests.');
      const value = current[key as keyof TestServer];
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
