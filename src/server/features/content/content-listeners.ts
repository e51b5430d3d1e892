import { msg } from '../../../shared/i18n/msg';
import type { Db } from '../../db/database';
import type { DomainEvents } from '../../domain-events/domain-events';
import type { Notifier } from '../notifications/notifier';
import { contentRepository } from './content.repository';

/** Everyone who follows or is connected to an announcement's author hears of it. */
export function listenToContentEvents(events: DomainEvents, deps: { db: Db; notifier: Notifier }): void {
  const repo = contentRepository(deps.db);
  events.on('announcement.published', async ({ announcementId, author, title }) => {
    await deps.notifier.notifyMany({
      userIds: await repo.audienceOf(author.userId),
      kind: 'announcement',
      actorId: author.userId,
      message: msg('{name}: {title}', { name: author.fullName, title }),
      link: `/app?announcement=${announcementId}`,
    });
  });
}
