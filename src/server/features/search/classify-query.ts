import { letterBits, type PhraseIndex, type QueryVocabulary, type VocabularyPhrase } from './query-vocabulary';
import { editDistance, typosAllowed } from './search-terms';

/**
 * What each stretch of a query is (docs/decisions/0005-search.md, "Query words"):
 * - `filler`: words that only say where or which ("in", "near", "wey dey", "kusa da"): never required;
 * - `trade`: a phrase that names a business or profession type in any language ("tailor", "mama put", "mai gadi"):
 *   its words match as typed, or the listing's type does (`types`: word for word; `nearTypes`: through a typo);
 * - `word`: any other word, matched as typed or through the dictionary's spellings.
 * A new kind of stretch (a place, say) is one more branch here and in `pickWords`.
 */
export type QueryPart =
  | { kind: 'filler'; tokens: string[] }
  | { kind: 'trade'; tokens: string[]; types: string[]; nearTypes: string[] }
  | { kind: 'word'; tokens: [string] };

function bitCount(bits: number): number {
  let n = 0;
  for (let rest = bits; rest; rest &= rest - 1) n += 1;
  return n;
}

/** The phrases whose first token is `typed`, or (with `typos`) within its allowed edits of it. */
function startingWith(index: PhraseIndex, typed: string, typos: boolean): VocabularyPhrase[] {
  const exact = index.byFirst.get(typed) ?? [];
  const allowed = typos ? typosAllowed(typed) : 0;
  if (allowed === 0) return exact;
  const length = Array.from(typed).length;
  const letters = letterBits(typed);
  const near = index.firsts.filter(
    (first) =>
      first.token !== typed &&
      Math.abs(first.length - length) <= allowed &&
      bitCount(letters & ~first.letters) <= allowed &&
      bitCount(first.letters & ~letters) <= allowed &&
      editDistance(typed, first.token, allowed) <= allowed,
  );
  return [...exact, ...near.flatMap((first) => index.byFirst.get(first.token)!)];
}

/** How a phrase's tokens match the query's at `at`: 'exact', 'typo' (each within its allowed edits) or null. */
function matchAt(tokens: string[], at: number, phrase: VocabularyPhrase, typos: boolean): 'exact' | 'typo' | null {
  if (at + phrase.tokens.length > tokens.length) return null;
  let exact = true;
  for (let k = 0; k < phrase.tokens.length; k++) {
    const typed = tokens[at + k]!;
    const want = phrase.tokens[k]!;
    if (typed === want) continue;
    const allowed = typos ? typosAllowed(typed) : 0;
    if (allowed === 0 || editDistance(typed, want, allowed) > allowed) return null;
    exact = false;
  }
  return exact ? 'exact' : 'typo';
}

/**
 * The query's tokens (normalised, in typed order) as stretches, left to right, the longest phrase first at each
 * word. Fillers match word for word; trade phrases forgive each word its typos (by length, as search does).
 */
export function classifyTokens(tokens: string[], vocabulary: QueryVocabulary): QueryPart[] {
  const parts: QueryPart[] = [];
  let at = 0;
  while (at < tokens.length) {
    let trade = { length: 0, types: new Set<string>(), nearTypes: new Set<string>() };
    for (const phrase of startingWith(vocabulary.trades, tokens[at]!, true)) {
      if (phrase.tokens.length < trade.length) continue;
      const how = matchAt(tokens, at, phrase, true);
      if (!how) continue;
      if (phrase.tokens.length > trade.length) trade = { length: phrase.tokens.length, types: new Set(), nearTypes: new Set() };
      for (const type of phrase.types) (how === 'exact' ? trade.types : trade.nearTypes).add(type);
    }
    let filler = 0;
    for (const phrase of startingWith(vocabulary.fillers, tokens[at]!, false))
      if (matchAt(tokens, at, phrase, false)) filler = Math.max(filler, phrase.tokens.length);
    if (trade.length > 0 && trade.length >= filler) {
      const nearTypes = [...trade.nearTypes].filter((type) => !trade.types.has(type));
      parts.push({ kind: 'trade', tokens: tokens.slice(at, at + trade.length), types: [...trade.types], nearTypes });
      at += trade.length;
    } else if (filler > 0) {
      parts.push({ kind: 'filler', tokens: tokens.slice(at, at + filler) });
      at += filler;
    } else {
      parts.push({ kind: 'word', tokens: [tokens[at]!] });
      at += 1;
    }
  }
  return parts;
}

/**
 * Types whose phrase the query could be the start of, as suggestions are typed: every token but the last word for
 * word, the last the start of the phrase's next word (of three letters at least when it is the first word: "ta" would
 * name a dozen types; a shorter first word counts whole).
 */
export function typesStartedBy(tokens: string[], vocabulary: QueryVocabulary): string[] {
  const last = tokens[tokens.length - 1];
  if (!last) return [];
  const done = tokens.slice(0, -1);
  const types = new Set<string>();
  const { byFirst, firsts } = vocabulary.trades;
  const candidates = done.length
    ? (byFirst.get(done[0]!) ?? [])
    : firsts.filter((first) => first.token.startsWith(last)).flatMap((first) => byFirst.get(first.token)!);
  for (const phrase of candidates) {
    if (phrase.tokens.length < tokens.length || done.some((token, k) => phrase.tokens[k] !== token)) continue;
    const next = phrase.tokens[done.length]!;
    if (done.length > 0 || Array.from(last).length >= 3 ? next.startsWith(last) : next === last)
      for (const type of phrase.types) types.add(type);
  }
  return [...types];
}

/**
 * The plain words at the end of a query after its last filler ("zzzqx" of "tailor in zzzqx"), when something other
 * than fillers comes before that filler: they may name a place the gazetteer lacks. Empty otherwise.
 */
export function wordsAfterLastFiller(parts: QueryPart[]): string[] {
  let last = -1;
  parts.forEach((part, i) => {
    if (part.kind === 'filler') last = i;
  });
  const after = parts.slice(last + 1);
  const before = parts.slice(0, Math.max(last, 0)).some((part) => part.kind !== 'filler');
  if (last < 0 || !before || !after.length || after.some((part) => part.kind !== 'word')) return [];
  return after.flatMap((part) => part.tokens);
}
