import { RefreshCw } from 'lucide-react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../../components/ui/button';
import { SW_MESSAGES } from '../../lib/offline-caches';

/** The script chunks this page loaded (before the worker controlled it, on a first visit they were not kept). */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/assets/`));
}

/**
 * Registers the service worker (src/web/sw.ts) and, when a new version has been deployed and is waiting, offers to
 * reload into it; the member's page is never swapped under them.
 */
export function ServiceWorkerUpdates() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      void navigator.serviceWorker.ready.then((ready) =>
        (ready.active ?? registration?.active)?.postMessage({ type: SW_MESSAGES.keepAssets, urls: loadedAssets() }),
      );
    },
  });
  if (!needRefresh) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-3 bottom-20 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-3 text-sm text-card-foreground shadow-lg md:bottom-6"
    >
      <p className="min-w-0 flex-1">A new version of LocalHub is ready.</p>
      <div className="flex gap-2">
        <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
          Later
        </Button>
        <Button size="sm" onClick={() => void updateServiceWorker(true)}>
          <RefreshCw aria-hidden />
          Reload
        </Button>
      </div>
    </div>
  );
}
