import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdDetail, AdPlacement, AdSlot, AdSummary } from '../../../shared/schemas/ads';
import { api } from '../../lib/api';

export const adKeys = {
  all: ['ads'] as const,
  slot: (placement: AdPlacement, count: number, lat?: number, lng?: number) => ['ads', 'slot', placement, count, lat, lng] as const,
  mine: ['ads', 'mine'] as const,
  detail: (adId: number) => ['ads', 'detail', adId] as const,
};

export const adsApi = {
  slot: (placement: AdPlacement, count: number, position?: { lat: number; lng: number } | null) => {
    const params = new URLSearchParams({ placement, count: String(count) });
    if (position) {
      params.set('lat', position.lat.toFixed(5));
      params.set('lng', position.lng.toFixed(5));
    }
    return api<AdSlot>(`/api/v1/ads/slot?${params}`);
  },
  impression: (adId: number) => api<null>(`/api/v1/ads/${adId}/impression`, { method: 'POST' }),
  mine: () => api<{ items: AdSummary[] }>('/api/v1/ads'),
  detail: (adId: number) => api<AdDetail>(`/api/v1/ads/${adId}`),
  setPaused: (adId: number, paused: boolean) => api<AdDetail>(`/api/v1/ads/${adId}`, { method: 'PATCH', body: { paused } }),
};

/** Ads for `count` slots of a placement (LocalHub's promotion fills what no ad does); fetched once per page view. */
export const adSlotsQuery = (placement: AdPlacement, count: number, position?: { lat: number; lng: number } | null) =>
  queryOptions({
    queryKey: adKeys.slot(placement, count, position?.lat, position?.lng),
    queryFn: () => adsApi.slot(placement, count, position),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });

export function useAdSlots(placement: AdPlacement, count: number, position?: { lat: number; lng: number } | null) {
  return useQuery({
    ...adSlotsQuery(placement, count, position),
    enabled: count > 0,
    // While more feed pages load (more slots), the slots already shown keep their ads.
    placeholderData: (previous) => previous,
  });
}

/** The member's own advertisements with their numbers (Your ads). */
export const myAdsQuery = () => queryOptions({ queryKey: adKeys.mine, queryFn: adsApi.mine });

export function useMyAds() {
  return useQuery(myAdsQuery());
}

export function useAdDetail(adId: number | null) {
  return useQuery({ queryKey: adKeys.detail(adId ?? 0), queryFn: () => adsApi.detail(adId!), enabled: adId !== null });
}

export function useSetAdPaused() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ adId, paused }: { adId: number; paused: boolean }) => adsApi.setPaused(adId, paused),
    onSuccess: () => client.invalidateQueries({ queryKey: adKeys.all }),
  });
}
