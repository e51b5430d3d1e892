import { Megaphone, Pencil, Trash2 } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { imageSrc } from '../../../shared/media';
import { formatNaira } from '../../../shared/money';
import type { AdStatusName, AdSummary } from '../../../shared/schemas/ads';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import type { AdEditDialog as AdEditView } from '../create-content';
import { loadAdEditDialog, useDeleteContent } from '../create-content/api';
import type { AdPaymentDialog as AdPaymentView } from '../payments';
import { loadAdPaymentDialog } from '../payments/api';
import { lazyWhenOpen } from '../../lib/lazy-when-open';
import { useAdDetail, useMyAds, useSetAdPaused } from './api';
import { msg } from '../../../shared/i18n/msg';
import { perLocale, t } from '../../lib/i18n';
import { formatNumber } from '../../../shared/number-format';

/** Editing an ad and paying for one come with their first opening: their forms are not part of the list. */
const AdEditDialog = lazyWhenOpen<ComponentProps<typeof AdEditView>>(() =>
  loadAdEditDialog().then((module) => ({ default: module.AdEditDialog })),
);
const AdPaymentDialog = lazyWhenOpen<ComponentProps<typeof AdPaymentView>>(() =>
  loadAdPaymentDialog().then((module) => ({ default: module.AdPaymentDialog })),
);

const STATUS_LABEL: Record<AdStatusName, string> = {
  awaiting_payment: msg('Awaiting payment'),
  running: msg('Running'),
  paused: msg('Paused'),
  ended: msg('Ended'),
};

// Numbers in the reader's locale; English-Nigerian where the browser has no data for it.
const percentFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const count = (value: number) => formatNumber(value);
const percent = (rate: number) => percentFormat().format(rate);
const daysText = (days: number) => t('{count, plural, one {# day} other {# days}}', { count: days });

function StatusBadge({ status }: { status: AdStatusName }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-medium',
        status === 'running' && 'bg-primary text-primary-foreground',
        status === 'paused' && 'bg-muted text-foreground',
        status === 'awaiting_payment' && 'border border-primary/40 text-foreground',
        status === 'ended' && 'bg-muted text-muted-foreground',
      )}
    >
      {t(STATUS_LABEL[status])}
    </span>
  );
}

function DailyTable({ adId, title }: { adId: number; title: string }) {
  const detail = useAdDetail(adId);
  if (detail.isPending) return <Spinner label={t('Loading daily numbers')} />;
  if (detail.isError)
    return <LoadError message={t('Could not load the daily numbers')} error={detail.error} onRetry={() => detail.refetch()} />;
  if (detail.data.daily.length === 0) return <p className="text-sm text-muted-foreground">{t('No impressions or clicks yet.')}</p>;
  return (
    <div className="grid gap-3">
      <DailyBars days={[...detail.data.daily].reverse()} />
      <div className="overflow-x-auto">
        <table className="w-full min-w-0 text-sm">
          <caption className="sr-only">{t('Daily numbers of {title}', { title })}</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('Day')}
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                {t('Impressions')}
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                {t('Clicks')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('Spent')}
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.data.daily.map((day) => (
              <tr key={day.day} className="border-t">
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  {formatDate(`${day.day}T12:00:00Z`)}
                </th>
                <td className="py-1 pr-3 text-right tabular-nums">{count(day.impressions)}</td>
                <td className="py-1 pr-3 text-right tabular-nums">{count(day.clicks)}</td>
                <td className="py-1 text-right tabular-nums">{formatNaira(day.spentKobo)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * Impressions per day as bars, oldest first (the last 30 days shown). The table below it is the text alternative, so
 * the drawing is hidden from screen readers. Colours come from the theme, so it works in dark mode; it scales to 360 px.
 */
function DailyBars({ days }: { days: Array<{ day: string; impressions: number; clicks: number }> }) {
  const shown = days.slice(-30);
  const max = Math.max(1, ...shown.map((day) => day.impressions));
  const width = 300;
  const height = 80;
  const slot = width / Math.max(shown.length, 1);
  return (
    <figure className="grid gap-1">
      <svg viewBox={`0 0 ${width} ${height}`} className="h-24 w-full" aria-hidden preserveAspectRatio="none" data-testid="ad-daily-chart">
        {shown.map((day, index) => {
          const barHeight = Math.max(1, (day.impressions / max) * (height - 4));
          return (
            <rect
              key={day.day}
              x={index * slot + slot * 0.15}
              y={height - barHeight}
              width={slot * 0.7}
              height={barHeight}
              className="fill-primary"
              rx={1}
            />
          );
        })}
      </svg>
      <figcaption className="text-xs text-muted-foreground">{t('Impressions per day (the table below has the numbers).')}</figcaption>
    </figure>
  );
}

function AdCard({ ad, onPay }: { ad: AdSummary; onPay(ad: AdSummary): void }) {
  const [showDaily, setShowDaily] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteContent();
  const setPaused = useSetAdPaused();
  const stats: Array<[string, string, string]> = [
    [t('Impressions'), count(ad.impressions), 'impressions'],
    [t('Clicks'), count(ad.clicks), 'clicks'],
    [t('Click rate'), percent(ad.clickRate), 'click-rate'],
    [t('Spent'), formatNaira(ad.spentKobo), 'spent'],
    [t('Remaining'), formatNaira(ad.remainingKobo), 'remaining'],
  ];

  const togglePause = (paused: boolean) =>
    setPaused.mutate(
      { adId: ad.adId, paused },
      {
        onSuccess: () => toast.success(paused ? t('Advertisement paused') : t('Advertisement resumed')),
        onError: (error) => toast.error(t('Error'), { description: errorMessage(error) }),
      },
    );

  return (
    <Card className="grid min-w-0 gap-3 p-4" data-testid={`ad-${ad.adId}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        {ad.imageUrl ? (
          <img
            src={imageSrc(ad.imageUrl, 160)}
            alt=""
            className="size-14 shrink-0 rounded-md object-cover"
            data-testid={`ad-${ad.adId}-image`}
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold break-words">{ad.title}</h2>
          <p className="text-xs text-muted-foreground">
            {formatNaira(ad.budgetKobo)} · {daysText(ad.durationDays)}
            {ad.startsAt && ad.endsAt ? ` · ${formatDate(ad.startsAt)} – ${formatDate(ad.endsAt)}` : ''}
          </p>
        </div>
        <StatusBadge status={ad.status} />
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {stats.map(([label, value, id]) => (
          <div key={label} className="rounded-md bg-muted px-3 py-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums" data-testid={`ad-${ad.adId}-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {ad.reachesNobody ? (
        <p className="text-sm font-medium text-destructive" data-testid={`ad-${ad.adId}-reaches-nobody`}>
          {t('Reaching nobody: add a location (Edit, then “Where is this?”).')}
        </p>
      ) : ad.place?.name ? (
        <p className="text-xs text-muted-foreground">{t('Shown around {place}', { place: ad.place.name })}</p>
      ) : null}
      {ad.status === 'ended' && ad.endedReason ? (
        <p className="text-xs text-muted-foreground">
          {ad.endedReason === 'budget' ? t('Ended: its budget was spent.') : t('Ended: its duration is over.')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {ad.status === 'running' ? (
          <Button size="sm" variant="outline" onClick={() => togglePause(true)} disabled={setPaused.isPending}>
            {t('Pause')}
          </Button>
        ) : null}
        {ad.status === 'paused' ? (
          <Button size="sm" variant="outline" onClick={() => togglePause(false)} disabled={setPaused.isPending}>
            {t('Resume')}
          </Button>
        ) : null}
        {ad.canPay ? (
          <Button size="sm" onClick={() => onPay(ad)}>
            {ad.status === 'ended'
              ? t('Run again ({amount})', { amount: formatNaira(ad.budgetKobo) })
              : t('Pay {amount}', { amount: formatNaira(ad.budgetKobo) })}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" aria-expanded={showDaily} onClick={() => setShowDaily((value) => !value)}>
          {showDaily ? t('Hide daily numbers') : t('Daily numbers')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setEditing(true)}
          aria-label={t('Edit advertisement “{title}”', { title: ad.title })}
        >
          <Pencil aria-hidden /> {t('Edit')}
        </Button>
        {ad.status === 'awaiting_payment' && ad.startsAt === null ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setDeleting(true)}
            aria-label={t('Delete advertisement “{title}”', { title: ad.title })}
          >
            <Trash2 aria-hidden /> {t('Delete')}
          </Button>
        ) : null}
      </div>
      <AdEditDialog ad={ad} open={editing} onOpenChange={setEditing} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('Delete this advertisement?')}
        description={t('It was never paid for. This cannot be undone.')}
        confirmLabel={t('Delete')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { kind: 'advertisement', id: ad.adId },
            {
              onSuccess: () => {
                toast.success(t('Advertisement deleted'));
                setDeleting(false);
              },
              onError: (error) => toast.error(t('Error'), { description: errorMessage(error) }),
            },
          )
        }
      />
      {showDaily ? <DailyTable adId={ad.adId} title={ad.title} /> : null}
    </Card>
  );
}

/**
 * The member's advertisements with their numbers (issue 12, item 6). Paying for one (Pay, Run again, or `?pay={id}`
 * where the Create dialog sends a new ad) opens the payment-method step.
 */
export function AdDashboard() {
  const ads = useMyAds();
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<number | null>(null);
  const paying = chosen ?? Number(params.get('pay') ?? NaN);
  const toPay = ads.data?.items.find((ad) => ad.adId === paying && ad.canPay) ?? null;
  const closePayment = (open: boolean) => {
    if (open) return;
    setChosen(null);
    if (params.has('pay')) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('pay');
          return next;
        },
        { replace: true },
      );
    }
  };
  if (ads.isPending) return <PageSpinner />;
  if (ads.isError) return <LoadError message={t('Could not load your ads')} error={ads.error} onRetry={() => ads.refetch()} />;
  if (ads.data.items.length === 0) {
    return (
      <EmptyState
        icon={Megaphone}
        title={t('No advertisements yet')}
        description={t('Create an advertisement to reach people near you.')}
        action={
          <Button asChild className="mt-2">
            <Link to="/app/create">{t('Create an ad')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="grid gap-3">
      {ads.data.items.map((ad) => (
        <AdCard key={ad.adId} ad={ad} onPay={(chosenAd) => setChosen(chosenAd.adId)} />
      ))}
      <AdPaymentDialog ad={toPay} open={toPay !== null} onOpenChange={closePayment} />
    </div>
  );
}
