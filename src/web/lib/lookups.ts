// Reference lists (cities, business and profession types), read by forms, the map's filters and the viewer's position.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CityItem, TypeItem } from '../../shared/schemas/lookups';
import { api } from './api';

/** Reference data changes only with a release: fetch each list once per visit. */
const lookup =
  <T>(path: string) =>
  () =>
    api<{ items: T[] }>(path).then((data) => data.items);

const lookupKeys = {
  cities: ['lookups', 'cities'] as const,
  businessTypes: ['lookups', 'business-types'] as const,
  professionTypes: ['lookups', 'profession-types'] as const,
};

/** `enabled`: false until the list is needed (the map's filter asks for a kind's types once that kind is chosen). */
export function useBusinessTypes(enabled = true) {
  return useQuery({
    queryKey: lookupKeys.businessTypes,
    queryFn: lookup<TypeItem>('/api/v1/lookups/business-types'),
    staleTime: Infinity,
    enabled,
  });
}

export function useProfessionTypes(enabled = true) {
  return useQuery({
    queryKey: lookupKeys.professionTypes,
    queryFn: lookup<TypeItem>('/api/v1/lookups/profession-types'),
    staleTime: Infinity,
    enabled,
  });
}

/**
 * Nigerian cities first (the app's home), then the neighbours'; each labelled with its state. The cache keeps the
 * answer as sent, as the page the server drew hands it over (decision 0026).
 */
export const citiesQuery = () =>
  queryOptions({
    queryKey: lookupKeys.cities,
    queryFn: () => api<{ items: CityItem[] }>('/api/v1/lookups/cities'),
    staleTime: Infinity,
  });

export function useCities() {
  return useQuery({ ...citiesQuery(), select: (data) => data.items });
}
