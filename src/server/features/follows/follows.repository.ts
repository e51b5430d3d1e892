import { sql } from 'kysely';
import type { FollowKind } from '../../../shared/schemas/follows';
import type { Db } from '../../db/database';

const KEYS = { business: 'business_id', profession: 'profession_id' } as const;
const TABLES = { business: 'businesses', profession: 'professions' } as const;

export function followsRepository(db: Db) {
  return {
    /**
     * Adds the member's follow unless it is there already (the unique index decides); true when it was added.
     * Inserted from the listing's own row: a listing deleted meanwhile gets no follow and no error.
     */
    follow: async (userId: string, kind: FollowKind, id: number) => {
      const result = await sql`
        INSERT INTO listing_follows (${sql.ref(KEYS[kind])}, user_id)
        SELECT ${sql.ref(KEYS[kind])}, ${userId} FROM ${sql.table(TABLES[kind])}
        WHERE ${sql.ref(KEYS[kind])} = ${id}
        ON CONFLICT DO NOTHING`.execute(db);
      return Number(result.numAffectedRows ?? 0) > 0;
    },

    unfollow: (userId: string, kind: FollowKind, id: number) =>
      db.deleteFrom('listing_follows').where(KEYS[kind], '=', String(id)).where('user_id', '=', userId).execute(),

    /** The listing's follower count and whether this member is among the followers (an index-only count). */
    state: (kind: FollowKind, id: number, userId: string | null) =>
      db
        .selectFrom('listing_follows')
        .select([
          sql<number>`count(*)::int`.as('follower_count'),
          sql<boolean>`coalesce(bool_or(listing_follows.user_id = ${userId}), false)`.as('following'),
        ])
        .where(KEYS[kind], '=', String(id))
        .executeTakeFirstOrThrow(),
  };
}
