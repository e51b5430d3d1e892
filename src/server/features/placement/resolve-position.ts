import type { PlacePrecision } from '../../../shared/placement';
import type { PlaceKind } from '../../../shared/places';
import type { ChosenPlace } from '../../../shared/schemas/placement';
import type { PlaceItem } from '../../../shared/schemas/places';
import type { Db } from '../../db/database';
import { placementRepository, type Position } from './placement.repository';

/**
 * What is being published can tell where it is, from the most exact to the least; the first that answers places it
 * (docs/decisions/0029-place-precision.md).
 */
export interface PlaceSources {
  /** A pin or the device's position (listings; checked against the served area by the input schema). */
  exact?: { latitude: number; longitude: number } | null;
  /** A gazetteer place (`placeId`): its centre, with its state, city and neighbourhood. */
  place?: PlaceItem | null;
  /** The levels chosen in the location cascade; a country alone places nothing. */
  area?: Pick<ChosenPlace, 'stateId' | 'cityId' | 'neighborhoodId'> | null;
  /** A listing it belongs to or links to (an advertisement's link). */
  listing?: { kind: 'business' | 'profession'; id: number } | null;
  /** Its author: their profile's location, else their first listing. */
  authorId?: string | null;
}

/** True when the member chose a place (beyond a country) in the location cascade. */
export const choseArea = (area: PlaceSources['area']): area is NonNullable<PlaceSources['area']> =>
  Boolean(area && (area.stateId ?? area.cityId ?? area.neighborhoodId) !== null);

/** How exact a gazetteer place's centre is: an area's is an area's, a town's or LGA's a city's, a state's a state's. */
const PRECISION_OF_KIND: Record<PlaceKind, PlacePrecision> = { area: 'area', town: 'city', lga: 'city', state: 'state' };

/** Resolves the position of what is being published; null when nothing places it (the caller refuses it, 400). */
export async function resolvePosition(db: Db, sources: PlaceSources): Promise<Position | null> {
  const repo = placementRepository(db);
  const { place } = sources;
  if (sources.exact) {
    const { stateId = null, cityId = null, neighborhoodId = null } = place ?? sources.area ?? {};
    return { ...sources.exact, precision: 'exact', stateId, cityId, neighborhoodId, placeId: place?.id ?? null };
  }
  if (place) {
    const { latitude, longitude, stateId, cityId, neighborhoodId } = place;
    // An area the neighbourhood list lacks has no name to say "in …" with: it says its city's.
    const precision = place.kind === 'area' && neighborhoodId === null ? 'city' : PRECISION_OF_KIND[place.kind];
    return { latitude, longitude, precision, stateId, cityId, neighborhoodId, placeId: place.id };
  }
  const area = choseArea(sources.area) ? await repo.area(sources.area) : null;
  if (area) return area;
  const listing = sources.listing ? await repo.listing(sources.listing.kind, sources.listing.id) : null;
  if (listing) return listing;
  return sources.authorId ? repo.author(sources.authorId) : null;
}
