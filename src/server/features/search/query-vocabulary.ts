import { LANGUAGES } from '../../../shared/i18n/languages';
import type { Db } from '../../db/database';
import { TYPE_TOKEN } from '../../db/migrations/0045-search-listing-types';
import { FILLER_WORDS } from '../../db/reference-data/filler-words';
import { BUSINESS_TYPES, PROFESSION_TYPES } from '../../db/reference-data/listing-types';
import { BUSINESS_TYPE_WORDS, PROFESSION_TYPE_WORDS, type TradeWords } from '../../db/reference-data/trade-synonyms';
import { translate } from '../../i18n/translate';
import { searchRepository } from './search.repository';

/** A phrase of the vocabulary as written: a filler, or a word people use for a type (by the type's English name). */
export interface VocabularyEntry {
  kind: 'filler' | 'business' | 'profession';
  /** The type's English name (listing-types.ts); null for a filler. */
  typeName: string | null;
  phrase: string;
}

/** A phrase as search's tokens, and the type tokens it stands for (none for a filler). */
export interface VocabularyPhrase {
  tokens: string[];
  types: string[];
}

/** Phrases by their first token, and those first tokens with their lengths and letters (for the typo look-up). */
export interface PhraseIndex {
  byFirst: Map<string, VocabularyPhrase[]>;
  firsts: Array<{ token: string; length: number; letters: number }>;
}

/**
 * The letters of a token as 32 bits (code point mod 32). An edit adds or removes at most one letter on each side, so
 * the letters one token has and the other lacks are a lower bound of their edit distance: most of the vocabulary is
 * passed over without computing it.
 */
export function letterBits(token: string): number {
  let bits = 0;
  for (const letter of token) bits |= 1 << (letter.codePointAt(0)! & 31);
  return bits;
}

/** The words a query is classified by (classify-query.ts): fillers, and the phrases that name types. */
export interface QueryVocabulary {
  fillers: PhraseIndex;
  trades: PhraseIndex;
}

function indexed(phrases: VocabularyPhrase[]): PhraseIndex {
  const byFirst = new Map<string, VocabularyPhrase[]>();
  for (const phrase of merged(phrases)) {
    const first = phrase.tokens[0]!;
    byFirst.set(first, [...(byFirst.get(first) ?? []), phrase]);
  }
  return {
    byFirst,
    firsts: [...byFirst.keys()].map((token) => ({ token, length: Array.from(token).length, letters: letterBits(token) })),
  };
}

/** A vocabulary from its phrases (as tokens): phrases with the same tokens merged, indexed by first token. */
export const prepareVocabulary = (fillers: VocabularyPhrase[], trades: VocabularyPhrase[]): QueryVocabulary => ({
  fillers: indexed(fillers),
  trades: indexed(trades),
});

/** A type's name and each part of it around "&" or "/" ("Hair Salon & Barber" → "hair salon", "barber"). */
const nameAndParts = (name: string) => [name, ...name.split(/\s*[&/]\s*/)];

/**
 * Every phrase of the vocabulary: each type's name in every language and its parts, the words people use for it
 * (trade-synonyms.ts), and the filler words (filler-words.ts).
 */
export function vocabularyEntries(): VocabularyEntry[] {
  const entries: VocabularyEntry[] = [];
  const trades = [
    ['business', BUSINESS_TYPES, BUSINESS_TYPE_WORDS],
    ['profession', PROFESSION_TYPES, PROFESSION_TYPE_WORDS],
  ] as const;
  for (const [kind, types, synonyms] of trades) {
    for (const { name } of types) {
      const words: TradeWords = synonyms[name] ?? {};
      const phrases = new Set([
        ...LANGUAGES.flatMap((language) => nameAndParts(translate(language, name))),
        ...LANGUAGES.flatMap((language) => words[language] ?? []),
      ]);
      for (const phrase of phrases) entries.push({ kind, typeName: name, phrase });
    }
  }
  for (const language of LANGUAGES) for (const phrase of FILLER_WORDS[language]) entries.push({ kind: 'filler', typeName: null, phrase });
  return entries;
}

/** The search token that stands for a type in its listings' words (migration 0045). */
export const typeToken = (kind: 'business' | 'profession', id: number) => `${TYPE_TOKEN[kind]}${id}`;

/** Phrases with the same tokens become one, standing for all their types. */
function merged(phrases: VocabularyPhrase[]): VocabularyPhrase[] {
  const byTokens = new Map<string, VocabularyPhrase>();
  for (const { tokens, types } of phrases) {
    if (!tokens.length) continue;
    const key = tokens.join(' ');
    const known = byTokens.get(key);
    if (known) known.types = [...new Set([...known.types, ...types])];
    else byTokens.set(key, { tokens, types: [...types] });
  }
  return [...byTokens.values()];
}

/**
 * The query vocabulary, normalised and tokenised by PostgreSQL exactly as documents and queries are, with each type
 * name resolved to its id: loaded once per process on first use (the reference data changes only with a release; a
 * failed load is tried again by the next query).
 */
export function queryVocabulary(db: Db) {
  const repo = searchRepository(db);
  let loading: Promise<QueryVocabulary> | null = null;

  async function load(): Promise<QueryVocabulary> {
    const entries = vocabularyEntries();
    const rows = await repo.vocabularyTokens(entries);
    const fillers: VocabularyPhrase[] = [];
    const trades: VocabularyPhrase[] = [];
    rows.forEach(({ tokens, typeId }, i) => {
      const { kind } = entries[i]!;
      if (kind === 'filler') fillers.push({ tokens, types: [] });
      // A type named in the reference data but not (yet) in this database stands for nothing.
      else if (typeId !== null) trades.push({ tokens, types: [typeToken(kind, typeId)] });
    });
    return prepareVocabulary(fillers, trades);
  }

  return {
    get(): Promise<QueryVocabulary> {
      loading ??= load();
      loading.catch(() => (loading = null));
      return loading;
    },
  };
}
