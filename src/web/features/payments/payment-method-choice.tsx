import { Building2, CreditCard, Hash, type LucideIcon } from 'lucide-react';
import { msg } from '../../../shared/i18n/msg';
import type { PaymentMethod } from '../../../shared/schemas/payments';
import { t } from '../../lib/i18n';

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

/** How to pay — card, bank transfer or USSD — for a plan and for an advertisement alike. */
export function PaymentMethodChoice(props: { value: PaymentMethod; onChange(method: PaymentMethod): void; name: string }) {
  return (
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
            name={props.name}
            value={value}
            checked={props.value === value}
            onChange={() => props.onChange(value)}
            aria-describedby={`${props.name}-${value}-detail`}
            className="size-4 shrink-0 accent-primary"
          />
          <Icon aria-hidden className="size-5 shrink-0" />
          <span className="min-w-0">
            <span className="block font-medium">{t(label)}</span>
            <span id={`${props.name}-${value}-detail`} className="block opacity-80">
              {t(detail)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The note under the choice: the amount, the method and where the checkout opens (`sameTab`: always in this tab). */
export function CheckoutNote({ amount, method, sameTab = false }: { amount: string; method: PaymentMethod; sameTab?: boolean }) {
  return sameTab
    ? t(
        "You pay {amount} by {method, select, card {card} bank_transfer {bank transfer} other {USSD}} on Paystack's secure checkout, then return to LocalHub.",
        { amount, method },
      )
    : t(
        "You pay {amount} by {method, select, card {card} bank_transfer {bank transfer} other {USSD}} on Paystack's secure checkout. On a computer it opens in a new tab; you return here when you are done.",
        { amount, method },
      );
}
