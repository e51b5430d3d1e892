import { Kysely, sql } from 'kysely';
import { CITIES } from '../reference-data/cities';
import { NEIGHBORHOODS } from '../reference-data/neighborhoods';

/**
 * A consistent place tree for Lagos State (issue 10, 6g). Before, "Ikeja" and "Ikorodu" were both cities and
 * neighbourhoods of the city "Lagos", and the cities Ikeja and Lekki had no neighbourhoods (State Lagos → City Ikeja →
 * "None listed"). Now Lagos State's cities follow its divisions (Ikeja, Badagry, Ikorodu, Lagos, Epe), each with its
 * neighbourhoods (reference-data/neighborhoods.ts); Lekki is a neighbourhood of Lagos.
 *
 * Migration 0002 builds the tree from the reference data as it is now, so on a new database there is nothing to move.
 * On an existing one, every row that points at a moved place follows it (found through the foreign keys, so tables
 * added later are covered too), and nothing is lost:
 * - a neighbourhood that moves to another city keeps its id; rows that point at it take its new city;
 * - a neighbourhood that is now a city (Lagos › Ikeja, Lagos › Ikorodu): rows take that city, without a neighbourhood;
 * - a city that is now a neighbourhood (Lekki): rows take Lagos › Lekki.
 * Running it again changes nothing.
 */
const STATE = 'Lagos';
/** Former neighbourhoods of Lagos that are cities now. */
const NOW_CITIES = ['Ikeja', 'Ikorodu'];
/** Former cities that are neighbourhoods of Lagos now. */
const NOW_NEIGHBOURHOODS = ['Lekki'];

/**
 * The neighbourhoods of Lagos State's cities: only they move here. (Migration 0043 adds any other city's missing
 * neighbourhoods; walking them here too cost a query each at every fresh migration run.)
 */
const LAGOS_NEIGHBOURHOODS = Object.entries(NEIGHBORHOODS).filter(([city]) =>
  CITIES.some((c) => c.country === 'NG' && c.state === STATE && c.name === city),
);

interface Reference {
  table: string;
  column: string;
}

/** Columns with a foreign key to `target`'s primary key. */
async function referencesTo(db: Kysely<any>, target: 'cities' | 'neighborhoods'): Promise<Reference[]> {
  const { rows } = await sql<Reference>`
    SELECT c.conrelid::regclass::text AS table, a.attname AS column
      FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
     WHERE c.contype = 'f' AND c.confrelid = ${target}::regclass AND array_length(c.conkey, 1) = 1
       AND c.conrelid <> 'neighborhoods'::regclass`.execute(db);
  return rows;
}

export async function up(db: Kysely<any>): Promise<void> {
  const cityRefs = await referencesTo(db, 'cities');
  const hoodRefs = await referencesTo(db, 'neighborhoods');
  // Tables that carry both a city and a neighbourhood (listings): the city follows the neighbourhood.
  const paired = hoodRefs.flatMap((hood) => {
    const city = cityRefs.find((ref) => ref.table === hood.table);
    return city ? [{ table: hood.table, city: city.column, hood: hood.column }] : [];
  });
  const cityIn = sql`(SELECT c.city_id FROM cities c JOIN states s USING (state_id) JOIN countries k USING (country_id)
                       WHERE k.code = 'NG' AND s.name = ${STATE} AND c.name = `;
  const cityOf = (name: string) => sql`${cityIn}${name})`;

  // Neighbourhoods listed under another Lagos State city than before move there (same id).
  for (const [city, list] of LAGOS_NEIGHBOURHOODS) {
    for (const { name } of list) {
      await sql`
        UPDATE neighborhoods n SET city_id = ${cityOf(city)}
         WHERE n.name = ${name} AND n.city_id <> ${cityOf(city)} AND ${cityOf(city)} IS NOT NULL
           AND n.city_id IN (SELECT c.city_id FROM cities c JOIN states s USING (state_id) JOIN countries k USING (country_id)
                              WHERE k.code = 'NG' AND s.name = ${STATE})
           AND NOT EXISTS (SELECT 1 FROM neighborhoods o WHERE o.city_id = ${cityOf(city)} AND o.name = ${name})`.execute(db);
    }
  }

  // Neighbourhoods that are cities now: rows take the city, without a neighbourhood; the neighbourhood goes.
  for (const name of NOW_CITIES) {
    const hood = sql`(SELECT n.neighborhood_id FROM neighborhoods n WHERE n.name = ${name} AND n.city_id = ${cityOf('Lagos')})`;
    for (const { table, city, hood: column } of paired) {
      await sql`UPDATE ${sql.table(table)} SET ${sql.ref(city)} = ${cityOf(name)}, ${sql.ref(column)} = NULL
                 WHERE ${sql.ref(column)} = ${hood}`.execute(db);
    }
    for (const { table, column } of hoodRefs) {
      await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = NULL WHERE ${sql.ref(column)} = ${hood}`.execute(db);
    }
    await sql`DELETE FROM neighborhoods WHERE neighborhood_id = ${hood}`.execute(db);
  }

  // Every neighbourhood of the reference data exists (Lekki under Lagos, the new ones of Ikeja, Ikorodu, Epe, Badagry).
  for (const [city, list] of LAGOS_NEIGHBOURHOODS) {
    for (const { name, latitude, longitude } of list) {
      await sql`
        INSERT INTO neighborhoods (city_id, name, latitude, longitude)
        SELECT c.city_id, ${name}, ${latitude}::float8, ${longitude}::float8
          FROM cities c JOIN states s USING (state_id) JOIN countries k USING (country_id)
         WHERE c.name = ${city} AND k.code = 'NG'
        ON CONFLICT (city_id, name) DO NOTHING`.execute(db);
    }
  }

  // Cities that are neighbourhoods of Lagos now: rows take Lagos › that neighbourhood; the city goes.
  for (const name of NOW_NEIGHBOURHOODS) {
    const old = cityOf(name);
    const hood = sql`(SELECT n.neighborhood_id FROM neighborhoods n WHERE n.name = ${name} AND n.city_id = ${cityOf('Lagos')})`;
    for (const { table, city, hood: column } of paired) {
      await sql`UPDATE ${sql.table(table)} SET ${sql.ref(city)} = ${cityOf('Lagos')}, ${sql.ref(column)} = ${hood}
                 WHERE ${sql.ref(city)} = ${old}`.execute(db);
    }
    for (const { table, column } of cityRefs) {
      await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${cityOf('Lagos')} WHERE ${sql.ref(column)} = ${old}`.execute(db);
    }
    await sql`DELETE FROM cities WHERE city_id = ${old}`.execute(db);
  }

  // Rows whose neighbourhood moved to another city take that city.
  for (const { table, city, hood } of paired) {
    await sql`UPDATE ${sql.table(table)} t SET ${sql.ref(city)} = n.city_id FROM neighborhoods n
               WHERE n.neighborhood_id = t.${sql.ref(hood)} AND t.${sql.ref(city)} IS DISTINCT FROM n.city_id`.execute(db);
  }
}
