import { msg } from '../../../shared/i18n/msg';
import type { DomainEvents } from '../../domain-events/domain-events';
import type { Notifier } from '../notifications/notifier';
import { eventPath } from './events.service';

const when = (date: string) =>
  new Date(date).toLocaleString('en-NG', { timeZone: 'Africa/Lagos', dateStyle: 'medium', timeStyle: 'short' });

/** What members who answered an event hear: a place opened for them, the event was cancelled, it is tomorrow. */
export function listenToCalendarEvents(events: DomainEvents, deps: { notifier: Notifier; publicUrl: string }): void {
  events.on('event.place-opened', ({ eventId, userId, title, startsAt }) =>
    deps.notifier.notify({
      userId,
      kind: 'event_promoted',
      actorId: null,
      message: msg('A place opened at {title}: you are now going.', { title }),
      link: eventPath(eventId),
      email: {
        subject: msg("You're going to {title}", { title }),
        text: msg('A place opened at {title} ({when}). You are now going.', { title, when: when(startsAt) }),
      },
    }),
  );

  events.on('event.cancelled', async ({ eventId, organiserId, title, startsAt, memberIds }) => {
    await deps.notifier.notifyMany({
      userIds: memberIds,
      kind: 'event_cancelled',
      actorId: organiserId,
      message: msg('{title} on {when} was cancelled.', { title, when: when(startsAt) }),
      link: eventPath(eventId),
    });
  });

  events.on('event.reminder-due', async ({ eventId, title, startsAt, location, memberIds }) => {
    for (const userId of memberIds) {
      await deps.notifier.notify({
        userId,
        kind: 'event_reminder',
        actorId: null,
        message: msg('Reminder: {title} is on {when} at {location}.', { title, when: when(startsAt), location }),
        link: eventPath(eventId),
        groupKey: `event-reminder:${eventId}`,
        email: {
          subject: msg('Tomorrow: {title}', { title }),
          text: [
            msg('{title} starts {when} at {location}.', { title, when: when(startsAt), location }),
            `${deps.publicUrl}${eventPath(eventId)}`,
          ],
        },
      });
    }
  });
}
