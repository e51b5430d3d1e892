import { useQuery } from '@tanstack/react-query';
import type { Analytics, AnalyticsKind, AnalyticsPeriod, TapKind } from '../../../shared/schemas/analytics';
import { api } from '../../lib/api';

export const analyticsKeys = {
  listing: (kind: AnalyticsKind, id: number, days: AnalyticsPeriod) => [kind, id, 'analytics', days] as const,
};

/** The owner's numbers for one listing over 7, 30 or 90 days (403 for Free: the page shows a preview). */
export function useListingAnalytics(kind: AnalyticsKind, id: number | null, days: AnalyticsPeriod) {
  return useQuery({
    queryKey: analyticsKeys.listing(kind, id ?? 0, days),
    queryFn: ({ signal }) => api<Analytics>(`/api/v1/listings/${kind}/${id}/analytics?days=${days}`, { signal }),
    enabled: id !== null,
    retry: (count, error) =>
      count < 2 && !(error instanceof Error && 'status' in error && [401, 403, 404].includes(error.status as number)),
    placeholderData: (previous) => previous,
  });
}

/**
 * Reports a tap on a listing's call, WhatsApp, message or website button for its owner's analytics. Sent with
 * `keepalive` so it survives the page leaving for the dialler, WhatsApp or the website; failures are ignored.
 */
export function reportTap(kind: AnalyticsKind, id: number, tap: TapKind): void {
  void fetch(`/api/v1/listings/${kind}/${id}/taps`, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tap }),
  }).catch(() => undefined);
}
