import { LAGOS } from '../../../shared/bands';
import { cellDegrees, MAP_MAX_FEATURES } from '../../../shared/map';
import type { MapQuery, MapResult } from '../../../shared/schemas/map';
import type { Db } from '../../db/database';
import { roundKm } from '../nearby/nearby.service';
import { searchWords } from '../search/search-words';
import { planFeatures } from './map-features';
import { mapRepository, type MapFilter, type MapKind } from './map.repository';

const KINDS: Record<MapQuery['kind'], MapKind[]> = { all: ['business', 'profession'], business: ['business'], profession: ['profession'] };

/**
 * What lies in a box at a zoom, as the viewer may see it (docs/decisions/0017-map.md): the same plan-radius rule as
 * nearby, search and the feed (`plan_visible`), clustered on a grid of half a tile; small cells and, at street
 * level, every cell open into markers, never more than MAP_MAX_FEATURES features in all.
 */
export function mapService(deps: { db: Db }) {
  const repo = mapRepository(deps.db);
  const words = searchWords(deps.db);

  return {
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
      const cell = cellDegrees(query.zoom);
      const cells = await repo.cells(query.bbox, filter, cell);
      const { markers, clusters } = planFeatures(cells, query.zoom);
      const rows = await repo.listings(query.bbox, filter, cell, markers, MAP_MAX_FEATURES - clusters.length);
      const businesses = cells.reduce((sum, c) => sum + c.businesses, 0);
      return {
        clusters: clusters.map((c) => ({ lat: c.lat, lng: c.lng, count: c.count, bbox: [c.west, c.south, c.east, c.north] })),
        listings: rows.map((row) => ({
          kind: row.kind,
          id: Number(row.id),
          name: row.name,
          type: row.type,
          lat: row.lat,
          lng: row.lng,
          approximate: row.approximate,
          pro: row.plan_rank === 2,
          picture: row.picture,
          rating: { average: row.rating_average, count: row.rating_count },
          distanceKm: roundKm(row.distance_m),
        })),
        counts: { businesses, professions: cells.reduce((sum, c) => sum + c.count, 0) - businesses },
      };
    },
  };
}
