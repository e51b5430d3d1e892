import { describe, expect, it } from 'vitest';
import { sqlStatements } from './sql-statements';

describe('sqlStatements', () => {
  it('splits at semicolons between statements and drops the comments between them', () => {
    expect(sqlStatements('-- Feed\n\nSELECT 1;\n/* two */ SELECT 2 ;\n-- end\n')).toEqual(['SELECT 1', 'SELECT 2']);
  });

  it('keeps semicolons and comments inside quotes, quoted names and dollar-quoted bodies', () => {
    const body = "CREATE FUNCTION f() RETURNS text LANGUAGE plpgsql AS $fn$\nBEGIN\n  -- why; kept\n  RETURN 'a;b' || $$c;$$;\nEND\n$fn$";
    expect(sqlStatements(`${body};\nSELECT "x;y", 'it''s; fine';`)).toEqual([body, `SELECT "x;y", 'it''s; fine'`]);
  });

  it('tells where a quote is not closed', () => {
    expect(() => sqlStatements('SELECT $x$ never closed;')).toThrow('Unterminated $x$');
  });
});
