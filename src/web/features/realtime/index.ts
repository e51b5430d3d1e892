// The realtime feature's surface: features subscribe to frames through these hooks; the provider is mounted by the app.
export { RealtimeContext, useRealtime, useRealtimeFrames, useRealtimeState, type RealtimeContextValue } from './realtime-context';
export { RealtimeProvider } from './realtime-provider';
