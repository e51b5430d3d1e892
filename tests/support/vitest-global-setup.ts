import type { TestProject } from 'vitest/node';
import { connectDatabase, migrateToLatest } from '../../src/server/db/database';
import { startJobQueue } from '../../src/server/jobs/job-queue';
import { ensurePostgresServer } from './postgres-server';
import { createDatabase, dropDatabase, randomDatabaseName } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

/** One migrated template per run; every test file copies it into its own throw-away database. */
export default async function setup(project: TestProject) {
  const server = await ensurePostgresServer();
  const template = randomDatabaseName('localhub_tpl');
  const url = await createDatabase(server.adminUrl, template);
  const handle = connectDatabase(url, { max: 1 });
  await migrateToLatest(handle.db);
  await handle.close();
  // The job queue's own schema too, so each copy starts its queue without installing it.
  const jobs = await startJobQueue({ url, log: console });
  await jobs.stop();
  project.provide('pgAdminUrl', server.adminUrl);
  project.provide('pgTemplate', template);
  return async () => {
    await dropDatabase(server.adminUrl, template);
    await server.stop();
  };
}
