import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BandId } from '../../../shared/bands';
import type { featuredResultSchema, nearbyBusinessSchema, nearbyProfessionSchema } from '../../../shared/schemas/discovery';
import type { productPageSchema } from '../../../shared/schemas/listings';
import { api } from '../../lib/api';
import { retryUnlessClientError } from '../../lib/load-failure';

export type NearbyBusiness = z.infer<typeof nearbyBusinessSchema>;
export type NearbyProfession = z.infer<typeof nearbyProfessionSchema>;
type FeaturedResult = z.infer<typeof featuredResultSchema>;
type ProductPage = z.infer<typeof productPageSchema>;

/** Where the viewer stands and which ring they look at: sent with every discovery read (nearby and the feed). */
export interface Viewer {
  lat: number;
  lng: number;
  band: BandId;
}

export const viewerParams = (viewer: Viewer) =>
  new URLSearchParams({ lat: viewer.lat.toFixed(5), lng: viewer.lng.toFixed(5), band: viewer.band });

/** Rounds the viewer's position, so tiny GPS jitters stay on the same cache entry. */
export const viewerKey = (viewer: Viewer) => [viewer.lat.toFixed(3), viewer.lng.toFixed(3), viewer.band] as const;

/** Query keys of this feature (under `discover`, which Create Content, events and payments refresh). */
const nearbyKeys = {
  nearby: (viewer: Viewer, kind: 'business' | 'profession') => ['discover', 'nearby', kind, ...viewerKey(viewer)] as const,
  featured: (viewer: Viewer) => ['discover', 'featured', ...viewerKey(viewer)] as const,
  carousel: (businessId: number) => ['discover', 'carousel', businessId] as const,
};

const NOWHERE: Viewer = { lat: 0, lng: 0, band: 'local' };

export const nearbyQuery = <K extends 'business' | 'profession'>(viewer: Viewer, kind: K) =>
  queryOptions({
    queryKey: nearbyKeys.nearby(viewer, kind),
    queryFn: ({ signal }) => {
      const params = viewerParams(viewer);
      params.set('kind', kind);
      params.set('limit', '6');
      return api<{ items: (K extends 'business' ? NearbyBusiness : NearbyProfession)[] }>(`/api/v1/discover/nearby?${params}`, { signal });
    },
    retry: retryUnlessClientError,
  });

export function useNearby<K extends 'business' | 'profession'>(viewer: Viewer | null, kind: K) {
  return useQuery({ ...nearbyQuery(viewer ?? NOWHERE, kind), enabled: viewer !== null, select: (data) => data.items.slice(0, 6) });
}

export function useFeatured(viewer: Viewer | null) {
  return useQuery({
    queryKey: nearbyKeys.featured(viewer ?? NOWHERE),
    queryFn: ({ signal }) => api<FeaturedResult>(`/api/v1/discover/featured?${viewerParams(viewer!)}`, { signal }),
    enabled: viewer !== null,
    select: (data) => data.items.slice(0, 5),
    retry: retryUnlessClientError,
  });
}

export const CAROUSEL_PAGE = 6;
export function useCarouselProducts(businessId: number) {
  return useInfiniteQuery({
    queryKey: nearbyKeys.carousel(businessId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(CAROUSEL_PAGE) });
      if (pageParam) params.set('cursor', pageParam);
      return api<ProductPage>(`/api/v1/businesses/${businessId}/products?${params}`, { signal });
    },
    // A short page is the last one, whatever the cursor says (docs/spec/part-1-access-shell-home-search-plans.md §4, product carousel).
    getNextPageParam: (last) => (last.items.length < CAROUSEL_PAGE ? null : last.nextCursor),
    retry: retryUnlessClientError,
  });
}

/** Where a page the server draws centres: for the route loaders (app/loaders), beside the queries it keys. */
export { drawnViewer } from './viewer-position';
