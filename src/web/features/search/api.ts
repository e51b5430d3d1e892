import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
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
export function useSearch(q: string, tab: SearchTab, position: { lat: number; lng: number } | null, enabled: boolean) {
  return useInfiniteQuery({
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
    enabled: enabled && q.length > 0,
    retry: retryUnlessClientError,
  });
}

/** Suggestions show only what search would show the viewer (plan visibility is judged from their position). */
export function useSuggestions(q: string, position: { lat: number; lng: number } | null) {
  return useQuery({
    queryKey: searchKeys.suggestions(q, position),
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
