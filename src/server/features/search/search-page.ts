import type { SearchTab } from '../../../shared/schemas/discovery';
import type { cardsById } from '../cards/cards-by-id';
import type { blocksService } from '../blocks/blocks.service';
import type { eventReads } from '../events/events.service';
import { SOURCE_TABS, type RankedRow, type SearchPosition } from './search-sources.sql';
import type { SearchTerms } from './search-terms';

export interface SearchQuery {
  q: string;
  tab: SearchTab;
  cursor?: string;
  limit: number;
  lat?: number;
  lng?: number;
}

/** What the search tabs read beside the postings: the cards of a page, events, and who is hidden from the viewer. */
export interface PageDeps {
  hydrate: ReturnType<typeof cardsById>;
  events: ReturnType<typeof eventReads>;
  blocks: ReturnType<typeof blocksService>;
}

/** The sources a tab shows. */
export const tabSources = (tab: SearchTab) => (tab === 'all' ? SOURCE_TABS : tab === 'events' ? [] : [tab]);

export const eventWords = (found: SearchTerms) => found.words.map((word) => word.expansions);

export const positionOf = (row: RankedRow): SearchPosition => ({
  level: row.level,
  distance: row.distance ?? Infinity,
  rank: row.src,
  id: Number(row.id),
});

export const toKm = (metres: number | null) => (metres === null ? null : Math.round(metres / 100) / 10);
