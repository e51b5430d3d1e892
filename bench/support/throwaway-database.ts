import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh database with a random name on an existing PostgreSQL server (the URL of any database on it); `drop`
 * removes it, connections and all.
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ name: string; url: string; host: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    host: url.host,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}
