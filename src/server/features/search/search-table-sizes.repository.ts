import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type TableSizes = () => Promise<Array<{ table: string; rows: number }>>;

/** Table sizes (the planner's estimate, refreshed every minute): they only choose between two exact plans. */
export function searchTableSizes(db: Db): TableSizes {
  let sizesCache: { at: number; sizes: Array<{ table: string; rows: number }> } | null = null;
  return async function tableSizes() {
    if (sizesCache && Date.now() - sizesCache.at < 60_000) return sizesCache.sizes;
    const { rows } = await sql<{ table: string; rows: number }>`
      SELECT relname AS table, greatest(reltuples, 0)::float8 AS rows FROM pg_class
       WHERE oid IN ('professions'::regclass, 'businesses'::regclass, 'products'::regclass, 'posts'::regclass)`.execute(db);
    sizesCache = { at: Date.now(), sizes: rows };
    return rows;
  };
}
