import { sql } from 'kysely';

export type LikedKey = 'post_id' | 'business_id' | 'profession_id';

/**
 * The like count of each row and whether the viewer liked it, computed in the same query as the rows: one probe
 * each into the (target, user) unique index, so a list never issues a query per row. `column` is the target's
 * id column in the outer query, e.g. 'listing.business_id'.
 */
export function likeSelections(key: LikedKey, column: string, viewerId: string | null) {
  return [
    sql<number>`(SELECT count(*)::int FROM likes WHERE ${sql.ref(`likes.${key}`)} = ${sql.ref(column)})`.as('like_count'),
    (viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`EXISTS (SELECT 1 FROM likes WHERE ${sql.ref(`likes.${key}`)} = ${sql.ref(column)} AND likes.user_id = ${viewerId})`
    ).as('liked_by_me'),
  ] as const;
}
