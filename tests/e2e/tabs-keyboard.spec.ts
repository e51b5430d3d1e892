import { expect, test } from './support/fixtures';
import { appReady } from './support/app-ready';

/*
 * Account's sections are tabs as WAI-ARIA describes them (components/ui/tabs.tsx): one tab in the Tab order, arrows,
 * Home and End move between tabs and choose as they go (wrapping at the ends), the address follows, and each panel is
 * named by its tab.
 */
test('account tabs: one in the Tab order, arrows, Home and End choose, and the panel is named by its tab', async ({ member, page }) => {
  await page.goto('/app/account');
  await appReady(page);
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  const tabs = page.getByRole('tablist', { name: 'Account settings sections' }).getByRole('tab');
  await expect(tabs).toHaveCount(7);
  await expect(tabs.and(page.locator('[tabindex="0"]'))).toHaveCount(1);

  const profile = page.getByRole('tab', { name: 'Profile' });
  await expect(profile).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Profile' })).toBeVisible();

  await profile.focus();
  await page.keyboard.press('ArrowRight');
  const subscription = page.getByRole('tab', { name: 'Subscription' });
  await expect(subscription).toBeFocused();
  await expect(subscription).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Subscription' })).toBeVisible();
  await expect(page).toHaveURL(/tab=subscription/);

  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Blocked' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Blocked' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(profile).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Profile' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Blocked' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(profile).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
});
