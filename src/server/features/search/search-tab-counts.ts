import { LEVELS, SOURCE_TABS, SOURCES, type Counts, type Point, type SourceCounts } from './search-sources.sql';
import type { searchRepository } from './search.repository';
import type { SearchTerms } from './search-terms';
import type { searchVisibility } from './search-visibility';

/** All matches of a source, visible or not. */
const total = (counts: SourceCounts) => LEVELS.reduce<number>((sum, level) => sum + counts.placed[level] + counts.unplaced[level], 0);

export type TabCounts = Record<keyof typeof SOURCES, number>;
/** The matches per source and level, and whether the visibility index answers for them. */
export type MatchCounts = Counts & { indexed: boolean };

/** A search's counts: the matches per source and level, then what the viewer may see of them in each tab. */
export function searchTabCounts(repo: ReturnType<typeof searchRepository>, visibility: ReturnType<typeof searchVisibility>) {
  return {
    /**
     * Every match per source (per level, from the postings: they plan the reads), with the match bitmaps when the
     * index is loaded, and for a first page (`firstOf`: the tab's sources) the bits of its first level too.
     */
    async matchCounts(found: SearchTerms, viewerAt: Point, firstOf: number[] | null = null): Promise<MatchCounts> {
      const indexed = visibility.ready();
      if (indexed && firstOf) {
        // The rows come from the index: it is refreshed after the counts' snapshot, so it holds every change they show.
        const counts = await repo.counts(found, viewerAt, true, firstOf);
        await visibility.refresh();
        return { ...counts, indexed };
      }
      const [counts] = await Promise.all([repo.counts(found, viewerAt, indexed), indexed ? visibility.refresh() : null]);
      return { ...counts, indexed };
    },

    /** The tab counts: the matches the viewer may see, from the visibility index when it is loaded, else counted on the rows. */
    async visibleCounts(matched: MatchCounts, found: SearchTerms, viewerAt: Point): Promise<TabCounts> {
      if (!matched.indexed) {
        const withMatches = SOURCE_TABS.filter((tab) => total(matched.perSource[tab]) > 0);
        return repo.visibleCounts(found, viewerAt, withMatches);
      }
      const visible = await visibility.count(matched);
      return Object.fromEntries(SOURCE_TABS.map((tab) => [tab, visible.get(SOURCES[tab].rank) ?? 0])) as TabCounts;
    },

    /** The tab counts without the matches of members hidden from the viewer (decision 0019); as they are when nobody is. */
    async countsWithout(counts: TabCounts, hidden: ReadonlySet<string>, found: SearchTerms, viewerAt: Point): Promise<TabCounts> {
      if (hidden.size === 0) return counts;
      const tabs = SOURCE_TABS.filter((tab) => counts[tab] > 0);
      const owned = await repo.ownedCounts(found, viewerAt, tabs, [...hidden]);
      return Object.fromEntries(SOURCE_TABS.map((tab) => [tab, Math.max(0, counts[tab] - owned[tab])])) as TabCounts;
    },
  };
}
