import type { FastifyBaseLogger } from 'fastify';
import { LAGOS } from '../../../shared/bands';
import { cellDegrees, MAP_MAX_FEATURES } from '../../../shared/map';
import type { MapBox, MapQuery, MapResult } from '../../../shared/schemas/map';
import type { Db } from '../../db/database';
import { listingTypeName } from '../../kit/listings/listing-type-name';
import { roundKm } from '../nearby/nearby.service';
import { searchWords } from '../search/search-words';
import { planFeatures } from './map-features';
import { MAP_KIND_INDEX } from './map-cells';
import { matchingBitmaps } from './map-text-filter';
import { mapPlaces } from './map-places';
import { LOG_SOURCES, MAP_KINDS, mapRepository, type CellCount, type MapFilter, type MapKind, type MapListingRow } from './map.repository';
import { planOfRank } from '../visibility/visibility';

const KINDS: Record<MapQuery['kind'], MapKind[]> = { all: ['business', 'profession'], business: ['business'], profession: ['profession'] };

/**
 * What lies in a box at a zoom, as the viewer may see it (docs/decisions/0017-map.md): the same plan-radius rule as
 * nearby, search and the feed (`visibility/visibility.ts`), clustered on a grid of half a tile; small cells and, at street
 * level, every cell open into markers, never more than MAP_MAX_FEATURES features in all. The cells come from the
 * in-memory map index once it is loaded (a text filter through the search word bitmaps, a viewer's blocks as the
 * listings left out); until then from the rows.
 */
export function mapService(deps: { db: Db; log: Pick<FastifyBaseLogger, 'info' | 'warn'> }) {
  const repo = mapRepository(deps.db);
  const words = searchWords(deps.db);
  const places = mapPlaces(deps.db, deps.log);

  /** The cells and their opened listings from the rows (SQL). */
  async function fromRows(box: MapBox, filter: MapFilter, zoom: number) {
    const cell = cellDegrees(zoom);
    const cells = await repo.cells(box, filter, cell);
    const { markers, clusters } = planFeatures(cells, zoom);
    const rows = await repo.listings(box, filter, cell, markers, MAP_MAX_FEATURES - clusters.length);
    return { cells, clusters, rows };
  }

  /** The same answer from the map index; null while it is not loaded. */
  async function fromIndex(box: MapBox, filter: MapFilter, zoom: number) {
    if (!places.ready()) return null;
    // The words' bitmaps are read before the index is brought up to date, so every row they name is known to it.
    const sources = MAP_KINDS.map((kind) => LOG_SOURCES[kind]);
    const matching = filter.terms ? matchingBitmaps(await words.bitmaps(filter.terms, sources), sources) : undefined;
    const current = await places.current();
    if (!current) return null;
    // Read after the refresh, so every listing the index holds is seen with its owner as of now.
    const hidden = filter.notBy.length ? await repo.listingIdsOf(filter.notBy) : null;
    const found = current.index.query({
      box,
      zoom,
      kinds: filter.kinds.map((kind) => MAP_KIND_INDEX[kind]),
      typeId: filter.typeId,
      matching,
      excluded: hidden ? [new Set(hidden.business), new Set(hidden.profession)] : undefined,
      viewer: filter.viewer,
      reach: current.reach,
    });
    const { markers, clusters } = planFeatures(found.cells, zoom);
    const chosen = found.listings(markers, MAP_MAX_FEATURES - clusters.length);
    const ids: Record<MapKind, number[]> = { business: [], profession: [] };
    for (const { kind, id } of chosen) ids[MAP_KINDS[kind]!].push(id);
    const byKey = new Map((await repo.listingsById(ids, filter.viewer)).map((row) => [`${row.kind}:${row.id}`, row]));
    // A listing deleted since the index's refresh is left out rather than shown from stale data.
    const rows = chosen.flatMap(({ kind, id }) => byKey.get(`${MAP_KINDS[kind]}:${id}`) ?? []);
    return { cells: found.cells, clusters, rows };
  }

  return {
    /** The map index, a per-process copy the routes load at start and close at the end. */
    index: places,

    /** `notBy`: the members hidden from the viewer (`blocksService.hiddenFrom`), left out of markers and cluster counts. */
    async map(query: MapQuery, notBy: readonly string[] = []): Promise<MapResult> {
      const terms = query.q ? await words.terms(query.q) : null;
      const filter: MapFilter = {
        kinds: KINDS[query.kind],
        typeId: query.type,
        terms,
        viewer:
          query.lat !== undefined && query.lng !== undefined
            ? { lat: query.lat, lng: query.lng }
            : { lat: LAGOS.latitude, lng: LAGOS.longitude },
        notBy,
      };
      const { cells, clusters, rows } =
        (await fromIndex(query.bbox, filter, query.zoom)) ?? (await fromRows(query.bbox, filter, query.zoom));
      return answer(cells, clusters, rows);
    },
  };
}

function answer(cells: CellCount[], clusters: CellCount[], rows: MapListingRow[]): MapResult {
  const businesses = cells.reduce((sum, c) => sum + c.businesses, 0);
  return {
    clusters: clusters.map((c) => ({ lat: c.lat, lng: c.lng, count: c.count, bbox: [c.west, c.south, c.east, c.north] })),
    listings: rows.map((row) => ({
      kind: row.kind,
      id: Number(row.id),
      name: row.name,
      type: listingTypeName(row.type),
      lat: row.lat,
      lng: row.lng,
      approximate: row.approximate,
      placement: row.placement,
      pro: planOfRank(row.plan_rank) === 'pro',
      picture: row.picture,
      rating: { average: row.rating_average, count: row.rating_count },
      distanceKm: roundKm(row.distance_m),
    })),
    counts: { businesses, professions: cells.reduce((sum, c) => sum + c.count, 0) - businesses },
  };
}
