import type { Profession } from '../../../shared/schemas/listings';

/** earthdistance's sphere (`earth()`), so distances agree with those measured in SQL. */
const EARTH_RADIUS_KM = 6378.168;

function greatCircleKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

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
