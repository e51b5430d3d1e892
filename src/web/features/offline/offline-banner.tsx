import { WifiOff } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { t } from '../../lib/i18n';
import { useOnline } from './use-online';

/** The banner's height while it shows: a page sized to the screen subtracts `var(--offline-banner-height, 0px)`. */
const OFFLINE_BANNER_HEIGHT = '--offline-banner-height';

/**
 * Said at the top of every signed-in page while there is no connection: what is shown is what was seen last. Its height
 * (one line or two, by language) is kept in a CSS variable, so pages sized to the screen (messages) make room for it.
 */
export function OfflineBanner() {
  const online = useOnline();
  const banner = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(OFFLINE_BANNER_HEIGHT, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(OFFLINE_BANNER_HEIGHT);
    };
  }, [online]);
  if (online) return null;
  return (
    <div
      ref={banner}
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-100 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      <WifiOff aria-hidden className="size-4 shrink-0" />
      <span>{t('You are offline — showing what you saw last')}</span>
    </div>
  );
}
