import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME, TAGLINE } from '../../../shared/brand';
import { msg } from '../../../shared/i18n/msg';
import { formatNaira } from '../../../shared/money';
import { PLANS } from '../../../shared/plans';
import type { PaymentMethod } from '../../../shared/schemas/payments';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { PageSpinner } from '../../components/ui/spinner';
import { isNotFound } from '../../lib/load-failure';
import { t } from '../../lib/i18n';
import { useReceipt } from './api';
import { statusLabel } from './plan-bits';
import { fillSlot, SLOT } from './slot';
import { SUBSCRIPTION_PATH } from './steps';
import { dateFormatter } from '../../lib/date-format';

const METHOD_NAMES: Record<PaymentMethod, string> = { card: msg('Card'), bank_transfer: msg('Bank transfer'), ussd: 'USSD' };

const dateTime = dateFormatter('d MMMM y at HH:mm');
const formatDateTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime(date);
};

/** A successful payment's receipt, printable: the app's frame is hidden on paper (print styles in styles.css). */
export function ReceiptView({ reference }: { reference: string }) {
  const receipt = useReceipt(reference);

  const back = (
    <Button asChild variant="outline" className="print:hidden">
      <Link to={SUBSCRIPTION_PATH}>
        <ArrowLeft aria-hidden />
        {t('Back to Subscription')}
      </Link>
    </Button>
  );

  if (receipt.isPending) return <PageSpinner label={t('Loading receipt')} />;
  if (receipt.isError) {
    const missing = isNotFound(receipt.error);
    return (
      <div className="mx-auto grid max-w-2xl gap-4">
        <h1 className="text-2xl font-bold tracking-tight">{t('Receipt')}</h1>
        {missing ? (
          <p className="rounded-lg border border-border p-4 text-sm">
            {fillSlot(
              t('There is no receipt for {reference}. Receipts exist for your own successful payments only.', { reference: SLOT }),
              <span className="font-mono break-all">{reference}</span>,
            )}
          </p>
        ) : (
          <LoadError
            message={t('Failed to load the receipt.')}
            error={receipt.error}
            onRetry={() => void receipt.refetch()}
            retrying={receipt.isFetching}
          />
        )}
        <div>{back}</div>
      </div>
    );
  }

  const data = receipt.data;
  const rows: Array<{ term: string; detail: string; code?: boolean }> = [
    { term: t('Date'), detail: formatDateTime(data.paidAt ?? data.createdAt) },
    { term: t('Billed to'), detail: `${data.member.fullName} (${data.member.email})` },
    // Written by the server (the plan or advertisement bought).
    { term: t('Description'), detail: data.description },
    { term: t('Plan'), detail: t('{plan} · 30 days', { plan: PLANS[data.plan].name }) },
    { term: t('Payment method'), detail: data.channelDetail ?? t(METHOD_NAMES[data.method]) },
    { term: t('Reference'), detail: data.reference, code: true },
    { term: t('Status'), detail: statusLabel(data.status) },
  ];

  return (
    <div className="mx-auto grid max-w-2xl gap-4" data-receipt>
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        {back}
        <Button onClick={() => window.print()}>
          <Printer aria-hidden />
          {t('Print')}
        </Button>
      </div>
      <Card className="p-5 sm:p-8 print:border-0 print:p-0 print:shadow-none">
        <article aria-labelledby="receipt-title">
          <header className="flex flex-wrap items-start justify-between gap-4 border-b border-border pb-4">
            <div>
              <p className="text-xl font-bold tracking-tight">{PRODUCT_NAME}</p>
              <p className="text-sm text-muted-foreground">{t(TAGLINE)}</p>
            </div>
            <div className="text-right">
              <h1 id="receipt-title" className="text-2xl font-bold tracking-tight">
                {t('Receipt')}
              </h1>
              <p className="text-sm text-muted-foreground">{t('No. {number}', { number: data.receiptNumber })}</p>
            </div>
          </header>
          <dl className="mt-4 grid gap-0 text-sm">
            {rows.map(({ term, detail, code }) => (
              <div key={term} className="grid grid-cols-1 gap-1 border-b border-border py-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
                <dt className="text-muted-foreground">{term}</dt>
                <dd className={code ? 'font-mono text-xs break-all' : 'font-medium break-words'}>{detail}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-4 flex items-baseline justify-between gap-4">
            <p className="text-base font-semibold">{t('Amount paid')}</p>
            <p className="text-2xl font-bold" data-testid="receipt-amount">
              {formatNaira(data.amount)}
            </p>
          </div>
          <p className="mt-6 text-xs text-muted-foreground">
            {t('Paid in Nigerian naira (NGN) through Paystack. Keep this receipt for your records.')}
          </p>
        </article>
      </Card>
    </div>
  );
}
