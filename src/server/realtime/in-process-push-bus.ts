import type { AddressedPush, PushBus } from './push-bus';

/** One process: publishing calls the listeners directly (after the current tick, like a network bus would). */
export function inProcessPushBus(): PushBus {
  const listeners = new Set<(message: AddressedPush) => void>();
  return {
    async publish(message) {
      queueMicrotask(() => {
        for (const listener of listeners) listener(message);
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
