import { Check } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { msg } from '../../../shared/i18n/msg';
import { formatNaira } from '../../../shared/money';
import type { Plan } from '../../../shared/plans';
import type { PaymentStatus } from '../../../shared/schemas/payments';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';

export function PlanPrice({ plan, className }: { plan: Plan; className?: string }) {
  return (
    <p className={cn('flex items-baseline gap-1', className)}>
      <span className="text-2xl font-bold">{plan.priceKobo === 0 ? t('Free') : formatNaira(plan.priceKobo, { whole: true })}</span>
      <span className="text-sm text-muted-foreground">{plan.priceKobo === 0 ? t('forever') : t('per month')}</span>
    </p>
  );
}

export function FeatureList({ plan, className }: { plan: Plan; className?: string }) {
  return (
    <ul className={cn('grid gap-1.5 text-sm', className)} aria-label={t('{plan} features', { plan: plan.name })}>
      {plan.features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{t(feature)}</span>
        </li>
      ))}
    </ul>
  );
}

export function Pill({ children, tone = 'muted' }: { children: ReactNode; tone?: 'muted' | 'primary' | 'accent' | 'warning' | 'danger' }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        tone === 'muted' && 'bg-muted text-foreground',
        tone === 'primary' && 'bg-primary text-primary-foreground',
        tone === 'accent' && 'bg-accent text-accent-foreground',
        tone === 'warning' && 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
        tone === 'danger' && 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
      )}
    >
      {children}
    </span>
  );
}

const STATUS: Record<PaymentStatus, { label: string; tone: 'accent' | 'warning' | 'danger' | 'muted' }> = {
  success: { label: msg('Paid'), tone: 'accent' },
  pending: { label: msg('Pending'), tone: 'warning' },
  failed: { label: msg('Failed'), tone: 'danger' },
  abandoned: { label: msg('Not completed'), tone: 'muted' },
  refunded: { label: msg('Refunded'), tone: 'muted' },
  cancelled: { label: msg('Cancelled'), tone: 'muted' },
  expired: { label: msg('Expired'), tone: 'muted' },
};

/** The status in the reader's language (call while rendering). */
export const statusLabel = (status: PaymentStatus) => t(STATUS[status].label);

export function PaymentStatusPill({ status }: { status: PaymentStatus }) {
  return <Pill tone={STATUS[status].tone}>{statusLabel(status)}</Pill>;
}

/**
 * A step's heading. When the member moved to the step (not on the first load of the page), focus goes to it, so a
 * keyboard or screen-reader user continues from the top of the new step.
 */
export function StepHeading({ children, focus, step }: { children: ReactNode; focus: boolean; step: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div className="mb-4">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{step}</p>
      <h2 ref={ref} tabIndex={-1} className="text-lg font-semibold outline-none">
        {children}
      </h2>
    </div>
  );
}
