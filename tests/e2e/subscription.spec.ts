import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiPost } from './support/api';
import { seriousViolations, toast } from './support/page-checks';
import { E2E_BASE_URL } from './support/settings';

/*
 * Plans and payments (issue 11), in the browser: Account → Subscription in its three steps, the provider's checkout
 * (without Paystack keys, the server's built-in test checkout with its Pay, Fail and Cancel buttons), and the
 * payment return pages. Each journey makes its own Free member through the API.
 */

const SUBSCRIPTION = '/app/account?tab=subscription';

/** The step headings of the Subscription tab. */
const summaryHeading = (page: Page) => page.getByRole('heading', { name: 'Current Plan' });
const plansHeading = (page: Page) => page.getByRole('heading', { name: 'Choose a Plan' });
const methodHeading = (page: Page) => page.getByRole('heading', { name: 'Payment Method' });

/** The date a plan paid for now ends (30 days on), as the app writes it (Lagos time); either side of midnight. */
async function endDates(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const format = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Lagos' });
    const day = 24 * 60 * 60 * 1000;
    return [30, 31].map((days) => format.format(new Date(Date.now() + days * day)));
  });
}

test('a Free member upgrades to Premium on a phone in dark mode: three steps, Back buttons, a method, the test checkout, the success page and the billing history', async ({
  memberPage,
}) => {
  test.setTimeout(120_000);
  const { page, member } = await memberPage('Tunde Bakare', { phone: true, dark: true });

  // Step 1: the summary of a Free member.
  await page.goto(SUBSCRIPTION);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(summaryHeading(page)).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Free');
  await expect(page.getByText('0 / 1').first()).toBeVisible();
  await expect(page.getByText('No payments yet')).toBeVisible();
  await expect(page.getByText('API access is part of the Pro plan.')).toBeVisible();
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);

  // Step 2 and back, then forward again.
  await page.getByRole('button', { name: 'Upgrade Plan' }).click();
  await expect(plansHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(summaryHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade Plan' }).click();
  await expect(plansHeading(page)).toBeVisible();

  const plans = page.getByRole('list', { name: 'Plans' });
  const premium = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Premium' }) });
  await expect(premium.getByText('Most Popular')).toBeVisible();
  await expect(premium.getByText('₦2,500')).toBeVisible();
  await expect(
    plans
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Pro' }) })
      .getByText('₦5,000'),
  ).toBeVisible();
  await expect(plans.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);

  // Step 3 and back, then forward again.
  await premium.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(methodHeading(page)).toBeVisible();
  await expect(page.getByTestId('amount-due')).toHaveText('₦2,500.00');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(plansHeading(page)).toBeVisible();
  await premium.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(methodHeading(page)).toBeVisible();

  // The method is a radio group the keyboard moves through: card by default, then bank transfer, then USSD.
  const card = page.getByRole('radio', { name: /^Card/ });
  const transfer = page.getByRole('radio', { name: /^Bank Transfer/ });
  const ussd = page.getByRole('radio', { name: /^USSD/ });
  await expect(card).toBeChecked();
  await card.focus();
  await page.keyboard.press('ArrowDown');
  await expect(transfer).toBeChecked();
  await expect(transfer).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(ussd).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(transfer).toBeChecked();
  // Renewing automatically is a card's option only.
  const renew = page.getByRole('checkbox', { name: /Renew automatically/ });
  await expect(renew).toHaveCount(0);
  await page.keyboard.press('ArrowUp');
  await expect(card).toBeChecked();
  await renew.check();
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);

  // Hold the verification until "Verifying Payment" has been seen: on loopback it answers too quickly to catch.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v1\/payments\/[A-Za-z0-9-]+$/, async (route) => {
    await held;
    await route.continue();
  });

  // On a phone the checkout opens in this tab.
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  const pay = page.getByRole('button', { name: /^Pay ₦/ });
  await expect(pay).toBeVisible();
  await pay.click();

  await expect(page).toHaveURL(/\/payment-success\?reference=/);
  const reference = new URL(page.url()).searchParams.get('reference')!;
  expect(reference).toBeTruthy();
  await expect(page.getByRole('heading', { name: 'Verifying Payment' })).toBeVisible();
  release();

  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByTestId('payment-amount')).toHaveText('₦2,500.00');
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(toast(page, 'Your subscription has been activated.')).toBeVisible();
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
  await page.unroute(/\/api\/v1\/payments\/[A-Za-z0-9-]+$/);

  // Back in the Subscription tab: Premium, its end date, and the payment in the billing history.
  await page.getByRole('link', { name: 'Go to Subscription' }).click();
  await expect(summaryHeading(page)).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Premium');
  const [end30, end31] = await endDates(page);
  await expect(page.getByTestId('plan-end')).toHaveText(new RegExp(`(until|on) (${end30}|${end31})`));
  const payments = page.getByRole('list', { name: 'Payments' });
  const row = payments.getByRole('listitem').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('₦2,500.00')).toBeVisible();
  await expect(row.getByText('Premium plan')).toBeVisible();
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  // Paid by card with auto-renew ticked: the plan renews on its end date, and the switch says so.
  await expect(page.getByTestId('plan-end')).toHaveText(/^Renews on/);
  await expect(page.getByRole('switch', { name: 'Auto-renew' })).toBeChecked();
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);

  // Choosing Free on a paid plan asks first, then only stops the renewal: Premium stays until its end date.
  await page.getByRole('button', { name: 'Upgrade Plan' }).click();
  await page.getByRole('button', { name: 'Switch to Free' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Switch to Free?' });
  await expect(confirm).toContainText(/stays active until/);
  await confirm.getByRole('button', { name: 'Switch to Free' }).click();
  await expect(toast(page, 'then your account returns to Free')).toBeVisible();
  await expect(summaryHeading(page)).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Premium');
  await expect(page.getByTestId('plan-end')).toHaveText(
    new RegExp(`stays active until (${end30}|${end31}), then your account returns to Free`),
  );
  await expect(page.getByRole('switch', { name: 'Auto-renew' })).not.toBeChecked();

  // Its receipt: LocalHub, the member, the amount in naira, the reference and a Print button.
  await row.getByRole('link', { name: `Receipt for ${reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/app/account/receipts/${reference}$`));
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(page.locator('[data-receipt]').getByText('LocalHub', { exact: true })).toBeVisible();
  await expect(page.getByText(member.email)).toBeVisible();
  await expect(page.getByTestId('receipt-amount')).toHaveText('₦2,500.00');
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
  // On paper the app's frame is gone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByTestId('receipt-amount')).toBeVisible();
});

test('a checkout canceled in the new tab lands on "Payment Canceled", and Try Again returns to the plan list', async ({ memberPage }) => {
  test.setTimeout(90_000);
  const { page } = await memberPage('Ifeoma Nwosu');
  await page.goto(`${SUBSCRIPTION}&step=plans`);
  await expect(plansHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(methodHeading(page)).toBeVisible();
  await expect(page.getByTestId('amount-due')).toHaveText('₦5,000.00');

  // On a computer the checkout opens in a new tab; this tab says where to finish.
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  const checkout = await opened;
  await expect(page.getByText('Finish paying in the new tab')).toBeVisible();

  await checkout.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(checkout).toHaveURL(/\/payment-canceled/);
  await expect(checkout.getByRole('heading', { name: 'Payment Canceled' })).toBeVisible();
  await expect(checkout.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  expect(await seriousViolations(checkout, { withoutToasts: true })).toEqual([]);

  await checkout.getByRole('link', { name: 'Try Again' }).click();
  await expect(checkout).toHaveURL(/tab=subscription&step=plans/);
  await expect(plansHeading(checkout)).toBeVisible();
  await expect(checkout.getByTestId('current-plan')).toHaveCount(0);

  // Nothing was bought: still Free.
  await page.goto(SUBSCRIPTION);
  await expect(page.getByTestId('current-plan')).toHaveText('Free');
});

test('a failed payment shows the failure state with its toast, and Try Again returns to the plan list', async ({ memberPage }) => {
  test.setTimeout(90_000);
  const { page } = await memberPage('Musa Danjuma', { phone: true });
  await page.goto(`${SUBSCRIPTION}&step=method&plan=premium`);
  await expect(methodHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('button', { name: 'Fail', exact: true }).click();

  await expect(page).toHaveURL(/\/payment-success\?reference=/);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(toast(page, 'Your payment was not completed.')).toBeVisible();
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(plansHeading(page)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Plans' }).getByRole('button', { name: 'Current Plan' })).toBeVisible();
});

test('a server that takes no payments (PAYMENTS=off): the method step says so instead of "try again"', async ({ memberPage }) => {
  const { page } = await memberPage('Kemi Adeyemi', { phone: true });
  // This journey's server takes payments; the answer is the one a PAYMENTS=off server gives
  // (tests/api/payments-production.test.ts checks it there).
  const off = 'Payments are not available on LocalHub at the moment. Nothing was charged.';
  await page.route('**/api/v1/payments', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, json: { error: { code: 'PAYMENTS_OFF', message: off } } })
      : route.continue(),
  );
  await page.goto(`${SUBSCRIPTION}&step=method&plan=premium`);
  await expect(methodHeading(page)).toBeVisible();
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/v1/payments') && response.status() === 503);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await refused;
  await expect(toast(page, off)).toBeVisible();
  await expect(toast(page, 'Please try again')).toHaveCount(0);
  await expect(methodHeading(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
});

test('a Pro member creates an API token, sees it once with Copy, and revokes it after confirming', async ({ memberPage, request }) => {
  test.setTimeout(90_000);
  const { page } = await memberPage('Aisha Bello', { dark: true });
  // Pro bought through the API and the test checkout (the journey above does it through the screens).
  const started = await apiPost<{ reference: string; authorizationUrl: string }>(page.request, '/api/v1/payments', {
    planId: 'pro',
    method: 'card',
  });
  const paid = await page.request.post(started.authorizationUrl, { form: { action: 'pay' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const verified = await page.request.get(`/api/v1/payments/${started.reference}`);
  expect((await verified.json()).status).toBe('success');

  await page.goto(SUBSCRIPTION);
  await expect(page.getByTestId('current-plan')).toHaveText('Pro');
  const section = page.getByRole('region', { name: 'API Access' });
  await expect(section.getByText('No tokens yet')).toBeVisible();

  // The name is required (the shared schema's message), then the token is shown once.
  await section.getByRole('button', { name: 'Create Token' }).click();
  await expect(section.getByText('Give the token a name')).toBeVisible();
  await expect(section.getByLabel('Token name')).toBeFocused();
  await section.getByLabel('Token name').fill('Inventory sync');
  await section.getByRole('button', { name: 'Create Token' }).click();
  const shown = page.getByRole('dialog', { name: 'Copy your new token' });
  await expect(shown.getByText('cannot show it again')).toBeVisible();
  const secret = await shown.getByLabel('Your token').inputValue();
  expect(secret.length).toBeGreaterThan(20);
  await expect(shown.getByRole('button', { name: 'Copy' })).toBeVisible();
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
  await shown.getByRole('button', { name: 'Done' }).click();

  // Listed by name, prefix and use; the secret is not on the page any more.
  const tokens = section.getByRole('list', { name: 'Access tokens' });
  await expect(tokens.getByText('Inventory sync')).toBeVisible();
  await expect(tokens.getByText('Never used')).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // The token alone (no session cookie) manages the member's own listings.
  const withToken = { authorization: `Bearer ${secret}`, origin: E2E_BASE_URL };
  const business = { name: 'Aisha Fabrics', description: 'Ankara and lace.', latitude: 6.5244, longitude: 3.3792 };
  const created = await request.post('/api/v1/businesses', { headers: withToken, data: business });
  expect(created.status(), await created.text()).toBe(201);

  // Revoking asks first.
  await tokens.getByRole('button', { name: 'Revoke Inventory sync' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this token?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, 'Token revoked')).toBeVisible();
  await expect(section.getByText('No tokens yet')).toBeVisible();
  const refused = await request.post('/api/v1/businesses', { headers: withToken, data: business });
  expect(refused.status()).toBe(401);
});
