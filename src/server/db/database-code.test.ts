import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { readDatabaseCode } from './database-code';

const FUNCTION = 'CREATE OR REPLACE FUNCTION public.f(a integer)\n RETURNS integer\n LANGUAGE sql\nAS $function$ SELECT a; $function$';
const TRIGGER = 'CREATE OR REPLACE TRIGGER t_touch AFTER UPDATE OF a ON public.t FOR EACH ROW EXECUTE FUNCTION touch()';
const VIEW = 'CREATE OR REPLACE VIEW public.v AS\n SELECT 1 AS one';

const dirs: string[] = [];
function folder(files: Record<string, string>): URL {
  const dir = mkdtempSync(path.join(tmpdir(), 'localhub-sql-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return pathToFileURL(`${dir}/`);
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('readDatabaseCode', () => {
  it('names each definition by what it defines, in the order of the files and their statements', () => {
    const code = readDatabaseCode(folder({ 'b.sql': `-- B\n${VIEW};\n`, 'a.sql': `${FUNCTION};\n\n${TRIGGER};\n`, 'notes.md': 'x' }));
    expect(code.map(({ file, kind, key }) => [file, kind, key])).toEqual([
      ['a.sql', 'function', 'FUNCTION public.f(a integer)'],
      ['a.sql', 'trigger', 'TRIGGER t_touch ON public.t'],
      ['b.sql', 'view', 'VIEW public.v'],
    ]);
    expect(code[0]!.statement).toBe(FUNCTION);
  });

  it('refuses an object defined twice, and anything that is not a definition', () => {
    expect(() => readDatabaseCode(folder({ 'a.sql': `${FUNCTION};`, 'b.sql': `${FUNCTION};` }))).toThrow(
      'FUNCTION public.f(a integer) is defined in a.sql and in b.sql',
    );
    expect(() => readDatabaseCode(folder({ 'a.sql': 'ALTER TABLE t ADD COLUMN b int;' }))).toThrow('a.sql: only CREATE OR REPLACE');
    expect(() =>
      readDatabaseCode(folder({ 'a.sql': 'CREATE OR REPLACE FUNCTION f() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;' })),
    ).toThrow('written as PostgreSQL prints them');
  });
});
