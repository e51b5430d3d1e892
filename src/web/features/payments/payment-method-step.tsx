import { ArrowLeft, ExternalLink, Lock } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { formatNaira } from '../../../shared/money';
import { PLANS } from '../../../shared/plans';
import type { PaidPlanId, PaymentMethod, PaymentStarted } from '../../../shared/schemas/payments';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { t } from '../../lib/i18n';
import { usePaymentStatus, useStartPayment } from './api';
import { openCheckout, reserveCheckoutTab } from './open-checkout';
import { CheckoutNote, PaymentMethodChoice } from './payment-method-choice';
import { initFailed } from './payment-start-error';
import { StepHeading } from './plan-bits';
import { fillSlot, SLOT } from './slot';
import type { SubscriptionStep } from './steps';

/** Step 3: how to pay — card, bank transfer or USSD — then the provider's checkout opens. */
export function PaymentMethodStep(props: { planId: PaidPlanId; go(step: SubscriptionStep): void; focus: boolean }) {
  const plan = PLANS[props.planId];
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [autoRenew, setAutoRenew] = useState(false);
  const [opened, setOpened] = useState<PaymentStarted | null>(null);
  const start = useStartPayment();
  // While the checkout is open in another tab, its outcome is checked whenever the member returns to this one.
  const watched = usePaymentStatus(opened?.reference ?? null, { watch: true });
  const outcome = watched.data?.reference === opened?.reference ? watched.data?.status : undefined;
  const notThrough = outcome === 'failed' || outcome === 'abandoned' || outcome === 'cancelled' || outcome === 'expired';
  const { go } = props;
  useEffect(() => {
    if (outcome !== 'success') return;
    toast.success(t('Payment Successful!'), {
      id: `payment-${opened?.reference}`,
      description: t('Your subscription has been activated.'),
    });
    go({ step: 'summary' });
  }, [outcome, go, opened?.reference]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (start.isPending) return;
    // Opened now, while the click still counts as the member's: after the server's answer a browser would block it.
    const tab = reserveCheckoutTab();
    start.mutate(
      { planId: props.planId, method, autoRenew: method === 'card' && autoRenew },
      {
        onSuccess: (started) => {
          if (openCheckout(started.authorizationUrl, tab) === 'new-tab') setOpened(started);
        },
        onError: (error) => {
          tab?.close();
          initFailed(error);
        },
      },
    );
  }

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="subscription-payment-method">
        <StepHeading step={t('Step 3 of 3 · Payment')} focus={props.focus}>
          <span id="subscription-payment-method">{t('Payment Method')}</span>
        </StepHeading>
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2 rounded-md bg-muted px-3 py-2 text-sm">
          <span>
            <span className="font-semibold">{plan.name}</span> · {t('30 days')}
          </span>
          <span className="text-base font-bold" data-testid="amount-due">
            {formatNaira(plan.priceKobo)}
          </span>
        </div>

        {opened ? (
          <div role="status" className="grid gap-3 rounded-lg border border-primary p-4 text-sm">
            {notThrough ? (
              <>
                <p className="font-semibold">{t('The payment did not go through')}</p>
                <p className="text-muted-foreground">{t('Nothing was charged and your plan has not changed.')}</p>
              </>
            ) : (
              <>
                <p className="font-semibold">{t('Finish paying in the new tab')}</p>
                <p className="text-muted-foreground">
                  {t('The secure checkout opened in a new tab. When you are done there, come back: this page shows your new plan.')}
                </p>
              </>
            )}
            <p className="text-muted-foreground">
              {fillSlot(t('Reference {reference}', { reference: SLOT }), <span className="font-mono break-all">{opened.reference}</span>)}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <Link to={`/payment-success?reference=${encodeURIComponent(opened.reference)}`}>{t('Check payment status')}</Link>
              </Button>
              {notThrough ? (
                <Button variant="outline" onClick={() => setOpened(null)}>
                  {t('Try Again')}
                </Button>
              ) : (
                <Button asChild variant="outline">
                  <a href={opened.authorizationUrl} target="_blank" rel="noopener noreferrer">
                    {t('Open checkout again')}
                    <ExternalLink aria-hidden />
                  </a>
                </Button>
              )}
            </div>
          </div>
        ) : (
          <form onSubmit={onSubmit} className="grid gap-4">
            <PaymentMethodChoice name="payment-method" value={method} onChange={setMethod} />

            {method === 'card' ? (
              <label className="flex items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  checked={autoRenew}
                  onChange={(event) => setAutoRenew(event.target.checked)}
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                />
                <span>
                  <span className="font-medium">{t('Renew automatically')}</span>
                  <span className="block text-muted-foreground">
                    {t('Charge this card every 30 days. You can turn it off at any time.')}
                  </span>
                </span>
              </label>
            ) : null}

            <p className="flex items-start gap-2 text-xs text-muted-foreground">
              <Lock aria-hidden className="mt-0.5 size-3.5 shrink-0" />
              <CheckoutNote amount={formatNaira(plan.priceKobo)} method={method} />
            </p>

            <div className="flex flex-wrap-reverse gap-2 sm:justify-between">
              <Button variant="outline" onClick={() => props.go({ step: 'plans' })} className="w-full sm:w-auto">
                <ArrowLeft aria-hidden />
                {t('Back')}
              </Button>
              <Button type="submit" disabled={start.isPending} className="w-full sm:w-auto">
                {start.isPending ? t('Opening checkout...') : t('Continue to Payment')}
              </Button>
            </div>
          </form>
        )}
        {opened ? (
          <div className="mt-5">
            <Button variant="outline" onClick={() => props.go({ step: 'summary' })}>
              <ArrowLeft aria-hidden />
              {t('Back to Summary')}
            </Button>
          </div>
        ) : null}
      </section>
    </Card>
  );
}
