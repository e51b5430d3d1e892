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

  it('prepares a repeated statement inside transactions, but not after the transaction changed a setting', async () => {
    const inTransaction = (settings: boolean) =>
      handle.db.transaction().execute(async (trx) => {
        if (settings) await sql`SELECT set_config('enable_seqscan', 'off', true)`.execute(trx);
        return trx.selectFrom('states').select('name').where('state_id', '=', 1).execute();
      });
    const isPrepared = async () => (await prepared()).some((statement) => statement.includes('from "states"'));
    // After a setting changed, the text is neither prepared nor counted towards the threshold.
    for (let i = 0; i < 4; i += 1) await inTransaction(true);
    expect(await isPrepared()).toBe(false);
    for (let i = 0; i < 2; i += 1) await inTransaction(false);
    expect(await isPrepared()).toBe(false);
    await inTransaction(false);
    expect(await isPrepared()).toBe(true);
  });

  it('keeps a statement prepared in a transaction that rolled back', async () => {
    const text = 'from "cities" where "city_id" = $1';
    const run = (id: number) => handle.db.selectFrom('cities').select('name').where('city_id', '=', id).execute();
    await run(1);
    await run(2);
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await trx.selectFrom('cities').select('name').where('city_id', '=', 3).execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await prepared()).some((statement) => statement.includes(text))).toBe(true);
    // pg now runs it by name: it must still exist on the session.
    expect(await run(1)).toHaveLength(1);
  });
});
