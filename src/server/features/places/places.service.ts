import { msg } from '../../../shared/i18n/msg';
import { placeKey } from '../../../shared/place-key';
import type { NearestPlaceQuery, PlaceItem, PlacesQuery } from '../../../shared/schemas/places';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { placeFinder, type PlaceFinder, type PlaceInText } from './place-finder';
import { placesRepository } from './places.repository';

export type { PlaceInText } from './place-finder';

/**
 * The gazetteer only changes with a release (a migration), so each process reads it once, on first use, per database
 * (the tests run several databases in one process).
 */
/** Farther than this from every area and town, a point is in no place a member would name (out at sea, abroad). */
const NEAREST_WITHIN_KM = 50;

const finders = new WeakMap<Db, Promise<PlaceFinder>>();

/**
 * The one place lookup (issue 35): places by what people type, one place by id, and the place named inside a free
 * text. Other features use it through this service: a member's location (me), and next "X in Y" in search and the
 * placing of listings and content.
 */
export function placesService(db: Db) {
  const repo = placesRepository(db);

  function finder(): Promise<PlaceFinder> {
    let loading = finders.get(db);
    if (!loading) {
      loading = repo.all().then(placeFinder);
      // A failed load is tried again by the next caller rather than remembered.
      loading.catch(() => finders.delete(db));
      finders.set(db, loading);
    }
    return loading;
  }

  return {
    /** Places matching what was typed, best first (see `placesRepository.search`); nothing for text without a letter or digit. */
    async lookup(query: PlacesQuery): Promise<PlaceItem[]> {
      const key = placeKey(query.q);
      if (!key) return [];
      return repo.search(key, { limit: query.limit, kind: query.kind, near: query.near });
    },

    /** The area or town nearest a point; 404 when none is within 50 km. */
    async nearest(query: NearestPlaceQuery): Promise<PlaceItem> {
      const place = await repo.nearest({ latitude: query.lat, longitude: query.lng }, NEAREST_WITHIN_KM);
      if (!place) throw notFound(msg('No place near this point'));
      return place;
    },

    /** One place, or null when there is none with that id. */
    find: async (id: number): Promise<PlaceItem | null> => (await repo.byId(id)) ?? null,

    /** One place; 404 when there is none. */
    async get(id: number): Promise<PlaceItem> {
      const place = await repo.byId(id);
      if (!place) throw notFound(msg('Place not found'));
      return place;
    },

    /**
     * The place a free text names, e.g. `findInText('tailor in yaba')` → Yaba with start 10, end 14; null when it
     * names none ("fashion designer"). Exact names and other names only (no typos), longest phrase first: see
     * `placeFinder`. The index is loaded on the first call (about 2,000 places) and kept for the process.
     */
    async findInText(text: string): Promise<PlaceInText | null> {
      return (await finder()).find(text);
    },
  };
}
