import { expect, test } from './support/fixtures';
import { newMember } from './support/accounts';
import { toast } from './support/page-checks';

test('a member who tried to sign in before verifying opens the new link and lands in the app, signed in, told "Email verified"', async ({
  page,
}) => {
  const member = newMember();
  await page.goto('/auth?tab=signup');
  await page.getByLabel('Full Name').fill(member.fullName);
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Account created!')).toBeVisible();

  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toast(page, 'Please verify your email first')).toBeVisible();

  // The newest mail is the link sent with the refused sign-in. The outbox reads on a phone: its long links wrap.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dev/mail');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page
    .locator('article', { hasText: `To ${member.email}` })
    .filter({ hasText: /Verify your email/ })
    .first()
    .locator('a')
    .first()
    .click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(toast(page, 'Email verified')).toBeVisible();
  const session = await (await page.request.get('/api/auth/get-session')).json();
  expect(session?.user?.email).toBe(member.email);
});
