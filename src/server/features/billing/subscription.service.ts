import { PLANS } from '../../../shared/plans';
import type { Subscription } from '../../../shared/schemas/payments';
import type { Viewer } from '../../auth/session';
import type { Clock } from '../../clock';
import { conflict } from '../../http/errors';
import { businessesService, professionsService } from '../listings/listings.service';
import type { ListingDeps } from '../../kit/service-deps';
import { memberPlan } from './member-plan';
import { subscriptionsRepository } from './subscriptions.repository';
import { msg } from '../../../shared/i18n/msg';

/** Account → Subscription: the member's plan, its end, renewal and usage; switching auto-renew. */
export function subscriptionService(deps: ListingDeps & { clock: Clock; supportEmail: string | undefined }) {
  const repo = subscriptionsRepository(deps.db);
  const businesses = businessesService(deps);
  const professions = professionsService(deps);

  async function get(viewer: Viewer): Promise<Subscription> {
    const now = deps.clock.now();
    const [plan, row, mineBusinesses, mineProfessions] = await Promise.all([
      memberPlan(deps.db, viewer.userId, now),
      repo.find(viewer.userId),
      businesses.mine(viewer),
      professions.mine(viewer),
    ]);
    const paid = plan !== 'free';
    const usage = (used: number, kind: 'maxBusinesses' | 'maxProfessions') => ({ used, max: PLANS[plan][kind] });
    return {
      plan,
      endsAt: paid && row?.ends_at ? new Date(row.ends_at).toISOString() : null,
      autoRenew: paid && (row?.auto_renew ?? false) && Boolean(row?.authorization_code),
      canAutoRenew: Boolean(row?.authorization_code),
      usage: {
        businesses: usage(mineBusinesses.items.length, 'maxBusinesses'),
        professions: usage(mineProfessions.items.length, 'maxProfessions'),
      },
      supportEmail: plan === 'pro' ? (deps.supportEmail ?? null) : null,
    };
  }

  return {
    get,
    /** Auto-renew on needs a saved reusable authorization; off (also "choose Free") keeps the plan until its end. */
    async update(viewer: Viewer, autoRenew: boolean): Promise<Subscription> {
      const row = await repo.find(viewer.userId);
      if (autoRenew && !row?.authorization_code) {
        throw conflict(msg('There is no saved card to renew with. Pay by card once and tick auto-renew to switch it on.'));
      }
      if (row) await repo.setAutoRenew(viewer.userId, autoRenew);
      return get(viewer);
    },
  };
}
