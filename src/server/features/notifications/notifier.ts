import { sql } from 'kysely';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  PREFERENCE_FOR_KIND,
  type Notification,
  type NotificationKind,
  type NotificationPreferences,
} from '../../../shared/schemas/notifications';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import type { EventBus } from '../../realtime/event-bus';
import { isoString } from '../listings-common/listing-mapping';

export interface NotifyInput {
  /** The member to notify. */
  userId: string;
  kind: NotificationKind;
  /** Who caused it; a member is never notified of their own action. */
  actorId: string | null;
  message: string;
  link: string | null;
  /** Events with the same key are one notification (updated, unread again) and at most one email an hour. */
  groupKey?: string;
  /** Also email the member (when their preferences allow). */
  email?: { subject: string; text: string };
}

export interface Notifier {
  notify(input: NotifyInput): Promise<void>;
  preferences(userId: string): Promise<NotificationPreferences>;
}

const EMAIL_INTERVAL = '1 hour';

/**
 * Creates notifications from real events: honours the member's preferences, groups by key, pushes the new
 * notification to the member's open tabs, and sends the email when asked and allowed. Never throws for the
 * email: the event that caused it has already happened.
 */
export function notifier(deps: { db: Db; bus: EventBus; mailer: Mailer; log: { warn(obj: object, msg: string): void } }): Notifier {
  const { db, bus, mailer, log } = deps;

  async function preferences(userId: string): Promise<NotificationPreferences> {
    const row = await db.selectFrom('notification_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (!row) return { ...DEFAULT_NOTIFICATION_PREFERENCES };
    return {
      emailNotifications: row.email_notifications,
      pushNotifications: row.push_notifications,
      marketingEmails: row.marketing_emails,
      newConnections: row.new_connections,
      newMessages: row.new_messages,
      postLikes: row.post_likes,
      postComments: row.post_comments,
    };
  }

  async function sendEmail(input: NotifyInput & { email: { subject: string; text: string } }, groupKey: string): Promise<void> {
    const claimed = await db
      .insertInto('notification_emails')
      .values({ user_id: input.userId, group_key: groupKey, sent_at: new Date() })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'group_key'])
          .doUpdateSet({ sent_at: new Date() })
          .where('notification_emails.sent_at', '<', sql<Date>`now() - ${sql.raw(`interval '${EMAIL_INTERVAL}'`)}`),
      )
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) return;
    const user = await db.selectFrom('users').select('email').where('user_id', '=', input.userId).executeTakeFirst();
    if (!user) return;
    await mailer.send({ to: user.email, subject: input.email.subject, text: input.email.text });
  }

  return {
    preferences,
    async notify(input) {
      if (input.actorId !== null && input.actorId === input.userId) return;
      const prefs = await preferences(input.userId);
      const governing = PREFERENCE_FOR_KIND[input.kind];
      if (governing && !prefs[governing]) return;

      const values = {
        user_id: input.userId,
        kind: input.kind,
        actor_id: input.actorId,
        message: input.message,
        link: input.link,
        group_key: input.groupKey ?? null,
      };
      const row = await db
        .insertInto('notifications')
        .values(values)
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'group_key'])
            .where('group_key', 'is not', null)
            .doUpdateSet({ actor_id: input.actorId, message: input.message, link: input.link, is_read: false, created_at: new Date() }),
        )
        .returning(['notification_id', 'is_read', 'created_at'])
        .executeTakeFirstOrThrow();
      const actor = input.actorId
        ? await db.selectFrom('users').select(['user_id', 'full_name', 'profile_picture']).where('user_id', '=', input.actorId).executeTakeFirst()
        : undefined;
      const notification: Notification = {
        notificationId: Number(row.notification_id),
        kind: input.kind,
        message: input.message,
        link: input.link,
        actor: actor ? { userId: actor.user_id, fullName: actor.full_name, profilePicture: actor.profile_picture } : null,
        isRead: row.is_read,
        createdAt: isoString(row.created_at),
      };
      await bus.publish({ recipients: [input.userId], event: { type: 'notification.created', notification } });

      if (input.email && prefs.emailNotifications) {
        const email = input.email;
        await sendEmail({ ...input, email }, input.groupKey ?? `${input.kind}:${notification.notificationId}`).catch((error: unknown) =>
          log.warn({ err: error, userId: input.userId, kind: input.kind }, 'notification email failed'),
        );
      }
    },
  };
}
