import type { Db } from '../../db/database';
import { classifyTokens, wordsAfterLastFiller } from './classify-query';
import { queryVocabulary } from './query-vocabulary';
import { searchRepository } from './search.repository';
import { expand, pickWords, type SearchTerms } from './search-terms';

/** Dictionary candidates fetched per query word and per KNN order (similarity, word similarity). */
export const CANDIDATES = 24;

/**
 * How long a query's expansions are reused. A word itself always matches exactly (it is its own first expansion), so
 * what reuse can miss is a word added to the dictionary since, as another spelling, for at most this long.
 */
export const TERMS_REUSED_MS = 60_000;
/** Distinct query texts kept: the common trade words people type again and again, not every query ever seen. */
const TERMS_KEPT = 2_000;

/**
 * A query's words with their expansions from the search dictionary and the types they name (docs/decisions/0005-search.md,
 * classify-query.ts), or null when it has none: search and the map's text filter match the same documents for the same
 * words. The expansions of a query text typed in the last minute are reused (decision 0025): the dictionary's
 * nearest-word walks cost a round trip and two GiST walks per word on every search.
 */
export function searchWords(db: Db, now: () => number = () => performance.now()) {
  const repo = searchRepository(db);
  const vocabulary = queryVocabulary(db);
  const recent = new Map<string, { at: number; terms: Promise<SearchTerms | null> }>();

  async function lookUp(q: string): Promise<SearchTerms | null> {
    const [known, { tokens, candidates }] = await Promise.all([vocabulary.get(), repo.tokensWithCandidates(q, CANDIDATES)]);
    const parts = classifyTokens(tokens, known);
    const words = pickWords(parts);
    if (!words.length) return null;
    const afterFiller = wordsAfterLastFiller(parts);
    return {
      ...(parts.every((part) => part.kind === 'filler') ? { fillersOnly: true } : {}),
      ...(afterFiller.length ? { afterFiller } : {}),
      words: words.map(({ word, types, nearTypes }) => ({
        word,
        expansions: [
          ...new Set([
            ...expand(
              word,
              candidates.filter((c) => c.word === word),
            ),
            ...types,
            ...nearTypes,
          ]),
        ],
        ...(types.length ? { types } : {}),
      })),
    };
  }

  return {
    /** The query vocabulary the words are classified by (fillers, the phrases that name types). */
    vocabulary: vocabulary.get,
    /** The words' posting bitmaps per source and chunk, for a text filter on an in-memory index (the map's). */
    bitmaps: (terms: SearchTerms, sources: number[]) => repo.matchBitmaps(terms, sources),
    terms(q: string): Promise<SearchTerms | null> {
      const kept = recent.get(q);
      if (kept && now() - kept.at < TERMS_REUSED_MS) return kept.terms;
      const terms = lookUp(q);
      recent.delete(q);
      if (recent.size >= TERMS_KEPT) recent.delete(recent.keys().next().value!);
      recent.set(q, { at: now(), terms });
      // A failed look-up is not kept: the next search asks again.
      terms.catch(() => recent.get(q)?.terms === terms && recent.delete(q));
      return terms;
    },
  };
}
