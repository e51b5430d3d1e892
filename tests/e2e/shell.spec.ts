import { expect, test } from './support/fixtures';
import { signIn, signUpAndVerify } from './support/accounts';

test('the shell on a 360 px phone: bottom bar with five items, tagline hidden, top tabs where they belong', async ({ page }) => {
  const member = await signUpAndVerify(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, member.email, member.password);

  const bottom = page.getByRole('navigation', { name: 'Main' });
  await expect(bottom).toBeVisible();
  await expect(bottom.getByRole('link')).toHaveCount(5);
  for (const name of ['Home', 'Messages', 'Create', 'Notifications', 'Account']) {
    await expect(bottom.getByRole('link', { name })).toBeVisible();
  }
  await expect(bottom.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('tagline')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const sections = page.getByRole('navigation', { name: 'Sections' });
  await expect(sections.getByRole('link', { name: 'Feed' })).toHaveAttribute('aria-current', 'page');
  await sections.getByRole('link', { name: 'My Business' }).click();
  await expect(page.getByRole('heading', { name: 'My Businesses' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'My Business' })).toHaveAttribute('aria-current', 'page');

  await bottom.getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expect(sections).toHaveCount(0);
  await expect(bottom.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('tagline')).toBeVisible();
  await expect(bottom).toBeHidden();
});

test('a visitor who opens /app is sent to /auth', async ({ page }) => {
  await page.goto('/app/business');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the system theme follows the device live, and a choice is kept under "theme" in localStorage', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('html')).not.toHaveClass(/\blight\b/);

  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

test('a change of the system theme while the app is starting is not missed', async ({ page }) => {
  // The device's dark-mode query, faked: it turns dark just before the app starts listening, so the change event
  // fires for nobody; the app must still end dark.
  await page.addInitScript(() => {
    const query = '(prefers-color-scheme: dark)';
    const realMatchMedia = window.matchMedia.bind(window);
    let dark = false;
    const fake = {
      media: query,
      onchange: null,
      get matches() {
        return dark;
      },
      addEventListener() {
        dark = true;
      },
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => true,
    };
    window.matchMedia = (media: string) => (media === query ? (fake as unknown as MediaQueryList) : realMatchMedia(media));
  });
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('html')).not.toHaveClass(/\blight\b/);
});
