import { useEffect, useState } from 'react';
import { SW_MESSAGES } from '../../lib/offline-caches';

/** The script chunks this page loaded (before the worker controlled it, on a first visit they were not kept). */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/assets/`));
}

/**
 * Registers the service worker (src/web/sw.ts) with the browser's own API — a helper library would add to every first
 * visit's script (decision 0020) — and reports a new version that is installed and waiting. `activate` hands the page
 * over to it and reloads once it controls the page.
 */
export function useWaitingWorker(): { waiting: boolean; activate(): void; dismiss(): void } {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let stopped = false;
    // Only an update waits behind a controlling worker; the first install takes over without asking.
    const offer = (registration: ServiceWorkerRegistration) => {
      if (!stopped && registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
    };
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        offer(registration);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed') offer(registration);
          });
        });
        return navigator.serviceWorker.ready;
      })
      .then((ready) => ready.active?.postMessage({ type: SW_MESSAGES.keepAssets, urls: loadedAssets() }))
      .catch(() => undefined);
    // Once a new version controls the page, there is nothing left to offer.
    const taken = () => setWaiting(null);
    navigator.serviceWorker.addEventListener('controllerchange', taken);
    return () => {
      stopped = true;
      navigator.serviceWorker.removeEventListener('controllerchange', taken);
    };
  }, []);

  return {
    waiting: waiting !== null,
    activate() {
      if (!waiting) return;
      const reload = () => window.location.reload();
      navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
      waiting.postMessage({ type: SW_MESSAGES.activateUpdate });
      // The browser lets the new version take over only once the old one has answered what this page asked of it;
      // when that takes long, reloading ends those requests and the new version takes over the fresh page.
      window.setTimeout(reload, 3000);
    },
    dismiss: () => setWaiting(null),
  };
}
