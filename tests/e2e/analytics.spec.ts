import AxeBuilder from '@axe-core/playwright';
import { businessBody } from '../support/builders/listing-bodies';
import { apiPost } from './support/api';
import { expect, test } from './support/fixtures';
import { setPlanOf } from './support/plans';
import { E2E_BASE_URL } from './support/settings';

const business = (name: string) => businessBody({ name, description: 'Tyres fixed while you wait.', openingHours: null, websiteUrl: null });

test('the analytics page with charts at 360 px in dark mode; a Free member sees the preview', async ({ memberPage }) => {
  const owner = await memberPage('Musa Owner', { phone: true, dark: true });
  const { businessId } = await apiPost<{ businessId: number }>(owner.page.request, '/api/v1/businesses', business('Musa Vulcaniser'));

  // Free: the preview with the upgrade message, and the way there from the owner's page.
  await owner.page.goto(`/app/business/${businessId}`);
  await owner.page.getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(owner.page).toHaveURL(new RegExp(`/app/business/${businessId}/analytics$`));
  await expect(owner.page.getByText('Upgrade required')).toBeVisible();
  await expect(owner.page.getByText('Upgrade to Premium to access analytics')).toBeVisible();
  expect((await new AxeBuilder({ page: owner.page }).analyze()).violations).toEqual([]);

  // A visitor opens the page and taps Call (the tap is reported before the dialler opens).
  const visitor = await memberPage('Ada Visitor');
  await visitor.page.goto(`/app/business/${businessId}`);
  await expect(visitor.page.getByRole('heading', { name: 'Musa Vulcaniser' })).toBeVisible();
  const tapped = visitor.page.waitForRequest((request) => request.url().endsWith(`/api/v1/listings/business/${businessId}/taps`));
  await visitor.page.evaluate(() =>
    document
      .querySelector<HTMLAnchorElement>('a[data-tap="call"]')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
  );
  expect((await tapped).postDataJSON()).toEqual({ tap: 'call' });

  await setPlanOf(owner.page, 'premium');
  await owner.page.reload();
  const views = owner.page.getByRole('listitem').filter({ hasText: 'Profile views' }).first();
  await expect(views).toContainText('1');
  await expect(owner.page.getByRole('listitem').filter({ hasText: 'Call taps' }).first()).toContainText('1');
  // Each metric has a drawn chart and a table for screen readers.
  await expect(owner.page.locator('.uplot canvas').first()).toBeVisible();
  await expect(owner.page.getByRole('table', { name: 'Profile views per day, last 7 days' })).toBeAttached();
  await owner.page.getByRole('button', { name: '30 days' }).click();
  await expect(owner.page.getByRole('table', { name: 'Profile views per day, last 30 days' })).toBeAttached();
  // Nothing wider than the phone.
  const wide = await owner.page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => !element.closest('.sr-only') && element.getBoundingClientRect().right > 360.5)
      .slice(0, 5)
      .map((element) => `${element.tagName}.${element.className} ${element.getBoundingClientRect().right}`),
  );
  expect(wide).toEqual([]);
  const pageWidth = await owner.page.evaluate(() => document.documentElement.scrollWidth);
  await owner.page.goto(`/app/business/${businessId}`);
  // Whatever the shell itself adds at 360 px (its tab strip scrolls sideways), the analytics page adds nothing.
  expect(pageWidth).toBeLessThanOrEqual(await owner.page.evaluate(() => document.documentElement.scrollWidth));
  await owner.page.goBack();
  // Back on the analytics page (its lazy route rendered again) before the page is checked.
  await expect(owner.page).toHaveURL(new RegExp(`/app/business/${businessId}/analytics$`));
  await expect(owner.page.getByRole('table', { name: 'Profile views per day, last 7 days' })).toBeAttached();
  await expect(owner.page.getByRole('main')).toBeVisible();
  expect((await new AxeBuilder({ page: owner.page }).analyze()).violations).toEqual([]);
  expect(E2E_BASE_URL).toBeTruthy();
});
