import { Kysely, sql } from 'kysely';

/**
 * The in-memory map index (docs/decisions/0017-map.md, "The map index") follows `search_place_log` like the search
 * visibility index, and also needs a listing's type and, for a profession, its approximate-area choice: an update of
 * those columns is logged too. The trigger function takes the extra columns as a fifth argument (comma-separated).
 */
const LISTINGS = [
  { table: 'professions', id: 'profession_id', source: 1, extra: 'profession_type_id,approximate_area' },
  { table: 'businesses', id: 'business_id', source: 2, extra: 'business_type_id' },
] as const;

const triggerFunction = (withExtra: boolean) => sql`
  CREATE OR REPLACE FUNCTION search_place_log_trigger() RETURNS trigger
  LANGUAGE plpgsql AS $fn$
  DECLARE
    src smallint := TG_ARGV[0]::smallint;
    id_col text := quote_ident(TG_ARGV[1]);
    earth_col text := quote_ident(TG_ARGV[2]);
    plan_col text := quote_ident(TG_ARGV[3]);
    changed text := format('o.%1$s IS DISTINCT FROM n.%1$s OR o.%2$s IS DISTINCT FROM n.%2$s', earth_col, plan_col);
    col text;
  BEGIN
    ${sql.raw(
      withExtra
        ? `IF TG_NARGS > 4 THEN
      FOREACH col IN ARRAY string_to_array(TG_ARGV[4], ',') LOOP
        changed := changed || format(' OR o.%1$s IS DISTINCT FROM n.%1$s', quote_ident(col));
      END LOOP;
    END IF;`
        : '',
    )}
    IF TG_OP = 'INSERT' THEN
      EXECUTE format('INSERT INTO search_place_log (source, id) SELECT $1, %s FROM new_rows', id_col) USING src;
    ELSIF TG_OP = 'DELETE' THEN
      EXECUTE format('INSERT INTO search_place_log (source, id) SELECT $1, %s FROM old_rows', id_col) USING src;
    ELSIF TG_OP = 'UPDATE' THEN
      EXECUTE format('INSERT INTO search_place_log (source, id) SELECT $1, n.%1$s FROM old_rows o JOIN new_rows n USING (%1$s) WHERE %2$s',
                     id_col, changed) USING src;
    ELSIF TG_OP = 'TRUNCATE' THEN
      INSERT INTO search_place_log (source, id) VALUES (src, NULL);
    END IF;
    RETURN NULL;
  END
  $fn$`;

async function updateTriggers(db: Kysely<any>, withExtra: boolean): Promise<void> {
  for (const { table, id, source, extra } of LISTINGS) {
    const args = sql.raw(`${source}, '${id}', 'earth', 'plan_rank'${withExtra ? `, '${extra}'` : ''}`);
    const name = sql.raw(`${table}_place_log_update`);
    await sql`DROP TRIGGER ${name} ON ${sql.table(table)}`.execute(db);
    await sql`CREATE TRIGGER ${name} AFTER UPDATE ON ${sql.table(table)} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
              FOR EACH STATEMENT EXECUTE FUNCTION search_place_log_trigger(${args})`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await triggerFunction(true).execute(db);
  await updateTriggers(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await updateTriggers(db, false);
  await triggerFunction(false).execute(db);
}
