/**
 * Reference data: countries, states/regions, cities, neighbourhoods, business types and profession
 * types, created and filled from the modules in `../reference-data`.
 *
 * Each foreign key is the leading column of its table's unique (parent_id, name) constraint, so the
 * index behind that constraint also serves as the foreign-key index (children of a parent, ordered
 * by name — exactly the lookup query). No separate single-column index is needed.
 */
import { Kysely, sql } from 'kysely';
import { CITIES, COUNTRIES, REGIONS } from '../reference-data/cities';
import { BUSINESS_TYPES, PROFESSION_TYPES } from '../reference-data/listing-types';
import { NEIGHBORHOODS } from '../reference-data/neighborhoods';

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Reference data: unknown ${what}`);
  return value;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('countries')
    .addColumn('country_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('code', sql`char(2)`, (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('states')
    .addColumn('state_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.country_id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('states_country_id_name_key', ['country_id', 'name'])
    .execute();

  await db.schema
    .createTable('cities')
    .addColumn('city_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.state_id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addUniqueConstraint('cities_state_id_name_key', ['state_id', 'name'])
    .addCheckConstraint('cities_latitude_check', sql`latitude between -90 and 90`)
    .addCheckConstraint('cities_longitude_check', sql`longitude between -180 and 180`)
    .execute();

  await db.schema
    .createTable('neighborhoods')
    .addColumn('neighborhood_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.city_id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addUniqueConstraint('neighborhoods_city_id_name_key', ['city_id', 'name'])
    .addCheckConstraint(
      'neighborhoods_position_check',
      sql`(latitude is null) = (longitude is null) and (latitude is null or (latitude between -90 and 90 and longitude between -180 and 180))`,
    )
    .execute();

  await db.schema
    .createTable('business_types')
    .addColumn('business_type_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('icon', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('profession_types')
    .addColumn('profession_type_id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('icon', 'text', (c) => c.notNull())
    .execute();

  // Countries → id by code.
  const countries: { country_id: number; code: string }[] = await db
    .insertInto('countries')
    .values(COUNTRIES.map((c) => ({ name: c.name, code: c.code })))
    .returning(['country_id', 'code'])
    .execute();
  const countryId = new Map(countries.map((c) => [c.code, c.country_id]));

  // States and regions → id by "code/name".
  const states: { state_id: number; country_id: number; name: string }[] = await db
    .insertInto('states')
    .values(
      REGIONS.map((r) => ({
        country_id: required(countryId.get(r.country), `country ${r.country}`),
        name: r.name,
      })),
    )
    .returning(['state_id', 'country_id', 'name'])
    .execute();
  const codeOf = new Map(countries.map((c) => [c.country_id, c.code]));
  const stateId = new Map(states.map((s) => [`${codeOf.get(s.country_id)}/${s.name}`, s.state_id]));

  // Cities → id by name (city names are unique across the list; checked here).
  const cities: { city_id: number; name: string }[] = await db
    .insertInto('cities')
    .values(
      CITIES.map((c) => ({
        state_id: required(stateId.get(`${c.country}/${c.state}`), `state ${c.country}/${c.state} of city ${c.name}`),
        name: c.name,
        latitude: c.latitude,
        longitude: c.longitude,
      })),
    )
    .returning(['city_id', 'name'])
    .execute();
  const cityId = new Map<string, number>();
  for (const c of cities) {
    if (cityId.has(c.name)) throw new Error(`Reference data: city name ${c.name} is not unique`);
    cityId.set(c.name, c.city_id);
  }

  const neighborhoodRows = Object.entries(NEIGHBORHOODS).flatMap(([city, list]) =>
    list.map((n) => ({
      city_id: required(cityId.get(city), `city ${city} of neighbourhoods`),
      name: n.name,
      latitude: n.latitude,
      longitude: n.longitude,
    })),
  );
  if (neighborhoodRows.length > 0) await db.insertInto('neighborhoods').values(neighborhoodRows).execute();

  await db
    .insertInto('business_types')
    .values(BUSINESS_TYPES.map((t) => ({ name: t.name, icon: t.icon })))
    .execute();
  await db
    .insertInto('profession_types')
    .values(PROFESSION_TYPES.map((t) => ({ name: t.name, icon: t.icon })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['neighborhoods', 'cities', 'states', 'countries', 'profession_types', 'business_types']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
