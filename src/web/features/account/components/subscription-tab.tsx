import { Check } from 'lucide-react';
import { formatNaira } from '../../../../shared/money';
import { PLAN_IDS, PLANS, type Plan } from '../../../../shared/plans';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useMe } from '../api';
import { LoadError } from '../../../components/ui/load-error';
import { SectionCard } from './section-card';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function visibility(plan: Plan): string {
  return plan.visibilityKm === null
    ? `Unlimited (${plan.visibilityLabel})`
    : `Up to ${plan.visibilityKm.toLocaleString('en-NG')} km (${plan.visibilityLabel})`;
}

function Price({ plan, className }: { plan: Plan; className?: string }) {
  return (
    <p className={cn('flex items-baseline gap-1', className)}>
      <span className="text-2xl font-bold">{formatNaira(plan.priceKobo, { whole: true })}</span>
      <span className="text-sm text-muted-foreground">per month</span>
    </p>
  );
}

/** A read-only overview: the member's plan with its limits, and how the three plans compare. */
export function SubscriptionTab() {
  const me = useMe();
  if (me.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading plan" className="[&_svg]:size-8" />
      </div>
    );
  }
  if (me.isError) {
    return <LoadError message="Failed to load profile data." onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  }

  const current = PLANS[me.data.plan];
  const limits: Array<[string, string]> = [
    ['Businesses', `Up to ${count(current.maxBusinesses, 'business', 'businesses')}`],
    ['Professions', `Up to ${count(current.maxProfessions, 'profession', 'professions')}`],
    ['Visibility', visibility(current)],
  ];

  return (
    <div className="grid gap-6">
      <SectionCard title="Current Plan" description="Your plan decides how far your listings reach.">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xl font-semibold">{current.name}</p>
          <Price plan={current} />
        </div>
        <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-3">
          {limits.map(([term, detail]) => (
            <div key={term} className="rounded-md bg-muted px-3 py-2">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium">{detail}</dd>
            </div>
          ))}
        </dl>
      </SectionCard>

      <SectionCard title="Plans" description="What each LocalHub plan includes. Prices are per month.">
        <ul className="grid gap-4 md:grid-cols-3">
          {PLAN_IDS.map((id) => {
            const plan = PLANS[id];
            const isCurrent = id === current.id;
            return (
              <li
                key={id}
                aria-current={isCurrent ? 'true' : undefined}
                className={cn(
                  'flex flex-col gap-3 rounded-lg border p-4',
                  isCurrent ? 'border-primary ring-1 ring-primary' : 'border-border',
                )}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-base font-semibold">{plan.name}</h3>
                  {plan.mostPopular ? (
                    <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">Most Popular</span>
                  ) : null}
                  {isCurrent ? (
                    <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">Current plan</span>
                  ) : null}
                </div>
                <Price plan={plan} />
                <ul className="grid gap-1.5 text-sm">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </SectionCard>
    </div>
  );
}
