import { sql } from 'kysely';
import type { NotificationPreferences } from '../../../shared/schemas/notifications';
import type { Db } from '../../db/database';
import type { KeysetPosition } from '../../kit/cursor';
import { keysetTimestamp, olderThan } from '../../kit/keyset.sql';

/** A member's notifications: every query is limited to that member's rows. */
export function notificationsRepository(db: Db) {
  return {
    /** Newest first, `limit + 1` rows after the cursor (the extra one tells whether more follow), with the actor. */
    page: (userId: string, after: KeysetPosition | null, limit: number) => {
      let query = db
        .selectFrom('notifications as n')
        .leftJoin('users as actor', 'actor.user_id', 'n.actor_id')
        .select([
          'n.notification_id',
          'n.kind',
          'n.message',
          'n.message_template',
          'n.message_values',
          'n.link',
          'n.is_read',
          'n.created_at',
          'actor.user_id as actor_id',
          'actor.full_name as actor_full_name',
          'actor.profile_picture as actor_profile_picture',
          keysetTimestamp('n.created_at').as('keyset_at'),
        ])
        .where('n.user_id', '=', userId);
      if (after) query = query.where(olderThan('n.created_at', 'n.notification_id', after));
      return query
        .orderBy('n.created_at', 'desc')
        .orderBy('n.notification_id', 'desc')
        .limit(limit + 1)
        .execute();
    },

    unreadCount: async (userId: string) =>
      (
        await db
          .selectFrom('notifications')
          .select(sql<number>`count(*)::int`.as('count'))
          .where('user_id', '=', userId)
          .where('is_read', '=', false)
          .executeTakeFirstOrThrow()
      ).count,

    /** Marks the member's notification of a group (e.g. a conversation) as read; true when one changed. */
    markGroupRead: async (userId: string, groupKey: string) => {
      const result = await db
        .updateTable('notifications')
        .set({ is_read: true })
        .where('user_id', '=', userId)
        .where('group_key', '=', groupKey)
        .where('is_read', '=', false)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** False when the member has no such notification. */
    markRead: async (userId: string, notificationId: number) =>
      Boolean(
        await db
          .updateTable('notifications')
          .set({ is_read: true })
          .where('notification_id', '=', String(notificationId))
          .where('user_id', '=', userId)
          .returning('notification_id')
          .executeTakeFirst(),
      ),

    markAllRead: (userId: string) =>
      db.updateTable('notifications').set({ is_read: true }).where('user_id', '=', userId).where('is_read', '=', false).execute(),

    /** False when the member has no such notification. */
    delete: async (userId: string, notificationId: number) =>
      Boolean(
        await db
          .deleteFrom('notifications')
          .where('notification_id', '=', String(notificationId))
          .where('user_id', '=', userId)
          .returning('notification_id')
          .executeTakeFirst(),
      ),

    savePreferences: (userId: string, prefs: NotificationPreferences) => {
      const values = {
        email_notifications: prefs.emailNotifications,
        push_notifications: prefs.pushNotifications,
        marketing_emails: prefs.marketingEmails,
        new_connections: prefs.newConnections,
        new_messages: prefs.newMessages,
        post_likes: prefs.postLikes,
        post_comments: prefs.postComments,
      };
      return db
        .insertInto('notification_preferences')
        .values({ user_id: userId, ...values, updated_at: new Date() })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
        .execute();
    },
  };
}
