import { readdirSync, readFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { sqlStatements } from './sql-statements';

/**
 * The database's own code — its functions, triggers and views — has one home: `src/server/db/sql/<area>.sql`, each
 * object's current definition once, in the form PostgreSQL itself prints it (decision 0031). Migrations change tables
 * and data; after them, `applyDatabaseCode` makes the database's definitions equal the files'.
 */
export const SQL_DIR = new URL('./sql/', import.meta.url);

export type CodeKind = 'function' | 'view' | 'trigger';

export interface CodeDefinition {
  /** What it defines, e.g. `FUNCTION public.feed_cell(lat double precision, …)`, `TRIGGER x ON public.t`. */
  key: string;
  kind: CodeKind;
  /** The statement that creates or replaces it. */
  statement: string;
}

export interface FileDefinition extends CodeDefinition {
  file: string;
}

export interface DatabaseDefinition extends CodeDefinition {
  /** The indexes, generated columns and constraints that store this function's result (through a caller's too). */
  storedBy: string[];
}

const HEADERS: [CodeKind, RegExp][] = [
  ['function', /^CREATE OR REPLACE (FUNCTION \S+\(.*\))\n/],
  ['view', /^CREATE OR REPLACE (VIEW \S+) AS\n/],
  ['trigger', /^CREATE OR REPLACE TRIGGER (\S+) .*? ON (\S+) /],
];

function definitionOf(statement: string): CodeDefinition | undefined {
  for (const [kind, header] of HEADERS) {
    const match = header.exec(statement);
    if (match) return { kind, statement, key: kind === 'trigger' ? `TRIGGER ${match[1]} ON ${match[2]}` : match[1]! };
  }
  return undefined;
}

/** Every definition in the area files, in file order; a file holding anything else, or an object twice, is refused. */
export function readDatabaseCode(dir: URL = SQL_DIR): FileDefinition[] {
  const seen = new Map<string, string>();
  const definitions: FileDefinition[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    for (const statement of sqlStatements(readFileSync(new URL(file, dir), 'utf8'))) {
      const definition = definitionOf(statement);
      if (!definition)
        throw new Error(
          `${file}: only CREATE OR REPLACE FUNCTION, VIEW or TRIGGER belong here, written as PostgreSQL prints them: ${statement.slice(0, 80)}…`,
        );
      const twice = seen.get(definition.key);
      if (twice) throw new Error(`${definition.key} is defined in ${twice} and in ${file}`);
      seen.set(definition.key, file);
      definitions.push({ ...definition, file });
    }
  }
  return definitions;
}

/**
 * The database's own functions, triggers and views in the public schema, as PostgreSQL prints them. Extensions' are
 * left out, and so are aggregates: the one there is (`search_bits`, migration 0010) is a built-in function and an
 * initial value, no code of its own.
 */
/**
 * Code the database writes itself, from its data: `plan_visible` holds the radii of `plan_rules` as constants (so it
 * is inlined) and is written by `plan_visible_refresh` (visibility.sql, decision 0030). No file defines it.
 */
const WRITTEN_FROM_DATA = new Set(['FUNCTION public.plan_visible(item earth, plan_rank smallint, viewer earth)']);

export async function databaseDefinitions<DB>(db: Kysely<DB>): Promise<DatabaseDefinition[]> {
  const { rows } = await sql<{ kind: CodeKind; statement: string; stored_by: string[] }>`
    WITH RECURSIVE own AS (SELECT classid, objid FROM pg_depend WHERE deptype = 'e'),
    -- What stores a function's result: the indexes, generated columns and constraints that call it, and those of
    -- any function whose body names it (PostgreSQL records only the first).
    stored (oid, what) AS (
      SELECT d.refobjid, pg_describe_object(d.classid, d.objid, d.objsubid) FROM pg_depend d
       WHERE d.refclassid = 'pg_proc'::regclass
         AND d.classid IN ('pg_class'::regclass, 'pg_attrdef'::regclass, 'pg_constraint'::regclass)
      UNION
      SELECT callee.oid, stored.what FROM stored JOIN pg_proc caller ON caller.oid = stored.oid
        JOIN pg_proc callee ON callee.pronamespace = 'public'::regnamespace AND callee.oid <> caller.oid
                           AND caller.prosrc ~ ('\\m' || callee.proname || '\\M')
    )
    SELECT 'function' AS kind, pg_get_functiondef(p.oid) AS statement,
           ARRAY(SELECT DISTINCT what FROM stored WHERE stored.oid = p.oid ORDER BY 1) AS stored_by
      FROM pg_proc p
     WHERE p.pronamespace = 'public'::regnamespace AND p.prokind = 'f'
       AND ('pg_proc'::regclass::oid, p.oid) NOT IN (SELECT * FROM own)
    UNION ALL
    SELECT 'view', format(E'CREATE OR REPLACE VIEW public.%I AS\n%s', c.relname, rtrim(pg_get_viewdef(c.oid, true), ';')), '{}'
      FROM pg_class c
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'v' AND ('pg_class'::regclass::oid, c.oid) NOT IN (SELECT * FROM own)
    UNION ALL
    SELECT 'trigger', regexp_replace(pg_get_triggerdef(t.oid), '^CREATE TRIGGER', 'CREATE OR REPLACE TRIGGER'), '{}'
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE c.relnamespace = 'public'::regnamespace AND NOT t.tgisinternal`.execute(db);
  return rows.flatMap((row) => {
    const definition = definitionOf(row.statement.trim());
    if (!definition) throw new Error(`Cannot read the definition: ${row.statement.slice(0, 80)}…`);
    return WRITTEN_FROM_DATA.has(definition.key) ? [] : [{ ...definition, storedBy: row.stored_by }];
  });
}

// Functions first (their bodies are checked when called, as pg_dump does, so one may use another defined later),
// then the views that call them, then the triggers that run them.
const ORDER: Record<CodeKind, number> = { function: 0, view: 1, trigger: 2 };

/**
 * Makes the database's functions, triggers and views equal the area files' definitions, running only the statements
 * whose definition differs: at every start, nothing to do and no lock on a table. One process at a time (an advisory
 * lock), all or nothing. A change of a function whose result an index or a generated column stores is refused: it
 * needs a migration that rebuilds them too. Objects the files do not define are left alone (the test finds them).
 * Returns what it changed.
 */
export async function applyDatabaseCode<DB>(db: Kysely<DB>, files: FileDefinition[] = readDatabaseCode()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('localhub database code'))`.execute(trx);
    await sql`SET LOCAL check_function_bodies = off`.execute(trx);
    const current = new Map((await databaseDefinitions(trx)).map((definition) => [definition.key, definition]));
    const changed = files.filter((file) => current.get(file.key)?.statement !== file.statement);
    for (const file of changed) {
      const stored = current.get(file.key)?.storedBy ?? [];
      if (stored.length > 0)
        throw new Error(`${file.file}: ${file.key} is stored by ${stored.join(', ')}: change it in a migration that rebuilds them`);
    }
    changed.sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
    for (const file of changed) await sql.raw(file.statement).execute(trx);
    return changed.map((file) => `${file.file}: ${file.key}`);
  });
}
