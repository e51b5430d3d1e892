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
  /** Nothing is created when this message has been read by then (the member had the conversation open). */
  unlessReadMessageId?: number;
}

/** One event for many members at once (e.g. a followed listing's new post): no grouping, no email. */
export interface NotifyManyInput {
  userIds: string[];
  kind: NotificationKind;
  actorId: string | null;
  message: string;
  link: string | null;
}

export interface Notifier {
  notify(input: NotifyInput): Promise<void>;
  /** Like `notify` for each member (preferences honoured, the actor skipped) in a few statements; returns how many were notified. */
  notifyMany(input: NotifyManyInput): Promise<number>;
  preferences(userId: string): Promise<NotificationPreferences>;
}

/** The notification_preferences column of each switch. */
const PREFERENCE_COLUMNS: Record<keyof NotificationPreferences, string> = {
  emailNotifications: 'email_notifications',
  pushNotifications: 'push_notifications',
  marketingEmails: 'marketing_emails',
  newConnections: 'new_connections',
  newMessages: 'new_messages',
  postLikes: 'post_likes',
  postComments: 'post_comments',
};
const MANY_CHUNK = 1000;

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

  /** A switch's value for the member: their stored choice, else the default. */
  const preference = (key: keyof NotificationPreferences) =>
    sql<boolean>`coalesce((SELECT ${sql.ref(`p.${PREFERENCE_COLUMNS[key]}`)} FROM notification_preferences p WHERE p.user_id = recipient.user_id), ${DEFAULT_NOTIFICATION_PREFERENCES[key]})`;

  return {
    preferences,

    async notifyMany(input) {
      const userIds = [...new Set(input.userIds)].filter((userId) => userId !== input.actorId);
      if (userIds.length === 0) return 0;
      const governing = PREFERENCE_FOR_KIND[input.kind];
      const allowed = governing ? sql`WHERE ${preference(governing)}` : sql``;
      const actor = input.actorId
        ? await db.selectFrom('users').select(['user_id', 'full_name', 'profile_picture']).where('user_id', '=', input.actorId).executeTakeFirst()
        : undefined;
      let notified = 0;
      for (let start = 0; start < userIds.length; start += MANY_CHUNK) {
        const chunk = userIds.slice(start, start + MANY_CHUNK);
        const { rows } = await sql<{ notification_id: string; user_id: string; is_read: boolean; created_at: Date; push: boolean }>`
          INSERT INTO notifications (user_id, kind, actor_id, message, link)
          SELECT recipient.user_id, ${input.kind}, ${input.actorId}, ${input.message}, ${input.link}
          FROM unnest(${chunk}::text[]) AS recipient(user_id)
          ${allowed}
          RETURNING notification_id, user_id, is_read, created_at,
            coalesce((SELECT p.push_notifications FROM notification_preferences p WHERE p.user_id = notifications.user_id), true) AS push`.execute(db);
        notified += rows.length;
        await Promise.all(
          rows.filter((row) => row.push).map((row) =>
            bus.publish({
              recipients: [row.user_id],
              event: {
                type: 'notification.created',
                notification: {
                  notificationId: Number(row.notification_id),
                  kind: input.kind,
                  message: input.message,
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
      const governing = PREFERENCE_FOR_KIND[input.kind];
      const conditions = [
        ...(governing ? [preference(governing)] : []),
        ...(input.unlessReadMessageId !== undefined
          ? [sql<boolean>`NOT EXISTS (SELECT 1 FROM messages m WHERE m.message_id = ${input.unlessReadMessageId} AND m.read_status)`]
          : []),
      ];
      // Preferences, the read check, the grouped upsert, the actor's card and the claim on this hour's email (one per
      // member and group an hour, with the address to send it to): one statement, one round trip.
      const emailClaim = input.email
        ? sql`claimed AS (
            INSERT INTO notification_emails (user_id, group_key, sent_at)
            SELECT recipient.user_id, coalesce(${input.groupKey ?? null}::text, ${input.kind} || ':' || stored.notification_id), now()
              FROM recipient, settings, stored
             WHERE settings.email
            ON CONFLICT (user_id, group_key) DO UPDATE SET sent_at = now()
              WHERE notification_emails.sent_at < now() - ${sql.raw(`interval '${EMAIL_INTERVAL}'`)}
            RETURNING (SELECT email FROM users WHERE users.user_id = notification_emails.user_id) AS address
          )`
        : sql`claimed AS (SELECT NULL::text AS address WHERE false)`;
      const { rows } = await sql<{
        notification_id: string;
        is_read: boolean;
        created_at: Date;
        actor_name: string | null;
        actor_picture: string | null;
        push: boolean;
        email_address: string | null;
      }>`
        WITH recipient AS (SELECT ${input.userId}::text AS user_id),
        settings AS (
          SELECT ${preference('pushNotifications')} AS push, ${preference('emailNotifications')} AS email FROM recipient
        ),
        stored AS (
          INSERT INTO notifications (user_id, kind, actor_id, message, link, group_key)
          SELECT recipient.user_id, ${input.kind}, ${input.actorId}, ${input.message}, ${input.link}, ${input.groupKey ?? null}
            FROM recipient
           ${conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``}
          ON CONFLICT (user_id, group_key) WHERE group_key IS NOT NULL
          DO UPDATE SET actor_id = EXCLUDED.actor_id, message = EXCLUDED.message, link = EXCLUDED.link, is_read = false, created_at = now()
          RETURNING notification_id, is_read, created_at, actor_id
        ),
        ${emailClaim}
        SELECT stored.notification_id, stored.is_read, stored.created_at, actor.full_name AS actor_name,
               actor.profile_picture AS actor_picture, settings.push, (SELECT address FROM claimed) AS email_address
          FROM stored CROSS JOIN settings LEFT JOIN users actor ON actor.user_id = stored.actor_id`.execute(db);
      const row = rows[0];
      if (!row) return;
      const notification: Notification = {
        notificationId: Number(row.notification_id),
        kind: input.kind,
        message: input.message,
        link: input.link,
        actor: input.actorId && row.actor_name !== null ? { userId: input.actorId, fullName: row.actor_name, profilePicture: row.actor_picture } : null,
        isRead: row.is_read,
        createdAt: isoString(row.created_at),
      };
      // "Push notifications" off: nothing is pushed to the member's open tabs; they see it when they next look.
      if (row.push) await bus.publish({ recipients: [input.userId], event: { type: 'notification.created', notification } });

      if (input.email && row.email_address) {
        await mailer
          .send({ to: row.email_address, subject: input.email.subject, text: input.email.text })
          .catch((error: unknown) => log.warn({ err: error, userId: input.userId, kind: input.kind }, 'notification email failed'));
      }
    },
  };
}
