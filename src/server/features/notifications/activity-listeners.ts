import type { DomainEvents } from '../../domain-events/domain-events';
import { activityNotices, type NoticeDeps } from './activity-notices';

/** Likes, comments, reviews, follows and followed listings' posts become notifications for the members concerned. */
export function listenToActivityEvents(events: DomainEvents, deps: NoticeDeps): void {
  const notices = activityNotices(deps);
  events.on('post.liked', ({ postId, actorId }) => notices.postLiked(postId, actorId));
  events.on('post.commented', ({ postId, actorId, content }) => notices.postCommented(postId, actorId, content));
  events.on('listing.reviewed', ({ kind, listingId, actorId, review }) => notices.listingReviewed(kind, listingId, actorId, review));
  events.on('listing.followed', ({ kind, listingId, actorId, followerCount }) =>
    notices.listingFollowed(kind, listingId, actorId, followerCount),
  );
  events.on('post.published', ({ kind, listingId, postId }) => notices.followedListingPosted(kind, listingId, postId));
}
