import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { KeysetPosition } from '../../kit/cursor';
import { keysetTimestamp, newerThan } from '../../kit/keyset.sql';
import type { LikedKey } from '../../kit/likes.sql';

/** What a like is about: a post, a business or a profession, by its key column. */
export interface LikeTarget {
  key: LikedKey;
  id: number;
}

const TARGET_TABLES = { post_id: 'posts', business_id: 'businesses', profession_id: 'professions' } as const;

/** Rows after a position in (created_at ASC, id ASC) order: the oldest-first counterpart of `olderThan`. */
export function engagementRepository(db: Db) {
  const selectComments = () =>
    db
      .selectFrom('post_comments as comment')
      .innerJoin('users as author', 'author.user_id', 'comment.author_id')
      .innerJoin('posts as post', 'post.post_id', 'comment.post_id')
      .select([
        'comment.comment_id',
        'comment.post_id',
        'comment.content',
        'comment.created_at',
        'author.user_id as author_id',
        'author.full_name as author_full_name',
        'author.username as author_username',
        'post.user_id as post_author_id',
        keysetTimestamp('comment.created_at').as('keyset_at'),
      ])
      // A comment hidden by staff, or with its author suspended, is gone for everyone (decision 0018).
      .where('comment.hidden', 'is', null);

  return {
    /**
     * Adds the member's like unless it is there already (the unique index decides, so two requests at once still
     * make one like). Inserted from the target's own row: a target deleted meanwhile gets no like and no error.
     */
    like: (target: LikeTarget, userId: string) =>
      sql`
        INSERT INTO likes (${sql.ref(target.key)}, user_id)
        SELECT ${sql.ref(target.key)}, ${userId} FROM ${sql.table(TARGET_TABLES[target.key])}
        WHERE ${sql.ref(target.key)} = ${target.id}
        ON CONFLICT DO NOTHING`.execute(db),

    unlike: (target: LikeTarget, userId: string) =>
      db.deleteFrom('likes').where(target.key, '=', String(target.id)).where('user_id', '=', userId).execute(),

    /** The target's like count and whether this member is among the likers. */
    likeState: (target: LikeTarget, userId: string) =>
      db
        .selectFrom('likes')
        .select([
          sql<number>`count(*)::int`.as('like_count'),
          sql<boolean>`coalesce(bool_or(likes.user_id = ${userId}), false)`.as('liked'),
        ])
        .where(target.key, '=', String(target.id))
        .executeTakeFirstOrThrow(),

    findComment: (commentId: number) => selectComments().where('comment.comment_id', '=', String(commentId)).executeTakeFirst(),

    /** A post's comments oldest first, `limit + 1` rows after the cursor (the extra one tells whether more follow). */
    pageOfPost: (postId: number, after: KeysetPosition | null, limit: number) => {
      let query = selectComments().where('comment.post_id', '=', String(postId));
      if (after) query = query.where(newerThan('comment.created_at', 'comment.comment_id', after));
      return query
        .orderBy('comment.created_at', 'asc')
        .orderBy('comment.comment_id', 'asc')
        .limit(limit + 1)
        .execute();
    },

    insertComment: async (postId: number, authorId: string, content: string) =>
      Number(
        (
          await db
            .insertInto('post_comments')
            .values({ post_id: postId, author_id: authorId, content })
            .returning('comment_id')
            .executeTakeFirstOrThrow()
        ).comment_id,
      ),

    deleteComment: (commentId: number) => db.deleteFrom('post_comments').where('comment_id', '=', String(commentId)).execute(),
  };
}
