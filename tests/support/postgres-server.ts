import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { embeddedLogFile, startEmbeddedDatabase } from '../../src/server/db/embedded';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface PostgresServer {
  /** A URL to the server's maintenance database, for creating and dropping test databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

/**
 * The PostgreSQL server tests use: DATABASE_URL when set (CI points it at the machine's server),
 * otherwise a throw-away embedded cluster in a temporary directory.
 */
export async function ensurePostgresServer(): Promise<PostgresServer> {
  if (process.env.DATABASE_URL) return { adminUrl: process.env.DATABASE_URL, stop: async () => undefined };
  const dir = path.join(tmpdir(), `localhub-test-pg-${randomBytes(4).toString('hex')}`);
  const embedded = await startEmbeddedDatabase({ dataDir: dir, port: await freePort(), database: 'postgres', log: () => undefined });
  return {
    adminUrl: embedded.url,
    async stop() {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
      rmSync(embeddedLogFile(dir), { force: true });
    },
  };
}
