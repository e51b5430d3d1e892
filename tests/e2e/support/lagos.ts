import pg from 'pg';
import type { Page } from '@playwright/test';

/** The Lagos calendar date `days` from now (YYYY-MM-DD), as date inputs take it. */
export const inDays = (days: number) => new Date(Date.now() + 3600_000 + days * 24 * 3600_000).toISOString().slice(0, 10);

/** Places the page's member in the city "Lagos" (their notices, events and ads are placed there). */
export async function placeInLagos(page: Page): Promise<void> {
  const me = (await (await page.request.get('/api/v1/me')).json()) as { userId: string };
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`UPDATE users SET location_city_id = (SELECT city_id FROM cities WHERE name = 'Lagos' LIMIT 1) WHERE user_id = $1`, [
      me.userId,
    ]);
  } finally {
    await client.end();
  }
}
