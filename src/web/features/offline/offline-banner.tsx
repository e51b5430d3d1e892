import { WifiOff } from 'lucide-react';
import { t } from '../../lib/i18n';
import { useOnline } from './use-online';

/** Said at the top of every signed-in page while there is no connection: what is shown is what was seen last. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-100 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      <WifiOff aria-hidden className="size-4 shrink-0" />
      <span>{t('You are offline — showing what you saw last')}</span>
    </div>
  );
}
