import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MapResult, MapTiles } from '../../../shared/schemas/map';
import { api } from '../../lib/api';
import { drawnView } from './map-view';
import type { MapSize } from '../../../shared/first-screen';

export type MapKindFilter = 'all' | 'business' | 'profession';

/** What the map asks for: a box (west, south, east, north) at a zoom, the filters and the viewer's position. */
export interface MapRequest {
  bbox: [number, number, number, number];
  zoom: number;
  kind: MapKindFilter;
  type: number | null;
  q: string;
  viewer: { lat: number; lng: number };
}

const paramsOf = (request: MapRequest) => {
  const params = new URLSearchParams({
    bbox: request.bbox.map((n) => n.toFixed(5)).join(','),
    zoom: String(request.zoom),
    kind: request.kind,
    lat: request.viewer.lat.toFixed(4),
    lng: request.viewer.lng.toFixed(4),
  });
  if (request.type !== null) params.set('type', String(request.type));
  if (request.q) params.set('q', request.q);
  return params;
};

/** Query keys of this feature: the request's own query string (rounded), so a pan back reuses the answer. */
export const mapKeys = {
  tiles: ['map', 'tiles'] as const,
  view: (request: MapRequest) => ['map', 'view', paramsOf(request).toString()] as const,
};

/** Where tiles come from: configuration, the same for the whole visit. */
export const mapTilesQuery = () =>
  queryOptions({ queryKey: mapKeys.tiles, queryFn: () => api<MapTiles>('/api/v1/map/tiles'), staleTime: Infinity });

export function useMapTiles() {
  return useQuery(mapTilesQuery());
}

/** The listings and clusters of one view; answers are kept briefly (30 s, as the server's cache header). */
export const mapViewQuery = (request: MapRequest) =>
  queryOptions({
    queryKey: mapKeys.view(request),
    queryFn: ({ signal }) => api<MapResult>(`/api/v1/map?${paramsOf(request)}`, { signal }),
    staleTime: 30_000,
    gcTime: 60_000,
  });

/** What the map page the server draws asks for: the view it opens with around `viewer` (map-view.ts), with no filter. */
export function drawnRequest(viewer: MapRequest['viewer'], size: MapSize | null): MapRequest | null {
  const view = drawnView(viewer, size);
  return view && { ...view, kind: 'all', type: null, q: '', viewer };
}

/** The key of the map's query before it has a view (never fetched). */
const NO_REQUEST: MapRequest = { bbox: [0, 0, 0, 0], zoom: 0, kind: 'all', type: null, q: '', viewer: { lat: 0, lng: 0 } };

/**
 * The listings and clusters in view. A new view replaces the request in flight (its signal aborts it once no one
 * waits for it), the previous answer stays on screen meanwhile, and panning back within 30 s costs nothing.
 */
export function useMapView(request: MapRequest | null) {
  return useQuery({
    ...mapViewQuery(request ?? NO_REQUEST),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
