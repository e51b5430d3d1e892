import { sql, type RawBuilder } from 'kysely';
import { APPROXIMATE_DECIMALS } from '../../../shared/map';
import type { MapBox } from '../../../shared/schemas/map';
import type { Db } from '../../db/database';
import { matches } from '../search/search.repository';
import type { SearchTerms } from '../search/search-terms';

export type MapKind = 'business' | 'profession';

/** What the map shows: one or both kinds, a type of that kind, the search words, as seen from the viewer. */
export interface MapFilter {
  kinds: MapKind[];
  typeId: number | undefined;
  terms: SearchTerms | null;
  viewer: { lat: number; lng: number };
  /** Members hidden from the viewer by a block either way (decision 0019): their listings are left out. Usually empty. */
  notBy: readonly string[];
}

/** The visible listings of one grid cell (cells of `cell` degrees, keyed by floor(degrees / cell)). */
export interface CellCount {
  cx: number;
  cy: number;
  count: number;
  businesses: number;
  lat: number;
  lng: number;
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface MapListingRow {
  kind: MapKind;
  id: string;
  name: string;
  type: string | null;
  lat: number;
  lng: number;
  approximate: boolean;
  plan_rank: number;
  picture: string | null;
  rating_average: number | null;
  rating_count: number;
  distance_m: number;
}

const KIND_TABLES = {
  business: {
    table: 'businesses',
    id: 'business_id',
    title: 'name',
    typeTable: 'business_types',
    typeId: 'business_type_id',
    approximate: 'false',
  },
  profession: {
    table: 'professions',
    id: 'profession_id',
    title: 'title',
    typeTable: 'profession_types',
    typeId: 'profession_type_id',
    approximate: 't.approximate_area',
  },
} as const;

/** How far a rounded (public) position may lie from the true one: the index pre-filter widens the box by this. */
const ROUNDING_MARGIN = 0.5 / 10 ** APPROXIMATE_DECIMALS;

/**
 * The visible listings of one kind in the box, on their public position (an approximate area's rounded point, so
 * the box, the clusters, the plan radius and the distance never reveal the exact one). `details` adds what a marker
 * and its popup show.
 */
function visibleRows(kind: MapKind, box: MapBox, filter: MapFilter, details: boolean): RawBuilder<unknown> {
  const k = KIND_TABLES[kind];
  const approximate = sql.raw(k.approximate);
  const lat = sql`map_degrees(t.latitude, ${approximate})`;
  const lng = sql`map_degrees(t.longitude, ${approximate})`;
  const earth = kind === 'business' ? sql`t.earth` : sql`CASE WHEN t.approximate_area THEN ll_to_earth(${lat}, ${lng}) ELSE t.earth END`;
  const id = sql.ref(`t.${k.id}`);
  const margin = kind === 'business' ? 0 : ROUNDING_MARGIN;
  const detailColumns = details
    ? sql`, ${id}::text AS id, ${sql.ref(`t.${k.title}`)} AS name, ty.name AS type, ${approximate} AS approximate,
          t.plan_rank::int AS plan_rank, t.profile_picture AS picture,
          (SELECT round(avg(r.rating), 1)::float8 FROM reviews r WHERE ${sql.ref(`r.${k.id}`)} = ${id} AND r.hidden IS NULL) AS rating_average,
          (SELECT count(*)::int FROM reviews r WHERE ${sql.ref(`r.${k.id}`)} = ${id} AND r.hidden IS NULL) AS rating_count,
          earth_distance(${earth}, v.ve) AS distance_m`
    : sql``;
  const typeJoin = details
    ? sql`LEFT JOIN ${sql.table(k.typeTable)} ty ON ${sql.ref(`ty.${k.typeId}`)} = ${sql.ref(`t.${k.typeId}`)}`
    : sql``;
  return sql`
    SELECT ${kind}::text AS kind, ${lat} AS lat, ${lng} AS lng ${detailColumns}
      FROM ${sql.table(k.table)} t CROSS JOIN v ${typeJoin}
     WHERE t.latitude IS NOT NULL AND t.longitude IS NOT NULL
       AND point(t.longitude, t.latitude) <@ box(point(${box.west - margin}::float8, ${box.south - margin}::float8),
                                                 point(${box.east + margin}::float8, ${box.north + margin}::float8))
       ${margin ? sql`AND ${lat} BETWEEN ${box.south}::float8 AND ${box.north}::float8 AND ${lng} BETWEEN ${box.west}::float8 AND ${box.east}::float8` : sql``}
       AND plan_visible(${earth}, t.plan_rank, v.ve)
       ${filter.notBy.length ? sql`AND t.auth_user_id <> ALL(${[...filter.notBy]}::text[])` : sql``}
       ${filter.typeId === undefined ? sql`` : sql`AND ${sql.ref(`t.${k.typeId}`)} = ${filter.typeId}::int`}
       ${filter.terms ? sql`AND ${matches(filter.terms)}` : sql``}`;
}

const viewerCte = (filter: MapFilter) => sql`v AS (SELECT ll_to_earth(${filter.viewer.lat}::float8, ${filter.viewer.lng}::float8) AS ve)`;

const allRows = (box: MapBox, filter: MapFilter, details: boolean) =>
  sql.join(
    filter.kinds.map((kind) => sql`(${visibleRows(kind, box, filter, details)})`),
    sql` UNION ALL `,
  );

export function mapRepository(db: Db) {
  return {
    /** Per non-empty cell: how many visible listings, how many of them businesses, their centre and extent. */
    async cells(box: MapBox, filter: MapFilter, cell: number): Promise<CellCount[]> {
      const { rows } = await sql<CellCount>`
        WITH ${viewerCte(filter)}, pts AS (${allRows(box, filter, false)})
        SELECT floor(lng / ${cell}::float8)::int AS cx, floor(lat / ${cell}::float8)::int AS cy,
               count(*)::int AS count, count(*) FILTER (WHERE kind = 'business')::int AS businesses,
               avg(lat) AS lat, avg(lng) AS lng, min(lng) AS west, min(lat) AS south, max(lng) AS east, max(lat) AS north
          FROM pts GROUP BY 1, 2`.execute(db);
      return rows;
    },

    /** The visible listings of the given cells, with what their markers show; at most `limit`. */
    async listings(
      box: MapBox,
      filter: MapFilter,
      cell: number,
      cells: Array<{ cx: number; cy: number }>,
      limit: number,
    ): Promise<MapListingRow[]> {
      if (!cells.length || limit <= 0) return [];
      const { rows } = await sql<MapListingRow>`
        WITH ${viewerCte(filter)}, pts AS (${allRows(box, filter, true)})
        SELECT * FROM pts
         WHERE (floor(lng / ${cell}::float8)::int, floor(lat / ${cell}::float8)::int) IN
               (SELECT * FROM unnest(${cells.map((c) => c.cx)}::int[], ${cells.map((c) => c.cy)}::int[]))
         ORDER BY kind, id::bigint
         LIMIT ${limit}`.execute(db);
      return rows;
    },
  };
}
