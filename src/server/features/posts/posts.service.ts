import type { Post } from '../../../shared/schemas/listings';
import type { Viewer } from '../../auth/session';
import { notFound } from '../../http/errors';
import { businessesService, professionsService } from '../listings/listings.service';
import { decodeCursor, toPage } from '../../kit/cursor';
import { isoString } from '../../kit/listings/listing-mapping';
import { assertOwner } from '../../kit/ownership';
import type { ListingDeps } from '../../kit/service-deps';
import type { DomainEvents } from '../../domain-events/domain-events';
import { postsRepository, type PostedKind } from './posts.repository';
import { msg } from '../../../shared/i18n/msg';

type PostRow = NonNullable<Awaited<ReturnType<ReturnType<typeof postsRepository>['find']>>>;

const NOT_FOUND = msg('Post not found');
const TITLE_LENGTH = 50;

function toPost(row: PostRow): Post {
  return {
    postId: Number(row.post_id),
    content: row.content,
    // Characters, not UTF-16 units, so an emoji is never cut in half.
    title: Array.from(row.content).slice(0, TITLE_LENGTH).join(''),
    author: { userId: row.author_id, fullName: row.author_full_name, username: row.author_username },
    place: row.place,
    createdAt: isoString(row.created_at),
    likeCount: row.like_count,
    commentCount: row.comment_count,
    likedByMe: row.liked_by_me,
  };
}

/** `events` is needed only to create posts (a listing's followers hear of them); readers omit it. */
export function postsService(deps: ListingDeps & { events?: DomainEvents }) {
  const repo = postsRepository(deps.db);
  // The listing a post is published on: its existence (404) and its owner (403) are its own service's to check.
  const listings = { business: businessesService(deps), profession: professionsService(deps) } satisfies Record<PostedKind, unknown>;

  /** A post with its counts and whether the viewer liked it; 404 when it does not exist. */
  async function get(postId: number, viewer: Viewer | null): Promise<Post> {
    const row = await repo.find(postId, viewer?.userId ?? null);
    if (!row) throw notFound(NOT_FOUND);
    return toPost(row);
  }

  return {
    get,

    /** These posts as the viewer sees them, in no particular order; unknown ids are left out. */
    async findMany(postIds: number[], viewer: Viewer | null): Promise<Post[]> {
      return (await repo.findMany(postIds, viewer?.userId ?? null)).map(toPost);
    },

    /** The author's user id; 404 unless the post exists. */
    async authorOf(postId: number): Promise<string> {
      const authorId = await repo.authorOf(postId);
      if (!authorId) throw notFound(NOT_FOUND);
      return authorId;
    },

    /** A business's or profession's posts, newest first by cursor; 404 unless the listing exists. */
    async pageOf(kind: PostedKind, listingId: number, query: { cursor?: string; limit: number }, viewer: Viewer | null) {
      await listings[kind].ownerOf(listingId);
      const rows = await repo.pageOf(kind, listingId, decodeCursor(query.cursor), query.limit, viewer?.userId ?? null);
      return toPage(rows, query.limit, (row) => ({ at: row.keyset_at, id: Number(row.post_id) }), toPost);
    },

    /** Stored as the spec's form makes it: title, a blank line, then the content. The listing's followers are told. */
    async create(viewer: Viewer, kind: PostedKind, listingId: number, input: { title: string; content: string }): Promise<Post> {
      if (!deps.events) throw new Error('postsService needs the domain events to create posts');
      await listings[kind].assertOwns(viewer, listingId);
      const postId = await repo.insert({ userId: viewer.userId, kind, listingId, content: `${input.title}\n\n${input.content}` });
      await deps.events.emit({ type: 'post.published', kind, listingId, postId });
      return get(postId, viewer);
    },

    async remove(viewer: Viewer, postId: number): Promise<void> {
      assertOwner(await repo.authorOf(postId), viewer.userId, {
        notFound: NOT_FOUND,
        forbidden: msg('You can only delete your own posts'),
      });
      await repo.delete(postId);
    },
  };
}
