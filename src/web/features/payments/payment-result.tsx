import { CircleCheck, CircleX, Clock, LoaderCircle, type LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { formatNaira } from '../../../shared/money';
import { PLANS } from '../../../shared/plans';
import type { PaymentStatusView } from '../../../shared/schemas/payments';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';
import { usePaymentStatus } from './api';
import { purchaseText, receiptPath } from './billing-history';
import { statusLabel } from './plan-bits';
import { fillSlot, SLOT } from './slot';
import { PLANS_STEP_PATH, SUBSCRIPTION_PATH } from './steps';

/** The ad dashboard (issue 12), where an ad payment returns to. */
const ADS_PATH = '/app/ads';

function ResultCard(props: {
  icon: LucideIcon;
  tone: 'success' | 'danger' | 'muted';
  spin?: boolean;
  title: string;
  children?: ReactNode;
}) {
  const Icon = props.icon;
  return (
    <Card className="mx-auto mt-6 w-full max-w-md p-6 text-center sm:mt-12">
      <Icon
        aria-hidden
        className={cn(
          'mx-auto size-12',
          props.tone === 'success' && 'text-primary',
          props.tone === 'danger' && 'text-destructive',
          props.tone === 'muted' && 'text-muted-foreground',
          props.spin && 'animate-spin',
        )}
      />
      <h1 className="mt-3 text-2xl font-bold tracking-tight">{props.title}</h1>
      {props.children}
    </Card>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">{children}</div>;
}

function Details({ payment }: { payment: PaymentStatusView }) {
  const rows: Array<[string, ReactNode]> = [
    [t('Amount'), <span data-testid="payment-amount">{formatNaira(payment.amount)}</span>],
    payment.advertisement ? [t('Purchase'), purchaseText(payment)] : [t('Plan'), t('{plan} · 30 days', { plan: PLANS[payment.plan].name })],
    [t('Reference'), <span className="font-mono text-xs break-all">{payment.reference}</span>],
    [t('Status'), statusLabel(payment.status)],
  ];
  if (payment.paidAt) rows.push([t('Paid on'), formatDate(payment.paidAt)]);
  return (
    <dl className="mt-5 grid gap-2 text-left text-sm">
      {rows.map(([term, detail]) => (
        <div key={term} className="flex items-baseline justify-between gap-4 rounded-md bg-muted px-3 py-2">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 text-right font-medium">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `/payment-success?reference=…` (spec part 2 §2.17 and §4): verifies with the server, then shows the outcome. */
export function PaymentSuccessView({ reference }: { reference: string | null }) {
  const payment = usePaymentStatus(reference);
  const status = payment.data?.status;

  // The spec's toasts (part 2 §8), once per outcome.
  useEffect(() => {
    if (!reference) return;
    if (status === 'success') {
      toast.success(t('Payment Successful!'), {
        id: `payment-${reference}`,
        description: payment.data?.advertisement ? t('Your advertisement is running.') : t('Your subscription has been activated.'),
      });
    } else if (status === 'failed' || status === 'abandoned') {
      toast.error(t('Payment Failed'), {
        id: `payment-${reference}`,
        description: t('Your payment was not completed. No plan was changed.'),
      });
    }
  }, [reference, status, payment.data?.advertisement]);
  useEffect(() => {
    if (reference && payment.isError) {
      toast.error(t('Verification Error'), { id: `payment-${reference}`, description: t('Could not verify payment status.') });
    }
  }, [reference, payment.isError, payment.errorUpdatedAt]);

  if (!reference) {
    return (
      <ResultCard icon={CircleX} tone="muted" title={t('No payment to verify')}>
        <p className="mt-2 text-sm text-muted-foreground">
          {t('This link has no payment reference. Your plan and payments are in Account → Subscription.')}
        </p>
        <Actions>
          <Button asChild>
            <Link to={SUBSCRIPTION_PATH}>{t('Go to Subscription')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/app">{t('Return to Home')}</Link>
          </Button>
        </Actions>
      </ResultCard>
    );
  }

  if (payment.isPending) {
    return (
      <ResultCard icon={LoaderCircle} spin tone="muted" title={t('Verifying Payment')}>
        <p role="status" className="mt-2 text-sm text-muted-foreground">
          {t('Checking with the payment provider. This takes a few seconds.')}
        </p>
      </ResultCard>
    );
  }

  if (payment.isError) {
    return (
      <ResultCard icon={CircleX} tone="danger" title={t('Could not verify payment')}>
        <p className="mt-2 text-sm text-muted-foreground">{errorMessage(payment.error)}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {fillSlot(t('Reference {reference}', { reference: SLOT }), <span className="font-mono break-all">{reference}</span>)}
        </p>
        <Actions>
          <Button onClick={() => void payment.refetch()} disabled={payment.isFetching}>
            {payment.isFetching ? t('Checking...') : t('Check Again')}
          </Button>
          <Button asChild variant="outline">
            <Link to={SUBSCRIPTION_PATH}>{t('Go to Subscription')}</Link>
          </Button>
        </Actions>
      </ResultCard>
    );
  }

  const data = payment.data;
  if (data.status === 'success') {
    return (
      <ResultCard icon={CircleCheck} tone="success" title={t('Payment Successful!')}>
        <p className="mt-2 text-sm text-muted-foreground">
          {data.advertisement
            ? t('Your advertisement “{title}” is running for {days, plural, one {# day} other {# days}}.', {
                title: data.advertisement.title,
                days: data.advertisement.durationDays,
              })
            : t('Your {plan} plan is active.', { plan: PLANS[data.plan].name })}
        </p>
        <Details payment={data} />
        <Actions>
          <Button asChild>
            {data.advertisement ? (
              <Link to={ADS_PATH}>{t('Go to Your ads')}</Link>
            ) : (
              <Link to={SUBSCRIPTION_PATH}>{t('Go to Subscription')}</Link>
            )}
          </Button>
          <Button asChild variant="outline">
            <Link to={receiptPath(data.reference)}>{t('View Receipt')}</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/app">{t('Return to Home')}</Link>
          </Button>
        </Actions>
      </ResultCard>
    );
  }

  if (data.status === 'pending') {
    return (
      <ResultCard icon={Clock} tone="muted" title={t('Payment Pending')}>
        <p role="status" className="mt-2 text-sm text-muted-foreground">
          {t(
            'The provider has not confirmed this payment yet (bank transfers and USSD can take a few minutes). This page checks again by itself.',
          )}
        </p>
        <Details payment={data} />
        <Actions>
          <Button asChild variant="outline">
            <Link to={SUBSCRIPTION_PATH}>{t('Go to Subscription')}</Link>
          </Button>
        </Actions>
      </ResultCard>
    );
  }

  return (
    <ResultCard icon={CircleX} tone="danger" title={data.status === 'refunded' ? t('Payment Refunded') : t('Payment Failed')}>
      <p className="mt-2 text-sm text-muted-foreground">
        {data.status === 'refunded'
          ? t('This payment was refunded and its plan has ended.')
          : data.advertisement
            ? t('The payment was not completed, so your advertisement is not running. It is saved in Your ads.')
            : t('The payment was not completed, so your plan has not changed.')}
      </p>
      <Details payment={data} />
      <Actions>
        <Button asChild>
          <Link to={data.advertisement ? ADS_PATH : PLANS_STEP_PATH}>{t('Try Again')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/app">{t('Return to Home')}</Link>
        </Button>
      </Actions>
    </ResultCard>
  );
}

/** `/payment-canceled` (spec part 2 §2.17): the member left the checkout; nothing was charged. */
export function PaymentCanceledView({ signedIn }: { signedIn: boolean }) {
  return (
    <ResultCard icon={CircleX} tone="muted" title={t('Payment Canceled')}>
      <p className="mt-2 text-sm text-muted-foreground">
        {t('You left the checkout before paying. No money was taken and your plan has not changed.')}
      </p>
      <Actions>
        <Button asChild>
          <Link to={PLANS_STEP_PATH}>{t('Try Again')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={signedIn ? '/app' : '/'}>{t('Return to Home')}</Link>
        </Button>
      </Actions>
    </ResultCard>
  );
}
