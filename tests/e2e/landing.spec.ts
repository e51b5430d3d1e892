import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/page-checks';

test('a visitor reads the landing page and every call to action leads to /auth', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Trusted Hub for Jobs and Business Networking');
  for (const anchor of ['#features', '#pricing', '#contact']) await expect(page.locator(anchor)).toBeAttached();
  for (const figure of ['50K+', '10K+', '25K+', '100+']) await expect(page.getByText(figure, { exact: true })).toBeVisible();

  const pricing = page.locator('#pricing');
  await expect(pricing.getByText('₦2,500')).toBeVisible();
  await expect(pricing.getByText('₦5,000')).toBeVisible();
  await expect(pricing.getByText('Most Popular')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('$');

  const ctas = ['Sign In', 'Get Started', 'Start Your Journey'];
  for (const name of ctas) {
    const links = page.getByRole('link', { name, exact: true });
    expect(await links.count()).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) expect(href).toBe('/auth');
  }
  const planLinks = pricing.getByRole('link');
  expect(await planLinks.count()).toBe(3);
  for (const href of await planLinks.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) expect(href).toBe('/auth');

  await page.getByRole('link', { name: 'Start Your Journey' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
});

test('the landing page and /auth have no serious accessibility violations, in light and dark', async ({ page }) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of ['/', '/auth']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      expect(await seriousViolations(page), `${path} in ${scheme}`).toEqual([]);
    }
  }
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
