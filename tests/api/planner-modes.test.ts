import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { plannedDb, type DatabaseHandle } from '../../src/server/db/database';
import { useTemplateDatabase } from '../support/test-server';

const database = useTemplateDatabase();

const settings = async (db: DatabaseHandle['db']) =>
  (
    await sql<Record<string, string>>`
      SELECT current_setting('enable_seqscan') AS seq, current_setting('enable_bitmapscan') AS bitmap,
             current_setting('enable_indexscan') AS index, current_setting('jit') AS jit,
             current_setting('plan_cache_mode') AS plans`.execute(db)
  ).rows[0];

describe('planner modes', () => {
  it('runs walked and bitmap queries on connections planned for them, and leaves the main pool alone', async () => {
    const walk = { seq: 'off', bitmap: 'off', index: 'on', jit: 'off' };
    const bitmap = { seq: 'off', bitmap: 'on', index: 'off', jit: 'off' };
    expect(await settings(plannedDb(database.db, 'walk'))).toEqual({ ...walk, plans: 'auto' });
    expect(await settings(plannedDb(database.db, 'bitmap'))).toEqual({ ...bitmap, plans: 'auto' });
    expect(await settings(plannedDb(database.db, 'walkGeneric'))).toEqual({ ...walk, plans: 'force_generic_plan' });
    expect(await settings(plannedDb(database.db, 'bitmapGeneric'))).toEqual({ ...bitmap, plans: 'force_generic_plan' });
    expect(await settings(plannedDb(database.db, 'byKey'))).toMatchObject({ jit: 'off', plans: 'force_generic_plan' });
    expect(await settings(database.db)).toMatchObject({ seq: 'on', bitmap: 'on', index: 'on', plans: 'auto' });
    expect(plannedDb(database.db, 'walk')).toBe(plannedDb(database.db, 'walk'));
  });

  it('refuses a database it did not open', () => {
    expect(() => plannedDb(database.db.withoutPlugins(), 'walk')).toThrow(/connectDatabase/);
  });
});
