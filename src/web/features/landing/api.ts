import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Highlights } from '../../../shared/schemas/highlights';
import { api } from '../../lib/api';

/** LocalHub's real counts and newest good reviews for the landing page (read by its loader and two of its sections). */
export const highlightsQuery = () =>
  queryOptions({ queryKey: ['highlights'], queryFn: () => api<Highlights>('/api/v1/highlights'), staleTime: 5 * 60_000 });

export function useHighlights() {
  return useQuery(highlightsQuery());
}
