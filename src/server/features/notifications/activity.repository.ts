import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { listingOwnerAndName } from '../../kit/listings/listing-owner.repository';

export type ListingKind = 'business' | 'profession';

/** What notifications about activity need to know of their subjects: names, owners and real counts. */
export function activityRepository(db: Db) {
  return {
    memberName: async (userId: string) =>
      (await db.selectFrom('users').select('full_name').where('user_id', '=', userId).executeTakeFirst())?.full_name ?? null,

    /** A post's author, content and the listing it belongs to. */
    post: (postId: number) =>
      db
        .selectFrom('posts')
        .select(['post_id', 'user_id', 'content', 'business_id', 'profession_id'])
        .where('post_id', '=', String(postId))
        .executeTakeFirst(),

    /** A business's or profession's owner and name (a profession's name is its title). */
    listing: (kind: ListingKind, id: number) => listingOwnerAndName(db, kind, id),

    /** Everyone who follows a listing. */
    followerIds: async (kind: ListingKind, id: number) =>
      (
        await db
          .selectFrom('listing_follows')
          .select('user_id')
          .where(kind === 'business' ? 'business_id' : 'profession_id', '=', String(id))
          .execute()
      ).map((row) => row.user_id),

    postLikeCount: async (postId: number) =>
      (
        await db
          .selectFrom('likes')
          .select(sql<number>`count(*)::int`.as('count'))
          .where('post_id', '=', String(postId))
          .executeTakeFirstOrThrow()
      ).count,

    /** Members other than the post's author who commented on it. */
    otherCommenterCount: async (postId: number, authorId: string) =>
      (
        await db
          .selectFrom('post_comments')
          .select(sql<number>`count(DISTINCT author_id)::int`.as('count'))
          .where('post_id', '=', String(postId))
          .where('author_id', '<>', authorId)
          .where('hidden', 'is', null)
          .executeTakeFirstOrThrow()
      ).count,
  };
}
