import { sql } from 'kysely';
import { DISTANCE_BANDS, type BandId } from '../../../shared/bands';
import type { Db } from '../../db/database';
import { FEED_KINDS, type FeedKind, type FeedPosition } from './feed-cursor';

export interface FeedRow {
  kind: FeedKind;
  id: string;
  at: string;
  distance_m: number;
}

/** Before every real item: the first page's cursor. */
const START = { at: 'infinity', rank: 0, id: 0 };

/**
 * The merged feed (docs/decisions/0006-feed.md) through `feed_page` (migrations 0009, 0056): the cells covering the
 * ring, each walked newest first on its own index, merged. The cost grows with the number of cells and the page size,
 * not with how many items the ring holds. The page applies the plan rule itself (`plan_rules`): which plans can be
 * seen in the ring at all, and each entry's radius where one falls inside the ring.
 */
export function feedRepository(db: Db) {
  return {
    /** The next `limit` items inside the ring, newest first, ties broken by kind then id. */
    async page(options: { lat: number; lng: number; band: BandId; after: FeedPosition | null; limit: number }): Promise<FeedRow[]> {
      const ring = DISTANCE_BANDS[options.band];
      const after = options.after ?? START;
      const { rows } = await sql<{ entry_kind: number; entry_id: string; at: string; distance_m: number }>`
        SELECT entry_kind, entry_id, distance_m,
               to_char(entry_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at
          FROM feed_page(${options.lat}::float8, ${options.lng}::float8, ${ring.minKm * 1000}::float8,
                         ${ring.maxKm === null ? 'infinity' : String(ring.maxKm * 1000)}::float8, 0::int,
                         ${after.at}::timestamptz, ${after.rank}::smallint, ${after.id}::bigint, ${options.limit}::int)`.execute(db);
      return rows.map((row) => ({ kind: FEED_KINDS[row.entry_kind]!, id: row.entry_id, at: row.at, distance_m: Number(row.distance_m) }));
    },
  };
}
