import { sql, type RawBuilder } from 'kysely';
import { APPROXIMATE_DECIMALS } from '../../../shared/map';
import type { MapBox } from '../../../shared/schemas/map';
import type { Db } from '../../db/database';
import { matches } from '../search/search-sources.sql';
import type { SearchTerms } from '../search/search-terms';
import { placeLogSince, placeSnapshot } from '../search/place-snapshot.repository';
import type { PlanReach } from '../visibility/visibility';
import type { Placement } from '../../../shared/placement';
import { listingPlacementSelection } from '../placement/placement.repository';

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
  placement: Placement;
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

/** A listing's public position (an approximate area's rounded point) and its point on the earth. */
function publicPlace(kind: MapKind) {
  const approximate = sql.raw(KIND_TABLES[kind].approximate);
  const lat = sql`map_degrees(t.latitude, ${approximate})`;
  const lng = sql`map_degrees(t.longitude, ${approximate})`;
  const earth = kind === 'business' ? sql`t.earth` : sql`CASE WHEN t.approximate_area THEN ll_to_earth(${lat}, ${lng}) ELSE t.earth END`;
  return { approximate, lat, lng, earth };
}

/** What a marker and its popup show, for a row `t` of the kind's table (with `detailJoins`) seen from `v.ve`. */
function detailColumns(kind: MapKind) {
  const k = KIND_TABLES[kind];
  const { approximate, earth } = publicPlace(kind);
  const id = sql.ref(`t.${k.id}`);
  return sql`${id}::text AS id, ${sql.ref(`t.${k.title}`)} AS name, ty.name AS type, ${approximate} AS approximate,
          ${listingPlacementSelection('t')} AS placement, t.plan_rank::int AS plan_rank, t.profile_picture AS picture,
          rt.rating_average, rt.rating_count, earth_distance(${earth}, v.ve) AS distance_m`;
}

/** The type (`ty`) and the review totals (`rt`) that `detailColumns` reads: one look at the reviews per listing. */
const detailJoins = (kind: MapKind) => {
  const k = KIND_TABLES[kind];
  return sql`LEFT JOIN ${sql.table(k.typeTable)} ty ON ${sql.ref(`ty.${k.typeId}`)} = ${sql.ref(`t.${k.typeId}`)}
    CROSS JOIN LATERAL (SELECT round(avg(r.rating), 1)::float8 AS rating_average, count(*)::int AS rating_count
                          FROM reviews r WHERE ${sql.ref(`r.${k.id}`)} = ${sql.ref(`t.${k.id}`)} AND r.hidden IS NULL) rt`;
};

/**
 * The visible listings of one kind in the box, on their public position (an approximate area's rounded point, so
 * the box, the clusters, the plan radius and the distance never reveal the exact one). `details` adds what a marker
 * and its popup show.
 */
function visibleRows(kind: MapKind, box: MapBox, filter: MapFilter, details: boolean): RawBuilder<unknown> {
  const k = KIND_TABLES[kind];
  const { lat, lng, earth } = publicPlace(kind);
  const margin = kind === 'business' ? 0 : ROUNDING_MARGIN;
  return sql`
    SELECT ${kind}::text AS kind, ${lat} AS lat, ${lng} AS lng ${details ? sql`, ${detailColumns(kind)}` : sql``}
      FROM ${sql.table(k.table)} t CROSS JOIN v ${details ? detailJoins(kind) : sql``}
     WHERE t.latitude IS NOT NULL AND t.longitude IS NOT NULL
       AND point(t.longitude, t.latitude) <@ box(point(${box.west - margin}::float8, ${box.south - margin}::float8),
                                                 point(${box.east + margin}::float8, ${box.north + margin}::float8))
       ${margin ? sql`AND ${lat} BETWEEN ${box.south}::float8 AND ${box.north}::float8 AND ${lng} BETWEEN ${box.west}::float8 AND ${box.east}::float8` : sql``}
       AND plan_visible(${earth}, t.plan_rank, v.ve)
       ${filter.notBy.length ? sql`AND t.auth_user_id <> ALL(${[...filter.notBy]}::text[])` : sql``}
       ${filter.typeId === undefined ? sql`` : sql`AND ${sql.ref(`t.${k.typeId}`)} = ${filter.typeId}::int`}
       ${filter.terms ? sql`AND ${matches(filter.terms)}` : sql``}`;
}

export const MAP_KINDS: readonly MapKind[] = ['business', 'profession'];
/** The kinds' source numbers in `search_place_log` and `search_postings` (migrations 0010, 0020). */
export const LOG_SOURCES: Record<MapKind, number> = { profession: 1, business: 2 };

export interface MapPlaceChange {
  kind: MapKind;
  id: number | null;
  packed: Buffer | null;
}

/** One listing as the map index loads it (map-index.ts `load`): 55 bytes. */
function packedPlace(kind: MapKind) {
  const k = KIND_TABLES[kind];
  const { approximate, lat, lng, earth } = publicPlace(kind);
  return sql`int8send(${sql.ref(`t.${k.id}`)}) || int2send(t.plan_rank) || int4send(coalesce(${sql.ref(`t.${k.typeId}`)}, -1)::int) ||
             boolsend(${approximate}) || float8send(${lat}) || float8send(${lng}) ||
             float8send(cube_ll_coord(${earth}, 1)) || float8send(cube_ll_coord(${earth}, 2)) || float8send(cube_ll_coord(${earth}, 3))`;
}

const viewerCte = (viewer: { lat: number; lng: number }) =>
  sql`v AS (SELECT ll_to_earth(${viewer.lat}::float8, ${viewer.lng}::float8) AS ve)`;

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
        WITH ${viewerCte(filter.viewer)}, pts AS (${allRows(box, filter, false)})
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
        WITH ${viewerCte(filter.viewer)}, pts AS (${allRows(box, filter, true)})
        SELECT * FROM pts
         WHERE (floor(lng / ${cell}::float8)::int, floor(lat / ${cell}::float8)::int) IN
               (SELECT * FROM unnest(${cells.map((c) => c.cx)}::int[], ${cells.map((c) => c.cy)}::int[]))
         ORDER BY kind, id::bigint
         LIMIT ${limit}`.execute(db);
      return rows;
    },

    /** The ids of the listings these members own, by kind. */
    async listingIdsOf(owners: readonly string[]): Promise<Record<MapKind, number[]>> {
      const { rows } = await sql<{ kind: MapKind; id: string }>`
        SELECT 'business' AS kind, business_id::text AS id FROM businesses WHERE auth_user_id = ANY(${[...owners]}::text[])
        UNION ALL
        SELECT 'profession', profession_id::text FROM professions WHERE auth_user_id = ANY(${[...owners]}::text[])`.execute(db);
      const ids: Record<MapKind, number[]> = { business: [], profession: [] };
      for (const row of rows) ids[row.kind].push(Number(row.id));
      return ids;
    },

    /** What markers show for listings chosen by the map index (`ids` per kind), seen from the viewer; any order. */
    async listingsById(ids: Record<MapKind, number[]>, viewer: { lat: number; lng: number }): Promise<MapListingRow[]> {
      const kinds = (Object.keys(ids) as MapKind[]).filter((kind) => ids[kind].length);
      if (!kinds.length) return [];
      const { rows } = await sql<MapListingRow>`
        WITH ${viewerCte(viewer)}
        ${sql.join(
          kinds.map((kind) => {
            const k = KIND_TABLES[kind];
            const place = publicPlace(kind);
            return sql`(SELECT ${kind}::text AS kind, ${place.lat} AS lat, ${place.lng} AS lng, ${detailColumns(kind)}
                          FROM ${sql.table(k.table)} t CROSS JOIN v ${detailJoins(kind)}
                         WHERE ${sql.ref(`t.${k.id}`)} = ANY(${ids[kind]}::bigint[]))`;
          }),
          sql` UNION ALL `,
        )}`.execute(db);
      return rows;
    },

    /**
     * Every business and profession with a position, as of one snapshot, for the map index: per kind and block of
     * ids, one bytea of 55-byte records (`int8send(id) || int2send(plan) || int4send(type, -1 without) ||
     * boolsend(approximate) || float8send(lat, lng, x, y, z)` on the public position), handed to `onBlock` as it
     * arrives. Returns the snapshot's xmin and the plan rule as of that snapshot.
     */
    async placeSnapshot(onBlock: (kind: MapKind, packed: Buffer) => void): Promise<{ xmin: string; reach: PlanReach }> {
      return placeSnapshot(db, async (reader) => {
        for (const kind of MAP_KINDS) {
          const k = KIND_TABLES[kind];
          const placed = sql`t.latitude IS NOT NULL AND t.longitude IS NOT NULL`;
          await reader.packedBlocks(k.table, sql.ref(`t.${k.id}`), packedPlace(kind), placed, (block) => onBlock(kind, block));
        }
      });
    },

    /**
     * The listings written by every transaction the snapshot of `xmin` could not see (from `search_place_log`), each
     * packed as in `placeSnapshot` or null when it is gone or has no position (`id` null: the table was emptied),
     * and this snapshot's xmin.
     */
    async placeChanges(xmin: string): Promise<{ xmin: string; changes: MapPlaceChange[] }> {
      const since = await placeLogSince(db, xmin, [LOG_SOURCES.business, LOG_SOURCES.profession]);
      if (!since.changed) return { xmin: since.xmin, changes: [] };
      const branch = (kind: MapKind) => {
        const k = KIND_TABLES[kind];
        return sql`SELECT ${packedPlace(kind)} AS packed FROM ${sql.table(k.table)} t
                    WHERE c.source = ${LOG_SOURCES[kind]} AND ${sql.ref(`t.${k.id}`)} = c.id
                      AND t.latitude IS NOT NULL AND t.longitude IS NOT NULL`;
      };
      const { rows } = await sql<{ xmin: string; source: number | null; id: string | null; packed: Buffer | null }>`
        WITH s AS (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin),
        c AS (SELECT DISTINCT source, id FROM search_place_log
               WHERE xid >= ${xmin}::xid8 AND source IN (${LOG_SOURCES.business}, ${LOG_SOURCES.profession}))
        SELECT s.xmin, c.source::int AS source, c.id::text AS id, p.packed
          FROM s LEFT JOIN c ON true
          LEFT JOIN LATERAL (${branch('business')} UNION ALL ${branch('profession')}) p ON true`.execute(db);
      const changes: MapPlaceChange[] = [];
      for (const row of rows) {
        if (row.source === null) continue;
        changes.push({
          kind: row.source === LOG_SOURCES.business ? 'business' : 'profession',
          id: row.id === null ? null : Number(row.id),
          packed: row.packed,
        });
      }
      return { xmin: rows[0]!.xmin, changes };
    },
  };
}
