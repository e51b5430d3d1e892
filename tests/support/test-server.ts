import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { AppContext } from '../../src/server/app-context';
import { connectDatabase, type Db } from '../../src/server/db/database';
import { parseEnv } from '../../src/server/env';
import { HttpClient } from './http-client';
import { freePort } from './postgres-server';
import { createDatabase, dropDatabase, randomDatabaseName } from './test-database';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: Db;
  context: AppContext;
  client(): HttpClient;
  close(): Promise<void>;
}

/** A real server over HTTP on 127.0.0.1, on its own copy of the migrated template database. */
export async function startTestServer(
  envOverrides: Record<string, string> = {},
  options: { serveWeb?: boolean } = {},
): Promise<TestServer> {
  const adminUrl = inject('pgAdminUrl');
  const name = randomDatabaseName('localhub_test');
  const databaseUrl = await createDatabase(adminUrl, name, inject('pgTemplate'));
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
    ...envOverrides,
  });
  const database = connectDatabase(databaseUrl, { max: 5 });
  const { app, context } = await buildApp({ env, database, authSecret: randomBytes(32).toString('hex'), serveWeb: options.serveWeb });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    app,
    db: database.db,
    context,
    client: () => new HttpClient(url),
    async close() {
      await app.close();
      await database.close();
      await dropDatabase(adminUrl, name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
