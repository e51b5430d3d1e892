import { useQuery } from '@tanstack/react-query';
import type { TypeItem } from '../../../shared/schemas/lookups';
import { api } from '../../lib/api';

/** Reference data changes only with a release: fetch each list once per visit. */
const lookup =
  <T>(path: string) =>
  () =>
    api<{ items: T[] }>(path).then((data) => data.items);

export const lookupKeys = {
  businessTypes: ['lookups', 'business-types'] as const,
  professionTypes: ['lookups', 'profession-types'] as const,
};

export function useBusinessTypes() {
  return useQuery({ queryKey: lookupKeys.businessTypes, queryFn: lookup<TypeItem>('/api/v1/lookups/business-types'), staleTime: Infinity });
}

export function useProfessionTypes() {
  return useQuery({
    queryKey: lookupKeys.professionTypes,
    queryFn: lookup<TypeItem>('/api/v1/lookups/profession-types'),
    staleTime: Infinity,
  });
}
