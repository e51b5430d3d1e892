import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ratingColumns, type ReviewedKey } from '../../kit/listings/rating.sql';

/** The listing a review is about: a business or a profession, by its key column. */
export interface ReviewTarget {
  key: ReviewedKey;
  id: number;
}

export function reviewsRepository(db: Db) {
  const selectReviews = () =>
    db
      .selectFrom('reviews as review')
      .innerJoin('users as author', 'author.user_id', 'review.author_id')
      .leftJoin('businesses', 'businesses.business_id', 'review.business_id')
      .leftJoin('professions', 'professions.profession_id', 'review.profession_id')
      .select([
        'review.review_id',
        'review.rating',
        'review.text',
        'review.reply_text',
        'review.reply_created_at',
        'review.created_at',
        'review.updated_at',
        'review.hidden',
        'author.user_id as author_id',
        'author.full_name as author_full_name',
        'author.username as author_username',
        sql<string>`coalesce(businesses.auth_user_id, professions.auth_user_id)`.as('listing_owner_id'),
        // "Contacted": the author and the listing's owner had a conversation before the review was written.
        sql<boolean>`EXISTS (
          SELECT 1 FROM conversations c
           WHERE c.created_at < review.created_at
             AND ((c.member_one_id = review.author_id AND c.member_two_id = coalesce(businesses.auth_user_id, professions.auth_user_id))
               OR (c.member_two_id = review.author_id AND c.member_one_id = coalesce(businesses.auth_user_id, professions.auth_user_id))))`.as(
          'contacted',
        ),
      ]);

  /** Reviews as everyone sees them: one hidden by staff, or with its author suspended, is gone (decision 0018). */
  const shownReviews = () => selectReviews().where('review.hidden', 'is', null);

  return {
    find: (reviewId: number) => shownReviews().where('review.review_id', '=', String(reviewId)).executeTakeFirst(),

    newestFor: (target: ReviewTarget, limit: number) =>
      shownReviews()
        .where(`review.${target.key}`, '=', String(target.id))
        .orderBy('review.created_at', 'desc')
        .orderBy('review.review_id', 'desc')
        .limit(limit)
        .execute(),

    /** The author's review of the listing, hidden or not (`hidden` says): a hidden one still takes their one review. */
    byAuthor: (target: ReviewTarget, authorId: string) =>
      selectReviews().where(`review.${target.key}`, '=', String(target.id)).where('review.author_id', '=', authorId).executeTakeFirst(),

    summaryFor: (target: ReviewTarget) =>
      db
        .selectFrom('reviews')
        .select(ratingColumns)
        .where(`reviews.${target.key}`, '=', String(target.id))
        .where('reviews.hidden', 'is', null)
        .executeTakeFirstOrThrow(),

    insert: async (target: ReviewTarget, authorId: string, values: { rating: number; text: string }) =>
      Number(
        (
          await db
            .insertInto('reviews')
            .values({ [target.key]: target.id, author_id: authorId, rating: values.rating, text: values.text })
            .returning('review_id')
            .executeTakeFirstOrThrow()
        ).review_id,
      ),

    update: (reviewId: number, values: { rating: number; text: string }) =>
      db
        .updateTable('reviews')
        .set({ rating: values.rating, text: values.text, updated_at: sql`now()` })
        .where('review_id', '=', String(reviewId))
        .execute(),

    /** Sets the reply only if there is none yet; false when one was already there. */
    reply: async (reviewId: number, text: string) =>
      Boolean(
        await db
          .updateTable('reviews')
          .set({ reply_text: text, reply_created_at: sql`now()` })
          .where('review_id', '=', String(reviewId))
          .where('reply_text', 'is', null)
          .returning('review_id')
          .executeTakeFirst(),
      ),

    delete: (reviewId: number) => db.deleteFrom('reviews').where('review_id', '=', String(reviewId)).execute(),
  };
}
