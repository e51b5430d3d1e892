import type { QueryPart } from './classify-query';

/**
 * Query words and their expansions (docs/decisions/0005-search.md).
 *
 * A query word matches a document when the document contains one of the word's expansions: the word itself, and
 * dictionary words that are (a) within `typosAllowed` edits (Levenshtein), or (b) contain it by trigram word
 * similarity ≥ 0.6 (pg_trgm's `<%`: "tailor" → "tailored", "plumber" → "plumbers"). Words with a digit match
 * exactly. At most MAX_EXPANSIONS per word, best first.
 */

/** At most this many words of a query are matched. */
export const MAX_WORDS = 6;
/** At most this many dictionary words stand for one query word. */
export const MAX_EXPANSIONS = 16;
/** pg_trgm's default word_similarity_threshold. */
export const WORD_SIMILARITY = 0.6;

export interface QueryWord {
  /** Normalised (lower case, no accents), as the documents' tokens. */
  word: string;
  /** The word itself first, then the other dictionary words and the type tokens it stands for. */
  expansions: string[];
  /**
   * The type tokens (migration 0045) of the types the word names as typed, alone or in its phrase ("tailor",
   * "mama put"): a listing of such a type holds the word as typed, for the relevance levels. Among the expansions too.
   */
  types?: string[];
}

export interface SearchTerms {
  words: QueryWord[];
  /** The query held only fillers, searched as written ("in"). */
  fillersOnly?: boolean;
  /** The plain words after the query's last filler (`wordsAfterLastFiller`): perhaps a place the gazetteer lacks. */
  afterFiller?: string[];
  /**
   * The query named a place and is centred on it: a listing's whole text counts as its name, so the levels are "every
   * word as typed" (3) and "through a spelling" (1), each nearest the place first (docs/decisions/0005-search.md).
   */
  byPlace?: boolean;
}

export interface Candidate {
  word: string;
  candidate: string;
  similarity: number;
}

const length = (word: string) => Array.from(word).length;

/** Edits allowed for a word of this many characters: none below 5, one up to 8, two from 9. */
export function typosAllowed(word: string): number {
  if (/\d/.test(word)) return 0;
  const n = length(word);
  return n >= 9 ? 2 : n >= 5 ? 1 : 0;
}

/** Levenshtein distance (insert, delete, substitute) by code point, giving up above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[y.length]!;
}

/** The tokens that count as the word as typed: the word itself, and the types it names as typed. */
export const asTyped = (w: QueryWord): string[] => (w.types?.length ? [w.word, ...w.types] : [w.word]);

/** What a query word stands for besides its spellings: the types it names as typed, and through a typo. */
export interface WordTypes {
  word: string;
  types: string[];
  nearTypes: string[];
}

/**
 * The words to match, from the query's stretches (classify-query.ts): fillers left out unless nothing else is left;
 * distinct, one-letter words only when nothing else is left (digits always), at most MAX_WORDS. A phrase's words
 * each stand for its types too, so the phrase matches as its words or as a listing of one of its types: (w₁ ∧ w₂) ∨ T
 * = (w₁ ∨ T) ∧ (w₂ ∨ T).
 */
export function pickWords(parts: QueryPart[]): WordTypes[] {
  const content = parts.filter((part) => part.kind !== 'filler');
  const byWord = new Map<string, WordTypes>();
  for (const part of content.length ? content : parts) {
    for (const word of part.tokens) {
      const known = byWord.get(word) ?? { word, types: [], nearTypes: [] };
      if (part.kind === 'trade') {
        known.types = [...new Set([...known.types, ...part.types])];
        known.nearTypes = [...new Set([...known.nearTypes, ...part.nearTypes])];
      }
      byWord.set(word, known);
    }
  }
  const all = [...byWord.values()].filter(({ word }) => word);
  const long = all.filter(({ word }) => length(word) > 1 || /\d/.test(word));
  return (long.length ? long : all).slice(0, MAX_WORDS).map((w) => ({ ...w, nearTypes: w.nearTypes.filter((t) => !w.types.includes(t)) }));
}

/** A word's expansions from its dictionary candidates: itself, then by fewest edits, then by similarity. */
export function expand(word: string, candidates: Candidate[]): string[] {
  if (/\d/.test(word)) return [word];
  const max = typosAllowed(word);
  const kept = new Map<string, { edits: number; similarity: number }>();
  for (const { candidate, similarity } of candidates) {
    if (candidate === word || kept.has(candidate)) continue;
    const edits = editDistance(word, candidate, Math.max(max, 2));
    if (edits <= max || similarity >= WORD_SIMILARITY) kept.set(candidate, { edits, similarity });
  }
  const ranked = [...kept.entries()]
    .sort(([a, x], [b, y]) => x.edits - y.edits || y.similarity - x.similarity || (a < b ? -1 : a > b ? 1 : 0))
    .map(([candidate]) => candidate);
  return [word, ...ranked].slice(0, MAX_EXPANSIONS);
}
