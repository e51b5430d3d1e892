import type { SearchResult } from '../../../shared/schemas/discovery';
import type { Viewer } from '../../auth/session';
import { viewerPoint } from './search-sources.sql';
import { decodeEventCursor, encodeEventCursor } from './search-cursor';
import { eventWords, toKm, type PageDeps } from './search-page';
import type { searchTabCounts } from './search-tab-counts';
import type { Understood } from './search-understand';

/**
 * The Events tab (decision 0013): upcoming events whose words hold every query word (or one of its spellings), within
 * the regional radius, soonest first. The other tabs' counts come with it.
 */
export async function searchEvents(
  { hydrate, events, blocks, counting }: PageDeps & { counting: ReturnType<typeof searchTabCounts> },
  { query, found, place }: Understood,
  viewer: Viewer | null,
): Promise<SearchResult> {
  const after = decodeEventCursor(query.cursor);
  const viewerAt = viewerPoint(query.lat, query.lng);
  // The events of members hidden from the viewer are left out in SQL, so the page and its count stay exact.
  const hiding = blocks.hiddenFrom(viewer);
  const reading = hiding.then((hidden) => {
    const search = { words: eventWords(found), ...viewerAt, notBy: [...hidden] };
    return Promise.all([events.search(search, after, query.limit + 1), events.searchCount(search)]);
  });
  reading.catch(() => undefined);
  const [matched, [rows, eventCount], hidden] = await Promise.all([counting.matchCounts(found, viewerAt), reading, hiding]);
  const counts = await counting.countsWithout(await counting.visibleCounts(matched, found, viewerAt), hidden, found, viewerAt);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    counts: { all: counts.professionals + counts.businesses + counts.products + counts.posts, ...counts, events: eventCount },
    items: await hydrate(
      page.map((row) => ({ kind: 'event' as const, id: row.eventId, distanceKm: toKm(row.metres) })),
      viewer,
    ),
    nextCursor: rows.length > query.limit && last ? encodeEventCursor(last) : null,
    place,
    unknownPlace: null,
  };
}
