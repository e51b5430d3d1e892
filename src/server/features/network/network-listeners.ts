import { PRODUCT_NAME } from '../../../shared/brand';
import { msg } from '../../../shared/i18n/msg';
import type { Notifier } from '../notifications/notifier';
import type { DomainEvents } from '../../domain-events/domain-events';
import type { PushBus } from '../../realtime/push-bus';

export const NETWORK_LINK = '/app/network';

export interface NetworkEventDeps {
  notifier: Notifier;
  bus: PushBus;
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
    safely('connections.changed event', () => deps.bus.publish({ recipients: memberIds, push: { type: 'connections.changed' } })),
  );

  events.on('connection.requested', ({ requester, addresseeId }) =>
    safely('connection request notification', () =>
      deps.notifier.notify({
        userId: addresseeId,
        kind: 'connection_request',
        actorId: requester.userId,
        message: msg('{name} wants to connect with you', { name: requester.fullName }),
        link: NETWORK_LINK,
        groupKey: `connection_request:${requester.userId}`,
        email: {
          subject: msg('{name} wants to connect on LocalHub', { name: requester.fullName }),
          text: [
            msg('Hello,', {}),
            '',
            msg('{name} sent you a connection request on LocalHub.', { name: requester.fullName }),
            '',
            msg('Accept or decline it: {url}', { url: networkUrl }),
            '',
            `— ${PRODUCT_NAME}`,
          ],
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
        message: msg('{name} accepted your connection request', { name: addressee.fullName }),
        link: NETWORK_LINK,
        groupKey: `connection_accepted:${addressee.userId}`,
        email: {
          subject: msg('{name} accepted your connection request', { name: addressee.fullName }),
          text: [
            msg('Hello,', {}),
            '',
            msg('{name} accepted your connection request on LocalHub. You are now connected.', { name: addressee.fullName }),
            '',
            msg('See your connections: {url}', { url: networkUrl }),
            '',
            `— ${PRODUCT_NAME}`,
          ],
        },
      }),
    ),
  );
}
