import { sql, type RawBuilder } from 'kysely';
import { DISTANCE_BANDS, type BandId } from '../../../shared/bands';
import { PLAN_IDS, PLANS } from '../../../shared/plans';
import type { Db } from '../../db/database';
import { kindRank, type FeedKind, type FeedPosition } from './feed-cursor';

export interface FeedRow {
  kind: FeedKind;
  id: string;
  at: string;
  distance_m: number;
}

/** The owner's plan radius in metres, by the plan_rank stored on each listing (0 Free, 1 Premium, 2 Pro). */
const planRadius = (rank: RawBuilder<unknown>) =>
  sql`CASE ${rank} ${sql.join(
    PLAN_IDS.map((plan, index) => {
      const km = PLANS[plan].visibilityKm;
      return sql`WHEN ${sql.lit(index)} THEN ${sql.raw(km === null ? `'infinity'::float8` : String(km * 1000))}`;
    }),
    sql` `,
  )} END`;

/**
 * One newest-first source of the feed: rows of one kind whose place lies in the ring and within the owner's plan
 * radius, after the cursor, at most `limit`. `place` yields (earth, plan_rank) for a row.
 */
function source(kind: FeedKind, from: RawBuilder<unknown>, band: BandId, viewer: RawBuilder<unknown>, after: FeedPosition | null, limit: number) {
  const ring = DISTANCE_BANDS[band];
  const d = sql`earth_distance(place.earth, ${viewer})`;
  const created = sql.ref('item.created_at');
  const id = sql.ref('item.item_id');
  return sql<FeedRow>`(
    SELECT ${sql.lit(kind)} AS kind, item.item_id::text AS id,
           to_char(item.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at,
           ${d} AS distance_m, item.created_at, ${sql.lit(kindRank(kind))} AS rank
      FROM ${from}
     WHERE place.earth IS NOT NULL
       AND ${ring.minKm === 0 ? sql`true` : sql`${d} > ${ring.minKm * 1000}`}
       AND ${ring.maxKm === null ? sql`true` : sql`${d} <= ${ring.maxKm * 1000}`}
       AND ${d} <= ${planRadius(sql.ref('place.plan_rank'))}
       ${after ? sql`AND (${created}, ${sql.lit(kindRank(kind))}, ${id}) < (${after.at}::timestamptz, ${after.rank}, ${after.id})` : sql``}
     ORDER BY ${created} DESC, ${id} DESC
     LIMIT ${limit})`;
}

export function feedRepository(db: Db) {
  return {
    /** The next `limit` items of the merged feed inside the ring, newest first, ties broken by kind then id. */
    async page(options: { lat: number; lng: number; band: BandId; after: FeedPosition | null; limit: number }): Promise<FeedRow[]> {
      const viewer = sql`ll_to_earth(${options.lat}, ${options.lng})`;
      const { band, after, limit } = options;
      const sources = [
        source('post', sql`posts AS item0
            LEFT JOIN businesses b ON b.business_id = item0.business_id
            LEFT JOIN professions p ON p.profession_id = item0.profession_id
            JOIN users u ON u.user_id = item0.user_id
            LEFT JOIN cities c ON c.city_id = u.location_city_id
            CROSS JOIN LATERAL (SELECT item0.post_id AS item_id, item0.created_at) item
            CROSS JOIN LATERAL (SELECT COALESCE(b.earth, p.earth, CASE WHEN c.city_id IS NOT NULL THEN ll_to_earth(c.latitude, c.longitude) END) AS earth,
                                       COALESCE(b.plan_rank, p.plan_rank, 0) AS plan_rank) place`, band, viewer, after, limit),
        source('business', sql`businesses AS b
            CROSS JOIN LATERAL (SELECT b.business_id AS item_id, b.created_at) item
            CROSS JOIN LATERAL (SELECT b.earth, b.plan_rank) place`, band, viewer, after, limit),
        source('profession', sql`professions AS p
            CROSS JOIN LATERAL (SELECT p.profession_id AS item_id, p.created_at) item
            CROSS JOIN LATERAL (SELECT p.earth, p.plan_rank) place`, band, viewer, after, limit),
        source('product', sql`products AS pr
            JOIN businesses b ON b.business_id = pr.business_id
            CROSS JOIN LATERAL (SELECT pr.product_id AS item_id, pr.created_at) item
            CROSS JOIN LATERAL (SELECT b.earth, b.plan_rank) place`, band, viewer, after, limit),
      ];
      const result = await sql<FeedRow>`
        SELECT kind, id, at, distance_m FROM (${sql.join(sources, sql` UNION ALL `)}) merged
        ORDER BY created_at DESC, rank DESC, id::bigint DESC
        LIMIT ${limit}`.execute(db);
      return result.rows;
    },
  };
}
