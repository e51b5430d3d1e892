import { useQuery } from '@tanstack/react-query';
import type { Highlights } from '../../../shared/schemas/highlights';
import { api } from '../../lib/api';

/** LocalHub's real counts and newest good reviews for the landing page. */
export function useHighlights() {
  return useQuery({ queryKey: ['highlights'], queryFn: () => api<Highlights>('/api/v1/highlights'), staleTime: 5 * 60_000 });
}
