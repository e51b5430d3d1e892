import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { RealtimeServerFrame } from '../../../shared/schemas/realtime';
import { RealtimeClient, realtimeUrl, type RealtimeState } from './realtime-client';
import { RealtimeContext, RealtimeStateContext, type RealtimeContextValue } from './realtime-context';

/**
 * What every tab does with an event, whatever page is open: the lists and badges it concerns are refetched
 * (query keys shared with the pages: 'notifications', 'conversations', 'messages', 'unread-counts').
 */
function invalidateFor(client: QueryClient, frame: RealtimeServerFrame): void {
  switch (frame.type) {
    case 'notification.created':
    case 'notifications.changed':
      void client.invalidateQueries({ queryKey: ['notifications'] });
      void client.invalidateQueries({ queryKey: ['unread-counts'] });
      break;
    case 'message.created':
      void client.invalidateQueries({ queryKey: ['conversations'] });
      void client.invalidateQueries({ queryKey: ['unread-counts'] });
      // An open thread merges the message itself (features/messages); a closed one refetches when it opens.
      void client.invalidateQueries({ queryKey: ['messages', frame.message.conversationId], refetchType: 'none' });
      break;
    case 'messages.read':
      void client.invalidateQueries({ queryKey: ['conversations'] });
      void client.invalidateQueries({ queryKey: ['unread-counts'] });
      void client.invalidateQueries({ queryKey: ['messages', frame.conversationId], refetchType: 'none' });
      break;
    case 'conversation.changed':
      void client.invalidateQueries({ queryKey: ['conversations'] });
      break;
    case 'messages.changed':
      // Staff hid or restored a message: the open thread and the conversation list read it again.
      void client.invalidateQueries({ queryKey: ['conversations'] });
      void client.invalidateQueries({ queryKey: ['messages', frame.conversationId] });
      break;
    case 'ready':
      // (Re)joined: anything may have happened while away. Open threads fetch what came after their last message.
      // Each list is asked for in a task of its own: on a phone the three in the socket's message were one long task
      // right after the page's takeover.
      for (const queryKey of [['unread-counts'], ['conversations'], ['notifications']])
        setTimeout(() => void client.invalidateQueries({ queryKey }));
      break;
    default:
      break;
  }
}

/** Opens the tab's realtime channel for the signed-in member and shares it with the pages below. */
export function RealtimeProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const listeners = useRef(new Set<(frame: RealtimeServerFrame) => void>());
  const [state, setState] = useState<RealtimeState>('closed');
  const clientRef = useRef<RealtimeClient | null>(null);

  useEffect(() => {
    const client = new RealtimeClient({
      url: realtimeUrl(window.location),
      onFrame(frame) {
        invalidateFor(queryClient, frame);
        for (const listener of listeners.current) listener(frame);
      },
      onState: (next) => startTransition(() => setState(next)),
      onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: ['session'] }),
      onJoinFailed(failures) {
        // A refused handshake looks like any network failure: check whether we are still signed in.
        if (failures >= 2) void queryClient.invalidateQueries({ queryKey: ['session'] });
      },
    });
    clientRef.current = client;
    // Joined in a task of its own, not in the one that takes a drawn page over (the phone's longest).
    const start = setTimeout(() => client.start());
    const online = () => client.rejoinNow();
    window.addEventListener('online', online);
    return () => {
      clearTimeout(start);
      window.removeEventListener('online', online);
      client.stop();
      clientRef.current = null;
    };
  }, [queryClient, userId]);

  const send = useCallback<RealtimeContextValue['send']>((frame) => clientRef.current?.send(frame) ?? false, []);
  const subscribe = useCallback<RealtimeContextValue['subscribe']>((listener) => {
    listeners.current.add(listener);
    return () => listeners.current.delete(listener);
  }, []);
  const stateNow = useRef(state);
  stateNow.current = state;
  const getState = useCallback(() => stateNow.current, []);
  const value = useMemo<RealtimeContextValue>(() => ({ userId, getState, send, subscribe }), [userId, getState, send, subscribe]);

  return (
    <RealtimeContext.Provider value={value}>
      <RealtimeStateContext.Provider value={state}>{children}</RealtimeStateContext.Provider>
    </RealtimeContext.Provider>
  );
}
