import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { templateCopy } from '../support/test-server';

/** One connection, so the statements it prepared can be read back from pg_prepared_statements on that same session. */
let database: { url: string; drop(): Promise<void> };
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await templateCopy();
  handle = connectDatabase(database.url, { max: 1 });
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

const prepared = async () =>
  (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(handle.db)).rows.map((row) => row.statement);

describe('preparing pool', () => {
  it('prepares a statement from its third run and keeps answering with the current parameters', async () => {
    const text = 'SELECT name FROM countries WHERE country_id = $1';
    const ids = (await handle.db.selectFrom('countries').select('country_id').orderBy('country_id').limit(4).execute()).map(
      (r) => r.country_id,
    );
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const names: string[] = [];
    for (const [i, id] of ids.entries()) {
      const row = await handle.db.selectFrom('countries').select('name').where('country_id', '=', id).executeTakeFirstOrThrow();
      names.push(row.name);
      const isPrepared = (await prepared()).some((statement) => statement.includes('from "countries" where "country_id" = $1'));
      expect(isPrepared, `after run ${i + 1}`).toBe(i + 1 >= 3);
    }
    const expected = await handle.pool.query(text, [ids[3]]);
    expect(names[3]).toBe(expected.rows[0].name);
    expect(new Set(names).size).toBe(4);
  });

  it('never prepares inside a transaction, where planner settings may be local', async () => {
    for (let i = 0; i < 4; i += 1) {
      await handle.db.transaction().execute(async (trx) => {
        await sql`SELECT set_config('enable_seqscan', 'off', true)`.execute(trx);
        await trx
          .selectFrom('states')
          .select('name')
          .where('state_id', '=', 1 + i)
          .execute();
      });
    }
    expect((await prepared()).some((statement) => statement.includes('from "states"'))).toBe(false);
    // Outside the transaction the same text is counted and prepared as usual.
    for (let i = 0; i < 3; i += 1)
      await handle.db
        .selectFrom('states')
        .select('name')
        .where('state_id', '=', 1 + i)
        .execute();
    expect((await prepared()).some((statement) => statement.includes('from "states"'))).toBe(true);
  });
});
