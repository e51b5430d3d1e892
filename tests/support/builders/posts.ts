import type { Db } from '../../../src/server/db/database';
import { postsRepository, type PostedKind } from '../../../src/server/features/posts/posts.repository';

/** A post on a listing, written through the posts repository (no HTTP round trip); returns its id. */
export function insertPost(db: Db, post: { authorId: string; kind: PostedKind; listingId: number; content?: string }): Promise<number> {
  return postsRepository(db).insert({
    userId: post.authorId,
    kind: post.kind,
    listingId: post.listingId,
    content: post.content ?? 'Fresh stock in today: come and see.',
  });
}
