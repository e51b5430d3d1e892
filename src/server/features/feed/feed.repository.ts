import { sql } from 'kysely';
import { DISTANCE_BANDS, type BandId } from '../../../shared/bands';
import { PLAN_IDS, PLANS } from '../../../shared/plans';
import type { Db } from '../../db/database';
import { FEED_KINDS, type FeedKind, type FeedPosition } from './feed-cursor';

export interface FeedRow {
  kind: FeedKind;
  id: string;
  at: string;
  distance_m: number;
}

/**
 * The lowest plan rank (0 Free, 1 Premium, 2 Pro) whose listings are visible in the ring. The bands are drawn on
 * the plan radii (300 km, 1,500 km), so each plan is visible either in the whole ring or nowhere in it, and the
 * feed filters by rank alone; a plan table that breaks this is refused.
 */
export function ringTier(band: BandId): number {
  const { minKm, maxKm } = DISTANCE_BANDS[band];
  const max = maxKm ?? Infinity;
  let tier = -1;
  PLAN_IDS.forEach((plan, rank) => {
    const radius = PLANS[plan].visibilityKm ?? Infinity;
    if (radius > minKm && radius < max) {
      throw new Error(`The ${plan} plan's radius (${radius} km) cuts through the ${band} band; the feed index assumes it does not.`);
    }
    if (radius >= max && tier === -1) tier = rank;
  });
  return tier === -1 ? PLAN_IDS.length : tier;
}

/** Before every real item: the first page's cursor. */
const START = { at: 'infinity', rank: 0, id: 0 };

/**
 * The merged feed (docs/decisions/0006-feed.md) through `feed_page` (migration 0009): the cells covering the ring,
 * each walked newest first on its own index, merged. The cost grows with the number of cells and the page size,
 * not with how many items the ring holds.
 */
export function feedRepository(db: Db) {
  return {
    /** The next `limit` items inside the ring, newest first, ties broken by kind then id. */
    async page(options: { lat: number; lng: number; band: BandId; after: FeedPosition | null; limit: number }): Promise<FeedRow[]> {
      const ring = DISTANCE_BANDS[options.band];
      const tier = ringTier(options.band);
      if (tier >= PLAN_IDS.length) return [];
      const after = options.after ?? START;
      const { rows } = await sql<{ entry_kind: number; entry_id: string; at: string; distance_m: number }>`
        SELECT entry_kind, entry_id, distance_m,
               to_char(entry_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at
          FROM feed_page(${options.lat}::float8, ${options.lng}::float8, ${ring.minKm * 1000}::float8,
                         ${ring.maxKm === null ? 'infinity' : String(ring.maxKm * 1000)}::float8, ${tier}::int,
                         ${after.at}::timestamptz, ${after.rank}::smallint, ${after.id}::bigint, ${options.limit}::int)`.execute(db);
      return rows.map((row) => ({ kind: FEED_KINDS[row.entry_kind]!, id: row.entry_id, at: row.at, distance_m: Number(row.distance_m) }));
    },
  };
}
