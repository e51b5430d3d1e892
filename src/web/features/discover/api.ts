import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BandId } from '../../../shared/bands';
import type {
  FeedItem,
  featuredResultSchema,
  nearbyBusinessSchema,
  nearbyProfessionSchema,
  SearchResult,
  SearchTab,
  Suggestion,
} from '../../../shared/schemas/discovery';
import type { AdSlotItem } from '../../../shared/schemas/ads';
import type { Product } from '../../../shared/schemas/listings';
import { api } from '../../lib/api';
import { retryUnlessClientError } from '../../lib/load-failure';
import { slotsOnPage } from './feed-slot-ads';

export type NearbyBusiness = z.infer<typeof nearbyBusinessSchema>;
export type NearbyProfession = z.infer<typeof nearbyProfessionSchema>;
type FeaturedResult = z.infer<typeof featuredResultSchema>;
interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Where the viewer stands and which ring they look at: sent with every discovery read. */
export interface Viewer {
  lat: number;
  lng: number;
  band: BandId;
}

const viewerParams = (viewer: Viewer) => new URLSearchParams({ lat: viewer.lat.toFixed(5), lng: viewer.lng.toFixed(5), band: viewer.band });

/** Query keys of this feature; rounding the position keeps tiny GPS jitters on the same cache entry. */
export const discoverKeys = {
  nearby: (viewer: Viewer, kind: 'business' | 'profession') =>
    ['discover', 'nearby', kind, viewer.lat.toFixed(3), viewer.lng.toFixed(3), viewer.band] as const,
  featured: (viewer: Viewer) => ['discover', 'featured', viewer.lat.toFixed(3), viewer.lng.toFixed(3), viewer.band] as const,
  carousel: (businessId: number) => ['discover', 'carousel', businessId] as const,
  feed: (viewer: Viewer) => ['discover', 'feed', viewer.lat.toFixed(3), viewer.lng.toFixed(3), viewer.band] as const,
  search: (q: string, tab: SearchTab, position: { lat: number; lng: number } | null) =>
    ['search', q, tab, position?.lat.toFixed(2) ?? null, position?.lng.toFixed(2) ?? null] as const,
  suggestions: (q: string, position: { lat: number; lng: number } | null) =>
    ['search', 'suggestions', q, position?.lat.toFixed(2) ?? null, position?.lng.toFixed(2) ?? null] as const,
};

export function useNearby<K extends 'business' | 'profession'>(viewer: Viewer | null, kind: K) {
  return useQuery({
    queryKey: discoverKeys.nearby(viewer ?? { lat: 0, lng: 0, band: 'local' }, kind),
    queryFn: ({ signal }) => {
      const params = viewerParams(viewer!);
      params.set('kind', kind);
      params.set('limit', '6');
      return api<{ items: (K extends 'business' ? NearbyBusiness : NearbyProfession)[] }>(`/api/v1/discover/nearby?${params}`, { signal });
    },
    enabled: viewer !== null,
    select: (data) => data.items.slice(0, 6),
    retry: retryUnlessClientError,
  });
}

export function useFeatured(viewer: Viewer | null) {
  return useQuery({
    queryKey: discoverKeys.featured(viewer ?? { lat: 0, lng: 0, band: 'local' }),
    queryFn: ({ signal }) => api<FeaturedResult>(`/api/v1/discover/featured?${viewerParams(viewer!)}`, { signal }),
    enabled: viewer !== null,
    select: (data) => data.items.slice(0, 5),
    retry: retryUnlessClientError,
  });
}

export const CAROUSEL_PAGE = 6;
export function useCarouselProducts(businessId: number) {
  return useInfiniteQuery({
    queryKey: discoverKeys.carousel(businessId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(CAROUSEL_PAGE) });
      if (pageParam) params.set('cursor', pageParam);
      return api<Page<Product>>(`/api/v1/businesses/${businessId}/products?${params}`, { signal });
    },
    // A short page is the last one, whatever the cursor says (docs/spec/part-1-access-shell-home-search-plans.md §4, product carousel).
    getNextPageParam: (last) => (last.items.length < CAROUSEL_PAGE ? null : last.nextCursor),
    retry: retryUnlessClientError,
  });
}

export const FEED_PAGE = 10;
type FeedPage = Page<FeedItem> & { ads: AdSlotItem[] };

export function useFeed(viewer: Viewer | null) {
  return useInfiniteQuery({
    queryKey: discoverKeys.feed(viewer ?? { lat: 0, lng: 0, band: 'local' }),
    // `offset`: the items before the page, so it asks for the ads of the slots that fall on it.
    initialPageParam: { cursor: null as string | null, offset: 0 },
    queryFn: ({ pageParam, signal }) => {
      const params = viewerParams(viewer!);
      params.set('limit', String(FEED_PAGE));
      params.set('ads', String(slotsOnPage(pageParam.offset, FEED_PAGE).count));
      if (pageParam.cursor) params.set('cursor', pageParam.cursor);
      return api<FeedPage>(`/api/v1/feed?${params}`, { signal });
    },
    getNextPageParam: (last, pages) =>
      last.nextCursor ? { cursor: last.nextCursor, offset: pages.reduce((n, page) => n + page.items.length, 0) } : undefined,
    enabled: viewer !== null,
    retry: retryUnlessClientError,
  });
}

export const SEARCH_PAGE = 20;
export function useSearch(q: string, tab: SearchTab, position: { lat: number; lng: number } | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: discoverKeys.search(q, tab, position),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ q, tab, limit: String(SEARCH_PAGE) });
      if (position) {
        params.set('lat', position.lat.toFixed(5));
        params.set('lng', position.lng.toFixed(5));
      }
      if (pageParam) params.set('cursor', pageParam);
      return api<SearchResult>(`/api/v1/search?${params}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    enabled: enabled && q.length > 0,
    retry: retryUnlessClientError,
  });
}

/** Suggestions show only what search would show the viewer (plan visibility is judged from their position). */
export function useSuggestions(q: string, position: { lat: number; lng: number } | null) {
  return useQuery({
    queryKey: discoverKeys.suggestions(q, position),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ q });
      if (position) {
        params.set('lat', position.lat.toFixed(5));
        params.set('lng', position.lng.toFixed(5));
      }
      return api<{ items: Suggestion[] }>(`/api/v1/search/suggestions?${params}`, { signal });
    },
    enabled: q.length >= 2 && position !== null,
    select: (data) => data.items,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
