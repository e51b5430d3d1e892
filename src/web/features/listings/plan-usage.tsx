import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PLAN_IDS, PLANS, type Plan } from '../../../shared/plans';
import type { PlanUsage } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';

export type ListingKind = 'business' | 'profession';

const LIMITS: Record<ListingKind, 'maxBusinesses' | 'maxProfessions'> = { business: 'maxBusinesses', profession: 'maxProfessions' };

/** The cheapest plan above the member's that allows more of this kind, if any. */
function planWithMore(usage: PlanUsage, kind: ListingKind): Plan | null {
  const limit = LIMITS[kind];
  const higher = PLAN_IDS.slice(PLAN_IDS.indexOf(usage.plan) + 1).map((id) => PLANS[id]);
  return higher.find((plan) => plan[limit] > usage.max) ?? null;
}

/**
 * What to tell a member who has reached the plan's limit (the same words as the server's 403 PLAN_LIMIT), in the
 * reader's language: one whole message for each kind and way out (plan names stay as they are).
 */
export function limitMessage(usage: PlanUsage, kind: ListingKind): string {
  const plan = PLANS[usage.plan].name;
  const upgrade = planWithMore(usage, kind);
  const values = { plan, max: usage.max };
  if (kind === 'business') {
    return upgrade
      ? t('Your {plan} plan allows {max, plural, one {# business} other {# businesses}}. Upgrade to {upgrade} to add more.', {
          ...values,
          upgrade: upgrade.name,
        })
      : t(
          'Your {plan} plan allows {max, plural, =1 {# business. Delete your business to add another.} other {# businesses. Delete one to add another.}}',
          values,
        );
  }
  return upgrade
    ? t('Your {plan} plan allows {max, plural, one {# profession} other {# professions}}. Upgrade to {upgrade} to add more.', {
        ...values,
        upgrade: upgrade.name,
      })
    : t(
        'Your {plan} plan allows {max, plural, =1 {# profession. Delete your profession to add another.} other {# professions. Delete one to add another.}}',
        values,
      );
}

/** The Add button: disabled at the plan's limit, described by the note that says why. `label` is already translated. */
export function AddListingButton(props: {
  kind: ListingKind;
  usage: PlanUsage | undefined;
  label: string;
  onAdd(): void;
  loading?: boolean;
}) {
  const atLimit = props.usage ? !props.usage.canCreate : false;
  return (
    <Button
      onClick={props.onAdd}
      disabled={props.loading || !props.usage || atLimit}
      aria-describedby={atLimit ? `${props.kind}-limit-message` : undefined}
      className="w-full sm:w-auto"
    >
      <Plus aria-hidden />
      {props.label}
    </Button>
  );
}

/**
 * "Businesses: 1 / 1 on the Free plan", and at the limit the reason the Add button is disabled (the
 * same words as the server's 403 PLAN_LIMIT) with a way to the plans when one would help.
 */
export function PlanUsageNote(props: { kind: ListingKind; usage: PlanUsage | undefined }) {
  const { usage, kind } = props;
  if (!usage) return null;
  const atLimit = !usage.canCreate;
  const upgrade = atLimit ? planWithMore(usage, kind) : null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-border bg-muted px-3 py-2 text-sm">
      <span className="font-medium">
        {kind === 'business'
          ? t('Businesses: {used} / {max} on the {plan} plan', { used: usage.used, max: usage.max, plan: PLANS[usage.plan].name })
          : t('Professions: {used} / {max} on the {plan} plan', { used: usage.used, max: usage.max, plan: PLANS[usage.plan].name })}
      </span>
      {atLimit ? (
        <span id={`${kind}-limit-message`} className="text-muted-foreground">
          {limitMessage(usage, kind)}
          {upgrade ? (
            <>
              {' '}
              <Link to="/app/account?tab=subscription" className="font-medium text-primary underline-offset-4 hover:underline">
                {t('See plans')}
              </Link>
            </>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
