import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { reusableQuery } from '../../src/server/db/reusable-query';
import { useTemplateDatabase } from '../support/test-server';

const database = useTemplateDatabase();

describe('reusable query', () => {
  it('builds once and runs with each call’s own values in the placeholders’ places, constants kept', async () => {
    let builds = 0;
    const echo = reusableQuery<[string, string[]], { word: string; n: number; fixed: string }>(
      () => database.db,
      2,
      (word, list) => {
        builds += 1;
        return sql<{ word: string; n: number; fixed: string }>`
          SELECT ${word}::text AS word, cardinality(${list}::text[]) AS n, ${'kept'}::text AS fixed
           WHERE ${word}::text IS NOT NULL`;
      },
    );
    expect(await echo('ada', ['x'])).toEqual([{ word: 'ada', n: 1, fixed: 'kept' }]);
    expect(await echo('bola', ['x', 'y', 'z'])).toEqual([{ word: 'bola', n: 3, fixed: 'kept' }]);
    expect(builds).toBe(1);
  });

  it('refuses a build that leaves a value out of the query (its text would depend on the value)', async () => {
    const broken = reusableQuery<[string, string], unknown>(
      () => database.db,
      2,
      (word) => sql`SELECT ${word}::text AS word`,
    );
    await expect(broken('a', 'b')).rejects.toThrow('value 1 is not a parameter');
  });
});
