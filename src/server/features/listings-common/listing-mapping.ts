import type { Place, RatingSummary } from '../../../shared/schemas/listings';

type Named = { id: number; name: string } | null;

export interface PlaceRow {
  country: Named;
  state: Named;
  city: Named;
  neighborhood: Named;
  landmark: string | null;
  latitude: number | null;
  longitude: number | null;
}

export const toPlace = (row: PlaceRow): Place => ({
  country: row.country,
  state: row.state,
  city: row.city,
  neighborhood: row.neighborhood,
  landmark: row.landmark,
  latitude: row.latitude,
  longitude: row.longitude,
});

export const toRating = (rating: RatingSummary | null): RatingSummary => rating ?? { average: null, count: 0 };

export const isoString = (value: Date | string) => new Date(value).toISOString();
