import type { JobQueue, SqlExecutor } from '../../jobs/job-queue';

/** The job that ends an ad's run at its end date (queued by the payment that started the run). */
export const ADS_END_JOB = 'ads.end';

/** Queues the end of an ad's run; the delay is relative, so a test clock and the queue's clock agree. */
export async function scheduleAdEnd(jobs: JobQueue, adId: number, endsAt: Date, now: Date, db?: SqlExecutor): Promise<void> {
  await jobs.send(ADS_END_JOB, { adId }, { delaySeconds: Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / 1000)), db });
}

/** The fewest impressions a run is planned for, so a tiny audience does not make one impression cost the whole budget. */
export const MIN_PLANNED_IMPRESSIONS = 1000;

/**
 * A run's plan (docs/decisions/0014-advertising.md): each member of the audience inside the owner's radius is expected
 * to see the ad once a day, so planned impressions = audience size × duration days (at least 1,000). The price of one
 * impression is budget / planned impressions, kept in thousandths of a kobo and rounded up; the price per thousand
 * impressions (CPM) is 1,000 times that. The budget is spent exactly when the planned impressions are served.
 */
export function planRun(budgetKobo: number, durationDays: number, audienceSize: number) {
  const plannedImpressions = Math.max(MIN_PLANNED_IMPRESSIONS, audienceSize * durationDays);
  const impressionMillikobo = Math.ceil((budgetKobo * 1000) / plannedImpressions);
  return { plannedImpressions, impressionMillikobo, cpmKobo: Math.round(impressionMillikobo) };
}
