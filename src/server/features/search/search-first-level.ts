import { SOURCES, type Counts, type Level, type RankedRow, type SourceCounts } from './search-sources.sql';
import { tabSources, type SearchQuery } from './search-page';
import type { searchVisibility } from './search-visibility';
import { greatCircleMetres } from './visibility-index';

/** What visiting one match costs the visibility index, and one row a PostgreSQL walk (nanoseconds; see `indexedSources`). */
const INDEX_NS_PER_MATCH = 15;
const WALK_NS_PER_ROW = 5000;

/** A first page's first level as far as the index gave it: its rows from `sources` (the best `page + 1` there). */
export interface FirstLevel {
  level: Level;
  sources: number[];
  rows: RankedRow[];
}

/**
 * The sources whose first-level rows are cheaper taken from the visibility index than walked in PostgreSQL: the index
 * visits every match of the level, a walk about size / n × want rows, each at the measured cost above (decision 0005,
 * "The first level from the index"; bench/RESULTS.md, session 18). The commonest words' posts are walked.
 */
function indexedSources(
  tabs: Array<keyof typeof SOURCES>,
  perSource: Record<keyof typeof SOURCES, SourceCounts>,
  level: Level,
  want: number,
) {
  return tabs.flatMap((tab) => {
    const n = perSource[tab].placed[level] + perSource[tab].unplaced[level];
    return n > 0 && n * n * INDEX_NS_PER_MATCH <= perSource[tab].rows * want * WALK_NS_PER_ROW ? [SOURCES[tab].rank] : [];
  });
}

/** A first page's rows of its first level from the sources the index answers for; null when every row is to be read. */
export function firstLevel(visibility: ReturnType<typeof searchVisibility>, query: SearchQuery, matched: Counts): FirstLevel | null {
  const level = matched.first?.level;
  if (level === undefined) return null;
  const want = query.limit + 1;
  const sources = indexedSources(tabSources(query.tab), matched.perSource, level, want);
  if (!sources.length) return null;
  const near = visibility.nearest(matched, sources, want, query.lat !== undefined && query.lng !== undefined);
  if (!near) return null;
  const rows = near.map((row) => {
    const placed = Number.isFinite(row.distance);
    return {
      src: row.src,
      id: String(row.id),
      level,
      distance: placed ? row.distance : null,
      metres: placed ? greatCircleMetres(row.distance) : null,
    };
  });
  return { level, sources, rows };
}
