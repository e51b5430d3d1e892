import type { Db } from '../../db/database';
import { placeParents, type PlaceIds } from './place.repository';

/**
 * The location cascade as the server sees it: each level needs its parent, and each id must exist under that
 * parent. Returns a message per wrong field (empty when the place is consistent).
 */
export async function placeErrors(db: Db, ids: PlaceIds): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  if (ids.stateId !== null && ids.countryId === null) fields.stateId = 'Choose a country first';
  if (ids.cityId !== null && ids.stateId === null) fields.cityId = 'Choose a state first';
  if (ids.neighborhoodId !== null && ids.cityId === null) fields.neighborhoodId = 'Choose a city first';

  const found = await placeParents(db, ids);
  if (ids.countryId !== null && !found.countryExists) fields.countryId = 'Unknown country';
  if (ids.stateId !== null && !fields.stateId) {
    if (found.stateCountryId === null) fields.stateId = 'Unknown state';
    else if (found.stateCountryId !== ids.countryId) fields.stateId = 'This state is not in the chosen country';
  }
  if (ids.cityId !== null && !fields.cityId) {
    if (found.cityStateId === null) fields.cityId = 'Unknown city';
    else if (found.cityStateId !== ids.stateId) fields.cityId = 'This city is not in the chosen state';
  }
  if (ids.neighborhoodId !== null && !fields.neighborhoodId) {
    if (found.neighborhoodCityId === null) fields.neighborhoodId = 'Unknown neighbourhood';
    else if (found.neighborhoodCityId !== ids.cityId) fields.neighborhoodId = 'This neighbourhood is not in the chosen city';
  }
  return fields;
}
