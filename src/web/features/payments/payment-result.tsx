import { CircleCheck, CircleX, Clock, LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { PLANS } from '../../../shared/plans';
import type { PaymentStatus } from '../../../shared/schemas/payments';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { usePaymentStatus } from './api';
import { receiptPath } from './billing-history';
import { Actions, ADS_PATH, Details, ResultCard } from './result-parts';
import { fillSlot, SLOT } from './slot';
import { PLANS_STEP_PATH, SUBSCRIPTION_PATH } from './steps';

/** The title of a payment that did not go through, by its status. */
const FAILED_TITLE: Record<PaymentStatus, () => string> = {
  pending: () => t('Payment Pending'),
  success: () => t('Payment Successful!'),
  failed: () => t('Payment Failed'),
  abandoned: () => t('Payment Failed'),
  refunded: () => t('Payment Refunded'),
  cancelled: () => t('Payment Canceled'),
  expired: () => t('Payment Expired'),
};

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
    <ResultCard icon={CircleX} tone="danger" title={FAILED_TITLE[data.status]()}>
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
