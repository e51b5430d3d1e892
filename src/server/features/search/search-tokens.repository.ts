import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Candidate } from './search-terms';

/** Query words: their tokens, normalised as documents are, and the dictionary words near them. */
export function searchTokensRepository(db: Db) {
  return {
    /** The normalised tokens of a query, in the order typed. */
    async tokens(query: string): Promise<string[]> {
      const { rows } = await sql<{ w: string }>`
        SELECT w FROM regexp_split_to_table(search_normalize(${query}), '[^[:alnum:]]+') WITH ORDINALITY AS x(w, n)
         WHERE w <> '' ORDER BY n`.execute(db);
      return rows.map((row) => row.w);
    },

    /**
     * The phrases of the query vocabulary (query-vocabulary.ts) as tokens, normalised and split as queries are, in
     * the order given, each with the id of the type it names (null for a filler, or a type this database lacks).
     */
    async vocabularyTokens(entries: Array<{ kind: string; typeName: string | null; phrase: string }>) {
      const { rows } = await sql<{ tokens: string[]; type_id: number | null }>`
        SELECT ARRAY(SELECT w FROM regexp_split_to_table(search_normalize(e.phrase), '[^[:alnum:]]+') WITH ORDINALITY AS x(w, i)
                      WHERE w <> '' ORDER BY i) AS tokens,
               CASE e.kind WHEN 'business' THEN (SELECT business_type_id FROM business_types WHERE name = e.type_name)
                           WHEN 'profession' THEN (SELECT profession_type_id FROM profession_types WHERE name = e.type_name) END AS type_id
          FROM unnest(${entries.map((e) => e.kind)}::text[], ${entries.map((e) => e.typeName)}::text[], ${entries.map((e) => e.phrase)}::text[])
               WITH ORDINALITY AS e(kind, type_name, phrase, n)
         ORDER BY e.n`.execute(db);
      return rows.map((row) => ({ tokens: row.tokens, typeId: row.type_id }));
    },

    /** The query's tokens (in typed order) and, in the same round trip, the dictionary candidates of those without a digit. */
    async tokensWithCandidates(query: string, perWord: number): Promise<{ tokens: string[]; candidates: Candidate[] }> {
      const { rows } = await sql<{ n: number; word: string; candidate: string | null; similarity: number | null }>`
        WITH q AS (
          SELECT w AS word, min(n) AS n FROM regexp_split_to_table(search_normalize(${query}), '[^[:alnum:]]+') WITH ORDINALITY AS x(w, n)
           WHERE w <> '' GROUP BY w
        )
        SELECT q.n, q.word, c.word AS candidate, word_similarity(q.word, c.word)::float8 AS similarity
          FROM q
          LEFT JOIN LATERAL (
            (SELECT w.word FROM search_dictionary w WHERE q.word !~ '[0-9]' ORDER BY w.word <-> q.word LIMIT ${perWord})
            UNION
            (SELECT w.word FROM search_dictionary w WHERE q.word !~ '[0-9]' ORDER BY q.word <<-> w.word LIMIT ${perWord})
          ) c ON true
         ORDER BY q.n`.execute(db);
      const tokens: string[] = [];
      const candidates: Candidate[] = [];
      for (const row of rows) {
        if (tokens[tokens.length - 1] !== row.word) tokens.push(row.word);
        if (row.candidate !== null) candidates.push({ word: row.word, candidate: row.candidate, similarity: row.similarity ?? 0 });
      }
      return { tokens, candidates };
    },

    /** Dictionary words near each query word: nearest by trigram similarity and by trigram word similarity (GiST KNN). */
    async candidates(list: string[], perWord: number): Promise<Candidate[]> {
      if (!list.length) return [];
      const { rows } = await sql<Candidate>`
        SELECT q.word, c.word AS candidate, word_similarity(q.word, c.word)::float8 AS similarity
          FROM unnest(${list}::text[]) AS q(word)
         CROSS JOIN LATERAL (
           (SELECT w.word FROM search_dictionary w ORDER BY w.word <-> q.word LIMIT ${perWord})
           UNION
           (SELECT w.word FROM search_dictionary w ORDER BY q.word <<-> w.word LIMIT ${perWord})
         ) c`.execute(db);
      return rows;
    },

    /** Dictionary words that start with `prefix`, shortest first. */
    async wordsStartingWith(prefix: string, limit: number): Promise<string[]> {
      const pattern = prefix.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
      const { rows } = await sql<{ word: string }>`
        SELECT word FROM (
          SELECT word FROM search_dictionary WHERE word COLLATE "C" LIKE ${pattern} ORDER BY word COLLATE "C" LIMIT ${limit * 8}
        ) w ORDER BY length(word), word LIMIT ${limit}`.execute(db);
      return rows.map((row) => row.word);
    },
  };
}
