import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { applyDatabaseCode, databaseDefinitions, readDatabaseCode } from '../../src/server/db/database-code';
import { connectDatabase, type DatabaseHandle, type Db } from '../../src/server/db/database';
import { createDatabase, dropDatabase, randomDatabaseName } from '../support/test-database';

/**
 * The database's functions, triggers and views have one home, src/server/db/sql (decision 0031): a migrated database
 * holds exactly what those files say, nothing more, and the step that applies them puts back what drifted.
 */
const adminUrl = inject('pgAdminUrl');
const name = randomDatabaseName('localhub_code');
/** The last migration written before the functions moved to db/sql: later ones change tables and data only. */
const LAST_MIGRATION_WITH_CODE = 55;
let handle: DatabaseHandle;
let db: Db;

beforeAll(async () => {
  // The template is migrated as every database is, by migrateToLatest.
  handle = connectDatabase(await createDatabase(adminUrl, name, inject('pgTemplate')), { max: 2 });
  db = handle.db;
});

afterAll(async () => {
  await handle?.close();
  await dropDatabase(adminUrl, name);
});

const byKey = <T extends { key: string; statement: string }>(definitions: T[]) =>
  Object.fromEntries(definitions.map((definition) => [definition.key, definition.statement]));

describe('the database code in src/server/db/sql', () => {
  it('is exactly what a migrated database holds: no definition missing, none left over, each the same', async () => {
    const files = byKey(readDatabaseCode());
    const database = byKey(await databaseDefinitions(db));
    // Only in the database: a stray (an old overload, or code a migration added). Drop it in a migration, or put the
    // text printed here in its area file. Only in the files: a header not as PostgreSQL prints it (`integer`, not `int`).
    expect(
      Object.keys(database)
        .filter((key) => !(key in files))
        .map((key) => database[key]),
    ).toEqual([]);
    expect(Object.keys(files).filter((key) => !(key in database))).toEqual([]);
    for (const key of Object.keys(files)) expect(database[key], key).toBe(files[key]);
  });

  it('has nothing to apply on a migrated database, so a start takes no lock', async () => {
    expect(await applyDatabaseCode(db)).toEqual([]);
  });

  it('puts back a function changed by hand and a dropped trigger, and leaves a stray for the test above to find', async () => {
    await sql`CREATE OR REPLACE FUNCTION messages_touch_conversation() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$`.execute(
      db,
    );
    await sql`DROP TRIGGER videos_share_key ON videos`.execute(db);
    await sql`CREATE FUNCTION stray_overload(x int) RETURNS int LANGUAGE sql AS 'SELECT x'`.execute(db);
    expect(await applyDatabaseCode(db)).toEqual([
      'messaging.sql: FUNCTION public.messages_touch_conversation()',
      'videos.sql: TRIGGER videos_share_key ON public.videos',
    ]);
    expect(byKey(await databaseDefinitions(db))).toEqual({
      ...byKey(readDatabaseCode()),
      'FUNCTION public.stray_overload(x integer)': expect.stringContaining('SELECT x'),
    });
    await sql`DROP FUNCTION stray_overload(int)`.execute(db);
  });

  it('refuses to change a function whose result an index stores, and changes nothing', async () => {
    const files = readDatabaseCode();
    const stored = (await databaseDefinitions(db)).find((definition) => definition.storedBy.length > 0)!;
    const file = files.find((definition) => definition.key === stored.key)!;
    const edited = files.map((definition) =>
      definition === file ? { ...file, statement: file.statement.replace(/\$function\$\n?$/, '-- edited\n$function$') } : definition,
    );
    await sql`CREATE OR REPLACE FUNCTION messages_touch_conversation() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$`.execute(
      db,
    );
    await expect(applyDatabaseCode(db, edited)).rejects.toThrow(`${stored.key} is stored by ${stored.storedBy.join(', ')}`);
    // All or nothing: the other difference waits too.
    expect(await applyDatabaseCode(db)).toEqual(['messaging.sql: FUNCTION public.messages_touch_conversation()']);
  });

  it('is the only place that defines functions, triggers and views after the migrations that had them', async () => {
    const stored = new Set((await databaseDefinitions(db)).filter((definition) => definition.storedBy.length > 0).map((d) => d.key));
    const dir = new URL('../../src/server/db/migrations/', import.meta.url);
    for (const file of readdirSync(dir).filter((name) => Number(name.slice(0, 4)) > LAST_MIGRATION_WITH_CODE)) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      for (const [, kind, schema, object] of text.matchAll(/CREATE\s+(?:OR\s+REPLACE\s+)?(FUNCTION|TRIGGER|VIEW)\s+(\w+\.)?([\w$]+)/gi)) {
        // Only a function an index or a generated column stores changes in a migration, which rebuilds them; a
        // migration's own helper lives in pg_temp and is gone with its connection.
        const allowed =
          schema?.toLowerCase() === 'pg_temp.' ||
          (kind!.toUpperCase() === 'FUNCTION' && [...stored].some((key) => key.startsWith(`FUNCTION public.${object}(`)));
        expect(allowed, `${file} defines ${kind} ${object}: put it in src/server/db/sql (decision 0031)`).toBe(true);
      }
    }
  });
});
