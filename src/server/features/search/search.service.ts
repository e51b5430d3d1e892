import type { SearchResult, SearchTab, Suggestion } from '../../../shared/schemas/discovery';
import type { Viewer } from '../../auth/session';
import { badRequest } from '../../http/errors';
import type { ListingDeps } from '../listings-common/service-deps';
import { feedItems } from '../feed/feed-items';
import { SOURCE_TABS, SOURCES, searchRepository, type RankedRow, type SearchPosition, type SearchTerms } from './search.repository';

/** At most this many words of a query are matched (each is one more index condition). */
const MAX_WORDS = 6;
const SUGGESTIONS = 8;

/** The query's words: split on anything that is not a letter or digit; one-letter words only when nothing else is left. */
export function searchTerms(query: string): SearchTerms | null {
  const all = [...new Set(query.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean))];
  const long = all.filter((word) => Array.from(word.normalize('NFD').replace(/\p{M}/gu, '')).length > 1);
  const words = (long.length ? long : all).slice(0, MAX_WORDS);
  return words.length ? { query, words } : null;
}

const INVALID_CURSOR = () => badRequest('This page link is no longer valid. Search again.', { cursor: 'Invalid cursor' });

function encodeCursor(tab: SearchTab, position: SearchPosition): string {
  return Buffer.from(JSON.stringify([tab, String(position.negScore), String(position.distance), position.rank, position.id])).toString(
    'base64url',
  );
}

function decodeCursor(tab: SearchTab, cursor: string | undefined): SearchPosition | null {
  if (!cursor) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw INVALID_CURSOR();
  }
  if (!Array.isArray(parsed) || parsed.length !== 5 || parsed[0] !== tab) throw INVALID_CURSOR();
  const [, negScore, distance, rank, id] = parsed as unknown[];
  const position = { negScore: Number(negScore), distance: Number(distance), rank: Number(rank), id: Number(id) };
  if (
    typeof negScore !== 'string' ||
    typeof distance !== 'string' ||
    !Number.isFinite(position.negScore) ||
    !(Number.isFinite(position.distance) || position.distance === Infinity) ||
    !Number.isInteger(position.rank) ||
    !Number.isSafeInteger(position.id)
  ) {
    throw INVALID_CURSOR();
  }
  return position;
}

const positionOf = (row: RankedRow): SearchPosition => ({
  negScore: -row.score,
  distance: row.distance ?? Infinity,
  rank: row.src,
  id: Number(row.id),
});

/** Search's source numbers (1–4) as feed kinds. */
const KINDS = ['profession', 'business', 'product', 'post'] as const;

const toKm = (metres: number | null) => (metres === null ? null : Math.round(metres / 100) / 10);

export interface SearchQuery {
  q: string;
  tab: SearchTab;
  cursor?: string;
  limit: number;
  lat?: number;
  lng?: number;
}

export function searchService(deps: ListingDeps) {
  const repo = searchRepository(deps.db);
  const hydrate = feedItems(deps);

  return {
    async search(query: SearchQuery, viewer: Viewer | null): Promise<SearchResult> {
      const after = decodeCursor(query.tab, query.cursor);
      const terms = searchTerms(query.q);
      if (!terms) return { counts: { all: 0, professionals: 0, businesses: 0, products: 0, posts: 0 }, items: [], nextCursor: null };
      const origin = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
      const sources = query.tab === 'all' ? SOURCE_TABS.map((tab) => SOURCES[tab]) : [SOURCES[query.tab]];
      const [counts, rows] = await Promise.all([repo.counts(terms), repo.ranked(sources, terms, origin, after, query.limit + 1)]);
      const pageRows = rows.slice(0, query.limit);
      const last = pageRows[pageRows.length - 1];
      return {
        counts: { all: counts.professionals + counts.businesses + counts.products + counts.posts, ...counts },
        items: await hydrate(
          pageRows.map((row) => ({ kind: KINDS[row.src - 1]!, id: Number(row.id), distanceKm: toKm(row.distance) })),
          viewer,
        ),
        nextCursor: rows.length > query.limit && last ? encodeCursor(query.tab, positionOf(last)) : null,
      };
    },

    async suggestions(q: string): Promise<Suggestion[]> {
      const rows = await repo.suggestions(q, SUGGESTIONS);
      const seen = new Set<string>();
      const items: Suggestion[] = [];
      for (const row of rows) {
        const key = `${row.src}:${row.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        items.push({ type: KINDS[row.src - 1]!, id: Number(row.id), label: row.label, sublabel: row.sublabel });
        if (items.length === SUGGESTIONS) break;
      }
      return items;
    },
  };
}
