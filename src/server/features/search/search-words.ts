import type { Db } from '../../db/database';
import { searchRepository } from './search.repository';
import { expand, pickWords, type SearchTerms } from './search-terms';

/** Dictionary candidates fetched per query word and per KNN order (similarity, word similarity). */
export const CANDIDATES = 24;

/**
 * A query's words with their expansions from the search dictionary (docs/decisions/0005-search.md), or null when it
 * has none: search and the map's text filter match the same documents for the same words.
 */
export function searchWords(db: Db) {
  const repo = searchRepository(db);
  return {
    async terms(q: string): Promise<SearchTerms | null> {
      const { tokens, candidates } = await repo.tokensWithCandidates(q, CANDIDATES);
      const words = pickWords(tokens);
      if (!words.length) return null;
      return {
        words: words.map((word) => ({
          word,
          expansions: expand(
            word,
            candidates.filter((c) => c.word === word),
          ),
        })),
      };
    },
  };
}
