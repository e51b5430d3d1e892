import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FakeTermii } from '../../support/fake-termii';
import { ensurePostgresServer } from '../../support/postgres-server';
import { createDatabase, dropDatabase, randomDatabaseName } from '../../support/test-database';
import { E2E_BASE_URL, E2E_PORT } from './settings';
import { startTileServer } from './tile-server';

/** Starts the real server (built web app included) on its own throw-away database for the browser journeys. */
export default async function globalSetup() {
  const postgres = await ensurePostgresServer();
  const name = randomDatabaseName('localhub_e2e');
  const databaseUrl = await createDatabase(postgres.adminUrl, name);
  // Workers inherit it: journeys that need a paid plan write it as payments does (support/plans.ts).
  process.env.E2E_DATABASE_URL = databaseUrl;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'localhub-e2e-'));
  chmodSync(dataDir, 0o755);
  const tiles = await startTileServer();
  // SMS and WhatsApp go to the Termii stand-in, as to Termii in production; journeys read what it received (support/termii.ts).
  const termii = await new FakeTermii().start();
  process.env.E2E_TERMII_URL = termii.url;

  let output = '';
  // Node with the tsx loader directly, in its own process group: a signal to it must never reach the test runner.
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: E2E_BASE_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey signs its members up and in from 127.0.0.1: the per-address sign-up and sign-in limits would
      // refuse the later ones (the limits themselves are tested in tests/api/security-*.test.ts).
      ACCOUNT_LIMIT_PER_IP: '1000',
      SIGN_IN_LIMIT_PER_IP: '1000',
      LIMIT_SIGN_UPS_PER_IP_PER_HOUR: '1000',
      // Likewise the phone codes' waits (one code a minute per number, three per address): journeys ask for a number's
      // second code seconds after its first, all from 127.0.0.1 (tested in tests/api/phone-accounts.test.ts).
      PHONE_CODES_PER_NUMBER_PER_DAY: '1000',
      PHONE_CODES_PER_IP_PER_DAY: '1000',
      // Journeys review with members made seconds earlier; the new-account rules are tested in tests/api.
      NEW_ACCOUNT_HOURS: '0',
      // The map's tiles come from a local server started here, never from the network.
      MAP_TILE_URL: tiles.template,
      MAP_ATTRIBUTION: 'Test tiles',
      TERMII_API_KEY: termii.apiKey,
      TERMII_BASE_URL: termii.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));

  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${E2E_BASE_URL}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (server.exitCode !== null || Date.now() > deadline) {
      await tiles.close();
      await termii.stop();
      throw new Error(`The e2e server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return async () => {
    server.kill('SIGINT');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    // The server's warnings and errors of the whole run: what a failed journey's server side said.
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/e2e-server.log', output);
    const lines = output.split('\n').filter(Boolean);
    if (lines.length > 0)
      console.log(`e2e server: ${lines.length} log lines (warn and above), the last ones:\n${lines.slice(-40).join('\n')}`);
    await tiles.close();
    await termii.stop();
    await dropDatabase(postgres.adminUrl, name);
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
