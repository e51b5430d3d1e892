import { sql } from 'kysely';

/** An id from a request compared as bigint, so a huge number finds nothing instead of overflowing an integer column. */
export const asKey = (id: number | null) => sql<number>`${id ?? 0}::bigint`;
