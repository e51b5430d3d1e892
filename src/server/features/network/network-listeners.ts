import { PRODUCT_NAME } from '../../../shared/brand';
import type { Notifier } from '../notifications/notifier';
import type { DomainEvents } from '../../events/domain-events';
import type { EventBus } from '../../realtime/event-bus';

export const NETWORK_LINK = '/app/network';

export interface NetworkEventDeps {
  notifier: Notifier;
  bus: EventBus;
  publicUrl: string;
  log: { warn(obj: object, msg: string): void };
}

/**
 * What the other member hears about a change, as listeners of the network's domain events: a notification (with an
 * email when their preferences allow; the notifier limits it to one an hour per requester) and a `connections.changed`
 * event to both members' open tabs. The change itself has happened already, so a failure here is logged and never
 * undoes or fails it.
 */
export function listenToNetworkEvents(events: DomainEvents, deps: NetworkEventDeps): void {
  const networkUrl = `${deps.publicUrl}${NETWORK_LINK}`;

  async function safely(what: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      deps.log.warn({ err: error }, `network: ${what} failed`);
    }
  }

  events.on('connection.changed', ({ memberIds }) =>
    safely('connections.changed event', () => deps.bus.publish({ recipients: memberIds, event: { type: 'connections.changed' } })),
  );

  events.on('connection.requested', ({ requester, addresseeId }) =>
    safely('connection request notification', () =>
      deps.notifier.notify({
        userId: addresseeId,
        kind: 'connection_request',
        actorId: requester.userId,
        message: `${requester.fullName} wants to connect with you`,
        link: NETWORK_LINK,
        groupKey: `connection_request:${requester.userId}`,
        email: {
          subject: `${requester.fullName} wants to connect on ${PRODUCT_NAME}`,
          text: [
            'Hello,',
            '',
            `${requester.fullName} sent you a connection request on ${PRODUCT_NAME}.`,
            '',
            `Accept or decline it: ${networkUrl}`,
            '',
            `— ${PRODUCT_NAME}`,
          ].join('\n'),
        },
      }),
    ),
  );

  events.on('connection.accepted', ({ addressee, requesterId }) =>
    safely('connection accepted notification', () =>
      deps.notifier.notify({
        userId: requesterId,
        kind: 'connection_accepted',
        actorId: addressee.userId,
        message: `${addressee.fullName} accepted your connection request`,
        link: NETWORK_LINK,
        groupKey: `connection_accepted:${addressee.userId}`,
        email: {
          subject: `${addressee.fullName} accepted your connection request`,
          text: [
            'Hello,',
            '',
            `${addressee.fullName} accepted your connection request on ${PRODUCT_NAME}. You are now connected.`,
            '',
            `See your connections: ${networkUrl}`,
            '',
            `— ${PRODUCT_NAME}`,
          ].join('\n'),
        },
      }),
    ),
  );
}
