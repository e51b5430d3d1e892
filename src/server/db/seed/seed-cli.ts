// `npm run db:seed`: loads the demo data into the configured database (DATABASE_URL, else the embedded one), once.
import path from 'node:path';
import { connectDatabase, migrateToLatest } from '../database';
import { startEmbeddedDatabase } from '../embedded';
import { loadEnv } from '../../env';
import { createStorage } from '../../storage/create-storage';
import { DEMO_SIGN_IN, seedDemoDataOnce } from './seed-demo';

async function main() {
  const env = loadEnv();
  const embedded = env.DATABASE_URL
    ? undefined
    : await startEmbeddedDatabase({
        dataDir: path.join(env.DATA_DIR, 'pg'),
        port: env.EMBEDDED_PG_PORT,
        database: 'localhub',
        log: console.log,
      });
  const database = connectDatabase(env.DATABASE_URL ?? embedded!.url);
  try {
    await migrateToLatest(database.db);
    const loaded = await seedDemoDataOnce(database.db, createStorage(env));
    console.log(loaded ? `Demo data loaded. Sign in as ${DEMO_SIGN_IN.email} / ${DEMO_SIGN_IN.password}` : 'Demo data was already loaded.');
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
