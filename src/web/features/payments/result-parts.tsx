// The parts of the payment return pages (/payment-success, /payment-canceled).
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNaira } from '../../../shared/money';
import { PLANS } from '../../../shared/plans';
import type { PaymentStatusView } from '../../../shared/schemas/payments';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';
import { purchaseText } from './billing-history';
import { statusLabel } from './plan-bits';

/** The ad dashboard (issue 12), where an ad payment returns to. */
export const ADS_PATH = '/app/ads';

export function ResultCard(props: {
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

export function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">{children}</div>;
}

export function Details({ payment }: { payment: PaymentStatusView }) {
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
