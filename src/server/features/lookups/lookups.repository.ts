import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Alphabetical as people read it, whatever the database's collation: "Pharmacy" before "POS". */
const byName = (column: string) => sql`lower(${sql.ref(column)})`;
/** Nigeria first, then the neighbours by name. */
const nigeriaFirst = sql`CASE WHEN countries.code = 'NG' THEN 0 ELSE 1 END`;

export function lookupsRepository(db: Db) {
  return {
    countries: () =>
      db.selectFrom('countries').select(['country_id as id', 'name']).orderBy(nigeriaFirst).orderBy(byName('name')).execute(),
    states: (countryId: number) =>
      db.selectFrom('states').select(['state_id as id', 'name']).where('country_id', '=', countryId).orderBy(byName('name')).execute(),
    cities: (filter: { stateId?: number; countryId?: number }) => {
      let query = db
        .selectFrom('cities')
        .innerJoin('states', 'states.state_id', 'cities.state_id')
        .innerJoin('countries', 'countries.country_id', 'states.country_id')
        .select([
          'cities.city_id as id',
          'cities.name',
          'cities.state_id as stateId',
          'states.name as stateName',
          sql<string>`countries.code::text`.as('countryCode'),
          'countries.name as countryName',
          'cities.latitude',
          'cities.longitude',
        ]);
      if (filter.stateId) query = query.where('cities.state_id', '=', filter.stateId);
      if (filter.countryId) query = query.where('states.country_id', '=', filter.countryId);
      // Grouped as the pickers show them: by country (Nigeria first), then state, then name.
      return query
        .orderBy(nigeriaFirst)
        .orderBy(byName('countries.name'))
        .orderBy(byName('states.name'))
        .orderBy(byName('cities.name'))
        .execute();
    },
    neighborhoods: (cityId: number) =>
      db
        .selectFrom('neighborhoods')
        .select(['neighborhood_id as id', 'name'])
        .where('city_id', '=', cityId)
        .orderBy(byName('name'))
        .execute(),
    businessTypes: () =>
      db.selectFrom('business_types').select(['business_type_id as id', 'name', 'icon']).orderBy(byName('name')).execute(),
    professionTypes: () =>
      db.selectFrom('profession_types').select(['profession_type_id as id', 'name', 'icon']).orderBy(byName('name')).execute(),
  };
}
