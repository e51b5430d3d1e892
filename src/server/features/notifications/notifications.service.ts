import type { Language } from '../../../shared/i18n/languages';
import { msg } from '../../../shared/i18n/msg';
import type { NotificationKind, NotificationPage, NotificationPreferences } from '../../../shared/schemas/notifications';
import type { Viewer } from '../../auth/session';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import type { PushBus } from '../../realtime/push-bus';
import { decodeCursor, toPage } from '../../kit/cursor';
import { isoString } from '../../kit/listings/listing-mapping';
import type { Notifier } from './notifier';
import { shownText } from './notification-text';
import { notificationsRepository } from './notifications.repository';

const NOT_FOUND = msg('Notification not found');

/**
 * The member's own notifications and preferences: read, mark read, delete. Every change is announced to the
 * member's other open tabs (`notifications.changed`) so their lists and badges refresh.
 */
export function notificationsService(deps: { db: Db; bus: PushBus; notifier: Notifier }) {
  const repo = notificationsRepository(deps.db);

  const changed = (viewer: Viewer) => deps.bus.publish({ recipients: [viewer.userId], push: { type: 'notifications.changed' } });

  return {
    /** Each notification in `language` (the request's). */
    async page(viewer: Viewer, query: { cursor?: string; limit: number }, language: Language): Promise<NotificationPage> {
      const after = decodeCursor(query.cursor);
      const [rows, unreadCount] = await Promise.all([repo.page(viewer.userId, after, query.limit), repo.unreadCount(viewer.userId)]);
      const page = toPage(
        rows,
        query.limit,
        (row) => ({ at: row.keyset_at, id: Number(row.notification_id) }),
        (row) => ({
          notificationId: Number(row.notification_id),
          kind: row.kind as NotificationKind,
          message: shownText(language, row),
          link: row.link,
          actor: row.actor_id
            ? { userId: row.actor_id, fullName: row.actor_full_name ?? '', profilePicture: row.actor_profile_picture ?? null }
            : null,
          isRead: row.is_read,
          createdAt: isoString(row.created_at),
        }),
      );
      return { ...page, unreadCount };
    },

    /** Someone else's notification is "not found", exactly like one that never existed. */
    async markRead(viewer: Viewer, notificationId: number): Promise<{ unreadCount: number }> {
      if (!(await repo.markRead(viewer.userId, notificationId))) throw notFound(NOT_FOUND);
      await changed(viewer);
      return { unreadCount: await repo.unreadCount(viewer.userId) };
    },

    async markAllRead(viewer: Viewer): Promise<{ unreadCount: number }> {
      await repo.markAllRead(viewer.userId);
      await changed(viewer);
      return { unreadCount: await repo.unreadCount(viewer.userId) };
    },

    async remove(viewer: Viewer, notificationId: number): Promise<void> {
      if (!(await repo.delete(viewer.userId, notificationId))) throw notFound(NOT_FOUND);
      await changed(viewer);
    },

    preferences: (viewer: Viewer): Promise<NotificationPreferences> => deps.notifier.preferences(viewer.userId),

    async savePreferences(viewer: Viewer, prefs: NotificationPreferences): Promise<NotificationPreferences> {
      await repo.savePreferences(viewer.userId, prefs);
      return deps.notifier.preferences(viewer.userId);
    },
  };
}
