import { sql } from 'kysely';
import type { PlaceKind } from '../../../shared/places';
import { plannedDb, type Db } from '../../db/database';

export interface PlaceRow {
  id: number;
  kind: PlaceKind;
  name: string;
  label: string;
  latitude: number;
  longitude: number;
  stateId: number;
  cityId: number;
  neighborhoodId: number | null;
}

export interface PlaceIndexRow extends PlaceRow {
  importance: number;
  searchText: string;
}

const columns = [
  'place_id as id',
  'kind',
  'name',
  'label',
  'latitude',
  'longitude',
  'state_id as stateId',
  'city_id as cityId',
  'neighborhood_id as neighborhoodId',
] as const;

/** A closer place gains up to this much importance (0 from 500 km). */
const NEAR_BONUS = 25;
/** How much a typo-tolerant match's closeness (0–1) weighs against importance (0–100). */
const SIMILARITY_WEIGHT = 40;

export function placesRepository(db: Db) {
  return {
    /**
     * Places whose name or other name matches `key` (a `placeKey`), best first: the name itself, another name, a name
     * that starts with it, another name that does, a word of a name that does, then typo-tolerant matches (pg_trgm
     * word similarity, keys of 3 characters or more); within each, by importance (bigger places, areas of big cities),
     * nearness to `near` and closeness of the match.
     *
     * On the `bitmap` connections: the table is small, so the planner scans it whole and computes word_similarity on
     * every row; through the trigram index it reads only the candidates, far quicker (bench/RESULTS.md).
     */
    search: (key: string, options: { limit: number; kind?: PlaceKind; near?: { latitude: number; longitude: number } }) => {
      const near = options.near
        ? sql<number>`greatest(0, ${NEAR_BONUS} - earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(${options.near.latitude}, ${options.near.longitude})) / 20000)`
        : sql<number>`0`;
      const match = sql<number>`CASE WHEN search_text LIKE ${`|${key}|%`} THEN 5 WHEN search_text LIKE ${`%|${key}|%`} THEN 4
                                     WHEN search_text LIKE ${`|${key}%`} THEN 3 WHEN search_text LIKE ${`%|${key}%`} THEN 2
                                     WHEN search_text LIKE ${`% ${key}%`} THEN 1 ELSE 0 END`;
      let query = plannedDb(db, 'bitmap')
        .selectFrom('places')
        .select(columns)
        .where((eb) =>
          eb.or([
            eb('search_text', 'like', `%|${key}%`),
            eb('search_text', 'like', `% ${key}%`),
            ...(key.length >= 3 ? [sql<boolean>`${key} <% search_text`] : []),
          ]),
        );
      if (options.kind) query = query.where('kind', '=', options.kind);
      return query
        .orderBy(match, 'desc')
        .orderBy(sql`importance + ${near} + ${SIMILARITY_WEIGHT} * word_similarity(${key}, search_text)`, 'desc')
        .orderBy(sql`length(name)`)
        .orderBy('place_id')
        .limit(options.limit)
        .execute() as Promise<PlaceRow[]>;
    },

    /**
     * The area or town whose centre is nearest the point, within `withinKm`; undefined when none is. Every place is
     * measured (a small table, quick enough: bench/RESULTS.md), so no index is needed.
     */
    nearest: (point: { latitude: number; longitude: number }, withinKm: number) =>
      db
        .selectFrom('places')
        .select(columns)
        .where('kind', 'in', ['area', 'town'])
        .where(
          sql<boolean>`earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(${point.latitude}, ${point.longitude})) <= ${withinKm * 1000}`,
        )
        .orderBy(sql`earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(${point.latitude}, ${point.longitude}))`)
        .orderBy('place_id')
        .limit(1)
        .executeTakeFirst() as Promise<PlaceRow | undefined>,

    byId: (id: number) =>
      db.selectFrom('places').select(columns).where('place_id', '=', id).executeTakeFirst() as Promise<PlaceRow | undefined>,

    /** Every place with its names, for the in-memory finder of place names in free text. */
    all: () =>
      db
        .selectFrom('places')
        .select([...columns, 'importance', 'search_text as searchText'])
        .orderBy('place_id')
        .execute() as Promise<PlaceIndexRow[]>,
  };
}
