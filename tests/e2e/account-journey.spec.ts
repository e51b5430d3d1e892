import { expect, test } from './support/fixtures';
import { signIn, signUpAndVerify } from './support/accounts';

test('sign up, verify, sign in, edit the profile, go dark, change the password, sign out and back in', async ({ page }) => {
  // The helper checks the link lands in the app with "Email verified", then signs out.
  const member = await signUpAndVerify(page);

  await signIn(page, member.email, member.password);
  await expect(page.getByRole('heading', { name: 'Latest near you' })).toBeVisible();

  // Profile
  await page.goto('/app/account');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  await expect(page.getByLabel('Email')).toBeDisabled();
  await page.getByLabel('Full Name').fill('Halima Yusuf-Bello');
  await page.getByLabel('Bio').fill('Event planner in Kano. Weddings, naming ceremonies and conferences.');
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill('Kano');
  await page.getByRole('option', { name: /^Kano, Kano/ }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Halima Yusuf-Bello');
  await expect(location).toHaveValue(/Kano, Kano/);

  // Theme: dark survives a reload, and the page is never painted light first.
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByText('Theme updated')).toBeVisible();
  // Records the root element's classes from the start of parsing; nothing can be painted before <body> exists.
  await page.addInitScript(() => {
    const seen: Array<{ body: boolean; className: string }> = [];
    (window as unknown as { themeHistory: typeof seen }).themeHistory = seen;
    const record = () => seen.push({ body: Boolean(document.body), className: document.documentElement?.className ?? '' });
    new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const history = await page.evaluate(
    () => (window as unknown as { themeHistory: Array<{ body: boolean; className: string }> }).themeHistory,
  );
  const painted = history.filter((entry) => entry.body);
  expect(painted.length).toBeGreaterThan(0);
  expect(painted.filter((entry) => !/\bdark\b/.test(entry.className) || /\blight\b/.test(entry.className))).toEqual([]);

  // Password: the button waits for both fields, then the change takes effect.
  await page.getByRole('tab', { name: 'Security' }).click();
  const update = page.getByRole('button', { name: 'Update Password' });
  await expect(update).toBeDisabled();
  const newPassword = `${member.password}-new`;
  await page.getByLabel('New Password').fill(newPassword);
  await expect(update).toBeDisabled();
  await page.getByLabel('Confirm Password').fill(`${newPassword}x`);
  await update.click();
  await expect(page.getByText('Password mismatch')).toBeVisible();
  await page.getByLabel('Confirm Password').fill(newPassword);
  await update.click();
  await expect(page.getByText('Password updated')).toBeVisible();

  // Sign out from the Danger Zone; the shell then sends us to /auth.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Error signing in')).toBeVisible();

  await signIn(page, member.email, newPassword);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('a signed-in member who opens / or /auth is taken to /app', async ({ page }) => {
  const member = await signUpAndVerify(page);
  await signIn(page, member.email, member.password);
  await page.goto('/');
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/app$/);
});
