import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { PLAN_IDS, PLANS, type PlanId } from '../../../shared/plans';
import { msg } from '../../../shared/i18n/msg';
import { formatNaira } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { SectionHeading } from './section-heading';

const PLAN_COPY: Record<PlanId, { summary: string; cta: string }> = {
  free: { summary: msg('For getting started: list your trade or shop and be found nearby.'), cta: msg('Get Started') },
  premium: { summary: msg('For growing businesses that want customers across Nigeria.'), cta: msg('Choose Premium') },
  pro: { summary: msg('For established brands that want top placement everywhere.'), cta: msg('Go Pro') },
};

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 border-y border-border bg-muted py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-title"
          eyebrow={t('Pricing')}
          title={t('Simple plans, priced in naira')}
          lead={t('Start free and upgrade when you are ready to reach more customers. Cancel any time.')}
        />
        <ul className="mx-auto mt-12 grid max-w-md gap-6 lg:max-w-none lg:grid-cols-3 lg:items-stretch">
          {PLAN_IDS.map((id) => {
            const plan = PLANS[id];
            const copy = PLAN_COPY[id];
            return (
              <li
                key={id}
                className={cn(
                  'relative flex flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8',
                  plan.mostPopular ? 'border-primary ring-2 ring-primary lg:-my-2 lg:py-10' : 'border-border',
                )}
              >
                {plan.mostPopular ? (
                  <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold whitespace-nowrap text-primary-foreground">
                    {t('Most Popular')}
                  </p>
                ) : null}
                <h3 className="text-xl font-bold">{plan.name}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{t(copy.summary)}</p>
                <p className="mt-6 flex items-baseline gap-1">
                  <span className="text-4xl font-extrabold tracking-tight">{formatNaira(plan.priceKobo, { whole: true })}</span>
                  <span className="text-sm font-medium text-muted-foreground">{t('/month')}</span>
                </p>
                <ul className="mt-6 flex-1 space-y-3 text-sm">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-3">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                      <span>{t(feature)}</span>
                    </li>
                  ))}
                </ul>
                <Button asChild size="lg" variant={plan.mostPopular ? 'default' : 'outline'} className="mt-8 w-full">
                  <Link to="/auth?tab=signup">
                    {t(copy.cta)}
                    <span className="sr-only"> {t('with the {plan} plan', { plan: plan.name })}</span>
                  </Link>
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
