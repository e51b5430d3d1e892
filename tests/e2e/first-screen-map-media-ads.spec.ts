import type { Browser, Page } from '@playwright/test';
import pg from 'pg';
import { videoPagePath } from '../../src/shared/videos';
import { apiPost } from './support/api';
import { signedInMember, uniqueTag } from './support/discovery';
import { expect, test } from './support/fixtures';
import { inDays, placeInLagos } from './support/lagos';
import { setPlanOf } from './support/plans';
import { waitingForApp } from './support/app-ready';
import { E2E_BASE_URL } from './support/settings';

/*
 * The map, videos, a video, an event, Your ads and a receipt arrive drawn by the server from their route loaders
 * (decision 0040), and the app takes each over as drawn: no hydration error, none of the drawn data asked for again,
 * and the page answers once taken over.
 */

/** Errors the page reports, React's hydration errors included, and the API paths it asks for. */
function watch(page: Page) {
  const errors: string[] = [];
  const asked: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  return { errors, asked };
}

/** A phone whose map has the size the server draws the map page for (a 360 × 640 screen, decision 0040). */
async function phone(browser: Browser) {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
  });
  return { context, page: waitingForApp(await context.newPage()) };
}

/** A ready public video of the page's member, as processing leaves it (no files: the card shows no poster). */
async function readyVideo(page: Page, title: string): Promise<number> {
  const me = (await (await page.request.get('/api/v1/me')).json()) as { userId: string };
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      `INSERT INTO videos (owner_id, upload_id, storage_prefix, title, status, privacy, duration_seconds)
       VALUES ($1, $2, $3, $4, 'ready', 'public', 30) RETURNING video_id`,
      [me.userId, `drawn-${title}`, `videos/drawn-${title}`, title],
    );
    return Number(rows[0].video_id);
  } finally {
    await client.end();
  }
}

/** An advertisement paid through the test checkout; its payment's reference (the receipt's). */
async function paidAd(page: Page, title: string): Promise<string> {
  const ad = await apiPost<{ adId: number }>(page.request, '/api/v1/advertisements', {
    title,
    description: 'Sewn to measure.',
    adType: 'feed',
    budgetNaira: 5000,
    durationDays: 7,
    audience: 'all',
    link: { kind: 'url', url: 'https://bisi.example.ng/' },
  });
  const { reference } = await apiPost<{ reference: string }>(page.request, '/api/v1/payments', { advertisementId: ad.adId });
  const paid = await page.request.post(`/test-checkout/${reference}`, {
    form: { action: 'pay' },
    headers: { origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await expect
    .poll(async () => (await page.request.get(`/api/v1/payments/${encodeURIComponent(reference)}/receipt`)).status(), { timeout: 30_000 })
    .toBe(200);
  return reference;
}

test('the map, videos, a video, an event, Your ads and a receipt arrive drawn, and the app takes them over as they are', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const { context, page } = await phone(browser);
  await signedInMember(page, `Bisi ${tag}`);
  await setPlanOf(page, 'premium');
  await placeInLagos(page);
  const videoId = await readyVideo(page, `Agbada ${tag}`);
  const event = await apiPost<{ eventId: number }>(page.request, '/api/v1/events', {
    title: `Fitting day ${tag}`,
    description: 'Bring your fabric.',
    date: inDays(5),
    time: '10:00',
    location: 'Yaba market',
    maxAttendees: 10,
  });
  const reference = await paidAd(page, `Aso-ebi ${tag}`);
  const { errors, asked } = watch(page);

  /** Opens a page: the drawn HTML holds `text` before any script, and none of `drawnFrom` is asked for again. */
  async function opensDrawn(path: string, text: string, drawnFrom: string[]) {
    asked.length = 0;
    const response = await page.goto(path);
    const html = await response!.text();
    expect(html, path).toContain(text);
    await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
    for (const api of drawnFrom) expect(asked, `${path}: ${api}`).not.toContain(api);
    return html;
  }

  // The map: its list and counts drawn, Leaflet loaded in the browser afterwards; the view drawn is this phone's.
  // The middle of the map is drawn too, as the tiles Leaflet shows there: a phone fetches them with the page.
  const map = await opensDrawn('/app/maps', 'Listings in view', [
    '/api/v1/map',
    '/api/v1/map/tiles',
    '/api/v1/me',
    '/api/v1/lookups/cities',
  ]);
  const drawnTiles = [...map.matchAll(/<img src="([^"]+\/tiles\/10\/\d+\/\d+\.png)" srcset="([^"]+)"/gi)].map((found) => {
    // Standard tiles say they are made for 1× screens (product decision 25).
    expect(found[2]).toBe(`${found[1]} 1x`);
    return found[1];
  });
  expect(drawnTiles.length).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('region', { name: 'Map of listings' })).toBeVisible();
  // Once Leaflet has its own tiles (the same ones among them), the drawn ones are gone.
  await expect(page.getByRole('status', { name: 'Loading the map' })).toHaveCount(0);
  const leafletTiles = await page
    .locator('.leaflet-tile-container img')
    .evaluateAll((images) => images.map((image) => ({ src: (image as HTMLImageElement).src, srcset: (image as HTMLImageElement).srcset })));
  for (const tile of drawnTiles) expect(leafletTiles.map((image) => image.src)).toContain(tile);
  for (const { src, srcset } of leafletTiles) expect(srcset).toBe(`${src} 1x`);
  expect(asked).not.toContain('/api/v1/map');
  await page.getByLabel('Words').fill(`nothing-${tag}`);
  await expect(page.getByText('Nothing here. Zoom out, move the map or change the filters.')).toBeVisible();

  await opensDrawn('/app/videos', `Agbada ${tag}`, ['/api/v1/videos']);
  await page.getByLabel('Search videos').fill(`Agbada ${tag}`);
  await expect(page.getByRole('heading', { name: `Agbada ${tag}`, level: 3 })).toBeVisible();

  await opensDrawn(videoPagePath(videoId, null), `Agbada ${tag}`, [`/api/v1/videos/${videoId}`, `/api/v1/videos/${videoId}/comments`]);
  await expect(page.getByRole('heading', { name: `Agbada ${tag}`, level: 1 })).toBeVisible();
  await expect(page.getByText('No comments yet.')).toBeVisible();

  await opensDrawn(`/app/events/${event.eventId}`, `Fitting day ${tag}`, [
    `/api/v1/events/${event.eventId}`,
    `/api/v1/events/${event.eventId}/attendees`,
  ]);
  await expect(page.getByText('No replies yet.')).toBeVisible();
  // The organiser's edit dialog comes with its first opening.
  await page.getByRole('button', { name: 'Edit event' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Event' }).getByLabel('Time')).toHaveValue('10:00');
  await page.keyboard.press('Escape');

  await opensDrawn('/app/ads', `Aso-ebi ${tag}`, ['/api/v1/ads']);
  await opensDrawn(`/app/account/receipts/${encodeURIComponent(reference)}`, `Advertisement “Aso-ebi ${tag}”, 7 days`, [
    `/api/v1/payments/${reference}/receipt`,
  ]);
  await page.getByRole('link', { name: 'Back to Subscription' }).click();
  await expect(page).toHaveURL(/\/app\/account/);

  expect(errors).toEqual([]);
  await context.close();
});
