import {
  LEVELS,
  SOURCES,
  searchOrder,
  type Part,
  type Point,
  type RankedRow,
  type SearchPosition,
  type SourceCounts,
} from './search-sources.sql';
import type { searchRepository } from './search.repository';
import type { FirstLevel } from './search-first-level';
import { tabSources, type SearchQuery } from './search-page';
import type { SearchTerms } from './search-terms';

/**
 * The page's rows (and one more): levels best first until full; only parts with matches are read. `first`: the first
 * level's rows of some sources, already taken from the index (the level's other sources are read and merged).
 */
export async function pageRows(
  repo: ReturnType<typeof searchRepository>,
  query: SearchQuery,
  perSource: Record<keyof typeof SOURCES, SourceCounts>,
  found: SearchTerms,
  viewerAt: Point,
  after: SearchPosition | null,
  first: FirstLevel | null = null,
): Promise<RankedRow[]> {
  const origin = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
  const tabs = tabSources(query.tab);
  const want = query.limit + 1;
  const rows: RankedRow[] = [];
  for (const level of LEVELS) {
    if (rows.length >= want) break;
    if (after && level > after.level) continue;
    // The levels above the first are empty in these sources.
    if (first && level > first.level) continue;
    const known = first && level === first.level ? first : null;
    const parts: Part[] = [];
    for (const tab of tabs) {
      if (known?.sources.includes(SOURCES[tab].rank)) continue;
      const { placed, unplaced, superset, rows: size } = perSource[tab];
      const part = (kind: Part['placed'], n: number) => {
        // Walking in result order visits about size / n × want rows; the GIN bitmap reads the level's superset.
        if (n > 0) parts.push({ source: SOURCES[tab], placed: kind, walk: (size / n) * want < superset[level] });
      };
      if (origin) {
        part('placed', placed[level]);
        part('unplaced', unplaced[level]);
      } else {
        part('all', placed[level] + unplaced[level]);
      }
    }
    const read = await repo.level(parts, found, level, origin, viewerAt, after, want - rows.length);
    rows.push(...(known ? [...known.rows, ...read].sort(searchOrder).slice(0, want - rows.length) : read));
  }
  return rows;
}
