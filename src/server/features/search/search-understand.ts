import type { SearchPlace } from '../../../shared/schemas/discovery';
import type { placesService } from '../places/places.service';
import type { SearchQuery } from './search-page';
import type { SearchTerms } from './search-terms';
import { endsWithFiller, withoutSpan } from './query-place';

/**
 * A place named without a filler before it ("electrician ikeja") is taken for a place from this importance (areas of
 * cities 48–70, bigger towns, states): below it are the LGAs (35) and small towns, whose names are often people's names
 * or things ("Bayo", "Obi", "Suya").
 */
const KNOWN_PLACE = 45;

/**
 * What a query asks for: its words, and the query as searched — centred on the place it named, if any (its `lat`/`lng`
 * are then the place's centre).
 */
export interface Understood {
  found: SearchTerms;
  query: SearchQuery;
  place: SearchPlace | null;
}

/**
 * How a search finds its place (docs/decisions/0005-search.md, "A place in the query"): a place of the gazetteer named
 * in the query ("tailor in yaba", "electrician ikeja") is taken out of the words and the search is centred on it —
 * ordered and shown as for a viewer standing there. A query that is only a place keeps its words.
 */
export async function understand(
  query: SearchQuery,
  terms: (text: string) => Promise<SearchTerms | null>,
  places: ReturnType<typeof placesService>,
): Promise<Understood | null> {
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
