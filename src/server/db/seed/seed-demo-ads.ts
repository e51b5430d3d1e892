import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { lagosDay, type AdvertisementInput } from '../../../shared/schemas/content';
import { adsRepository } from '../../features/ads/ads.repository';
import { planRun } from '../../features/ads/ad-planning';
import { demoCreatedAt } from './demo-data';
import { paidByCard } from './seed-demo-plans';

const DAY_MS = 24 * 3600_000;
/** Demo ad payments' references start with this; demoAds finds their runs by it. */
const REFERENCE_PREFIX = 'LH-DEMO-AD-';

interface DemoAd extends Pick<AdvertisementInput, 'title' | 'description' | 'adType' | 'budgetNaira' | 'durationDays' | 'audience'> {
  /** A member on Premium or Pro (seed-demo-plans.ts) who owns a business: the ad links to it and shows its picture. */
  owner: string;
  business: string;
  /** The run began this many days before the demo is loaded; each day before today served `dailyImpressions`. */
  paidDaysAgo: number;
  dailyImpressions: number;
  dailyClicks: number;
}

const DEMO_ADS: readonly DemoAd[] = [
  {
    owner: 'funmi_adeyemi',
    business: "Funmi's Oven",
    title: 'Christmas cakes, baked to order',
    description: 'Fruit and chocolate cakes for the holidays, delivered anywhere in Lagos. Order by 15 December.',
    adType: 'feed',
    budgetNaira: 15_000,
    durationDays: 14,
    audience: 'all',
    paidDaysAgo: 2.5,
    dailyImpressions: 9,
    dailyClicks: 1,
  },
  {
    owner: 'emeka_obi',
    business: 'Brightway Solar & Inverters',
    title: 'Keep your shop running when the light goes',
    description: 'Solar and inverter packages for shops in Lekki and Ajah, with a free site check.',
    adType: 'banner',
    budgetNaira: 10_000,
    durationDays: 7,
    audience: 'business',
    paidDaysAgo: 1.5,
    dailyImpressions: 6,
    dailyClicks: 0,
  },
];

/**
 * Running advertisements paid for by demo members, with their payment, run and the days they have served so far, so the
 * feed and the Home banner show "Sponsored" ads and their owners have a dashboard with numbers. The run is planned from
 * the audience as a paid run is (planRun over the audience size).
 */
export async function seedDemoAds(
  trx: Kysely<Database>,
  deps: { user(username: string): string; picture(business: string): string; now: Date },
): Promise<void> {
  const ads = adsRepository(trx);
  for (const [index, demo] of DEMO_ADS.entries()) {
    const userId = deps.user(demo.owner);
    const business = await trx
      .selectFrom('businesses')
      .select('business_id')
      .where('auth_user_id', '=', userId)
      .where('name', '=', demo.business)
      .executeTakeFirstOrThrow();
    const budgetKobo = demo.budgetNaira * 100;
    const paidAt = demoCreatedAt(demo.paidDaysAgo, deps.now);
    const endsAt = new Date(paidAt.getTime() + demo.durationDays * DAY_MS);
    const { ad_id } = await trx
      .insertInto('advertisements')
      .values({
        user_id: userId,
        title: demo.title,
        description: demo.description,
        ad_type: demo.adType,
        budget_kobo: budgetKobo,
        duration_days: demo.durationDays,
        audience: demo.audience,
        image_url: deps.picture(demo.business),
        link_business_id: business.business_id,
        created_at: new Date(paidAt.getTime() - 5 * 60_000),
      })
      .returning('ad_id')
      .executeTakeFirstOrThrow();
    const run = planRun(budgetKobo, demo.durationDays, await ads.audienceSize(Number(ad_id), paidAt));

    // The days already served (Lagos days before today), each charged at the run's price.
    const days: Array<{ day: string; impressions: number; clicks: number; spentKobo: number }> = [];
    for (let at = paidAt.getTime(); lagosDay(new Date(at)) < lagosDay(deps.now); at += DAY_MS) {
      days.push({
        day: lagosDay(new Date(at)),
        impressions: demo.dailyImpressions,
        clicks: demo.dailyClicks,
        spentKobo: Math.floor((demo.dailyImpressions * run.impressionMillikobo) / 1000),
      });
    }
    const total = (key: 'impressions' | 'clicks' | 'spentKobo') => days.reduce((sum, day) => sum + day[key], 0);

    const reference = `${REFERENCE_PREFIX}${index + 1}`;
    await trx
      .insertInto('payments')
      .values({
        reference,
        user_id: userId,
        purpose: 'advertisement',
        plan_id: null,
        ad_id,
        amount_kobo: budgetKobo,
        auto_renew: false,
        ...paidByCard(paidAt),
      })
      .execute();
    await trx
      .insertInto('ad_activations')
      .values({ reference, ad_id, starts_at: paidAt, ends_at: endsAt, planned_impressions: run.plannedImpressions, activated_at: paidAt })
      .execute();
    if (days.length > 0) {
      await trx
        .insertInto('ad_daily')
        .values(days.map((day) => ({ ad_id, day: day.day, impressions: day.impressions, clicks: day.clicks, spent_kobo: day.spentKobo })))
        .execute();
    }
    await trx
      .updateTable('advertisements')
      .set({
        status: 'running',
        starts_at: paidAt,
        ends_at: endsAt,
        planned_impressions: run.plannedImpressions,
        impression_millikobo: run.impressionMillikobo,
        impressions: total('impressions'),
        clicks: total('clicks'),
        spent_kobo: total('spentKobo'),
        runs: 1,
      })
      .where('ad_id', '=', ad_id)
      .execute();
  }
}

/** The demo's running ads and their ends, for queueing the job that ends each run once the queue runs. */
export async function demoAds(db: Kysely<Database>): Promise<Array<{ adId: number; endsAt: Date }>> {
  const rows = await db
    .selectFrom('ad_activations as r')
    .innerJoin('advertisements as a', 'a.ad_id', 'r.ad_id')
    .select(['r.ad_id', 'r.ends_at'])
    .where('r.reference', 'like', `${REFERENCE_PREFIX}%`)
    .where('a.status', '=', 'running')
    .where('r.ends_at', '>', sql<Date>`now()`)
    .execute();
  return rows.map((row) => ({ adId: Number(row.ad_id), endsAt: new Date(row.ends_at) }));
}
