import type { FastifyBaseLogger } from 'fastify';
import type { FeedItem, SearchPlace, SearchResult, SearchTab } from '../../../shared/schemas/discovery';
import type { Viewer } from '../../auth/session';
import type { DomainEvents } from '../../domain-events/domain-events';
import type { ListingDeps } from '../../kit/service-deps';
import { eventReads } from '../events/events.service';
import { placesService } from '../places/places.service';
import { cardOwner, cardsById } from '../cards/cards-by-id';
import { blocksService, withoutHidden } from '../blocks/blocks.service';
import {
  LEVELS,
  SOURCE_TABS,
  SOURCES,
  KINDS,
  searchOrder,
  viewerPoint,
  type Counts,
  type Level,
  type Part,
  type Point,
  type RankedRow,
  type SearchPosition,
  type SourceCounts,
} from './search-sources.sql';
import { searchRepository } from './search.repository';
import type { SearchTerms } from './search-terms';
import { searchWords } from './search-words';
import { decodeCursor, decodeEventCursor, encodeCursor, encodeEventCursor } from './search-cursor';
import { searchSuggestions } from './search-suggestions';
import { searchVisibility } from './search-visibility';
import { greatCircleMetres } from './visibility-index';
import { endsWithFiller, lastWords, withoutLastWords, withoutSpan } from './query-place';

/**
 * A place named without a filler before it ("electrician ikeja") is taken for a place from this importance (areas of
 * cities 48–70, bigger towns, states): below it are the LGAs (35) and small towns, whose names are often people's names
 * or things ("Bayo", "Obi", "Suya").
 */
const KNOWN_PLACE = 45;
/** What visiting one match costs the visibility index, and one row a PostgreSQL walk (nanoseconds; see `indexedSources`). */
const INDEX_NS_PER_MATCH = 15;
const WALK_NS_PER_ROW = 5000;
/** Pages read past the first when hidden members' results leave a page short. */
const MORE_ROUNDS = 4;

/** A first page's first level as far as the index gave it: its rows from `sources` (the best `page + 1` there). */
interface FirstLevel {
  level: Level;
  sources: number[];
  rows: RankedRow[];
}

const eventWords = (found: SearchTerms) => found.words.map((word) => word.expansions);

const NONE: SearchResult = {
  counts: { all: 0, professionals: 0, businesses: 0, products: 0, posts: 0, events: 0 },
  items: [],
  nextCursor: null,
  place: null,
  unknownPlace: null,
};

/**
 * What a query asks for: its words, and the query as searched — centred on the place it named, if any (its `lat`/`lng`
 * are then the place's centre).
 */
interface Understood {
  found: SearchTerms;
  query: SearchQuery;
  place: SearchPlace | null;
}

const positionOf = (row: RankedRow): SearchPosition => ({
  level: row.level,
  distance: row.distance ?? Infinity,
  rank: row.src,
  id: Number(row.id),
});

/** All matches of a source, visible or not. */
const total = (counts: SourceCounts) => LEVELS.reduce<number>((sum, level) => sum + counts.placed[level] + counts.unplaced[level], 0);

const toKm = (metres: number | null) => (metres === null ? null : Math.round(metres / 100) / 10);

export interface SearchQuery {
  q: string;
  tab: SearchTab;
  cursor?: string;
  limit: number;
  lat?: number;
  lng?: number;
}

export function searchService(deps: ListingDeps & { log: Pick<FastifyBaseLogger, 'info' | 'warn'>; events?: DomainEvents }) {
  const repo = searchRepository(deps.db);
  const hydrate = cardsById(deps);
  const visibility = searchVisibility(deps.db, deps.log);
  const events = eventReads(deps);
  const blocks = blocksService(deps);
  const places = placesService(deps.db);

  /** The query's words with their expansions from the dictionary, or null when it has none. */
  const { terms, vocabulary } = searchWords(deps.db);
  /** The sources a tab shows. */
  const tabSources = (tab: SearchTab) => (tab === 'all' ? SOURCE_TABS : tab === 'events' ? [] : [tab]);

  /**
   * Every match per source (per level, from the postings: they plan the reads), with the match bitmaps when the index
   * is loaded, and for a first page (`firstOf`: the tab's sources) the bits of its first level too.
   */
  async function matchCounts(found: SearchTerms, viewerAt: Point, firstOf: number[] | null = null) {
    const indexed = visibility.ready();
    if (indexed && firstOf) {
      // The rows come from the index: it is refreshed after the counts' snapshot, so it holds every change they show.
      const counts = await repo.counts(found, viewerAt, true, firstOf);
      await visibility.refresh();
      return { ...counts, indexed };
    }
    const [counts] = await Promise.all([repo.counts(found, viewerAt, indexed), indexed ? visibility.refresh() : null]);
    return { ...counts, indexed };
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
  function firstLevel(query: SearchQuery, matched: Counts): FirstLevel | null {
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

  /** The tab counts: the matches the viewer may see, from the visibility index when it is loaded, else counted on the rows. */
  async function visibleCounts(matched: Awaited<ReturnType<typeof matchCounts>>, found: SearchTerms, viewerAt: Point) {
    if (!matched.indexed) {
      const withMatches = SOURCE_TABS.filter((tab) => total(matched.perSource[tab]) > 0);
      return repo.visibleCounts(found, viewerAt, withMatches);
    }
    const visible = await visibility.count(matched);
    return Object.fromEntries(SOURCE_TABS.map((tab) => [tab, visible.get(SOURCES[tab].rank) ?? 0])) as Record<keyof typeof SOURCES, number>;
  }

  /** The tab counts without the matches of members hidden from the viewer (decision 0019); as they are when nobody is. */
  async function countsWithout(
    counts: Record<keyof typeof SOURCES, number>,
    hidden: ReadonlySet<string>,
    found: SearchTerms,
    viewerAt: Point,
  ): Promise<Record<keyof typeof SOURCES, number>> {
    if (hidden.size === 0) return counts;
    const tabs = SOURCE_TABS.filter((tab) => counts[tab] > 0);
    const owned = await repo.ownedCounts(found, viewerAt, tabs, [...hidden]);
    return Object.fromEntries(SOURCE_TABS.map((tab) => [tab, Math.max(0, counts[tab] - owned[tab])])) as Record<
      keyof typeof SOURCES,
      number
    >;
  }

  /**
   * A page without the items of members hidden from the viewer: the pages after it are read too (a few at most)
   * while items were left out, and the cursor is the last row kept or passed over.
   */
  async function pageWithout(
    query: SearchQuery,
    firstRows: RankedRow[],
    read: (after: SearchPosition) => Promise<RankedRow[]>,
    viewer: Viewer | null,
    viewerAt: Point,
    hidden: ReadonlySet<string>,
  ): Promise<{ items: FeedItem[]; nextCursor: string | null; shown: RankedRow[] }> {
    const items: FeedItem[] = [];
    const shown: RankedRow[] = [];
    let rows = firstRows;
    let last: RankedRow | undefined;
    let more = false;
    for (let round = 0; round <= MORE_ROUNDS; round++) {
      more = rows.length > query.limit;
      const pageRows = rows.slice(0, query.limit);
      const hydrated = await hydrate(
        pageRows.map((row) => ({ kind: KINDS[row.src - 1]!, id: Number(row.id), distanceKm: toKm(row.metres) })),
        viewer,
        viewerAt,
      );
      const byId = new Map(withoutHidden(hydrated, hidden, cardOwner).map((item) => [item.id, item]));
      for (const row of pageRows) {
        last = row;
        const item = byId.get(`${KINDS[row.src - 1]}-${row.id}`);
        if (item) {
          items.push(item);
          shown.push(row);
        }
        if (items.length === query.limit) {
          more = more || row !== pageRows[pageRows.length - 1];
          break;
        }
      }
      if (items.length === query.limit || !more || !last) break;
      rows = await read(positionOf(last));
    }
    return { items, shown, nextCursor: more && last ? encodeCursor(query.tab, positionOf(last)) : null };
  }

  /**
   * The page's rows (and one more): levels best first until full; only parts with matches are read. `first`: the
   * first level's rows of some sources, already taken from the index (the level's other sources are read and merged).
   */
  async function pageRows(
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

  /** Owner analytics: the businesses and professions on this page, with the words that found them (buffered, not awaited). */
  function appeared(page: RankedRow[], found: SearchTerms): void {
    if (!deps.events) return;
    const listings = page.flatMap((row) => {
      const kind = KINDS[row.src - 1];
      return kind === 'business' || kind === 'profession' ? [{ kind, listingId: Number(row.id) }] : [];
    });
    if (listings.length)
      void deps.events.emit({ type: 'listings.appeared', surface: 'search', listings, words: found.words.map((w) => w.word) });
  }

  /**
   * The Events tab (decision 0013): upcoming events whose words hold every query word (or one of its spellings),
   * within the regional radius, soonest first. The other tabs' counts come with it.
   */
  async function searchEvents({ query, found, place }: Understood, viewer: Viewer | null): Promise<SearchResult> {
    const after = decodeEventCursor(query.cursor);
    const viewerAt = viewerPoint(query.lat, query.lng);
    // The events of members hidden from the viewer are left out in SQL, so the page and its count stay exact.
    const hiding = blocks.hiddenFrom(viewer);
    const reading = hiding.then((hidden) => {
      const search = { words: eventWords(found), ...viewerAt, notBy: [...hidden] };
      return Promise.all([events.search(search, after, query.limit + 1), events.searchCount(search)]);
    });
    reading.catch(() => undefined);
    const [matched, [rows, eventCount], hidden] = await Promise.all([matchCounts(found, viewerAt), reading, hiding]);
    const counts = await countsWithout(await visibleCounts(matched, found, viewerAt), hidden, found, viewerAt);
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

  /**
   * How a search finds its place (docs/decisions/0005-search.md, "A place in the query"): a place of the gazetteer
   * named in the query ("tailor in yaba", "electrician ikeja") is taken out of the words and the search is centred on
   * it — ordered and shown as for a viewer standing there. A query that is only a place keeps its words.
   */
  async function understand(query: SearchQuery): Promise<Understood | null> {
    const asWords = async () => {
      const found = await terms(query.q);
      return found ? { found, query, place: null } : null;
    };
    const named = await places.findInText(query.q);
    if (!named) return asWords();
    // Said to be a place ("… in Y"), or a place well known enough to be meant without a word before it ("tailor yaba").
    if (!endsWithFiller(query.q.slice(0, named.start)) && named.importance < KNOWN_PLACE) return asWords();
    const rest = withoutSpan(query.q, named.start, named.end);
    const found = rest ? await terms(rest) : null;
    // A query that is only a place ("suya" is also a town of Kwara, "accra" a city) is searched as words from the viewer.
    if (!found || found.fillersOnly) return asWords();
    return {
      found: { ...found, byPlace: true },
      query: { ...query, lat: named.place.latitude, lng: named.place.longitude },
      place: { ...named.place, matched: named.matched },
    };
  }

  /** One search as understood: the Events tab, or the listings and posts. */
  const run = (understood: Understood, viewer: Viewer | null) =>
    understood.query.tab === 'events' ? searchEvents(understood, viewer) : searchListings(understood, viewer);

  /** Listings, products and posts: levels best first, nearest first within a level, with every tab's count. */
  async function searchListings({ query, found, place }: Understood, viewer: Viewer | null): Promise<SearchResult> {
    const after = decodeCursor(query.tab, query.cursor);
    const viewerAt = viewerPoint(query.lat, query.lng);
    // The viewer's block list is read alongside: usually empty, and then nothing more is done.
    const hiding = blocks.hiddenFrom(viewer);
    hiding.catch(() => undefined);
    // The Events tab's count waits for it (a primary-key read) and leaves out the hidden members' events.
    const eventCount = hiding.then((hidden) => events.searchCount({ words: eventWords(found), ...viewerAt, notBy: [...hidden] }));
    eventCount.catch(() => undefined);
    const matched = await matchCounts(found, viewerAt, after === null ? tabSources(query.tab).map((tab) => SOURCES[tab].rank) : null);
    const first = after === null ? firstLevel(query, matched) : null;
    // The page is read while the tab counts are taken: the index's check is CPU here, the reads wait on PostgreSQL.
    const reading = pageRows(query, matched.perSource, found, viewerAt, after, first);
    // Handled below; this keeps a failure during the yield from counting as unhandled.
    reading.catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    const [allCounts, rows, eventsCounted, hidden] = await Promise.all([
      visibleCounts(matched, found, viewerAt),
      reading,
      eventCount,
      hiding,
    ]);
    const counts = await countsWithout(allCounts, hidden, found, viewerAt);
    const all = counts.professionals + counts.businesses + counts.products + counts.posts;
    if (hidden.size > 0) {
      const read = (from: SearchPosition) => pageRows(query, matched.perSource, found, viewerAt, from);
      const filtered = await pageWithout(query, rows, read, viewer, viewerAt, hidden);
      appeared(filtered.shown, found);
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
    appeared(page, found);
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

  return {
    /** The visibility index, a per-process copy the routes load at start and close at the end. */
    index: visibility,

    async search(query: SearchQuery, viewer: Viewer | null): Promise<SearchResult> {
      const understood = await understand(query);
      if (!understood) return NONE;
      const result = await run(understood, viewer);
      const none = result.counts.all + result.counts.events === 0;
      if (understood.place) {
        // A name that is also a place far away ("Bayo Barbing Salon": Bayo is an LGA of Borno) can centre a search
        // where nothing is within reach: the query is then searched as plain words from the viewer.
        if (!none) return result;
        const plain = await terms(query.q);
        return plain ? run({ found: plain, query, place: null }, viewer) : result;
      }
      const unknown = understood.found.afterFiller;
      if (!unknown || !none) return result;
      // "tailor in zzzqx": the words after "in" name no place we know and, searched as words, found nothing. The
      // other words are searched near the viewer, and the answer says which words were not known.
      const rest = withoutLastWords(query.q, unknown.length);
      const found = rest ? await terms(rest) : null;
      if (!found || found.fillersOnly) return result;
      return { ...(await run({ found, query, place: null }, viewer)), unknownPlace: lastWords(query.q, unknown.length) };
    },

    suggestions: searchSuggestions({ repo, vocabulary, blocks }),
  };
}
