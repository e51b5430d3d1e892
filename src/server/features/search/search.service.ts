import type { FastifyBaseLogger } from 'fastify';
import type { SearchResult } from '../../../shared/schemas/discovery';
import type { Viewer } from '../../auth/session';
import type { DomainEvents } from '../../domain-events/domain-events';
import type { ListingDeps } from '../../kit/service-deps';
import { eventReads } from '../events/events.service';
import { placesService } from '../places/places.service';
import { cardsById } from '../cards/cards-by-id';
import { blocksService } from '../blocks/blocks.service';
import { searchRepository } from './search.repository';
import { searchWords } from './search-words';
import { searchSuggestions } from './search-suggestions';
import { searchVisibility } from './search-visibility';
import { lastWords, withoutLastWords } from './query-place';
import { searchEvents } from './search-events-tab';
import { searchListings, type ListingsDeps } from './search-listings-tab';
import type { SearchQuery } from './search-page';
import { searchTabCounts } from './search-tab-counts';
import { understand, type Understood } from './search-understand';

const NONE: SearchResult = {
  counts: { all: 0, professionals: 0, businesses: 0, products: 0, posts: 0, events: 0 },
  items: [],
  nextCursor: null,
  place: null,
  unknownPlace: null,
};

export function searchService(deps: ListingDeps & { log: Pick<FastifyBaseLogger, 'info' | 'warn'>; events?: DomainEvents }) {
  const repo = searchRepository(deps.db);
  const visibility = searchVisibility(deps.db, deps.log);
  const blocks = blocksService(deps);
  const places = placesService(deps.db);
  const reads: ListingsDeps = {
    repo,
    visibility,
    counting: searchTabCounts(repo, visibility),
    hydrate: cardsById(deps),
    events: eventReads(deps),
    blocks,
    domainEvents: deps.events,
  };

  /** The query's words with their expansions from the dictionary, or null when it has none. */
  const { terms, vocabulary } = searchWords(deps.db);

  /** One search as understood: the Events tab, or the listings and posts. */
  const run = (understood: Understood, viewer: Viewer | null) =>
    understood.query.tab === 'events' ? searchEvents(reads, understood, viewer) : searchListings(reads, understood, viewer);

  return {
    /** The visibility index, a per-process copy the routes load at start and close at the end. */
    index: visibility,

    async search(query: SearchQuery, viewer: Viewer | null): Promise<SearchResult> {
      const understood = await understand(query, terms, places);
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
