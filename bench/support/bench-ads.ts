import pg from 'pg';
import { AD_AUDIENCES, AD_TYPES } from '../../src/shared/schemas/content';

/** Title prefix of the ads the bench adds, so a reused database gets them removed again. */
const TITLE = 'Bench ad';

/**
 * Adds `count` running ads to a generated database: each links to a random business (its position is the ad's), with
 * a random audience and placement, a week's run started a day ago and a budget far from spent, so every slot request
 * has ads to choose from. Returns a function that removes them.
 */
export async function addRunningAds(url: string, count: number): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO advertisements (user_id, title, description, ad_type, budget_kobo, duration_days, audience, link_business_id,
                                   status, starts_at, ends_at, planned_impressions, impression_millikobo, spent_kobo)
       SELECT b.auth_user_id, $1 || ' ' || g, 'Fresh bread and pastries delivered across town', ($2::text[])[1 + g % 2],
              5000000, 7, ($3::text[])[1 + g % 5], b.business_id, 'running', now() - interval '1 day', now() + interval '6 days',
              1000000, 5000, 0
         FROM generate_series(1, $4::int) g
         CROSS JOIN LATERAL (SELECT business_id, auth_user_id FROM businesses
                              WHERE business_id >= (SELECT max(business_id) FROM businesses) * ((g * 7919) % 1000) / 1000
                              ORDER BY business_id LIMIT 1) b`,
      [TITLE, [...AD_TYPES], [...AD_AUDIENCES], count],
    );
  } finally {
    await client.end();
  }
  return async () => {
    const cleaner = new pg.Client({ connectionString: url });
    await cleaner.connect();
    await cleaner.query(`DELETE FROM advertisements WHERE title LIKE $1 || ' %'`, [TITLE]);
    await cleaner.end();
  };
}
