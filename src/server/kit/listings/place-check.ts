import type { Db } from '../../db/database';
import { placeParents, type PlaceIds } from './place.repository';
import { msg } from '../../../shared/i18n/msg';

/** The country a state is in (null for an unknown state). */
export async function stateCountry(db: Db, stateId: number): Promise<number | null> {
  return (await placeParents(db, { countryId: null, stateId, cityId: null, neighborhoodId: null })).stateCountryId;
}

/**
 * The location cascade as the server sees it: each level needs its parent, and each id must exist under that
 * parent. Returns a message per wrong field (empty when the place is consistent).
 */
export async function placeErrors(db: Db, ids: PlaceIds): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  if (ids.stateId !== null && ids.countryId === null) fields.stateId = msg('Choose a country first');
  if (ids.cityId !== null && ids.stateId === null) fields.cityId = msg('Choose a state first');
  if (ids.neighborhoodId !== null && ids.cityId === null) fields.neighborhoodId = msg('Choose a city first');

  const found = await placeParents(db, ids);
  if (ids.countryId !== null && !found.countryExists) fields.countryId = msg('Unknown country');
  if (ids.stateId !== null && !fields.stateId) {
    if (found.stateCountryId === null) fields.stateId = msg('Unknown state');
    else if (found.stateCountryId !== ids.countryId) fields.stateId = msg('This state is not in the chosen country');
  }
  if (ids.cityId !== null && !fields.cityId) {
    if (found.cityStateId === null) fields.cityId = msg('Unknown city');
    else if (found.cityStateId !== ids.stateId) fields.cityId = msg('This city is not in the chosen state');
  }
  if (ids.neighborhoodId !== null && !fields.neighborhoodId) {
    if (found.neighborhoodCityId === null) fields.neighborhoodId = msg('Unknown neighbourhood');
    else if (found.neighborhoodCityId !== ids.cityId) fields.neighborhoodId = msg('This neighbourhood is not in the chosen city');
  }
  return fields;
}
