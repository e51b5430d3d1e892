import { CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api';
import { t } from '../../lib/i18n';
import { useCancelPayment } from './api';
import { Actions, ADS_PATH, Details, ResultCard } from './result-parts';
import { PLANS_STEP_PATH } from './steps';

/**
 * `/payment-canceled?reference=…` (spec part 2 §2.17, issue 37.6): the member left the checkout; nothing was charged.
 * The page tells the server, which marks the payment cancelled (so billing history stops saying "Pending"); a payment
 * that was in fact paid is not cancelled, and the page shows its success instead.
 */
export function PaymentCanceledView({ reference, signedIn }: { reference: string | null; signedIn: boolean }) {
  const cancel = useCancelPayment();
  const navigate = useNavigate();
  const asked = useRef<string | null>(null);
  const { mutate } = cancel;
  useEffect(() => {
    if (!reference || !signedIn || asked.current === reference) return;
    asked.current = reference;
    mutate(reference, {
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 409) {
          void navigate(`/payment-success?reference=${encodeURIComponent(reference)}`, { replace: true });
        }
      },
    });
  }, [reference, signedIn, mutate, navigate]);

  const payment = cancel.data;
  const ad = payment?.advertisement;
  return (
    <ResultCard icon={CircleX} tone="muted" title={t('Payment Canceled')}>
      <p className="mt-2 text-sm text-muted-foreground">
        {ad
          ? t('You left the checkout before paying. No money was taken and your advertisement is not running. It is saved in Your ads.')
          : t('You left the checkout before paying. No money was taken and your plan has not changed.')}
      </p>
      {payment ? <Details payment={payment} /> : null}
      <Actions>
        <Button asChild>
          <Link to={ad ? `${ADS_PATH}?pay=${ad.adId}` : PLANS_STEP_PATH}>{t('Try Again')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={signedIn ? '/app' : '/'}>{t('Return to Home')}</Link>
        </Button>
      </Actions>
    </ResultCard>
  );
}
