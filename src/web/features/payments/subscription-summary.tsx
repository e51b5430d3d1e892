import { ArrowRight, LifeBuoy } from 'lucide-react';
import { toast } from '../../lib/toast';
import { msg } from '../../../shared/i18n/msg';
import { PLANS } from '../../../shared/plans';
import type { Subscription } from '../../../shared/schemas/payments';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LabelledSwitch } from '../../components/ui/labelled-switch';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';
import { useUpdateSubscription } from './api';
import { ApiAccessSection } from './api-access';
import { BillingHistory } from './billing-history';
import { FeatureList, Pill, PlanPrice, StepHeading } from './plan-bits';
import { fillSlot, SLOT } from './slot';
import type { SubscriptionStep } from './steps';

/** What happens at the end of the paid plan, in one sentence, in the reader's language (call while rendering). */
export function planEndText(subscription: Subscription): string {
  const plan = PLANS[subscription.plan];
  if (subscription.plan === 'free' || !subscription.endsAt) return t('The Free plan has no end date.');
  const date = formatDate(subscription.endsAt);
  return subscription.autoRenew
    ? t('Renews on {date}. We charge your saved card then.', { date })
    : t('Your {plan} plan stays active until {date}, then your account returns to Free.', { plan: plan.name, date });
}

/** Step 1: the plan, its end or renewal date, usage against the plan's limits, and its features. */
export function SubscriptionSummary(props: { subscription: Subscription; go(step: SubscriptionStep): void; focus: boolean }) {
  const { subscription } = props;
  const plan = PLANS[subscription.plan];
  const usage: Array<[string, { used: number; max: number }]> = [
    [msg('Businesses'), subscription.usage.businesses],
    [msg('Professions'), subscription.usage.professions],
  ];

  return (
    <div className="grid gap-6">
      <Card className="p-4 sm:p-6">
        <section aria-labelledby="subscription-current-plan">
          <StepHeading step={t('Step 1 of 3 · Summary')} focus={props.focus}>
            <span id="subscription-current-plan">{t('Current Plan')}</span>
          </StepHeading>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-xl font-semibold" data-testid="current-plan">
                {plan.name}
              </p>
              {subscription.plan !== 'free' ? (
                <Pill tone={subscription.autoRenew ? 'accent' : 'warning'}>
                  {subscription.autoRenew ? t('Renews automatically') : t('Ends')}
                </Pill>
              ) : null}
            </div>
            <PlanPrice plan={plan} />
          </div>
          <p className="mt-2 text-sm text-muted-foreground" data-testid="plan-end">
            {planEndText(subscription)}
          </p>

          <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
            {usage.map(([term, { used, max }]) => (
              <div key={term} className="rounded-md bg-muted px-3 py-2">
                <dt className="text-muted-foreground">{t(term)}</dt>
                <dd className="font-medium">
                  <span aria-hidden>
                    {used} / {max}
                  </span>
                  <span className="sr-only">{t('{used} of {max} used', { used, max })}</span>
                  <span aria-hidden className="mt-1.5 block h-1.5 overflow-hidden rounded-full bg-background">
                    <span
                      className={cn('block h-full rounded-full', used >= max ? 'bg-amber-500' : 'bg-primary')}
                      style={{ width: `${max > 0 ? Math.min(100, (used / max) * 100) : 0}%` }}
                    />
                  </span>
                </dd>
              </div>
            ))}
          </dl>

          <h3 className="mt-5 mb-2 text-sm font-semibold">{t('What your plan includes')}</h3>
          <FeatureList plan={plan} />

          {subscription.plan !== 'free' && subscription.canAutoRenew ? <AutoRenewSwitch subscription={subscription} /> : null}

          {subscription.supportEmail ? (
            <p className="mt-4 flex items-start gap-2 rounded-md border border-border p-3 text-sm">
              <LifeBuoy aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>
                {fillSlot(
                  t('Pro support answers at {email}.', { email: SLOT }),
                  <a
                    href={`mailto:${subscription.supportEmail}`}
                    className="font-medium break-all text-primary underline underline-offset-2"
                  >
                    {subscription.supportEmail}
                  </a>,
                )}
              </span>
            </p>
          ) : null}

          <div className="mt-5">
            <Button className="w-full sm:w-auto" onClick={() => props.go({ step: 'plans' })}>
              {subscription.plan === 'pro' ? t('Change Plan') : t('Upgrade Plan')}
              <ArrowRight aria-hidden />
            </Button>
          </div>
        </section>
      </Card>

      <BillingHistory />
      <ApiAccessSection subscription={subscription} onSeePlans={() => props.go({ step: 'plans' })} />
    </div>
  );
}

function AutoRenewSwitch({ subscription }: { subscription: Subscription }) {
  const update = useUpdateSubscription();
  const checked = update.isPending && update.variables ? update.variables.autoRenew : subscription.autoRenew;
  return (
    <LabelledSwitch
      className="mt-4 rounded-md border border-border p-3"
      label={t('Auto-renew')}
      description={t('Charge your saved card on the end date so your plan continues without a break.')}
      checked={checked}
      disabled={update.isPending}
      onCheckedChange={(autoRenew) =>
        update.mutate(
          { autoRenew },
          {
            onSuccess: (next) => toast.success(autoRenew ? t('Auto-renew on') : t('Auto-renew off'), { description: planEndText(next) }),
            onError: (error) =>
              toast.error(t('Error'), { description: t('Failed to update auto-renew. {reason}', { reason: errorMessage(error) }) }),
          },
        )
      }
    />
  );
}
