import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/database';

/** The id of a business or profession type by its English name (reference data); throws when there is none. */
export async function listingTypeId(db: Db, table: 'business_types' | 'profession_types', name: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`SELECT ${sql.ref(table === 'business_types' ? 'business_type_id' : 'profession_type_id')} AS id
                                              FROM ${sql.table(table)} WHERE name = ${name}`.execute(db);
  if (rows.length !== 1) throw new Error(`No ${table} row named ${name}`);
  return Number(rows[0]!.id);
}
