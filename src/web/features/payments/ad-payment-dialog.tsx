import { Lock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatNaira } from '../../../shared/money';
import type { PaymentMethod } from '../../../shared/schemas/payments';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { t } from '../../lib/i18n';
import { useStartPayment } from './api';
import { openCheckout } from './open-checkout';
import { CheckoutNote, PaymentMethodChoice } from './payment-method-choice';
import { initFailed } from './payment-start-error';

/** What the dialog needs of an advertisement: what it is and what its run costs. */
export interface AdToPay {
  adId: number;
  title: string;
  budgetKobo: number;
  durationDays: number;
}

/**
 * Paying for an advertisement's run (issue 37.13): the same methods as a plan — card, bank transfer or USSD — then the
 * provider's checkout, in this tab (it returns to /payment-success, which leads back to Your ads).
 */
export function AdPaymentDialog(props: { ad: AdToPay | null; open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={t('Pay for your advertisement')}>
      {props.ad ? <AdPaymentForm key={props.ad.adId} ad={props.ad} /> : null}
    </Dialog>
  );
}

function AdPaymentForm({ ad }: { ad: AdToPay }) {
  const name = `ad-payment-method-${useId().replace(/:/g, '')}`;
  const [method, setMethod] = useState<PaymentMethod>('card');
  const start = useStartPayment();
  const [leaving, setLeaving] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (start.isPending || leaving) return;
    start.mutate(
      { advertisementId: ad.adId, method },
      {
        onSuccess: (started) => {
          setLeaving(true);
          openCheckout(started.authorizationUrl, null);
        },
        onError: initFailed,
      },
    );
  }

  const busy = start.isPending || leaving;
  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2 rounded-md bg-muted px-3 py-2 text-sm">
        <span className="min-w-0 break-words">
          <span className="font-semibold">{ad.title}</span> · {t('{count, plural, one {# day} other {# days}}', { count: ad.durationDays })}
        </span>
        <span className="text-base font-bold" data-testid="ad-amount-due">
          {formatNaira(ad.budgetKobo)}
        </span>
      </div>
      <PaymentMethodChoice name={name} value={method} onChange={setMethod} />
      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <Lock aria-hidden className="mt-0.5 size-3.5 shrink-0" />
        <CheckoutNote amount={formatNaira(ad.budgetKobo)} method={method} sameTab />
      </p>
      <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:justify-self-end">
        {busy ? t('Opening checkout...') : t('Continue to Payment')}
      </Button>
    </form>
  );
}
