import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A review long enough to say something, of a listing still shown, to quote on the landing page. */
const QUOTABLE_LENGTH = 60;

export function highlightsRepository(db: Db) {
  return {
    async counts() {
      const row = await db
        .selectNoFrom([
          sql<string>`(SELECT count(*) FROM users)`.as('members'),
          sql<string>`(SELECT count(*) FROM businesses WHERE plan_rank >= 0)`.as('businesses'),
          sql<string>`(SELECT count(*) FROM professions WHERE plan_rank >= 0)`.as('professionals'),
          sql<string>`(SELECT count(DISTINCT city_id) FROM (SELECT city_id FROM businesses WHERE plan_rank >= 0
                         UNION ALL SELECT city_id FROM professions WHERE plan_rank >= 0) listed)`.as('cities'),
        ])
        .executeTakeFirstOrThrow();
      return {
        members: Number(row.members),
        businesses: Number(row.businesses),
        professionals: Number(row.professionals),
        cities: Number(row.cities),
      };
    },

    /** The newest good reviews (4 or 5 stars) of listings still shown, by members still there. */
    recentGoodReviews(limit: number) {
      return db
        .selectFrom('reviews as r')
        .innerJoin('auth_user as u', 'u.id', 'r.author_id')
        .leftJoin('businesses as b', 'b.business_id', 'r.business_id')
        .leftJoin('professions as p', 'p.profession_id', 'r.profession_id')
        .leftJoin('cities as c', (join) => join.on('c.city_id', '=', sql<number>`coalesce(b.city_id, p.city_id)`))
        .select([
          'r.review_id as reviewId',
          'r.rating',
          'r.text',
          'u.name as author',
          sql<string>`coalesce(b.name, p.title)`.as('listing'),
          'c.name as place',
        ])
        .where('r.hidden', 'is', null)
        .where('r.rating', '>=', 4)
        .where(sql<boolean>`length(r.text) >= ${QUOTABLE_LENGTH}`)
        .where(sql<boolean>`coalesce(b.plan_rank, p.plan_rank) >= 0`)
        .orderBy('r.created_at', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
