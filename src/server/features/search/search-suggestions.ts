import type { Suggestion } from '../../../shared/schemas/discovery';
import type { Viewer } from '../../auth/session';
import { listingTypeName } from '../../kit/listings/listing-type-name';
import type { blocksService } from '../blocks/blocks.service';
import { classifyTokens, typesStartedBy } from './classify-query';
import type { searchRepository } from './search.repository';
import { KINDS, viewerPoint } from './search-sources.sql';
import { expand, typosAllowed } from './search-terms';
import { CANDIDATES, type searchWords } from './search-words';

const SUGGESTIONS = 8;
/** Words a partial last word may stand for in suggestions. */
const SUGGESTION_WORDS = 12;

/** Suggestions for a partial query: names that start with it or contain its words, and listings of the types it starts to name. */
export function searchSuggestions(deps: {
  repo: ReturnType<typeof searchRepository>;
  vocabulary: ReturnType<typeof searchWords>['vocabulary'];
  blocks: ReturnType<typeof blocksService>;
}) {
  const { repo, vocabulary, blocks } = deps;
  /** `viewer` is a promise: the session and the block list are read while the words are looked up. */
  return async function suggestions(
    q: string,
    position: { lat?: number; lng?: number } = {},
    viewer: Promise<Viewer | null> = Promise.resolve(null),
  ): Promise<Suggestion[]> {
    const hiding = viewer.then((member) => blocks.hiddenFrom(member));
    hiding.catch(() => undefined);
    const [tokens, known] = await Promise.all([repo.tokens(q), vocabulary()]);
    const last = tokens[tokens.length - 1];
    let words: string[] = [];
    if (last && Array.from(last).length >= 2) {
      const prefixed = await repo.wordsStartingWith(last, SUGGESTION_WORDS);
      const typos = typosAllowed(last) > 0 ? expand(last, await repo.candidates([last], CANDIDATES)).slice(1) : [];
      words = [...new Set([...prefixed, ...typos])];
    }
    // The words before the last, without fillers ("tailor in ya…"): every one is in the name.
    const exact = [...new Set(classifyTokens(tokens.slice(0, -1), known).flatMap((part) => (part.kind === 'filler' ? [] : part.tokens)))];
    // Listings of the types the query starts to name ("tai" → Tailor, Fashion & Tailoring), nearest first.
    const types = last ? typesStartedBy([...exact, last], known) : [];
    // Walk the table where matching rows are frequent (about rows / n × 8 rows read), else read the GIN bitmap (n).
    const walk = { names: new Set<number>(), types: new Set<number>() };
    if (words.length || types.length) {
      const { estimate, typeEstimate, rows: sizes } = await repo.nameEstimates(words, exact, types);
      const dense = (rank: number, n: number) => n > 0 && ((sizes.get(rank) ?? 0) / n) * SUGGESTIONS < n;
      for (const [rank, n] of estimate) if (dense(rank, n)) walk.names.add(rank);
      for (const [rank, n] of typeEstimate) if (dense(rank, n)) walk.types.add(rank);
    }
    const hidden = [...(await hiding)];
    const rows = await repo.suggestions(q, exact, words, types, SUGGESTIONS, walk, viewerPoint(position.lat, position.lng), hidden);
    const seen = new Set<string>();
    const items: Suggestion[] = [];
    for (const row of rows) {
      const key = `${row.src}:${row.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const type = KINDS[row.src - 1]!;
      // A listing's sublabel is its type's name; a product's its business, a post's its author.
      const sublabel = type === 'business' || type === 'profession' ? listingTypeName(row.sublabel) : row.sublabel;
      items.push({ type, id: Number(row.id), label: row.label, sublabel });
      if (items.length === SUGGESTIONS) break;
    }
    return items;
  };
}
