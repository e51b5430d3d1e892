import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { useWaitingWorker } from './use-waiting-worker';

/**
 * Registers the service worker (src/web/sw.ts) and, when a new version has been deployed and is waiting, offers to
 * reload into it; the member's page is never swapped under them.
 */
export function ServiceWorkerUpdates() {
  const worker = useWaitingWorker();
  if (!worker.waiting) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-3 bottom-20 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-3 text-sm text-card-foreground shadow-lg md:bottom-6"
    >
      <p className="min-w-0 flex-1">{t('A new version of LocalHub is ready.')}</p>
      <div className="flex gap-2">
        <Button size="sm" variant="ghost" onClick={worker.dismiss}>
          {t('Later')}
        </Button>
        <Button size="sm" onClick={worker.activate}>
          <RefreshCw aria-hidden />
          {t('Reload')}
        </Button>
      </div>
    </div>
  );
}
