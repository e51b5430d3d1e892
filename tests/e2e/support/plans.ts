import type { Page } from '@playwright/test';
import pg from 'pg';
import type { PlanId } from '../../../src/shared/plans';

/**
 * Puts the signed-in member of `page` on a paid plan the way payments records it: a `subscriptions` row that
 * `memberPlan` reads (tests/support/builders/plans.ts does the same for API tests).
 */
export async function setPlanOf(page: Page, plan: Exclude<PlanId, 'free'>): Promise<void> {
  const me = (await (await page.request.get('/api/v1/me')).json()) as { userId: string };
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO subscriptions (user_id, plan_id, ends_at) VALUES ($1, $2, now() + interval '30 days')
       ON CONFLICT (user_id) DO UPDATE SET plan_id = excluded.plan_id, ends_at = excluded.ends_at`,
      [me.userId, plan],
    );
  } finally {
    await client.end();
  }
}
