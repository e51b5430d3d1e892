import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { WEB_DIST } from '../../src/server/web/web-routes';
import { waitingForApp } from './support/app-ready';
import { businessWithProducts, LAGOS, pointAt, scrolledFeed, signedInMember, uniqueTag, uploadProductImage } from './support/discovery';
import { expect, PHONE, test } from './support/fixtures';
import { photoJpeg } from './support/images';
import { E2E_BASE_URL } from './support/settings';

interface Loaded {
  url: string;
  type: string;
  /** Bytes on the wire, headers included (0 when answered from the browser's cache). */
  bytes: number;
  /** What asked for it: 'parser' for what the HTML names, 'script' for the app's own requests. */
  initiator: string;
}

/** Every response the page receives from now on, with its bytes on the wire (Chrome DevTools Protocol). */
async function recordNetwork(page: Page): Promise<{ loaded: () => Loaded[]; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, { url: string; type: string; initiator: string }>();
  const initiators = new Map<string, string>();
  const done: Loaded[] = [];
  cdp.on('Network.requestWillBeSent', (event) => initiators.set(event.requestId, event.initiator.type));
  cdp.on('Network.responseReceived', (event) =>
    seen.set(event.requestId, { url: event.response.url, type: event.type, initiator: initiators.get(event.requestId) ?? '' }),
  );
  cdp.on('Network.loadingFinished', (event) => {
    const response = seen.get(event.requestId);
    if (response) done.push({ ...response, bytes: event.encodedDataLength });
  });
  return { loaded: () => [...done], cdp };
}

/** The gzip size of a built script (what the budget counts, whatever encoding the browser got). */
const gzipBytes = (url: string) => gzipSync(readFileSync(path.join(WEB_DIST, new URL(url).pathname.slice(1))), { level: 9 }).length;

/** Home and its feed, scrolled to (it loads below the first screen), so the budget counts the feed's answers too. */
async function openFeed(page: Page) {
  await page.goto('/app');
  const feed = await scrolledFeed(page);
  await expect(feed.locator(':scope > ol > li').first().or(feed.getByText('No posts yet'))).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('the feed: first visit within 180 KB of gzipped JS and 250 KB in all without images; a warm visit within 20 KB', async ({
  page,
  member,
}) => {
  expect(member.email).toContain('@');
  const first = await recordNetwork(page);
  await openFeed(page);
  const firstLoaded = first.loaded();
  const scripts = firstLoaded.filter((item) => item.type === 'Script');
  const jsGzip = scripts.reduce((sum, item) => sum + gzipBytes(item.url), 0);
  const withoutImages = firstLoaded.filter((item) => item.type !== 'Image').reduce((sum, item) => sum + item.bytes, 0);
  console.log(
    `feed, first visit: ${scripts.length} scripts, ${(jsGzip / 1024).toFixed(1)} KB JS gzip; ${firstLoaded.length} responses, ${(withoutImages / 1024).toFixed(1)} KB without images`,
  );
  await first.cdp.detach();
  // The page's first answers arrive inside the page the server drew (decision 0026): the app never asks for them.
  for (const early of ['/api/auth/get-session', '/api/v1/me', '/api/v1/lookups/cities', '/api/v1/discover/nearby'])
    expect(
      firstLoaded.filter((item) => new URL(item.url).pathname === early).map((item) => item.url),
      early,
    ).toEqual([]);

  const warm = await recordNetwork(page);
  await openFeed(page);
  const warmBytes = warm
    .loaded()
    .filter((item) => item.type !== 'Image')
    .reduce((sum, item) => sum + item.bytes, 0);
  console.log(`feed, warm visit: ${(warmBytes / 1024).toFixed(1)} KB without images`);
  // BUDGET_DETAIL=1 lists the scripts by size, to see what to cut when the budget is passed.
  if (process.env.BUDGET_DETAIL)
    for (const item of [...scripts].sort((a, b) => gzipBytes(b.url) - gzipBytes(a.url)))
      console.log(`  ${gzipBytes(item.url)} ${item.url}`);

  // Decision 0023 says why 180 (it was 170 until the new member's area card).
  expect(jsGzip).toBeLessThanOrEqual(180 * 1024);
  expect(withoutImages).toBeLessThanOrEqual(250 * 1024);
  expect(warmBytes).toBeLessThanOrEqual(20 * 1024);
});

test('a business page with 8 product photos: its first screen on a phone costs at most 250 KB, each picture sized to its slot', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  await signedInMember(page, 'Kemi Balogun');
  const name = `Balogun Fabrics ${tag}`;
  const { businessId, productIds } = await businessWithProducts(
    page.request,
    { name, description: 'Ankara, lace and aso-oke by the yard, cut while you wait.', ...pointAt(LAGOS, 3, 45) },
    'Fabrics',
    Array.from({ length: 8 }, (_, index) => ({ name: `Ankara bundle ${index + 1}`, priceKobo: 1_500_000 + index * 250_000 })),
  );
  const picture = await page.request.put(`/api/v1/businesses/${businessId}/picture`, {
    headers: { origin: E2E_BASE_URL },
    multipart: { file: { name: 'shop.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg({ r: 30, g: 120, b: 60 }) } },
  });
  expect(picture.status(), await picture.text()).toBe(200);
  for (const [index, productId] of productIds.entries()) {
    const colour = { r: 40 + index * 25, g: 200 - index * 20, b: 90 + index * 15 };
    await uploadProductImage(page.request, productId, `ankara-${index + 1}.jpg`, await photoJpeg(colour));
  }

  // A customer on a cheap phone: 360 px wide with two device pixels to each CSS pixel, as most such screens have.
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, ...PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const customer = waitingForApp(await context.newPage());
  await signedInMember(customer, 'Tunde Bakare');
  const errors: string[] = [];
  customer.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  customer.on('pageerror', (error) => errors.push(error.message));
  const network = await recordNetwork(customer);
  await customer.goto(`/business/${businessId}`);
  await expect(customer.getByRole('heading', { name, level: 1 })).toBeVisible();
  // Newest first: bundle 8 opens the grid, bundle 1 closes it.
  await expect(customer.getByRole('button', { name: 'View the picture of Ankara bundle 8' })).toBeVisible();
  await customer.waitForLoadState('networkidle');
  const loaded = network.loaded();

  // The pictures further down arrive as the customer scrolls to them, and the page took over without an error.
  const last = customer.getByRole('button', { name: 'View the picture of Ankara bundle 1' });
  await expect(last.locator('img')).toHaveCount(0);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => last.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await context.close();

  const total = loaded.reduce((sum, item) => sum + item.bytes, 0);
  const pictures = loaded.filter((item) => new URL(item.url).pathname.startsWith('/media/'));
  const pictureBytes = pictures.reduce((sum, item) => sum + item.bytes, 0);
  console.log(
    `business page, first screen at 360 px (2x): ${loaded.length} responses, ${total} bytes in all; ` +
      `${pictures.length} pictures, ${pictureBytes} bytes (${pictures.map((item) => new URL(item.url).pathname.split('/').pop()).join(' ')})`,
  );
  if (process.env.BUDGET_DETAIL)
    for (const item of [...loaded].sort((a, b) => b.bytes - a.bytes)) console.log(`  ${item.bytes} ${item.type} ${item.url}`);
  expect(pictures.length).toBeGreaterThanOrEqual(2);
  // 1280 px is for a wide screen; a phone's half-width product slot (180 px × 2) takes the 640 or a smaller one.
  expect(pictures.filter((item) => item.url.endsWith('/1280.webp')).map((item) => item.url)).toEqual([]);
  expect(total).toBeLessThanOrEqual(250 * 1024);
});
