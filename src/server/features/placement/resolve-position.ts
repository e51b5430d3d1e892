import type { ChosenPlace } from '../../../shared/schemas/placement';
import type { Db } from '../../db/database';
import { placementRepository, type Position } from './placement.repository';

/**
 * What is being published can tell where it is, from the most exact to the least; the first that answers places it
 * (docs/decisions/0029-place-precision.md). A gazetteer place (`placeId`, a point with its state, city and
 * neighbourhood) becomes one more source here, between `exact` and `area`.
 */
export interface PlaceSources {
  /** A pin or the device's position (listings; checked against the served area by the input schema). */
  exact?: { latitude: number; longitude: number } | null;
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

/** Resolves the position of what is being published; null when nothing places it (the caller refuses it, 400). */
export async function resolvePosition(db: Db, sources: PlaceSources): Promise<Position | null> {
  const repo = placementRepository(db);
  if (sources.exact) {
    const { stateId = null, cityId = null, neighborhoodId = null } = sources.area ?? {};
    return { ...sources.exact, precision: 'exact', stateId, cityId, neighborhoodId };
  }
  const area = choseArea(sources.area) ? await repo.area(sources.area) : null;
  if (area) return area;
  const listing = sources.listing ? await repo.listing(sources.listing.kind, sources.listing.id) : null;
  if (listing) return listing;
  return sources.authorId ? repo.author(sources.authorId) : null;
}
