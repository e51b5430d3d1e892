import { ArrowLeft, Building2, CreditCard, ExternalLink, Hash, Lock, type LucideIcon } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { msg } from '../../../shared/i18n/msg';
import { formatNaira } from '../../../shared/money';
import { PLANS } from '../../../shared/plans';
import type { PaidPlanId, PaymentMethod, PaymentStarted } from '../../../shared/schemas/payments';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ApiRequestError } from '../../lib/api';
import { t } from '../../lib/i18n';
import { usePaymentStatus, useStartPayment } from './api';
import { openCheckout, reserveCheckoutTab } from './open-checkout';
import { StepHeading } from './plan-bits';
import { fillSlot, SLOT } from './slot';
import type { SubscriptionStep } from './steps';

const METHODS: Array<{ value: PaymentMethod; label: string; detail: string; icon: LucideIcon }> = [
  { value: 'card', label: msg('Card'), detail: msg('Visa, Mastercard or Verve'), icon: CreditCard },
  {
    value: 'bank_transfer',
    label: msg('Bank Transfer'),
    detail: msg('Send the amount from your bank app to a one-time account'),
    icon: Building2,
  },
  // USSD is the same word in every language: no msg().
  { value: 'ussd', label: 'USSD', detail: msg('Dial a code from any phone, no internet needed'), icon: Hash },
];

/**
 * The spec's toast (part 2 §8), or the server's own reason when it refused the choice (e.g. the plan is already active)
 * or takes no payments at all (PAYMENTS=off: "try again" would not help).
 */
function initFailed(error: unknown) {
  const refused = error instanceof ApiRequestError && ((error.status >= 400 && error.status < 500) || error.code === 'PAYMENTS_OFF');
  const reason = refused ? error.message : null;
  toast.error(t('Payment Error'), { description: reason ?? t('Failed to initialize payment. Please try again.') });
}

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
            {outcome === 'failed' || outcome === 'abandoned' ? (
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
              {outcome === 'failed' || outcome === 'abandoned' ? (
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
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">{t('How would you like to pay?')}</legend>
              {METHODS.map(({ value, label, detail, icon: Icon }) => (
                <label
                  key={value}
                  className={
                    'relative flex cursor-pointer items-center gap-3 rounded-lg border border-border bg-background p-3 text-sm transition-colors ' +
                    'hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground ' +
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring'
                  }
                >
                  <input
                    type="radio"
                    name="payment-method"
                    value={value}
                    checked={method === value}
                    onChange={() => setMethod(value)}
                    aria-describedby={`method-${value}-detail`}
                    className="size-4 shrink-0 accent-primary"
                  />
                  <Icon aria-hidden className="size-5 shrink-0" />
                  <span className="min-w-0">
                    <span className="block font-medium">{t(label)}</span>
                    <span id={`method-${value}-detail`} className="block opacity-80">
                      {t(detail)}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>

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
              {t(
                "You pay {amount} by {method, select, card {card} bank_transfer {bank transfer} other {USSD}} on Paystack's secure checkout. On a computer it opens in a new tab; you return here when you are done.",
                { amount: formatNaira(plan.priceKobo), method },
              )}
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
