import type { Db } from '../../db/database';
import type { Logger } from '../../kit/remove-images';
import { activityRepository, type ListingKind } from './activity.repository';
import { msg, type Translatable } from '../../../shared/i18n/msg';
import { clip } from './notification-text';
import type { Notifier } from './notifier';

/** What a feature needs to tell members about activity on their things (docs/product-decisions.md §20). */
export interface NoticeDeps {
  db: Db;
  notifier: Notifier;
  /** For the links in emails. */
  publicUrl: string;
  log: Logger;
}

const TITLE_MAX = 60;
const SNIPPET_MAX = 120;

/** A post's title: its first paragraph (posts are stored as title, blank line, content). */
const postTitle = (content: string) => clip(content.split(/\r?\n\s*\r?\n/)[0] ?? content, TITLE_MAX);

export const listingPath = (kind: ListingKind, id: number) => `/app/${kind}/${id}`;

/** The page a post is seen on: its listing's page (posts are shown there), else the feed. */
const postPath = (post: { business_id: number | string | null; profession_id: number | string | null }) =>
  post.profession_id !== null
    ? listingPath('profession', Number(post.profession_id))
    : post.business_id !== null
      ? listingPath('business', Number(post.business_id))
      : '/app';

/**
 * Turns events (a like, a comment, a review, a new follower, a followed listing's post) into notifications through
 * the notifier, which applies the recipient's preferences, groups and limits emails. A failure here is logged and
 * never undoes or fails the event that caused it.
 */
export function activityNotices(deps: NoticeDeps) {
  const repo = activityRepository(deps.db);
  const { notifier } = deps;

  const emailText = (message: Translatable, link: string) => [
    message,
    '',
    msg('See it on LocalHub: {url}', { url: `${deps.publicUrl}${link}` }),
    '',
    msg('You can choose which emails you receive in Account → Notifications: {url}', {
      url: `${deps.publicUrl}/app/account?tab=notifications`,
    }),
  ];

  async function safely(what: string, work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      deps.log.warn({ err: error }, `notification for ${what} failed`);
    }
  }

  const actorName = async (actorId: string) => (await repo.memberName(actorId)) || 'Someone';

  return {
    /** A new like on a post: one notification per post, kept up to date as likes arrive. */
    postLiked: (postId: number, actorId: string) =>
      safely('a like', async () => {
        const post = await repo.post(postId);
        if (!post || post.user_id === actorId) return;
        const [name, likes] = await Promise.all([actorName(actorId), repo.postLikeCount(postId)]);
        await notifier.notify({
          userId: post.user_id,
          kind: 'post_like',
          actorId,
          // "Ada Obi", "Ada Obi and 1 other", "Ada Obi and 4 others".
          message: msg('{others, plural, =0 {{name}} one {{name} and # other} other {{name} and # others}} liked your post "{title}"', {
            name,
            others: Math.max(0, likes - 1),
            title: postTitle(post.content),
          }),
          link: postPath(post),
          groupKey: `post-like:${postId}`,
        });
      }),

    /** A comment on a post: one notification per post (the newest comment shown), emailed at most hourly. */
    postCommented: (postId: number, actorId: string, comment: string) =>
      safely('a comment', async () => {
        const post = await repo.post(postId);
        if (!post || post.user_id === actorId) return;
        const [name, commenters] = await Promise.all([actorName(actorId), repo.otherCommenterCount(postId, post.user_id)]);
        const title = postTitle(post.content);
        const message = msg(
          `{others, plural, =0 {{name}} one {{name} and # other} other {{name} and # others}} commented on your post "{title}": "{comment}"`,
          {
            name,
            others: Math.max(0, commenters - 1),
            title,
            comment: clip(comment, SNIPPET_MAX),
          },
        );
        const link = postPath(post);
        await notifier.notify({
          userId: post.user_id,
          kind: 'post_comment',
          actorId,
          message,
          link,
          groupKey: `post-comment:${postId}`,
          email: { subject: msg('{name} commented on your post "{title}"', { name, title }), text: emailText(message, link) },
        });
      }),

    /** A new review of a business or profession, for its owner; it opens the listing's reviews. */
    listingReviewed: (kind: ListingKind, listingId: number, actorId: string, review: { rating: number; text: string }) =>
      safely('a review', async () => {
        const listing = await repo.listing(kind, listingId);
        if (!listing) return;
        const name = await actorName(actorId);
        const message = msg('{name} reviewed {listing} ({rating, plural, one {# star} other {# stars}}): "{review}"', {
          name,
          listing: listing.name,
          rating: review.rating,
          review: clip(review.text, SNIPPET_MAX),
        });
        const link = `${listingPath(kind, listingId)}#comments`;
        await notifier.notify({
          userId: listing.owner_id,
          kind: 'review',
          actorId,
          message,
          link,
          email: {
            subject: msg('New {rating, plural, one {# star} other {# stars}} review of {listing}', {
              rating: review.rating,
              listing: clip(listing.name, TITLE_MAX),
            }),
            text: emailText(message, link),
          },
        });
      }),

    /** A new follower of a listing: one notification per listing with the real follower count. */
    listingFollowed: (kind: ListingKind, listingId: number, actorId: string, followerCount: number) =>
      safely('a new follower', async () => {
        const listing = await repo.listing(kind, listingId);
        if (!listing) return;
        const name = await actorName(actorId);
        await notifier.notify({
          userId: listing.owner_id,
          kind: 'follower',
          actorId,
          message: msg('{others, plural, =0 {{name}} one {{name} and # other} other {{name} and # others}} started following {listing}', {
            name,
            others: Math.max(0, followerCount - 1),
            listing: listing.name,
          }),
          link: listingPath(kind, listingId),
          groupKey: `follower:${kind}:${listingId}`,
        });
      }),

    /** A followed listing published a post: every follower hears about it. */
    followedListingPosted: (kind: ListingKind, listingId: number, postId: number) =>
      safely('a followed listing’s post', async () => {
        const followerIds = await repo.followerIds(kind, listingId);
        if (followerIds.length === 0) return;
        const [listing, post] = await Promise.all([repo.listing(kind, listingId), repo.post(postId)]);
        if (!listing || !post) return;
        await notifier.notifyMany({
          userIds: followerIds,
          kind: 'followed_post',
          actorId: post.user_id,
          message: msg('{listing} published a new post: "{title}"', { listing: listing.name, title: postTitle(post.content) }),
          link: listingPath(kind, listingId),
        });
      }),
  };
}
