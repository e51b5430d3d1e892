import type { Db } from '../../db/database';

export function lookupsRepository(db: Db) {
  return {
    countries: () => db.selectFrom('countries').select(['country_id as id', 'name']).orderBy('name').execute(),
    states: (countryId: number) =>
      db.selectFrom('states').select(['state_id as id', 'name']).where('country_id', '=', countryId).orderBy('name').execute(),
    cities: (filter: { stateId?: number; countryId?: number }) => {
      let query = db
        .selectFrom('cities')
        .innerJoin('states', 'states.state_id', 'cities.state_id')
        .select([
          'cities.city_id as id',
          'cities.name',
          'cities.state_id as stateId',
          'states.name as stateName',
          'cities.latitude',
          'cities.longitude',
        ]);
      if (filter.stateId) query = query.where('cities.state_id', '=', filter.stateId);
      if (filter.countryId) query = query.where('states.country_id', '=', filter.countryId);
      return query.orderBy('cities.name').orderBy('states.name').execute();
    },
    neighborhoods: (cityId: number) =>
      db
        .selectFrom('neighborhoods')
        .select(['neighborhood_id as id', 'name'])
        .where('city_id', '=', cityId)
        .orderBy('name')
        .execute(),
    businessTypes: () => db.selectFrom('business_types').select(['business_type_id as id', 'name', 'icon']).orderBy('name').execute(),
    professionTypes: () =>
      db.selectFrom('profession_types').select(['profession_type_id as id', 'name', 'icon']).orderBy('name').execute(),
  };
}
