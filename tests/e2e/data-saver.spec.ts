import type { Page } from '@playwright/test';
import { apiPost } from './support/api';
import { LAGOS, pointAt, signedInMember, uniqueTag, uploadProductImage } from './support/discovery';
import { expect, test } from './support/fixtures';
import { seriousViolations, toast } from './support/page-checks';
import { countWireBytes, expectMeterMatchesWire, openShop, shopWithPhotos } from './support/wire-bytes';

/** Every picture the page asks the server for from now on. */
function mediaRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/media/')) urls.push(request.url());
  });
  return urls;
}

test('Data saver: no picture is downloaded until tapped, then only the small one; the choice survives a reload (360 px, dark)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  const tag = uniqueTag();
  await signedInMember(page, 'Funke Adeyemi');
  const business = await apiPost(page.request, '/api/v1/businesses', { name: `Ikeja Tailors ${tag}`, ...pointAt(LAGOS, 5, 90) });
  const category = await apiPost(page.request, `/api/v1/businesses/${business.businessId}/categories`, { name: 'Clothing' });
  const productName = `Ankara gown ${tag}`;
  const product = await apiPost(page.request, `/api/v1/businesses/${business.businessId}/products`, {
    name: productName,
    priceKobo: 2_500_000,
    categoryId: category.categoryId,
  });
  await uploadProductImage(page.request, product.productId, 'gown.jpg', { r: 200, g: 60, b: 40 });

  // Off (the default on a fast connection): the product's picture loads by itself.
  const before = mediaRequests(page);
  await page.goto(`/app/business/${business.businessId}`);
  await expect(page.getByRole('heading', { name: productName })).toBeVisible();
  await expect.poll(() => before.length).toBeGreaterThan(0);

  await page.goto('/app/account?tab=appearance');
  const saver = page.getByRole('switch', { name: 'Load pictures only when I tap them' });
  await expect(saver).toHaveAttribute('aria-checked', 'false');
  await saver.press('Space');
  await expect(saver).toHaveAttribute('aria-checked', 'true');
  await expect(toast(page, 'Data saver is on')).toBeVisible();
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);

  for (const round of ['first visit', 'after a reload']) {
    const requested = mediaRequests(page);
    if (round === 'first visit') await page.goto(`/app/business/${business.businessId}`);
    else await page.reload();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: productName }) });
    await expect(card.getByText('Tap to load')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested, round).toEqual([]);
    // The app's scripts come from the browser's cache on these later pages.
    await expect(page.getByTestId('page-data-used')).toHaveText(
      /^This page used [\d,]+ KB of data(; the rest came from your phone's storage)?$/,
    );

    await card.getByText('Tap to load').click();
    await expect(card.locator('img')).toBeVisible();
    await expect.poll(() => requested.length).toBe(1);
    expect(requested[0]).toMatch(/\/320\.webp$/);
    // The tap loaded the picture; it did not open the viewer behind it.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }

  await page.goto('/app/account?tab=appearance');
  await expect(saver).toHaveAttribute('aria-checked', 'true');
});

test('the data meter shows the bytes Chromium counted for the page, within 10% (no service worker; with it: offline.spec.ts)', async ({
  page,
}) => {
  await signedInMember(page, 'Bisi Adewale');
  const shop = await shopWithPhotos(page);
  const wire = await countWireBytes(page);
  await openShop(page, shop);
  await expectMeterMatchesWire(page, wire, 'business page, no service worker');
});
