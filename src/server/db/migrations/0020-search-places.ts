import { Kysely, sql } from 'kysely';

/**
 * What search needs to know about places, beyond migration 0017.
 *
 * 1. Rows at one point, in id order: a b-tree on (position, id) per source. Many rows share a point (posts placed by
 *    their author's city: 182,000 at Lagos's centre in the bench data; products of one business), and a nearest-first
 *    walk cannot order them by id, so the last distance of a page is completed from this index (search.repository.ts
 *    `level`) instead of reading every row at that point.
 *
 * 2. The log that keeps each server process's search visibility index in step (docs/decisions/0005-search.md, "Tab
 * counts"): every statement that inserts, deletes or changes the position or plan of a searchable row records which
 * rows it touched, with the writing transaction's id. A process that has read the tables as of a snapshot reads the
 * rows of every transaction that snapshot could not see (`xid >= snapshot xmin`) and looks their current state up.
 * Old entries are pruned; a process that has not looked for longer than that reloads.
 */
const TABLES = [
  { table: 'professions', id: 'profession_id', source: 1, earth: 'earth', plan: 'plan_rank' },
  { table: 'businesses', id: 'business_id', source: 2, earth: 'earth', plan: 'plan_rank' },
  { table: 'products', id: 'product_id', source: 3, earth: 'search_earth', plan: 'search_plan_rank' },
  { table: 'posts', id: 'post_id', source: 4, earth: 'search_earth', plan: 'search_plan_rank' },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, id, earth } of TABLES) {
    await sql`CREATE INDEX ${sql.raw(`${table}_search_point_idx`)} ON ${sql.table(table)} (${sql.raw(earth)}, ${sql.raw(id)})`.execute(db);
  }
  await sql`
    CREATE TABLE search_place_log (
      seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
      logged_at timestamptz NOT NULL DEFAULT now(),
      source smallint NOT NULL,
      -- NULL: the whole source was emptied (TRUNCATE).
      id bigint
    )`.execute(db);
  await sql`CREATE INDEX search_place_log_xid_idx ON search_place_log (xid)`.execute(db);
  await sql`CREATE INDEX search_place_log_logged_at_idx ON search_place_log (logged_at)`.execute(db);

  // TG_ARGV: source number, id column, position column, plan column.
  await sql`
    CREATE FUNCTION search_place_log_trigger() RETURNS trigger
    LANGUAGE plpgsql AS $fn$
    DECLARE
      src smallint := TG_ARGV[0]::smallint;
      id_col text := quote_ident(TG_ARGV[1]);
      earth_col text := quote_ident(TG_ARGV[2]);
      plan_col text := quote_ident(TG_ARGV[3]);
    BEGIN
      IF TG_OP = 'INSERT' THEN
        EXECUTE format('INSERT INTO search_place_log (source, id) SELECT $1, %s FROM new_rows', id_col) USING src;
      ELSIF TG_OP = 'DELETE' THEN
        EXECUTE format('INSERT INTO search_place_log (source, id) SELECT $1, %s FROM old_rows', id_col) USING src;
      ELSIF TG_OP = 'UPDATE' THEN
        EXECUTE format('INSERT INTO search_place_log (source, id) SELECT $1, n.%1$s FROM old_rows o JOIN new_rows n USING (%1$s)
                         WHERE o.%2$s IS DISTINCT FROM n.%2$s OR o.%3$s IS DISTINCT FROM n.%3$s', id_col, earth_col, plan_col) USING src;
      ELSIF TG_OP = 'TRUNCATE' THEN
        INSERT INTO search_place_log (source, id) VALUES (src, NULL);
      END IF;
      RETURN NULL;
    END
    $fn$`.execute(db);

  for (const { table, id, source, earth, plan } of TABLES) {
    const args = sql.raw(`${source}, '${id}', '${earth}', '${plan}'`);
    const t = sql.table(table);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_place_log_insert`)} AFTER INSERT ON ${t} REFERENCING NEW TABLE AS new_rows
              FOR EACH STATEMENT EXECUTE FUNCTION search_place_log_trigger(${args})`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_place_log_update`)} AFTER UPDATE ON ${t}
              REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
              FOR EACH STATEMENT EXECUTE FUNCTION search_place_log_trigger(${args})`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_place_log_delete`)} AFTER DELETE ON ${t} REFERENCING OLD TABLE AS old_rows
              FOR EACH STATEMENT EXECUTE FUNCTION search_place_log_trigger(${args})`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_place_log_truncate`)} AFTER TRUNCATE ON ${t}
              FOR EACH STATEMENT EXECUTE FUNCTION search_place_log_trigger(${args})`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of TABLES) {
    for (const op of ['insert', 'update', 'delete', 'truncate']) {
      await sql.raw(`DROP TRIGGER ${table}_place_log_${op} ON ${table}`).execute(db);
    }
  }
  await sql`DROP FUNCTION search_place_log_trigger()`.execute(db);
  await sql`DROP TABLE search_place_log`.execute(db);
  for (const { table } of TABLES) await sql.raw(`DROP INDEX ${table}_search_point_idx`).execute(db);
}
