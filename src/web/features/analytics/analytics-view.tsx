import { ArrowDownRight, ArrowLeft, ArrowUpRight, Lock, Minus, Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { PLANS } from '../../../shared/plans';
import {
  ANALYTICS_PERIODS,
  METRIC_LABELS,
  METRICS,
  type Analytics,
  type AnalyticsKind,
  type AnalyticsPeriod,
  type MetricSummary,
} from '../../../shared/schemas/analytics';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useListingAnalytics } from './api';
import { useMe } from '../../lib/me';
import { t } from '../../lib/i18n';
import { dateFormatter } from '../../lib/date-format';
import { changeWords } from './change-words';
import { formatNumber } from '../../../shared/number-format';

// The chart library is loaded only when a chart is drawn (not for the Free preview, not on other pages).
const DailyChart = lazy(() => import('./daily-chart'));

// Numbers and days in the reader's locale; English-Nigerian where the browser has no data for it.
const dayFormat = dateFormatter('d MMM', { utc: true });
const shortDay = (day: string) => dayFormat(new Date(`${day}T12:00:00Z`));

/** An owner's analytics for one business or profession: 7/30/90 days, numbers with change, daily charts, search words. */
export function AnalyticsView(props: { kind: AnalyticsKind; id: number; name: string | null; backHref: string }) {
  const [days, setDays] = useState<AnalyticsPeriod>(7);
  const query = useListingAnalytics(props.kind, props.id, days);
  useDocumentTitle(props.name ? t('Analytics · {name}', { name: props.name }) : t('Analytics'));
  const me = useMe();
  const error = query.error;
  // Free has no analytics: its refusal shows the preview. The server's message is in the reader's language, so the
  // member's plan tells (the English message's start as well, while the plan is still loading).
  const locked =
    error instanceof ApiRequestError &&
    error.status === 403 &&
    (error.message.startsWith('Upgrade') || (me.data !== undefined && !PLANS[me.data.plan].analytics));

  return (
    <div className="mx-auto w-full max-w-4xl min-w-0">
      <Button asChild variant="ghost" size="sm" className="mb-2">
        <Link to={props.backHref}>
          <ArrowLeft aria-hidden />
          {props.kind === 'business' ? t('Back to business') : t('Back to profile')}
        </Link>
      </Button>
      <PageHeader
        title={t('Analytics')}
        description={
          props.name ? t('How people find and contact {name}. Counts only: who they are is never shown.', { name: props.name }) : undefined
        }
        actions={<PeriodSwitch value={days} onChange={setDays} />}
      />
      {locked ? (
        <Preview />
      ) : error instanceof ApiRequestError && (error.status === 404 || error.status === 403) ? (
        <EmptyState title={t('Analytics not available')} description={error.message} />
      ) : error ? (
        <LoadError message={t('Failed to load analytics')} error={error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.data ? (
        <div className="grid place-items-center py-16">
          <Spinner label={t('Loading analytics')} />
        </div>
      ) : (
        <Numbers data={query.data} />
      )}
    </div>
  );
}

function PeriodSwitch(props: { value: AnalyticsPeriod; onChange(value: AnalyticsPeriod): void }) {
  return (
    <div role="group" aria-label={t('Period')} className="inline-flex rounded-md border border-border p-0.5">
      {ANALYTICS_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={props.value === period}
          onClick={() => props.onChange(period)}
          className={cn(
            'rounded px-3 py-1.5 text-sm font-medium',
            props.value === period ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {t('{count, plural, one {# day} other {# days}}', { count: period })}
        </button>
      ))}
    </div>
  );
}

function Change({ summary, days }: { summary: MetricSummary; days: number }) {
  const { changePercent: change } = summary;
  const Icon = change === null || change === 0 ? Minus : change > 0 ? ArrowUpRight : ArrowDownRight;
  return (
    <p
      className={cn(
        'flex items-center gap-1 text-xs',
        change !== null && change > 0
          ? 'text-green-700 dark:text-green-400'
          : change !== null && change < 0
            ? 'text-red-700 dark:text-red-400'
            : 'text-muted-foreground',
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {changeWords(summary, days)}
    </p>
  );
}

function Numbers({ data }: { data: Analytics }) {
  return (
    <div className="grid gap-6">
      <section aria-labelledby="analytics-totals">
        <h2 id="analytics-totals" className="sr-only">
          {t('Totals')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {METRICS.map((metric) => (
            <li key={metric}>
              <Card className="grid h-full gap-1 p-3">
                <p className="text-xs font-medium text-muted-foreground">{t(METRIC_LABELS[metric])}</p>
                <p className="text-2xl font-bold tabular-nums">{formatNumber(data.metrics[metric].total)}</p>
                <Change summary={data.metrics[metric]} days={data.periodDays} />
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="analytics-words">
        <Card className="p-4">
          <h2 id="analytics-words" className="mb-3 flex items-center gap-2 font-semibold">
            <Search aria-hidden className="size-4" /> {t('Search words that found you')}
          </h2>
          {data.topSearchWords.length ? (
            <ol className="grid gap-1.5">
              {data.topSearchWords.map((entry) => (
                <li key={entry.word} className="flex justify-between gap-3 text-sm">
                  <span className="min-w-0 break-words">{entry.word}</span>
                  <span className="tabular-nums text-muted-foreground">{formatNumber(entry.count)}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted-foreground">
              {t('No searches found this listing in the last {days} days.', { days: data.periodDays })}
            </p>
          )}
        </Card>
      </section>

      <section aria-labelledby="analytics-daily">
        <h2 id="analytics-daily" className="mb-3 font-semibold">
          {t('Day by day')}
        </h2>
        <ul className="grid gap-3 md:grid-cols-2">
          {METRICS.map((metric) => (
            <li key={metric} className="min-w-0">
              <Card className="min-w-0 p-3">
                <h3 className="mb-2 text-sm font-medium">{t(METRIC_LABELS[metric])}</h3>
                <Suspense fallback={<div className="h-40" />}>
                  <DailyChart days={data.days} values={data.metrics[metric].daily} label={t(METRIC_LABELS[metric])} />
                </Suspense>
                {/* The chart's text alternative; wrapped, as a table itself is not clipped by sr-only's overflow. */}
                <div className="sr-only">
                  <table>
                    <caption>
                      {t('{metric} per day, last {days} days', { metric: t(METRIC_LABELS[metric]), days: data.periodDays })}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('Day')}</th>
                        <th scope="col">{t('Count')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.days.map((day, i) => (
                        <tr key={day}>
                          <th scope="row">{shortDay(day)}</th>
                          <td>{data.metrics[metric].daily[i]}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Free: what the page holds, with the upgrade message; no numbers are fetched or drawn. */
function Preview() {
  return (
    <div className="relative">
      <Card className="relative z-10 mx-auto mb-4 grid max-w-md gap-2 p-4 text-center">
        <p className="flex items-center justify-center gap-1.5 font-semibold">
          <Lock aria-hidden className="size-4" /> {t('Upgrade required')}
        </p>
        <p className="text-sm text-muted-foreground">{t('Upgrade to Premium to access analytics')}</p>
        <p className="text-sm text-muted-foreground">
          {t(
            'See profile views, search and nearby appearances, calls, WhatsApp and message taps, website clicks, saves, follows and reviews, day by day, with the search words that found you.',
          )}
        </p>
        <Button asChild className="justify-self-center">
          <Link to="/app/account">{t('See plans')}</Link>
        </Button>
      </Card>
      <ul aria-hidden className="pointer-events-none grid grid-cols-2 gap-3 blur-[3px] select-none sm:grid-cols-3 lg:grid-cols-5">
        {METRICS.map((metric, i) => (
          <li key={metric}>
            <Card className="grid gap-1 p-3">
              <p className="text-xs font-medium text-muted-foreground">{t(METRIC_LABELS[metric])}</p>
              <p className="text-2xl font-bold">{[128, 42, 57, 9, 14, 6, 11, 5, 3, 2][i]}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
