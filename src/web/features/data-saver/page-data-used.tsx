import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { t } from '../../lib/i18n';
import { formatNumber } from '../../../shared/number-format';

/** Bytes that came over the network (not from a cache) since `since`, by the browser's own resource timings. */
function bytesSince(since: number): number {
  let total = 0;
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    if (entry.startTime >= since) total += entry.transferSize;
  // The first page of a visit also paid for the HTML.
  if (since === 0)
    for (const entry of performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]) total += entry.transferSize;
  return total;
}

const kilobytes = (bytes: number) => formatNumber(Math.max(1, Math.round(bytes / 1024)));

/**
 * "This page used 84 KB": what the page in view cost in data since it was opened (pictures tapped later included),
 * for members who pay for every kilobyte. Files answered from a cache cost nothing and count nothing.
 */
export function PageDataUsed() {
  const location = useLocation();
  const [bytes, setBytes] = useState<number | null>(null);

  useEffect(() => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('resource')) return;
    // The first page counts from the navigation; a later one from the moment the member moved to it.
    const since = performance.getEntriesByType('resource').length === 0 || location.key === 'default' ? 0 : performance.now();
    const update = () => setBytes(bytesSince(since));
    update();
    const observer = new PerformanceObserver(update);
    observer.observe({ type: 'resource' });
    // Browsers keep 250 resource timings by default: room for a long visit.
    performance.setResourceTimingBufferSize?.(2000);
    return () => observer.disconnect();
  }, [location.key]);

  if (bytes === null) return null;
  return (
    <p className="mt-8 text-center text-xs text-muted-foreground print:hidden" data-testid="page-data-used">
      {t('This page used {kb} KB of data', { kb: kilobytes(bytes) })}
    </p>
  );
}
