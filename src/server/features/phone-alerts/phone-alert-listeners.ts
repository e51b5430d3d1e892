import type { DomainEvents } from '../../domain-events/domain-events';
import type { PhoneAlerts } from './phone-alerts.service';

/**
 * Owners hear of new customers where they look (issue 40.5): each event queues one alert job; the job reads the
 * member's settings, quiet hours and caps when it runs (phone-alerts.service.ts), so nothing here waits on a provider.
 */
export function listenToPhoneAlertEvents(events: DomainEvents, alerts: Pick<PhoneAlerts, 'queue'>): void {
  events.on('message.sent', async ({ conversationId, senderId, receiverId }) => {
    await alerts.queue({ kind: 'new_customer', userId: receiverId, conversationId, senderId });
  });
  events.on('connection.requested', async ({ requester, addresseeId }) => {
    await alerts.queue({ kind: 'connection_request', userId: addresseeId, requesterId: requester.userId });
  });
  events.on('event.answered', async ({ eventId, userId, status, organiserId }) => {
    if (status === 'going' && organiserId !== userId)
      await alerts.queue({ kind: 'event_rsvp', userId: organiserId, eventId, memberId: userId });
  });
  events.on('listing.reviewed', async ({ kind, listingId, actorId, ownerId }) => {
    if (ownerId !== actorId) await alerts.queue({ kind: 'review', userId: ownerId, listing: { kind, id: listingId }, reviewerId: actorId });
  });
}
