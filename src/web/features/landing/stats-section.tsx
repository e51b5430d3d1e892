import { msg } from '../../../shared/i18n/msg';
import { t } from '../../lib/i18n';

const STATS = [
  { value: '50K+', label: msg('Users') },
  { value: '10K+', label: msg('Businesses') },
  { value: '25K+', label: msg('Professionals') },
  { value: '100+', label: msg('Cities') },
];

export function StatsSection() {
  return (
    <section aria-labelledby="stats-title" className="border-y border-border bg-muted py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="stats-title" className="text-center text-lg font-semibold text-muted-foreground">
          {t('Trusted by people and businesses across Nigeria')}
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
          {STATS.map((stat) => (
            <li key={stat.label} className="flex flex-col gap-1">
              <span className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">{stat.value}</span>
              <span className="text-sm font-medium text-muted-foreground">{t(stat.label)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
