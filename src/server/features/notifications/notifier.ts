import type { Notification, NotificationKind, NotificationPreferences } from '../../../shared/schemas/notifications';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import type { PushBus } from '../../realtime/push-bus';
import { isoString } from '../../kit/listings/listing-mapping';
import { notificationsRepository } from './notifications.repository';
import { emailText, storedText, textIn, type NotificationText } from './notification-text';
import { notifierRepository } from './notifier.repository';

export interface NotifyInput {
  /** The member to notify. */
  userId: string;
  kind: NotificationKind;
  /** Who caused it; a member is never notified of their own action. */
  actorId: string | null;
  /** Written with msg(), so that each member reads it in their language. */
  message: NotificationText;
  link: string | null;
  /** Events with the same key are one notification (updated, unread again) and at most one email an hour. */
  groupKey?: string;
  /** Also email the member (when their preferences allow), in their language; `text` may be lines to join. */
  email?: { subject: NotificationText; text: NotificationText | NotificationText[] };
  /** Nothing is created when this message has been read by then (the member had the conversation open). */
  unlessReadMessageId?: number;
}

/** One event for many members at once (e.g. a followed listing's new post): no grouping, no email. */
export interface NotifyManyInput {
  userIds: string[];
  kind: NotificationKind;
  actorId: string | null;
  message: NotificationText;
  link: string | null;
}

export interface Notifier {
  notify(input: NotifyInput): Promise<void>;
  /** Like `notify` for each member (preferences honoured, the actor skipped) in a few statements; returns how many were notified. */
  notifyMany(input: NotifyManyInput): Promise<number>;
  preferences(userId: string): Promise<NotificationPreferences>;
  /** Reads the member's notification of a group (a conversation they opened); true when one was unread. */
  markGroupRead(userId: string, groupKey: string): Promise<boolean>;
  unreadCount(userId: string): Promise<number>;
}

const MANY_CHUNK = 1000;

/**
 * Creates notifications from real events: honours the member's preferences, groups by key, pushes the new
 * notification to the member's open tabs, and sends the email when asked and allowed. Never throws for the
 * email: the event that caused it has already happened.
 */
export function notifier(deps: { db: Db; bus: PushBus; mailer: Mailer; log: { warn(obj: object, msg: string): void } }): Notifier {
  const { db, bus, mailer, log } = deps;

  const repo = notifierRepository(db);
  const notifications = notificationsRepository(db);

  return {
    preferences: repo.preferences,
    markGroupRead: notifications.markGroupRead,
    unreadCount: notifications.unreadCount,

    async notifyMany(input) {
      const userIds = [...new Set(input.userIds)].filter((userId) => userId !== input.actorId);
      if (userIds.length === 0) return 0;
      const actor = input.actorId ? await repo.actorCard(input.actorId) : undefined;
      const text = storedText(input.message);
      let notified = 0;
      for (let start = 0; start < userIds.length; start += MANY_CHUNK) {
        const chunk = userIds.slice(start, start + MANY_CHUNK);
        const rows = await repo.storeForMany({ ...input, userIds: chunk, text });
        notified += rows.length;
        await Promise.all(
          rows
            .filter((row) => row.push)
            .map((row) =>
              bus.publish({
                recipients: [row.user_id],
                push: {
                  type: 'notification.created',
                  notification: {
                    notificationId: Number(row.notification_id),
                    kind: input.kind,
                    // Pushed in the member's own language (the one they chose; English until they do).
                    message: textIn(row.language, input.message, text.message),
                    link: input.link,
                    actor: actor ? { userId: actor.user_id, fullName: actor.full_name, profilePicture: actor.profile_picture } : null,
                    isRead: row.is_read,
                    createdAt: isoString(row.created_at),
                  },
                },
              }),
            ),
        );
      }
      return notified;
    },

    async notify(input) {
      if (input.actorId !== null && input.actorId === input.userId) return;
      const text = storedText(input.message);
      const row = await repo.store({
        userId: input.userId,
        kind: input.kind,
        actorId: input.actorId,
        text,
        link: input.link,
        groupKey: input.groupKey,
        claimEmail: input.email !== undefined,
        unlessReadMessageId: input.unlessReadMessageId,
      });
      if (!row) return;
      const notification: Notification = {
        notificationId: Number(row.notification_id),
        kind: input.kind,
        message: textIn(row.language, input.message, text.message),
        link: input.link,
        actor:
          input.actorId && row.actor_name !== null
            ? { userId: input.actorId, fullName: row.actor_name, profilePicture: row.actor_picture }
            : null,
        isRead: row.is_read,
        createdAt: isoString(row.created_at),
      };
      // "Push notifications" off: nothing is pushed to the member's open tabs; they see it when they next look.
      if (row.push) await bus.publish({ recipients: [input.userId], push: { type: 'notification.created', notification } });

      if (input.email && row.email_address) {
        await mailer
          .send({
            to: row.email_address,
            subject: emailText(row.language, input.email.subject),
            text: emailText(row.language, input.email.text),
          })
          .catch((error: unknown) => log.warn({ err: error, userId: input.userId, kind: input.kind }, 'notification email failed'));
      }
    },
  };
}
