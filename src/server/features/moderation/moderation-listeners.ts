import { msg, type Translatable } from '../../../shared/i18n/msg';
import type { ReportKind } from '../../../shared/schemas/moderation';
import type { DomainEventOf, DomainEvents } from '../../domain-events/domain-events';
import type { Notifier } from '../notifications/notifier';

/** What a kind is called in the messages' `{kind, select, …}`: a video's comment is a comment, a member a profile. */
const kindWord = (kind: ReportKind) => (kind === 'video_comment' ? 'comment' : kind);

/** What reporters hear of their report's outcome, each said whole so that it can be translated. */
const OUTCOMES: Record<DomainEventOf<'reports.closed'>['outcome'], (kind: ReportKind) => string | Translatable> = {
  dismissed: (kind: ReportKind) =>
    msg(
      'Thank you for your report about a {kind, select, business {business} profession {professional profile} product {product} post {post} comment {comment} review {review} message {message} event {event} video {video} other {profile}}. We looked at it and found it does not break our rules.',
      { kind: kindWord(kind) },
    ),
  removed: (kind: ReportKind) =>
    msg(
      'Thank you for your report about a {kind, select, business {business} profession {professional profile} product {product} post {post} comment {comment} review {review} message {message} event {event} video {video} other {profile}}. We removed it from LocalHub.',
      { kind: kindWord(kind) },
    ),
  suspended: () => msg('Thank you for your report about a profile. We suspended the account.'),
};

/** Reporters and authors hear what staff decided (decision 0018), never who reported. */
export function listenToModerationEvents(events: DomainEvents, deps: { notifier: Notifier }): void {
  const tellOwner = (userId: string, message: string | Translatable) =>
    deps.notifier.notify({ userId, kind: 'moderation', actorId: null, message, link: null });

  events.on('reports.closed', async ({ reporters, kind, outcome }) => {
    await deps.notifier.notifyMany({ userIds: reporters, kind: 'moderation', actorId: null, message: OUTCOMES[outcome](kind), link: null });
  });

  events.on('content.hidden', ({ ownerId, kind, reason }) =>
    tellOwner(
      ownerId,
      msg(
        'Your {kind, select, business {business} profession {professional profile} product {product} post {post} comment {comment} review {review} message {message} event {event} video {video} other {profile}} was hidden by our moderators. Reason: {reason}',
        { kind: kindWord(kind), reason },
      ),
    ),
  );

  events.on('content.restored', ({ ownerId, kind, reason }) =>
    tellOwner(
      ownerId,
      msg(
        'Your {kind, select, business {business} profession {professional profile} product {product} post {post} comment {comment} review {review} message {message} event {event} video {video} other {profile}} is visible again. Reason: {reason}',
        { kind: kindWord(kind), reason },
      ),
    ),
  );

  events.on('member.unsuspended', ({ userId }) =>
    tellOwner(userId, msg('Your account is no longer suspended, and your listings and posts are visible again.')),
  );
}
