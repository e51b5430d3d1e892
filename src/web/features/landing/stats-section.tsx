import { msg } from '../../../shared/i18n/msg';
import type { Highlights } from '../../../shared/schemas/highlights';
import { formatNumber } from '../../../shared/number-format';
import { t } from '../../lib/i18n';
import { useHighlights } from './api';

const STATS: { key: keyof Highlights['counts']; label: string }[] = [
  { key: 'members', label: msg('Members') },
  { key: 'businesses', label: msg('Businesses') },
  { key: 'professionals', label: msg('Professionals') },
  { key: 'cities', label: msg('Cities with listings') },
];

/** How many people and listings LocalHub has today, counted by the server: never a made-up figure. */
export function StatsSection() {
  const highlights = useHighlights();
  if (highlights.isError) return null;
  const counts = highlights.data?.counts;
  return (
    <section aria-labelledby="stats-title" aria-busy={!counts} className="border-y border-border bg-muted py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="stats-title" className="text-center text-lg font-semibold text-muted-foreground">
          {t('On LocalHub today')}
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
          {STATS.map((stat) => (
            <li key={stat.key} className="flex flex-col gap-1">
              {/* The same height before and after the count arrives: nothing below moves. */}
              <span className="h-9 text-3xl font-extrabold tracking-tight text-primary tabular-nums sm:h-10 sm:text-4xl">
                {counts ? formatNumber(counts[stat.key]) : <span className="text-muted-foreground">–</span>}
              </span>
              <span className="text-sm font-medium text-muted-foreground">{t(stat.label)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
