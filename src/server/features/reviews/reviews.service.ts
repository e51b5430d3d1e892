import type { z } from 'zod';
import type { Review, reviewListSchema } from '../../../shared/schemas/listings';
import type { Viewer } from '../../auth/session';
import { conflict, forbidden, notFound } from '../../http/errors';
import { businessesService, professionsService } from '../listings/listings.service';
import { isoString, toRating } from '../../kit/listings/listing-mapping';
import { assertOwner } from '../../kit/ownership';
import type { ListingDeps } from '../../kit/service-deps';
import type { DomainEvents } from '../../domain-events/domain-events';
import { isUniqueViolation } from '../../kit/unique-violation';
import { blocksService } from '../blocks/blocks.service';
import type { AbuseLimits } from '../safety/abuse-limits';
import type { AccountAge } from '../safety/account-age';
import { reviewsRepository, type ReviewTarget } from './reviews.repository';
import { msg } from '../../../shared/i18n/msg';

type ReviewRow = NonNullable<Awaited<ReturnType<ReturnType<typeof reviewsRepository>['find']>>>;
type ReviewList = z.infer<typeof reviewListSchema>;
export type ReviewedKind = 'business' | 'profession';

const NOT_FOUND = msg('Review not found');
const TOO_NEW = msg('New accounts can write reviews after their first 24 hours. Please come back tomorrow.');
const BLOCKED = msg('You cannot review this member’s listings.');
const REMOVED = msg('Your review of this listing was removed by LocalHub’s moderators.');
/** The rating summary covers every review; the list shows the newest ones (the viewer's own is always returned too). */
const LIST_LIMIT = 100;

const toReview = (row: ReviewRow): Review => ({
  reviewId: Number(row.review_id),
  rating: row.rating,
  text: row.text,
  author: { userId: row.author_id, fullName: row.author_full_name, username: row.author_username },
  createdAt: isoString(row.created_at),
  updatedAt: isoString(row.updated_at),
  reply:
    row.reply_text !== null && row.reply_created_at !== null ? { text: row.reply_text, createdAt: isoString(row.reply_created_at) } : null,
  contacted: Boolean(row.contacted),
});

export function reviewsService(deps: ListingDeps & { events: DomainEvents; limits: AbuseLimits; accountAge: AccountAge }) {
  const repo = reviewsRepository(deps.db);
  const blocks = blocksService(deps);
  const businesses = businessesService(deps);
  const professions = professionsService(deps);

  /** The listing as a review target and its owner; 404 when it does not exist. */
  async function listing(kind: ReviewedKind, id: number): Promise<{ target: ReviewTarget; ownerId: string }> {
    return kind === 'business'
      ? { target: { key: 'business_id', id }, ownerId: await businesses.ownerOf(id) }
      : { target: { key: 'profession_id', id }, ownerId: await professions.ownerOf(id) };
  }

  async function get(reviewId: number): Promise<Review> {
    const row = await repo.find(reviewId);
    if (!row) throw notFound(NOT_FOUND);
    return toReview(row);
  }

  async function authored(viewer: Viewer, reviewId: number): Promise<void> {
    const row = await repo.find(reviewId);
    assertOwner(row?.author_id, viewer.userId, { notFound: NOT_FOUND, forbidden: msg('You can only change your own review') });
  }

  return {
    async list(kind: ReviewedKind, id: number, viewer: Viewer | null): Promise<ReviewList> {
      const { target, ownerId } = await listing(kind, id);
      const mayAsk = viewer !== null && viewer.userId !== ownerId;
      const [rows, summary, mine, hidden, young] = await Promise.all([
        repo.newestFor(target, LIST_LIMIT),
        repo.summaryFor(target),
        viewer ? repo.byAuthor(target, viewer.userId) : undefined,
        blocks.hiddenFrom(viewer),
        mayAsk ? deps.accountAge.isNew(viewer.userId) : false,
      ]);
      // A review hidden by staff is gone for its author too; it still is their one review of the listing.
      const removed = mine?.hidden != null;
      const reason = !mayAsk ? null : removed ? REMOVED : mine ? null : hidden.has(ownerId) ? BLOCKED : young ? TOO_NEW : null;
      return {
        // Reviews by members hidden from the viewer (a block either way) are left out of the list, not of the rating.
        items: rows.filter((row) => !hidden.has(row.author_id)).map(toReview),
        rating: toRating(summary),
        mine: mine && !removed ? toReview(mine) : null,
        canReview: mayAsk && !mine && reason === null,
        reviewBlockedReason: reason,
      };
    },

    async create(kind: ReviewedKind, id: number, viewer: Viewer, input: { rating: number; text: string }): Promise<Review> {
      const { target, ownerId } = await listing(kind, id);
      if (ownerId === viewer.userId) throw forbidden(msg('You cannot review your own listing'));
      await blocks.refuseIfBlocked(viewer.userId, ownerId, BLOCKED);
      if (await deps.accountAge.isNew(viewer.userId)) throw forbidden(TOO_NEW);
      await deps.limits.check('reviews', viewer.userId);
      let review: Review;
      try {
        review = await get(await repo.insert(target, viewer.userId, input));
      } catch (error) {
        // One review per member per listing, kept by a unique index.
        if (isUniqueViolation(error)) throw conflict(msg('You have already reviewed this'));
        throw error;
      }
      await deps.events.emit({ type: 'listing.reviewed', kind, listingId: id, ownerId, actorId: viewer.userId, review });
      return review;
    },

    async update(viewer: Viewer, reviewId: number, input: { rating: number; text: string }): Promise<Review> {
      await authored(viewer, reviewId);
      await repo.update(reviewId, input);
      return get(reviewId);
    },

    async remove(viewer: Viewer, reviewId: number): Promise<void> {
      await authored(viewer, reviewId);
      await repo.delete(reviewId);
    },

    /** The listing's owner answers a review, once. */
    async reply(viewer: Viewer, reviewId: number, text: string): Promise<Review> {
      const row = await repo.find(reviewId);
      assertOwner(row?.listing_owner_id, viewer.userId, {
        notFound: NOT_FOUND,
        forbidden: msg('Only the owner of this listing can reply'),
      });
      if (!(await repo.reply(reviewId, text))) throw conflict(msg('You have already replied to this review'));
      return get(reviewId);
    },
  };
}
