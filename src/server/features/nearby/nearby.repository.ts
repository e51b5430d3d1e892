import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { PRIORITY_RANK } from '../visibility/visibility';

export type NearbyKind = 'business' | 'profession';

export interface NearbyRow {
  listingId: number;
  distanceM: number;
}

/**
 * Pro priority listing (docs/decisions/0003-nearby-rings.md): within a ring, a Pro listing ranks as if it were 25%
 * nearer (distance × 0.75); ties by real distance, then id.
 */
export const PRO_RANK_FACTOR = 0.75;

/**
 * The `limit` listings of one kind inside the ring rmin < d ≤ rmax (0 ≤ d for the local ring) that their owner's plan
 * lets the viewer see (`plan_visible` in `nearby_ring`, nearby.sql), in priority order. Exact: the top `limit` by ranked distance is always among the `limit` nearest
 * overall (a non-Pro row's rank is its distance, and every row nearer than it ranks ahead of it) or among the `limit`
 * nearest Pro rows (ranked distance grows with distance among Pro rows), so the two ring searches are merged.
 */
export function nearbyRepository(db: Db) {
  return {
    async nearby(
      kind: NearbyKind,
      viewer: { lat: number; lng: number },
      ring: { minM: number; maxM: number },
      limit: number,
      options: { withProducts?: boolean } = {},
    ): Promise<NearbyRow[]> {
      const listingKind = kind === 'business' ? 'b' : 'p';
      const withProducts = options.withProducts ?? false;
      const call = (minRank: number) =>
        sql`SELECT * FROM nearby_ring(${listingKind}::char, ${viewer.lat}::float8, ${viewer.lng}::float8, ${ring.minM}::float8,
                                      ${ring.maxM}::float8, ${limit}::int, ${minRank}::int, ${withProducts}::boolean)`;
      const { rows } = await sql<{ listing_id: string; distance_m: number }>`
        SELECT listing_id, distance_m FROM (${call(0)} UNION ${call(PRIORITY_RANK)}) x
         ORDER BY distance_m * CASE WHEN plan_rank = ${sql.lit(PRIORITY_RANK)} THEN ${sql.lit(PRO_RANK_FACTOR)} ELSE 1 END, distance_m, listing_id
         LIMIT ${limit}`.execute(db);
      return rows.map((row) => ({ listingId: Number(row.listing_id), distanceM: Number(row.distance_m) }));
    },
  };
}
