import { sql, type RawBuilder } from 'kysely';
import type { PlacePrecision, Placement } from '../../../shared/placement';
import type { ContentPlace } from '../../../shared/schemas/placement';
import type { Db } from '../../db/database';

/** A point with how exactly it places something, and the levels it lies in (docs/decisions/0029-place-precision.md). */
export interface Position {
  latitude: number;
  longitude: number;
  precision: PlacePrecision;
  stateId: number | null;
  cityId: number | null;
  neighborhoodId: number | null;
  /** The gazetteer place it was chosen by (migration 0055), or null. */
  placeId: number | null;
}

interface PositionRow {
  latitude: number | null;
  longitude: number | null;
  place_precision: PlacePrecision | null;
  state_id: number | null;
  city_id: number | null;
  neighborhood_id: number | null;
}

const asPosition = (row: PositionRow | undefined): Position | null =>
  row && row.latitude !== null && row.longitude !== null && row.place_precision !== null
    ? {
        latitude: row.latitude,
        longitude: row.longitude,
        precision: row.place_precision,
        stateId: row.state_id,
        cityId: row.city_id,
        neighborhoodId: row.neighborhood_id,
        placeId: null,
      }
    : null;

/** The columns a position is stored in, on listings' place tables and on every content table. */
export const positionColumns = (position: Position | null) => ({
  latitude: position?.latitude ?? null,
  longitude: position?.longitude ?? null,
  place_precision: position?.precision ?? null,
  place_id: position?.placeId ?? null,
});
export const contentPositionColumns = (position: Position | null) => ({
  ...positionColumns(position),
  state_id: position?.stateId ?? null,
  city_id: position?.cityId ?? null,
  neighborhood_id: position?.neighborhoodId ?? null,
});

/**
 * The name of the neighbourhood, city or state a row's precision says it is placed by. Written into each query rather
 * than called as a SQL function: a function with sub-selects is not inlined, and calling it for each card of a page
 * doubled the posts' hydration in search (bench/RESULTS.md, issue 35).
 */
function placeNameSelection(col: (column: string) => RawBuilder<unknown>): RawBuilder<string | null> {
  return sql<string | null>`CASE ${col('place_precision')}
      WHEN 'area' THEN (SELECT nb.name FROM neighborhoods nb WHERE nb.neighborhood_id = ${col('neighborhood_id')})
      WHEN 'city' THEN (SELECT ci.name FROM cities ci WHERE ci.city_id = ${col('city_id')})
      WHEN 'state' THEN (SELECT sn.name FROM states sn WHERE sn.state_id = ${col('state_id')}) END`;
}

/** A content row's place as the API gives it (`contentPlaceSchema`), or null when it has none; `alias` is the row's. */
export function contentPlaceSelection(alias: string): RawBuilder<ContentPlace | null> {
  const col = (column: string) => sql.ref(`${alias}.${column}`);
  return sql<ContentPlace | null>`CASE WHEN ${col('latitude')} IS NOT NULL THEN json_build_object(
    'precision', ${col('place_precision')},
    'name', ${placeNameSelection(col)},
    'countryId', (SELECT st.country_id FROM states st WHERE st.state_id = ${col('state_id')}),
    'stateId', ${col('state_id')}, 'cityId', ${col('city_id')}, 'neighborhoodId', ${col('neighborhood_id')},
    'placeId', ${col('place_id')}, 'placeLabel', (SELECT pl.label FROM places pl WHERE pl.place_id = ${col('place_id')})) END`;
}

/** A listing's placement (precision and the name of the centre it is at), or null without a point. */
export function listingPlacementSelection(alias: string): RawBuilder<Placement | null> {
  const col = (column: string) => sql.ref(`${alias}.${column}`);
  return sql<Placement | null>`CASE WHEN ${col('latitude')} IS NOT NULL THEN json_build_object(
    'precision', ${col('place_precision')},
    'name', ${placeNameSelection(col)}) END`;
}

/** The SQL placing rules of migration 0046, one function each. */
export function placementRepository(db: Db) {
  const one = async (query: RawBuilder<PositionRow>) => asPosition((await query.execute(db)).rows[0]);
  return {
    /** The centre of the finest level known: the neighbourhood (when its centre is known), else the city, else the state. */
    area: (ids: { stateId: number | null; cityId: number | null; neighborhoodId: number | null }) =>
      one(sql<PositionRow>`SELECT * FROM area_position(${ids.neighborhoodId}::int, ${ids.cityId}::int, ${ids.stateId}::int)`),

    /** A listing's public place (an approximate area's point rounded). */
    listing: (kind: 'business' | 'profession', id: number) =>
      one(
        sql<PositionRow>`SELECT * FROM listing_position(${kind === 'business' ? id : null}::bigint, ${kind === 'profession' ? id : null}::bigint)`,
      ),

    /** What an author's content defaults to: their profile's city, else their first listing's place. */
    author: (userId: string) => one(sql<PositionRow>`SELECT * FROM author_position(${userId})`),
  };
}
