import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { searchWords, TERMS_REUSED_MS } from '../../src/server/features/search/search-words';
import { useTemplateDatabase } from '../support/test-server';

const database = useTemplateDatabase();

describe('query expansions reused for a minute (decision 0025)', () => {
  it('reuses a query text’s expansions within the window and takes new dictionary words after it', async () => {
    let clock = 0;
    const { terms } = searchWords(database.db, () => clock);
    await sql`INSERT INTO search_dictionary (word) VALUES ('zobomaker')`.execute(database.db);

    const first = await terms('Zobomaker');
    expect(first?.words).toEqual([{ word: 'zobomaker', expansions: ['zobomaker'] }]);

    // A listing brings a new spelling into the dictionary.
    await sql`INSERT INTO search_dictionary (word) VALUES ('zobomakers')`.execute(database.db);
    clock = TERMS_REUSED_MS - 1;
    expect(await terms('Zobomaker')).toBe(first);
    // Another text is its own entry, looked up now.
    expect((await terms('zobomaker'))?.words[0]?.expansions).toEqual(['zobomaker', 'zobomakers']);

    clock = TERMS_REUSED_MS + 1;
    const later = await terms('Zobomaker');
    expect(later).not.toBe(first);
    expect(later?.words[0]?.expansions).toEqual(['zobomaker', 'zobomakers']);
  });

  it('shares one look-up between searches of the same text at the same moment, and keeps "no words" too', async () => {
    const { terms } = searchWords(database.db, () => 0);
    const [a, b] = await Promise.all([terms('adire tie-dye'), terms('adire tie-dye')]);
    expect(a).toBe(b);
    expect(a?.words.map((word) => word.word)).toEqual(['adire', 'tie', 'dye']);
    expect(await terms('  !! ')).toBeNull();
  });
});
