import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fillSignUp, followEmailLink, newMember, signIn } from './support/accounts';
import { E2E_BASE_URL } from './support/settings';
import { seriousViolations, toast } from './support/page-checks';

/** How many emails the development outbox holds for an address. */
async function mailCount(request: APIRequestContext, to: string): Promise<number> {
  const { items } = (await (await request.get('/dev/mail.json')).json()) as { items: { to: string }[] };
  return items.filter((mail) => mail.to === to).length;
}

test('a member who tried to sign in before verifying opens the new link and lands in the app, signed in, told "Email verified"', async ({
  page,
}) => {
  const member = newMember();
  await fillSignUp(page, member);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Account created!' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to sign in' }).click();

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

test('a member who mistyped their address sees where the link went, sends it again, corrects the address and signs in (360 px, dark, keyboard)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  const member = newMember();
  const typo = member.email.replace('@example.ng', '@exmaple.ng');
  await page.goto('/auth?tab=signup');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByLabel('Full Name').fill(member.fullName);
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Email').fill(typo);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');

  // The panel takes the form's place and keeps focus there; it lasts (no toast to miss).
  const panel = page.getByRole('region', { name: 'Account created!' });
  await expect(panel).toContainText(`We sent a link to ${typo}. Open it to verify your account, then sign in.`);
  await expect(panel.getByRole('heading', { name: 'Account created!' })).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
  await expect.poll(() => mailCount(page.request, typo)).toBe(1);

  // Resend: a second email, "Sent again", and the button waits with a visible countdown.
  await panel.getByRole('button', { name: 'Resend the link' }).press('Enter');
  await expect(panel.getByRole('status')).toHaveText('Sent again');
  await expect(panel.getByRole('button', { name: /^Resend in \d+ seconds$/ })).toBeDisabled();
  await expect.poll(() => mailCount(page.request, typo)).toBe(2);

  // Wrong address? opens the correction with the keyboard: the new address, then the password, then Enter.
  const wrongAddress = panel.getByRole('button', { name: 'Wrong address?' });
  await wrongAddress.press('Enter');
  await expect(wrongAddress).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Correct email address')).toBeFocused();
  await page.keyboard.type(member.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(member.password);
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
  await page.keyboard.press('Enter');

  await expect(panel).toContainText(`We sent a link to ${member.email}. Open it to verify your account, then sign in.`);
  await expect(panel.getByRole('heading', { name: 'Account created!' })).toBeFocused();
  await expect(panel.getByRole('status')).toHaveText('Address corrected. The link is on its way there.');
  await expect(page.getByLabel('Correct email address')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect.poll(() => mailCount(page.request, member.email)).toBe(1);

  // The link from the right inbox verifies the account and signs the member in; then they sign in with the password.
  await followEmailLink(page, member.email, /Verify your email/);
  await expect(page).toHaveURL(/\/app$/);
  await expect(toast(page, 'Email verified')).toBeVisible();
  const signOut = await page.request.post('/api/auth/sign-out', { headers: { origin: E2E_BASE_URL }, data: {} });
  expect(signOut.ok()).toBe(true);
  await signIn(page, member.email, member.password);
  const session = await (await page.request.get('/api/auth/get-session')).json();
  expect(session?.user?.email).toBe(member.email);
});

test('Resend shows the limit’s own words when the address has had its links for the hour', async ({ page }) => {
  const member = newMember();
  await fillSignUp(page, member);
  await page.getByRole('button', { name: 'Create Account' }).click();
  const panel = page.getByRole('region', { name: 'Account created!' });
  await expect(panel).toBeVisible();

  // The address's count (ACCOUNT_LIMIT_PER_ADDRESS, 5 an hour) spent elsewhere.
  for (let i = 0; i < 5; i += 1) {
    const spent = await page.request.post('/api/auth/send-verification-email', {
      headers: { origin: E2E_BASE_URL },
      data: { email: member.email },
    });
    expect(spent.status()).toBe(200);
  }
  await panel.getByRole('button', { name: 'Resend the link' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^Too many verification emails requested\. Please wait \d+ minutes and try again\.$/);
  await expect(panel.getByRole('button', { name: 'Resend the link' })).toBeEnabled();
});
