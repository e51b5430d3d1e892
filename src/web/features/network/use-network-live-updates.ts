import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import type { RealtimeServerFrame } from '../../../shared/schemas/realtime';
import { RealtimeContext } from '../realtime';
import { networkKeys } from './api';

/** Frames already acted on: every component using the hook hears the same frame object, but one refresh is enough. */
const handled = new WeakSet<RealtimeServerFrame>();

/**
 * Keeps the network in step with other tabs and the other member: on `connections.changed` (a request sent, answered,
 * withdrawn, a connection removed) and after a rejoin, the lists and Connect buttons are asked again. Search results
 * and suggestions are only marked stale (they refresh on their next visit), so cards do not move under the pointer.
 * Outside the realtime provider (public pages) it does nothing.
 */
export function useNetworkLiveUpdates(): void {
  const realtime = useContext(RealtimeContext);
  const client = useQueryClient();

  useEffect(() => {
    if (!realtime) return;
    // The first join comes with the page's own first fetches; only a later one means something may have been missed.
    let awaitingFirstJoin = realtime.getState() !== 'joined';
    return realtime.subscribe((frame) => {
      if (frame.type !== 'connections.changed' && frame.type !== 'ready') return;
      if (frame.type === 'ready' && awaitingFirstJoin) {
        awaitingFirstJoin = false;
        return;
      }
      if (handled.has(frame)) return;
      handled.add(frame);
      const keepsCards = (key: readonly unknown[]) => key[1] === 'people' || key[1] === 'suggestions';
      void client.invalidateQueries({ queryKey: networkKeys.all, predicate: (query) => !keepsCards(query.queryKey) });
      void client.invalidateQueries({ queryKey: networkKeys.all, predicate: (query) => keepsCards(query.queryKey), refetchType: 'none' });
    });
  }, [realtime, client]);
}
