import type { Profession } from '../../../shared/schemas/listings';
import { greatCircleKm } from '../great-circle';

/**
 * The distance a card shows for a profession. For an approximate area (docs/decisions/0017-map.md) it is measured from
 * the rounded point the answer carries, never from the exact position: distances from a few places would otherwise
 * pin the position down. The owner sees the exact distance, as they see the exact position.
 */
export function shownDistanceKm(
  distanceKm: number | null,
  profession: Pick<Profession, 'approximateArea' | 'isOwner' | 'place'>,
  from: { lat: number; lng: number } | undefined,
): number | null {
  const { latitude, longitude } = profession.place;
  if (distanceKm === null || !from || !profession.approximateArea || profession.isOwner || latitude === null || longitude === null)
    return distanceKm;
  return Math.round(greatCircleKm(from, { lat: latitude, lng: longitude }) * 10) / 10;
}
