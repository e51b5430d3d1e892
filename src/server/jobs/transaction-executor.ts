import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SqlExecutor } from './job-queue';

/** A transaction (or a database) as pg-boss takes it, so a job row is written in that transaction (or over that pool). */
export const executorOf = (trx: Kysely<Database>): SqlExecutor => ({
  executeSql: async (text, values) => ({ rows: (await trx.executeQuery(CompiledQuery.raw(text, values))).rows }),
});
