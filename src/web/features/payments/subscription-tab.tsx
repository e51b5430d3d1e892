import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { PanelSpinner } from '../../components/ui/spinner';
import { t } from '../../lib/i18n';
import { useSubscription } from './api';
import { PaymentMethodStep } from './payment-method-step';
import { PlanListStep } from './plan-list-step';
import { readStep, writeStep, type SubscriptionStep } from './steps';
import { SubscriptionSummary } from './subscription-summary';

/**
 * Account → Subscription (spec part 2 §2.12): three steps with Back buttons — summary, plan list, payment method.
 * The step is kept in the address (`?tab=subscription&step=plans`), so it survives a reload and the payment pages can
 * send the member back to the plan list.
 */
export function SubscriptionTab() {
  const [params, setParams] = useSearchParams();
  const step = readStep(params);
  const subscription = useSubscription();
  // Focus follows the member's own moves between steps, never the first load of the page.
  const [moved, setMoved] = useState(false);

  const go = useCallback(
    (next: SubscriptionStep) => {
      setMoved(true);
      setParams((current) => writeStep(current, next), { preventScrollReset: true });
    },
    [setParams],
  );

  if (subscription.isPending) {
    return <PanelSpinner label={t('Loading your subscription')} />;
  }
  if (subscription.isError) {
    return (
      <LoadError
        message={t('Failed to load your subscription.')}
        error={subscription.error}
        onRetry={() => void subscription.refetch()}
        retrying={subscription.isFetching}
      />
    );
  }

  const focus = moved;
  if (step.step === 'plans') return <PlanListStep subscription={subscription.data} go={go} focus={focus} />;
  if (step.step === 'method') return <PaymentMethodStep planId={step.plan} go={go} focus={focus} />;
  return <SubscriptionSummary subscription={subscription.data} go={go} focus={focus} />;
}
