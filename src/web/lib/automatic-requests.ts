import { useCallback, useSyncExternalStore } from 'react';
import { ApiRequestError } from './api';

/**
 * Requests the app makes on its own (marking read, impressions, views, polling) must never become a storm on a phone
 * that pays for every byte: none is tried while the browser says it is offline, and after a failure the next waits
 * twice as long as the last (from FIRST_WAIT_MS up to MAX_WAIT_MS). A success resets the wait.
 */
export const FIRST_WAIT_MS = 2_000;
export const MAX_WAIT_MS = 5 * 60_000;

/** The wait after `failures` failures in a row (0 → none). */
export function backoffDelay(failures: number): number {
  return failures <= 0 ? 0 : Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - 1));
}

/** A 4xx other than 408 and 429 says the request itself is wrong: trying it again cannot help. */
export function isFinalFailure(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/** One automatic request's failures in a row and when it may be tried again; listeners hear when that changes. */
export class Backoff {
  private failures = 0;
  private until = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly notify = () => {
    for (const listener of this.listeners) listener();
  };

  /** Whether it may be tried now: online and not waiting after a failure. */
  ready(): boolean {
    return isOnline() && Date.now() >= this.until;
  }

  failed(): void {
    this.failures += 1;
    const wait = backoffDelay(this.failures);
    this.until = Date.now() + wait;
    clearTimeout(this.timer);
    this.timer = setTimeout(this.notify, wait);
    this.notify();
  }

  succeeded(): void {
    if (this.failures === 0) return;
    this.failures = 0;
    this.until = 0;
    clearTimeout(this.timer);
    this.notify();
  }

  subscribe(listener: () => void): () => void {
    if (this.listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('online', this.notify);
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && typeof window !== 'undefined') {
        window.removeEventListener('online', this.notify);
        clearTimeout(this.timer);
      }
    };
  }
}

/** A component's backoff: `ready` re-renders it when the connection returns or the wait after a failure is over. */
export function useBackoff(backoff: Backoff): boolean {
  const subscribe = useCallback((listener: () => void) => backoff.subscribe(listener), [backoff]);
  return useSyncExternalStore(
    subscribe,
    () => backoff.ready(),
    () => false,
  );
}

const waitForOnline = () =>
  new Promise<void>((resolve) => {
    if (isOnline()) return resolve();
    window.addEventListener('online', () => resolve(), { once: true });
  });

/**
 * A one-off report (an impression, a view) that should arrive even when the connection is down as it happens: it waits
 * for the connection, and after a failure tries again with the growing wait, up to `attempts` times in all.
 */
export async function sendWhenOnline(send: () => Promise<unknown>, attempts = 5): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    await waitForOnline();
    try {
      await send();
      return true;
    } catch (error) {
      if (isFinalFailure(error) || attempt === attempts) return false;
      await new Promise((resolve) => setTimeout(resolve, backoffDelay(attempt)));
    }
  }
  return false;
}

/**
 * TanStack Query's retry wait for the whole app: the same doubling as every automatic request (its default starts at
 * one second).
 */
export const retryDelay = (failureCount: number) => backoffDelay(failureCount + 1);

/**
 * A polling interval that stops while offline and stretches after failures: `every` while the answers arrive,
 * then the growing wait.
 */
export function pollingInterval(every: number, failureCount: number): number | false {
  if (!isOnline()) return false;
  return Math.max(every, backoffDelay(failureCount));
}
