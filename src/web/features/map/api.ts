import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MapResult, MapTiles } from '../../../shared/schemas/map';
import { api } from '../../lib/api';

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
export function useMapTiles() {
  return useQuery({ queryKey: mapKeys.tiles, queryFn: () => api<MapTiles>('/api/v1/map/tiles'), staleTime: Infinity });
}

/**
 * The listings and clusters in view. A new view replaces the request in flight (its signal aborts it once no one
 * waits for it), the previous answer stays on screen meanwhile, and answers are kept briefly (30 s, as the server's
 * cache header) so panning back costs nothing.
 */
export function useMapView(request: MapRequest | null) {
  return useQuery({
    queryKey: request ? mapKeys.view(request) : ['map', 'view', null],
    queryFn: ({ signal }) => api<MapResult>(`/api/v1/map?${paramsOf(request!)}`, { signal }),
    enabled: request !== null,
    staleTime: 30_000,
    gcTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
