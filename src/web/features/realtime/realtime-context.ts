import { createContext, useContext, useEffect, useRef } from 'react';
import type { RealtimeClientFrame, RealtimeServerFrame } from '../../../shared/schemas/realtime';
import type { RealtimeState } from './realtime-client';

/** The channel itself: the same object for the whole session, so the many cards that listen are not redrawn. */
export interface RealtimeContextValue {
  userId: string;
  /** The channel's state now (read when needed; `useRealtimeState` redraws as it changes). */
  getState(): RealtimeState;
  /** Sends a frame when joined; false otherwise. */
  send(frame: RealtimeClientFrame): boolean;
  subscribe(listener: (frame: RealtimeServerFrame) => void): () => void;
}

export const RealtimeContext = createContext<RealtimeContextValue | null>(null);
/** The channel's state, apart: only what shows it (a thread's "Reconnecting…") is redrawn when it changes. */
export const RealtimeStateContext = createContext<RealtimeState>('closed');

export function useRealtime(): RealtimeContextValue {
  const value = useContext(RealtimeContext);
  if (!value) throw new Error('useRealtime must be used inside <RealtimeProvider>');
  return value;
}

export const useRealtimeState = (): RealtimeState => useContext(RealtimeStateContext);

/** Calls the latest `listener` for every frame from the server (events, and `ready` after each (re)join). */
export function useRealtimeFrames(listener: (frame: RealtimeServerFrame) => void): void {
  const { subscribe } = useRealtime();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribe((frame) => latest.current(frame)), [subscribe]);
}
