import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, plannedDb, type DatabaseHandle } from '../../src/server/db/database';
import { templateCopy } from '../support/test-server';

let database: { url: string; drop(): Promise<void> };
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await templateCopy();
  handle = connectDatabase(database.url);
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

const settings = async (db: DatabaseHandle['db']) =>
  (
    await sql<Record<string, string>>`
      SELECT current_setting('enable_seqscan') AS seq, current_setting('enable_bitmapscan') AS bitmap,
             current_setting('enable_indexscan') AS index, current_setting('jit') AS jit`.execute(db)
  ).rows[0];

describe('planner modes', () => {
  it('runs walked and bitmap queries on connections planned for them, and leaves the main pool alone', async () => {
    expect(await settings(plannedDb(handle.db, 'walk'))).toEqual({ seq: 'off', bitmap: 'off', index: 'on', jit: 'off' });
    expect(await settings(plannedDb(handle.db, 'bitmap'))).toEqual({ seq: 'off', bitmap: 'on', index: 'off', jit: 'off' });
    expect(await settings(handle.db)).toMatchObject({ seq: 'on', bitmap: 'on', index: 'on' });
    expect(plannedDb(handle.db, 'walk')).toBe(plannedDb(handle.db, 'walk'));
  });

  it('refuses a database it did not open', () => {
    expect(() => plannedDb(handle.db.withoutPlugins(), 'walk')).toThrow(/connectDatabase/);
  });
});
