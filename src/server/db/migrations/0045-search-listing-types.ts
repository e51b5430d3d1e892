import { Kysely, sql } from 'kysely';
import { BUSINESS_TYPES, PROFESSION_TYPES } from '../reference-data/listing-types';
import { CHUNK_BITS, NAME_SOURCE_OFFSET } from './0010-search-words';

/**
 * A listing is found by its type (issue 35; docs/decisions/0005-search.md, "Types and their words").
 *
 * - Each profession's and business's `search_words` also holds one token for its type, `profession_type:<id>` /
 *   `business_type:<id>` (TYPE_TOKEN). The tokeniser splits on anything that is not a letter or a digit, so no text
 *   can produce it. A query word that names a type (its name in any language, or a word people use for it) stands
 *   for that token too, so the postings, counts, levels and walks need nothing new. The token is in the text words
 *   only, never in the name words: a listing found by its type alone is never at the name level.
 * - The token is computed from the row's own type column in the generated expression: changing a listing's type
 *   changes its words in the same statement, and the postings triggers move it at once.
 * - Type tokens stay out of the typo dictionary (`search_postings_statements`, as in 0010 with that one filter): a
 *   query word must never expand to one by similarity ("business" is contained in "business_type:6").
 * - The everyday trades added to listing-types.ts (Vulcanizer, Panel Beater, Barber) are added to a database made
 *   before them.
 */
export const TYPE_TOKEN = { profession: 'profession_type:', business: 'business_type:' } as const;

const LISTINGS = [
  {
    table: 'professions',
    id: 'profession_id',
    source: 1,
    text: `coalesce(title, '') || ' ' || coalesce(description, '')`,
    type: 'profession_type_id',
    prefix: TYPE_TOKEN.profession,
  },
  {
    table: 'businesses',
    id: 'business_id',
    source: 2,
    text: `coalesce(name, '') || ' ' || coalesce(description, '')`,
    type: 'business_type_id',
    prefix: TYPE_TOKEN.business,
  },
] as const;

const SHIFT = Math.log2(CHUNK_BITS);

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, types] of [
    ['business_types', BUSINESS_TYPES],
    ['profession_types', PROFESSION_TYPES],
  ] as const) {
    await sql`INSERT INTO ${sql.table(table)} (name, icon)
              SELECT * FROM unnest(${types.map((t) => t.name)}::text[], ${types.map((t) => t.icon)}::text[])
              ON CONFLICT (name) DO NOTHING`.execute(db);
  }

  const chunkOf = sql.raw(`(r.id >> ${SHIFT})::int`);
  const bitOf = sql.raw(`(r.id & ${CHUNK_BITS - 1})::int`);
  // 0010's function, with type tokens (the only words with a ':') kept out of the dictionary.
  await sql`
    CREATE OR REPLACE FUNCTION search_postings_statements(src smallint, rows_sql text, sign integer) RETURNS SETOF text
    LANGUAGE plpgsql IMMUTABLE AS $fn$
    DECLARE
      postings text := format($q$
        SELECT w, %1$s::smallint AS source, ${chunkOf} AS chunk, search_bits(${bitOf}, 1) AS bits
          FROM (%2$s) r, unnest(CASE WHEN r.unplaced THEN r.search_words || ''::text ELSE r.search_words END) w
         GROUP BY 1, 2, 3
        UNION ALL
        SELECT w, %1$s::smallint + ${sql.raw(String(NAME_SOURCE_OFFSET))}, ${chunkOf}, search_bits(${bitOf}, 1)
          FROM (%2$s) r, unnest(r.search_name_words) w
         GROUP BY 1, 2, 3$q$, src, rows_sql);
    BEGIN
      IF sign > 0 THEN
        RETURN NEXT format($q$
          INSERT INTO search_dictionary (word)
          SELECT DISTINCT w FROM (%s) r, unnest(r.search_words) w WHERE w ~ '[^0-9]' AND strpos(w, ':') = 0
          ORDER BY 1
          ON CONFLICT DO NOTHING$q$, rows_sql);
        RETURN NEXT format($q$
          INSERT INTO search_postings AS p (word, source, chunk, bits)
          SELECT * FROM (%s) d ORDER BY 1, 2, 3
          ON CONFLICT (word, source, chunk) DO UPDATE SET bits = p.bits | excluded.bits$q$, postings);
      ELSE
        RETURN NEXT format($q$
          UPDATE search_postings p SET bits = p.bits & ~d.bits
            FROM (%s) d
           WHERE p.word = d.w AND p.source = d.source AND p.chunk = d.chunk$q$, postings);
      END IF;
    END
    $fn$`.execute(db);

  for (const { table, id, source, text, type, prefix } of LISTINGS) {
    const t = sql.table(table);
    // PostgreSQL 15 cannot change a generated column's expression: drop it (and its GIN index) and add it again.
    await sql`ALTER TABLE ${t} DROP COLUMN search_words`.execute(db);
    await sql`ALTER TABLE ${t} ADD COLUMN search_words text[] GENERATED ALWAYS AS (
                search_tokens(search_normalize(${sql.raw(text)} || ' ' || coalesce(search_owner, '')))
                || CASE WHEN ${sql.ref(type)} IS NULL THEN '{}'::text[] ELSE ARRAY[${sql.lit(prefix)} || ${sql.ref(type)}::text] END
              ) STORED`.execute(db);
    await sql`DELETE FROM search_postings WHERE source IN (${source}, ${source + NAME_SOURCE_OFFSET})`.execute(db);
    const { rows } = await sql<{ q: string }>`
      SELECT search_postings_statements(${source}::smallint, ${`SELECT ${id} AS id, search_words, search_name_words, earth IS NULL AS unplaced FROM ${table}`}, 1) AS q`.execute(
      db,
    );
    for (const { q } of rows) await sql.raw(q).execute(db);
    await sql`CREATE INDEX ${sql.raw(`${table}_search_words_idx`)} ON ${t} USING gin (search_words)`.execute(db);
    await sql`ANALYZE ${t}`.execute(db);
  }
  await sql`ANALYZE search_postings`.execute(db);
}
