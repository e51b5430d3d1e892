import { useQuery } from '@tanstack/react-query';
import type { CityItem, LookupItem, TypeItem } from '../../../shared/schemas/lookups';
import { api } from '../../lib/api';

/** Reference data changes only with a release: fetch each list once per visit. */
const lookup =
  <T>(path: string) =>
  () =>
    api<{ items: T[] }>(path).then((data) => data.items);

export const lookupKeys = {
  countries: ['lookups', 'countries'] as const,
  states: (countryId: number | null) => ['lookups', 'states', countryId] as const,
  cities: (stateId: number | null) => ['lookups', 'cities-of-state', stateId] as const,
  neighborhoods: (cityId: number | null) => ['lookups', 'neighborhoods', cityId] as const,
  businessTypes: ['lookups', 'business-types'] as const,
  professionTypes: ['lookups', 'profession-types'] as const,
};

export function useCountries() {
  return useQuery({ queryKey: lookupKeys.countries, queryFn: lookup<LookupItem>('/api/v1/lookups/countries'), staleTime: Infinity });
}

export function useStates(countryId: number | null) {
  return useQuery({
    queryKey: lookupKeys.states(countryId),
    queryFn: lookup<LookupItem>(`/api/v1/lookups/states?countryId=${countryId}`),
    enabled: countryId !== null,
    staleTime: Infinity,
  });
}

export function useCitiesOfState(stateId: number | null) {
  return useQuery({
    queryKey: lookupKeys.cities(stateId),
    queryFn: lookup<CityItem>(`/api/v1/lookups/cities?stateId=${stateId}`),
    enabled: stateId !== null,
    staleTime: Infinity,
  });
}

export function useNeighborhoods(cityId: number | null) {
  return useQuery({
    queryKey: lookupKeys.neighborhoods(cityId),
    queryFn: lookup<LookupItem>(`/api/v1/lookups/neighborhoods?cityId=${cityId}`),
    enabled: cityId !== null,
    staleTime: Infinity,
  });
}

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
