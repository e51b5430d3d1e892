import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { SearchResult, SearchTab, Suggestion } from '../../../shared/schemas/discovery';
import { api } from '../../lib/api';
import { retryUnlessClientError } from '../../lib/load-failure';

/** Query keys of this feature; rounding the position keeps tiny GPS jitters on the same cache entry. */
const searchKeys = {
  search: (q: string, tab: SearchTab, position: { lat: number; lng: number } | null) =>
    ['search', q, tab, position?.lat.toFixed(2) ?? null, position?.lng.toFixed(2) ?? null] as const,
  suggestions: (q: string, position: { lat: number; lng: number } | null) =>
    ['search', 'suggestions', q, position?.lat.toFixed(2) ?? null, position?.lng.toFixed(2) ?? null] as const,
};

export const SEARCH_PAGE = 20;
type Spot = { lat: number; lng: number } | null;

export const searchQuery = (q: string, tab: SearchTab, position: Spot) =>
  infiniteQueryOptions({
    queryKey: searchKeys.search(q, tab, position),
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
    retry: retryUnlessClientError,
  });

export function useSearch(q: string, tab: SearchTab, position: Spot, enabled: boolean) {
  return useInfiniteQuery({ ...searchQuery(q, tab, position), enabled: enabled && q.length > 0 });
}

/** Suggestions show only what search would show the viewer (plan visibility is judged from their position). */
export const suggestionsQuery = (q: string, position: Spot) =>
  queryOptions({
    queryKey: searchKeys.suggestions(q, position),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ q });
      if (position) {
        params.set('lat', position.lat.toFixed(5));
        params.set('lng', position.lng.toFixed(5));
      }
      return api<{ items: Suggestion[] }>(`/api/v1/search/suggestions?${params}`, { signal });
    },
    staleTime: 60_000,
    retry: false,
  });

export function useSuggestions(q: string, position: Spot) {
  return useQuery({
    ...suggestionsQuery(q, position),
    enabled: q.length >= 2 && position !== null,
    select: (data) => data.items,
    placeholderData: keepPreviousData,
  });
}
