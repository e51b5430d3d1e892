import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/page-checks';

test('a visitor reads the landing page; Sign In opens the sign-in tab and every call to join opens Sign Up', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Trusted Hub for Jobs and Business Networking');
  for (const anchor of ['#features', '#pricing', '#contact']) await expect(page.locator(anchor)).toBeAttached();
  // The figures are LocalHub's own counts, as the server gives them: never made-up ones.
  const { counts } = (await (await page.request.get('/api/v1/highlights')).json()) as { counts: Record<string, number> };
  const stats = page.getByRole('region', { name: 'On LocalHub today' });
  for (const [label, key] of [
    ['Members', 'members'],
    ['Businesses', 'businesses'],
    ['Professionals', 'professionals'],
    ['Cities with listings', 'cities'],
  ] as const) {
    await expect(stats.getByRole('listitem').filter({ hasText: label })).toContainText(counts[key]!.toLocaleString('en-NG'));
  }
  await expect(page.locator('body')).not.toContainText('50K+');

  const pricing = page.locator('#pricing');
  await expect(pricing.getByText('₦2,500')).toBeVisible();
  await expect(pricing.getByText('₦5,000')).toBeVisible();
  await expect(pricing.getByText('Most Popular')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('$');

  const hrefs = (name: string) =>
    page.getByRole('link', { name, exact: true }).evaluateAll((all) => all.map((a) => a.getAttribute('href')));
  expect(await hrefs('Sign In')).toContain('/auth');
  for (const href of await hrefs('Sign In')) expect(href).toBe('/auth');
  for (const name of ['Get Started', 'Start Your Journey', 'Join LocalHub free']) {
    const found = await hrefs(name);
    expect(found.length, name).toBeGreaterThan(0);
    for (const href of found) expect(href, name).toBe('/auth?tab=signup');
  }
  const planLinks = pricing.getByRole('link');
  expect(await planLinks.count()).toBe(3);
  for (const href of await planLinks.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) expect(href).toBe('/auth?tab=signup');
  // No button that does nothing: the second call to action goes to the features.
  await page.getByRole('link', { name: 'See how it works' }).click();
  await expect(page).toHaveURL(/#features$/);

  await page.getByRole('link', { name: 'Start Your Journey' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
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
