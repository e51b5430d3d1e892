import { CompiledQuery, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { SqlExecutor } from './job-queue';

/** A transaction as pg-boss takes it, so a job row is written in that transaction. */
export const executorOf = (trx: Transaction<Database>): SqlExecutor => ({
  executeSql: async (text, values) => ({ rows: (await trx.executeQuery(CompiledQuery.raw(text, values))).rows }),
});
