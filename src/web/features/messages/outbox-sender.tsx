import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { toast } from '../../lib/toast';
import type { Message } from '../../../shared/schemas/messages';
import { api, ApiRequestError, errorMessage } from '../../lib/api';
import { useOnline } from '../offline';
import { rememberSent } from './api';
import { NO_QUEUED, outbox, type QueuedMessage } from './outbox';
import { t } from '../../lib/i18n';

/** While messages wait and the server cannot be reached though the browser says it is online, try again this often. */
const RETRY_MS = 15_000;

/** The member's messages waiting in this browser, in the order they were written. */
export function useOutbox(userId: string): QueuedMessage[] {
  return useSyncExternalStore(outbox.subscribe, () => outbox.list(userId), noneQueued);
}

/** The server cannot see this browser's outbox: a page it draws shows none, and the browser adds them as it takes over. */
const noneQueued = () => NO_QUEUED;

/** A failure worth trying again later (no connection, the server busy or down), rather than a refusal of the message. */
const transient = (error: unknown) =>
  !(error instanceof ApiRequestError) || error.status === 0 || error.status === 429 || error.status >= 500;

/**
 * Sends the messages written offline, in order and each once (the server keys them by their client id), as soon as
 * there is a connection, whatever page the member is on. Mounted once in the signed-in shell.
 */
export function OutboxSender({ userId }: { userId: string }) {
  const online = useOnline();
  const queued = useOutbox(userId);
  const client = useQueryClient();
  const sending = useRef(false);
  const [retry, setRetry] = useState(0);

  useEffect(() => {
    if (!online || queued.length === 0 || sending.current) return;
    sending.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      let waiting = false;
      try {
        for (const message of outbox.list(userId)) {
          try {
            const sent = await api<Message>('/api/v1/messages', {
              body: { receiverId: message.receiverId, content: message.content, productId: message.productId, clientId: message.clientId },
            });
            outbox.remove(userId, message.clientId);
            rememberSent(client, sent);
          } catch (error) {
            // The rest wait behind this one, so they still go in order.
            if (transient(error)) {
              waiting = true;
              timer = setTimeout(() => setRetry((n) => n + 1), RETRY_MS);
              return;
            }
            outbox.remove(userId, message.clientId);
            toast.error(t('A message could not be sent'), { description: `“${message.content.slice(0, 60)}”: ${errorMessage(error)}` });
          }
        }
      } finally {
        sending.current = false;
        // Written while these were sending: their turn now.
        if (!waiting && outbox.list(userId).length) setRetry((n) => n + 1);
        void client.invalidateQueries({ queryKey: ['conversations'] });
        void client.invalidateQueries({ queryKey: ['messages'] });
      }
    })();
    return () => clearTimeout(timer);
  }, [online, queued, userId, client, retry]);

  return null;
}
