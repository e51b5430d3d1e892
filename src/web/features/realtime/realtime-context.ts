import { createContext, useContext, useEffect, useRef } from 'react';
import type { RealtimeClientFrame, RealtimeServerFrame } from '../../../shared/schemas/realtime';
import type { RealtimeState } from './realtime-client';

export interface RealtimeContextValue {
  state: RealtimeState;
  userId: string;
  /** Sends a frame when joined; false otherwise. */
  send(frame: RealtimeClientFrame): boolean;
  subscribe(listener: (frame: RealtimeServerFrame) => void): () => void;
}

export const RealtimeContext = createContext<RealtimeContextValue | null>(null);

export function useRealtime(): RealtimeContextValue {
  const value = useContext(RealtimeContext);
  if (!value) throw new Error('useRealtime must be used inside <RealtimeProvider>');
  return value;
}

/** Calls the latest `listener` for every frame from the server (events, and `ready` after each (re)join). */
export function useRealtimeFrames(listener: (frame: RealtimeServerFrame) => void): void {
  const { subscribe } = useRealtime();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribe((frame) => latest.current(frame)), [subscribe]);
}
