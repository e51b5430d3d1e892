import { planRun, scheduleAdEnd } from '../ads/ad-planning';
import { adReads } from '../ads/ads.service';
import { activationsRepository, type ProviderOutcome } from './activations.repository';
import type { BillingDeps } from './billing-deps';
import type { ReportedVia } from './payment-outcomes.service';
import type { PaymentRow } from './payments.repository';
import { PAYMENT_ACTIVATED_JOB } from './receipts.service';

/**
 * Starts the run an ad payment paid for (once, like a plan's activation), planned from its audience now, with the
 * receipt and the run's end queued in the same transaction. True when this call started it.
 */
export function adActivation(deps: Pick<BillingDeps, 'db' | 'clock' | 'jobs' | 'log'>) {
  const { clock, jobs, log } = deps;
  const activations = activationsRepository(deps.db);
  const ads = adReads(deps.db);

  return async (payment: PaymentRow, outcome: ProviderOutcome, via: ReportedVia): Promise<boolean> => {
    const adId = Number(payment.ad_id);
    const ad = await ads.find(adId);
    if (!ad) {
      // Its ad was deleted after the checkout was left (allowed once no payment is pending): support refunds it.
      log.error({ reference: payment.reference, via }, 'advertisement payment succeeded but its advertisement is gone: refund it');
      return false;
    }
    const run = planRun(Number(ad.budget_kobo), ad.duration_days, await ads.audienceSize(adId, clock.now()));
    const reference = payment.reference;
    const activation = await activations.activateAd(reference, outcome, run, async ({ endsAt }, db) => {
      await jobs.send(PAYMENT_ACTIVATED_JOB, { reference }, { db });
      await scheduleAdEnd(jobs, adId, endsAt, clock.now(), db);
    });
    if (!activation) return false;
    log.info({ reference, via, adId, endsAt: activation.endsAt, ...run }, 'advertisement run started');
    return true;
  };
}
