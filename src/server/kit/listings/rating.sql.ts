import { sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { ListingEb } from './place.repository';

export type ReviewedKey = 'business_id' | 'profession_id';

/** Average to one decimal (null without reviews) and count, over the reviews in scope. */
export const ratingColumns = [
  sql<number | null>`round(avg(reviews.rating), 1)::float8`.as('average'),
  sql<number>`count(*)::int`.as('count'),
] as const;

/**
 * The rating summary of each listing selected as `listing`, computed in the same query (one aggregate per row
 * over the (listing, author) unique index), so a list never issues a query per listing. Reviews hidden by staff do
 * not count (decision 0018): the aggregate reads each review's row for its rating anyway, so the check is free.
 */
export function ratingSelection(eb: ListingEb, key: ReviewedKey) {
  return jsonObjectFrom(
    eb
      .selectFrom('reviews')
      .select(ratingColumns)
      .where(sql<boolean>`${sql.ref(`reviews.${key}`)} = ${sql.ref(`listing.${key}`)}`)
      .where('reviews.hidden', 'is', null),
  ).as('rating');
}
