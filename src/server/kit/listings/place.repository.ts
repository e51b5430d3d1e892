import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database';
import type { Database, PlaceColumns } from '../../db/schema';
import { asKey } from '../as-key.sql';

/** A listing table selected as `listing` (businesses or professions): the columns these pieces read. */
export type ListingAlias = { listing: Selectable<PlaceColumns> };
export type ListingEb = ExpressionBuilder<Database & ListingAlias, 'listing'>;

/** The place of a listing with each level as { id, name } or null: primary-key lookups, no row multiplication. */
export function placeSelections(eb: ListingEb) {
  return [
    jsonObjectFrom(
      eb
        .selectFrom('countries')
        .select(['countries.country_id as id', 'countries.name'])
        .whereRef('countries.country_id', '=', 'listing.country_id'),
    ).as('country'),
    jsonObjectFrom(
      eb.selectFrom('states').select(['states.state_id as id', 'states.name']).whereRef('states.state_id', '=', 'listing.state_id'),
    ).as('state'),
    jsonObjectFrom(
      eb.selectFrom('cities').select(['cities.city_id as id', 'cities.name']).whereRef('cities.city_id', '=', 'listing.city_id'),
    ).as('city'),
    jsonObjectFrom(
      eb
        .selectFrom('neighborhoods')
        .select(['neighborhoods.neighborhood_id as id', 'neighborhoods.name'])
        .whereRef('neighborhoods.neighborhood_id', '=', 'listing.neighborhood_id'),
    ).as('neighborhood'),
    'listing.landmark',
    'listing.latitude',
    'listing.longitude',
    'listing.place_precision',
    'listing.place_id',
    sql<string | null>`(SELECT pl.label FROM places pl WHERE pl.place_id = listing.place_id)`.as('place_label'),
  ] as const;
}

export interface PlaceIds {
  countryId: number | null;
  stateId: number | null;
  cityId: number | null;
  neighborhoodId: number | null;
}

/** For each given id, the parent it really has (or null when the id does not exist). */
export async function placeParents(db: Db, ids: PlaceIds) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('countries')
        .select(sql<boolean>`true`.as('found'))
        .where('country_id', '=', asKey(ids.countryId))
        .as('countryFound'),
      eb.selectFrom('states').select('country_id').where('state_id', '=', asKey(ids.stateId)).as('stateCountryId'),
      eb.selectFrom('cities').select('state_id').where('city_id', '=', asKey(ids.cityId)).as('cityStateId'),
      eb.selectFrom('neighborhoods').select('city_id').where('neighborhood_id', '=', asKey(ids.neighborhoodId)).as('neighborhoodCityId'),
    ])
    .executeTakeFirstOrThrow();
  return {
    countryExists: row.countryFound === true,
    stateCountryId: row.stateCountryId ?? null,
    cityStateId: row.cityStateId ?? null,
    neighborhoodCityId: row.neighborhoodCityId ?? null,
  };
}
