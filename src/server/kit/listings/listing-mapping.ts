import { roundApproximate } from '../../../shared/map';
import type { PlacePrecision } from '../../../shared/placement';
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
  place_precision: PlacePrecision;
  place_id: number | null;
  place_label: string | null;
}

/** Rounded to about 1 km when only an approximate area may be shown (docs/decisions/0017-map.md). */
const publicDegrees = (degrees: number | null, approximate: boolean) =>
  degrees === null || !approximate ? degrees : roundApproximate(degrees);

export const toPlace = (row: PlaceRow, approximate = false): Place => ({
  country: row.country,
  state: row.state,
  city: row.city,
  neighborhood: row.neighborhood,
  landmark: row.landmark,
  latitude: publicDegrees(row.latitude, approximate),
  longitude: publicDegrees(row.longitude, approximate),
  // A listing without a point (an old one nothing could place) has no precision: its owner is asked for a place.
  precision: row.latitude === null ? null : row.place_precision,
  placeId: row.place_id,
  placeLabel: row.place_label,
});

export const toRating = (rating: RatingSummary | null): RatingSummary => rating ?? { average: null, count: 0 };

export const isoString = (value: Date | string) => new Date(value).toISOString();
