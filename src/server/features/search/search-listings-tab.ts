import type { SearchResult } from '../../../shared/schemas/discovery';
import type { Viewer } from '../../auth/session';
import type { DomainEvents } from '../../domain-events/domain-events';
import { KINDS, SOURCES, viewerPoint, type RankedRow, type SearchPosition } from './search-sources.sql';
import type { searchRepository } from './search.repository';
import { decodeCursor, encodeCursor } from './search-cursor';
import { firstLevel } from './search-first-level';
import { eventWords, positionOf, tabSources, toKm, type PageDeps } from './search-page';
import { pageRows } from './search-page-rows';
import { pageWithout } from './search-page-without';
import type { searchTabCounts } from './search-tab-counts';
import type { SearchTerms } from './search-terms';
import type { Understood } from './search-understand';
import type { searchVisibility } from './search-visibility';

/** What the listings' tabs read: the postings, the visibility index, the counts, and owner analytics' events. */
export interface ListingsDeps extends PageDeps {
  repo: ReturnType<typeof searchRepository>;
  visibility: ReturnType<typeof searchVisibility>;
  counting: ReturnType<typeof searchTabCounts>;
  domainEvents?: DomainEvents;
}

/** Owner analytics: the businesses and professions on this page, with the words that found them (buffered, not awaited). */
function appeared(domainEvents: DomainEvents | undefined, page: RankedRow[], found: SearchTerms): void {
  if (!domainEvents) return;
  const listings = page.flatMap((row) => {
    const kind = KINDS[row.src - 1];
    return kind === 'business' || kind === 'profession' ? [{ kind, listingId: Number(row.id) }] : [];
  });
  if (listings.length)
    void domainEvents.emit({ type: 'listings.appeared', surface: 'search', listings, words: found.words.map((w) => w.word) });
}

/** Listings, products and posts: levels best first, nearest first within a level, with every tab's count. */
export async function searchListings(
  deps: ListingsDeps,
  { query, found, place }: Understood,
  viewer: Viewer | null,
): Promise<SearchResult> {
  const { repo, visibility, counting, hydrate, events, blocks, domainEvents } = deps;
  const after = decodeCursor(query.tab, query.cursor);
  const viewerAt = viewerPoint(query.lat, query.lng);
  // The viewer's block list is read alongside: usually empty, and then nothing more is done.
  const hiding = blocks.hiddenFrom(viewer);
  hiding.catch(() => undefined);
  // The Events tab's count waits for it (a primary-key read) and leaves out the hidden members' events.
  const eventCount = hiding.then((hidden) => events.searchCount({ words: eventWords(found), ...viewerAt, notBy: [...hidden] }));
  eventCount.catch(() => undefined);
  const matched = await counting.matchCounts(
    found,
    viewerAt,
    after === null ? tabSources(query.tab).map((tab) => SOURCES[tab].rank) : null,
  );
  const first = after === null ? firstLevel(visibility, query, matched) : null;
  // The page is read while the tab counts are taken: the index's check is CPU here, the reads wait on PostgreSQL.
  const reading = pageRows(repo, query, matched.perSource, found, viewerAt, after, first);
  // Handled below; this keeps a failure during the yield from counting as unhandled.
  reading.catch(() => undefined);
  await new Promise((resolve) => setImmediate(resolve));
  const [allCounts, rows, eventsCounted, hidden] = await Promise.all([
    counting.visibleCounts(matched, found, viewerAt),
    reading,
    eventCount,
    hiding,
  ]);
  const counts = await counting.countsWithout(allCounts, hidden, found, viewerAt);
  const all = counts.professionals + counts.businesses + counts.products + counts.posts;
  if (hidden.size > 0) {
    const read = (from: SearchPosition) => pageRows(repo, query, matched.perSource, found, viewerAt, from);
    const filtered = await pageWithout(hydrate, query, rows, read, viewer, viewerAt, hidden);
    appeared(domainEvents, filtered.shown, found);
    return {
      counts: { all, ...counts, events: eventsCounted },
      items: filtered.items,
      nextCursor: filtered.nextCursor,
      place,
      unknownPlace: null,
    };
  }
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  appeared(domainEvents, page, found);
  return {
    counts: { all, ...counts, events: eventsCounted },
    items: await hydrate(
      page.map((row) => ({ kind: KINDS[row.src - 1]!, id: Number(row.id), distanceKm: toKm(row.metres) })),
      viewer,
      viewerAt,
    ),
    nextCursor: rows.length > query.limit && last ? encodeCursor(query.tab, positionOf(last)) : null,
    place,
    unknownPlace: null,
  };
}
