import type { Comment, CommentPage, LikeState } from '../../../shared/schemas/engagement';
import type { Viewer } from '../../auth/session';
import { forbidden, notFound } from '../../http/errors';
import { businessesService, professionsService } from '../listings/listings.service';
import { decodeCursor, toPage } from '../../kit/cursor';
import { isoString } from '../../kit/listings/listing-mapping';
import type { ListingDeps } from '../../kit/service-deps';
import type { DomainEvents } from '../../domain-events/domain-events';
import { postsService } from '../posts/posts.service';
import { blocksService, withoutHidden } from '../blocks/blocks.service';
import type { AbuseLimits } from '../safety/abuse-limits';
import { engagementRepository, type LikeTarget } from './engagement.repository';
import { msg } from '../../../shared/i18n/msg';

type CommentRow = NonNullable<Awaited<ReturnType<ReturnType<typeof engagementRepository>['findComment']>>>;
export type LikedKind = 'post' | 'business' | 'profession';

const COMMENT_NOT_FOUND = msg('Comment not found');

/** PostgreSQL's foreign_key_violation. */
const isForeignKeyViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';

/** Its author and the author of the post it is on may delete a comment. */
const mayDelete = (row: CommentRow, viewer: Viewer | null) =>
  viewer !== null && (viewer.userId === row.author_id || viewer.userId === row.post_author_id);

const toComment = (row: CommentRow, viewer: Viewer | null): Comment => ({
  commentId: Number(row.comment_id),
  postId: Number(row.post_id),
  content: row.content,
  author: { userId: row.author_id, fullName: row.author_full_name, username: row.author_username },
  createdAt: isoString(row.created_at),
  canDelete: mayDelete(row, viewer),
});

/** Likes of posts, businesses and professions, and comments on posts (docs/product-decisions.md §9). */
export function engagementService(deps: ListingDeps & { events: DomainEvents; limits: AbuseLimits }) {
  const repo = engagementRepository(deps.db);
  const blocks = blocksService(deps);
  const posts = postsService(deps);
  const businesses = businessesService(deps);
  const professions = professionsService(deps);

  /** The target of a like; 404 (with the target's own message) when it does not exist. */
  async function likeTarget(kind: LikedKind, id: number): Promise<LikeTarget> {
    if (kind === 'post') await posts.authorOf(id);
    else if (kind === 'business') await businesses.ownerOf(id);
    else await professions.ownerOf(id);
    return { key: `${kind}_id`, id };
  }

  async function likeState(target: LikeTarget, viewer: Viewer): Promise<LikeState> {
    const state = await repo.likeState(target, viewer.userId);
    return { liked: state.liked, likeCount: state.like_count };
  }

  return {
    /** Idempotent: liking twice leaves one like. */
    async like(kind: LikedKind, id: number, viewer: Viewer): Promise<LikeState> {
      const target = await likeTarget(kind, id);
      const added = Number((await repo.like(target, viewer.userId)).numAffectedRows ?? 0) > 0;
      // Only a new like tells the post's author; liking again (or unliking) does not.
      if (added && kind === 'post') await deps.events.emit({ type: 'post.liked', postId: id, actorId: viewer.userId });
      return likeState(target, viewer);
    },

    /** Idempotent: unliking what the member does not like changes nothing. */
    async unlike(kind: LikedKind, id: number, viewer: Viewer): Promise<LikeState> {
      const target = await likeTarget(kind, id);
      await repo.unlike(target, viewer.userId);
      return likeState(target, viewer);
    },

    async comments(postId: number, query: { cursor?: string; limit: number }, viewer: Viewer | null): Promise<CommentPage> {
      await posts.authorOf(postId);
      const [rows, hidden] = await Promise.all([
        repo.pageOfPost(postId, decodeCursor(query.cursor), query.limit),
        blocks.hiddenFrom(viewer),
      ]);
      const page = toPage(
        rows,
        query.limit,
        (row) => ({ at: row.keyset_at, id: Number(row.comment_id) }),
        (row) => toComment(row, viewer),
      );
      // Comments by members hidden from the viewer (a block either way) are left out; the cursor still moves on.
      return { ...page, items: withoutHidden(page.items, hidden, (comment) => comment.author.userId) };
    },

    async addComment(postId: number, viewer: Viewer, input: { content: string }): Promise<Comment> {
      const authorId = await posts.authorOf(postId);
      await blocks.refuseIfBlocked(viewer.userId, authorId, msg('You cannot comment on this member’s posts.'));
      await deps.limits.check('comments', viewer.userId);
      let commentId: number;
      try {
        commentId = await repo.insertComment(postId, viewer.userId, input.content);
      } catch (error) {
        // The post was deleted between the check and the insert.
        if (isForeignKeyViolation(error)) throw notFound(msg('Post not found'));
        throw error;
      }
      const row = await repo.findComment(commentId);
      if (!row) throw notFound(COMMENT_NOT_FOUND);
      await deps.events.emit({ type: 'post.commented', postId, actorId: viewer.userId, content: row.content });
      return toComment(row, viewer);
    },

    async removeComment(viewer: Viewer, commentId: number): Promise<void> {
      const row = await repo.findComment(commentId);
      if (!row) throw notFound(COMMENT_NOT_FOUND);
      if (!mayDelete(row, viewer)) throw forbidden(msg('You can only delete your own comments or comments on your posts'));
      await repo.deleteComment(commentId);
    },
  };
}
