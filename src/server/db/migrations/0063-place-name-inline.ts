import { Kysely, sql } from 'kysely';

/**
 * `place_name` is written into the queries that name a row's place (`placeNameSelection` in
 * `placement.repository.ts`): as a function with sub-selects PostgreSQL could not inline it, and its per-row call was
 * half of a search page's posts read. No down: the area files no longer hold the function.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP FUNCTION place_name(text, int, int, int)`.execute(db);
}
