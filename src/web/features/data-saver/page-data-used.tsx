import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { t } from '../../lib/i18n';
import { formatNumber } from '../../../shared/number-format';
import { dataUsed, type DataUsed } from './data-used';
import { onWorkerAnswers, workerAnswers } from './worker-answers';

/** What the page cost since `since` (performance.now() time; 0 is the navigation, whose HTML counts too). */
function usedSince(since: number): DataUsed {
  const timings = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.startTime >= since);
  if (since === 0) timings.push(...(performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]));
  // The first page takes every answer the worker gave this document; a later one those asked for after the move.
  const from = performance.timeOrigin + since;
  const answers = [...workerAnswers()].filter((answer) => since === 0 || answer.at >= from);
  return dataUsed(timings, answers);
}

/** Half a kilobyte and more is written rounded; less is "less than 1 KB", never a number that was not measured. */
function sentence({ bytes, fromStorage }: DataUsed): string | null {
  const kb = Math.round(bytes / 1024);
  if (bytes === 0) return fromStorage ? t("This page came from your phone's storage") : null;
  if (kb === 0)
    return fromStorage
      ? t("This page used less than 1 KB of data; the rest came from your phone's storage")
      : t('This page used less than 1 KB of data');
  return fromStorage
    ? t("This page used {kb} KB of data; the rest came from your phone's storage", { kb: formatNumber(kb) })
    : t('This page used {kb} KB of data', { kb: formatNumber(kb) });
}

/**
 * "This page used 84 KB of data": what the page in view cost in data since it was opened (pictures tapped later
 * included), for members who pay for every kilobyte. Bytes are counted where they cross the network: by the browser,
 * or by the service worker for the answers it fetched; what came from a cache costs nothing and is said to have come
 * from the phone's storage.
 */
export function PageDataUsed() {
  const location = useLocation();
  const [used, setUsed] = useState<DataUsed | null>(null);

  useEffect(() => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('resource')) return;
    // The first page counts from the navigation; a later one from the moment the member moved to it.
    const since = performance.getEntriesByType('resource').length === 0 || location.key === 'default' ? 0 : performance.now();
    const update = () => setUsed(usedSince(since));
    const observer = new PerformanceObserver(update);
    let stopHearing = () => {};
    // Counted in a task of its own, not in the one that takes a drawn page over (the phone's longest).
    const start = setTimeout(() => {
      update();
      observer.observe({ type: 'resource' });
      stopHearing = onWorkerAnswers(update);
      // Browsers keep 250 resource timings by default: room for a long visit.
      performance.setResourceTimingBufferSize?.(2000);
    });
    return () => {
      clearTimeout(start);
      observer.disconnect();
      stopHearing();
    };
  }, [location.key]);

  const text = used && sentence(used);
  if (!text) return null;
  return (
    <p className="mt-8 text-center text-xs text-muted-foreground print:hidden" data-testid="page-data-used">
      {text}
    </p>
  );
}
