import type { Db } from '../../db/database';
import type { KeysetPosition } from '../listings-common/cursor';
import { keysetTimestamp, olderThan } from '../listings-common/keyset.repository';

export function postsRepository(db: Db) {
  const selectPosts = () =>
    db
      .selectFrom('posts as post')
      .innerJoin('users as author', 'author.user_id', 'post.user_id')
      .select([
        'post.post_id',
        'post.content',
        'post.created_at',
        'author.user_id as author_id',
        'author.full_name as author_full_name',
        'author.username as author_username',
        keysetTimestamp('post.created_at').as('keyset_at'),
      ]);

  return {
    find: (postId: number) => selectPosts().where('post.post_id', '=', String(postId)).executeTakeFirst(),

    /** A profession's posts newest first, `limit + 1` rows after the cursor (the extra one tells whether more follow). */
    pageOfProfession: (professionId: number, after: KeysetPosition | null, limit: number) => {
      let query = selectPosts().where('post.profession_id', '=', String(professionId));
      if (after) query = query.where(olderThan('post.created_at', 'post.post_id', after));
      return query.orderBy('post.created_at', 'desc').orderBy('post.post_id', 'desc').limit(limit + 1).execute();
    },

    insert: async (values: { userId: string; professionId: number; content: string }) =>
      Number(
        (
          await db
            .insertInto('posts')
            .values({ user_id: values.userId, profession_id: values.professionId, content: values.content })
            .returning('post_id')
            .executeTakeFirstOrThrow()
        ).post_id,
      ),

    delete: (postId: number) => db.deleteFrom('posts').where('post_id', '=', String(postId)).execute(),
  };
}
