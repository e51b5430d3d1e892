import { Receipt as ReceiptIcon } from 'lucide-react';
import { Link } from 'react-router';
import { formatNaira } from '../../../shared/money';
import { PLANS } from '../../../shared/plans';
import type { PaymentStatusView } from '../../../shared/schemas/payments';
import { SectionCard } from '../../components/section-card';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';
import { useBillingHistory } from './api';
import { PaymentStatusPill } from './plan-bits';

/** What a payment bought, in the reader's language (call while rendering). */
export const purchaseText = (payment: Pick<PaymentStatusView, 'plan'> & Partial<Pick<PaymentStatusView, 'advertisement'>>) =>
  payment.advertisement
    ? t('Advertisement “{title}” · {days, plural, one {# day} other {# days}}', {
        title: payment.advertisement.title,
        days: payment.advertisement.durationDays,
      })
    : t('{plan} plan · 30 days', { plan: PLANS[payment.plan].name });
export const receiptPath = (reference: string) => `/app/account/receipts/${encodeURIComponent(reference)}`;

/** The member's payments, newest first: date, what was bought, amount, reference, status and a receipt link. */
export function BillingHistory() {
  const history = useBillingHistory();
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <SectionCard
      title={t('Billing History')}
      description={t('Every payment you started, newest first. Paid ones have a printable receipt.')}
    >
      {history.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t('Loading billing history')} />
        </div>
      ) : history.isError && items.length === 0 ? (
        <LoadError
          message={t('Failed to load billing history.')}
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={ReceiptIcon}
          title={t('No payments yet')}
          description={t('When you pay for Premium or Pro, the payment shows here.')}
        />
      ) : (
        <>
          <ul aria-label={t('Payments')} className="divide-y divide-border rounded-md border border-border">
            {items.map((payment) => (
              <li key={payment.reference} className="grid gap-2 p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{purchaseText(payment)}</span>
                    <PaymentStatusPill status={payment.status} />
                  </p>
                  <p className="mt-1 text-muted-foreground">
                    <time dateTime={payment.paidAt ?? payment.createdAt}>{formatDate(payment.paidAt ?? payment.createdAt)}</time>
                    {' · '}
                    <span className="sr-only">{t('Reference')} </span>
                    <span className="font-mono text-xs break-all">{payment.reference}</span>
                  </p>
                </div>
                <div className="flex items-center justify-between gap-3 sm:justify-end">
                  <span className="font-semibold">{formatNaira(payment.amount)}</span>
                  {payment.status === 'success' ? (
                    <Button asChild variant="outline" size="sm">
                      <Link to={receiptPath(payment.reference)} aria-label={t('Receipt for {reference}', { reference: payment.reference })}>
                        <ReceiptIcon aria-hidden />
                        {t('Receipt')}
                      </Link>
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          {history.hasNextPage ? (
            <div className="mt-3 flex justify-center">
              <Button variant="outline" size="sm" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
                {history.isFetchingNextPage ? t('Loading...') : t('Load More')}
              </Button>
            </div>
          ) : null}
          {history.isFetchNextPageError ? (
            <p className="mt-2 text-sm text-destructive">{t('Failed to load more payments. Try again.')}</p>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
