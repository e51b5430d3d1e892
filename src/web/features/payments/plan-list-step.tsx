import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { PLAN_IDS, PLANS, type PlanId } from '../../../shared/plans';
import type { Subscription } from '../../../shared/schemas/payments';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';
import { useUpdateSubscription } from './api';
import { FeatureList, Pill, PlanPrice, StepHeading } from './plan-bits';
import type { SubscriptionStep } from './steps';
import { planEndText } from './subscription-summary';
import { pageNow } from '../../lib/first-screen';

const DAY = 24 * 60 * 60 * 1000;
/**
 * A running paid plan can be paid for again (extended), or Pro changed for Premium, only in its last three days; earlier
 * the server refuses with 409 (src/server/features/payments/plan-periods.ts), so the button is not offered.
 */
const RENEWAL_WINDOW_DAYS = 3;

function nearEnd(endsAt: string | null): boolean {
  if (!endsAt) return false;
  const ms = new Date(endsAt).getTime() - pageNow();
  return !Number.isNaN(ms) && ms <= RENEWAL_WINDOW_DAYS * DAY;
}

/** Step 2: Free, Premium (Most Popular) and Pro, with their naira prices and what each includes. */
export function PlanListStep(props: { subscription: Subscription; go(step: SubscriptionStep): void; focus: boolean }) {
  const { subscription } = props;
  const current = subscription.plan;
  const [confirmFree, setConfirmFree] = useState(false);
  const update = useUpdateSubscription();
  const canRenew = current !== 'free' && nearEnd(subscription.endsAt);

  function cancelRenewal() {
    update.mutate(
      { autoRenew: false },
      {
        onSuccess: (next) => {
          setConfirmFree(false);
          toast.success(t('Switched to Free'), { description: planEndText(next) });
          props.go({ step: 'summary' });
        },
        onError: (error) =>
          toast.error(t('Error'), { description: t('Failed to cancel renewal. {reason}', { reason: errorMessage(error) }) }),
      },
    );
  }

  function action(id: PlanId): PlanAction {
    const plan = PLANS[id];
    if (id === current) {
      if (id !== 'free' && canRenew) {
        return { label: t('Renew {plan}', { plan: plan.name }), onClick: () => props.go({ step: 'method', plan: id }) };
      }
      return { label: t('Current Plan'), disabled: true };
    }
    if (id === 'free') {
      // Downgrading is not a payment: renewal stops and the paid plan runs out on its end date.
      if (!subscription.autoRenew && subscription.endsAt) {
        return { label: t('Free from {date}', { date: formatDate(subscription.endsAt) }), disabled: true };
      }
      return { label: t('Switch to Free'), variant: 'outline', onClick: () => setConfirmFree(true) };
    }
    const upgrade = PLAN_IDS.indexOf(id) > PLAN_IDS.indexOf(current);
    if (!upgrade && !canRenew) return { label: t('Included in {plan}', { plan: PLANS[current].name }), disabled: true };
    return {
      label: upgrade ? t('Upgrade to {plan}', { plan: plan.name }) : t('Choose {plan}', { plan: plan.name }),
      onClick: () => props.go({ step: 'method', plan: id }),
    };
  }

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="subscription-choose-plan">
        <StepHeading step={t('Step 2 of 3 · Plan')} focus={props.focus}>
          <span id="subscription-choose-plan">{t('Choose a Plan')}</span>
        </StepHeading>
        <p className="-mt-2 mb-4 text-sm text-muted-foreground">
          {t('Prices are in naira, per month (30 days). Paid plans start as soon as payment is confirmed.')}
        </p>
        <ul className="grid gap-4 md:grid-cols-3" aria-label={t('Plans')}>
          {PLAN_IDS.map((id) => {
            const plan = PLANS[id];
            const isCurrent = id === current;
            const { label, onClick, disabled, variant } = action(id);
            return (
              <li
                key={id}
                aria-current={isCurrent ? 'true' : undefined}
                aria-labelledby={`plan-${id}-name`}
                className={cn(
                  'flex flex-col gap-3 rounded-lg border p-4',
                  plan.mostPopular ? 'border-primary ring-1 ring-primary' : 'border-border',
                )}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h3 id={`plan-${id}-name`} className="text-base font-semibold">
                    {plan.name}
                  </h3>
                  {plan.mostPopular ? <Pill tone="accent">{t('Most Popular')}</Pill> : null}
                  {isCurrent ? <Pill tone="primary">{t('Current plan')}</Pill> : null}
                </div>
                <PlanPrice plan={plan} />
                <FeatureList plan={plan} className="flex-1" />
                <Button
                  variant={variant ?? (plan.mostPopular ? 'default' : 'outline')}
                  disabled={disabled}
                  onClick={onClick}
                  aria-describedby={`plan-${id}-name`}
                  className="w-full"
                >
                  {label}
                </Button>
              </li>
            );
          })}
        </ul>
        {isPaidCurrent(current) && subscription.endsAt ? (
          <p className="mt-4 text-sm text-muted-foreground">{planEndText(subscription)}</p>
        ) : null}
        <div className="mt-5">
          <Button variant="outline" onClick={() => props.go({ step: 'summary' })}>
            <ArrowLeft aria-hidden />
            {t('Back')}
          </Button>
        </div>
      </section>
      <ConfirmDialog
        open={confirmFree}
        onOpenChange={setConfirmFree}
        title={t('Switch to Free?')}
        description={
          subscription.endsAt
            ? t('Your {plan} plan will not renew. It stays active until {date}, then your account returns to Free.', {
                plan: PLANS[current].name,
                date: formatDate(subscription.endsAt),
              })
            : t('Your {plan} plan will not renew.', { plan: PLANS[current].name })
        }
        confirmLabel={t('Switch to Free')}
        pendingLabel={t('Switching...')}
        pending={update.isPending}
        onConfirm={cancelRenewal}
      />
    </Card>
  );
}

const isPaidCurrent = (plan: PlanId) => plan !== 'free';

interface PlanAction {
  label: string;
  onClick?: () => void;
  disabled?: boolean;
  variant?: 'default' | 'outline';
}
