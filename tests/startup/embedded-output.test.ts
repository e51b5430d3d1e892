import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { embeddedLogFile, startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/server/db/embedded';
import { freePort } from '../support/postgres-server';

const parent = mkdtempSync(path.join(tmpdir(), 'localhub-pg-output-'));
chmodSync(parent, 0o755);
const dataDir = path.join(parent, 'pg');
let database: EmbeddedDatabase | undefined;

afterAll(async () => {
  await database?.stop();
  rmSync(parent, { recursive: true, force: true });
});

// `npm test` once hung for 40 minutes: the test PostgreSQL wrote its log into a pipe that its parent, blocked in a
// synchronous call for the whole run, never drained, and the checkpointer stopped at the first full buffer.
it('the embedded PostgreSQL keeps working while the process that started it is blocked, however much it logs', async () => {
  database = await startEmbeddedDatabase({ dataDir, port: await freePort(), database: 'postgres', log: () => undefined });
  // Far more than a pipe's buffer (64 KiB), written by the server while this process cannot read anything.
  const script = `
    const pg = require('pg');
    const client = new pg.Client({ connectionString: process.argv[1] });
    client.connect()
      .then(() => client.query("DO $$ BEGIN FOR i IN 1..4000 LOOP RAISE LOG 'localhub-output-check %', repeat('x', 500); END LOOP; END $$"))
      .then(() => client.query('CHECKPOINT'))
      .then(() => client.end())
      .then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });
  `;
  const started = Date.now();
  const result = spawnSync(process.execPath, ['-e', script, database.url], { encoding: 'utf8', timeout: 120_000 });
  expect(result.error, `blocked after ${Date.now() - started} ms`).toBeUndefined();
  expect(result.status, result.stderr).toBe(0);
  expect(readFileSync(embeddedLogFile(dataDir), 'utf8')).toContain('localhub-output-check');
}, 180_000);
