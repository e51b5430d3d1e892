import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

test('a new toast replaces the one on screen: one at a time, none queued behind it (docs/spec/part-1-access-shell-home-search-plans.md §9)', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('nobody@example.ng');
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
  const submit = page.getByRole('button', { name: 'Sign In', exact: true });
  const toasts = page.locator('[data-sonner-toast]');
  for (let i = 0; i < 4; i += 1) {
    await submit.click();
    await expect(submit).toBeEnabled();
  }
  // Well inside the 5 s a toast lasts: the earlier ones are gone, not waiting hidden to show next.
  await expect(toasts).toHaveCount(1, { timeout: 3000 });
  await expect(toasts).toHaveAttribute('data-visible', 'true');
});

/** Axe's colour check on the toaster alone, once the toast on screen has finished sliding and fading in. */
async function settledToastContrast(page: Page) {
  const shown = page.locator('[data-sonner-toast][data-visible="true"]');
  await expect(shown).toHaveCount(1);
  await shown.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  const results = await new AxeBuilder({ page }).include('[data-sonner-toaster]').withRules(['color-contrast']).analyze();
  return results.violations.flatMap((violation) => violation.nodes.map((node) => node.failureSummary));
}

test('success and error toasts are readable in the light and the dark theme', async ({ member, page, browser, baseURL }) => {
  expect(member.email).toBeTruthy();
  await page.goto('/app/account');
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'dark');
  await expect(page.locator('[data-sonner-toast][data-type="success"]')).toBeVisible();
  expect(await settledToastContrast(page)).toEqual([]);
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'light');
  expect(await settledToastContrast(page)).toEqual([]);

  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme, baseURL });
    const visitor = await context.newPage();
    await visitor.goto('/auth');
    await visitor.getByLabel('Email').fill('nobody@example.ng');
    await visitor.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await visitor.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(visitor.locator('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', colorScheme);
    await expect(visitor.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
    expect(await settledToastContrast(visitor)).toEqual([]);
    await context.close();
  }
});
