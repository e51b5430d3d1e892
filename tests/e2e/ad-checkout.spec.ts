import { expect, test } from './support/fixtures';
import { jpegFile } from './support/images';
import { uniqueTag } from './support/discovery';
import { seriousViolations } from './support/page-checks';
import { setPlanOf } from './support/plans';
import { placeInLagos } from './support/lagos';

/*
 * Issue 37.13 at 360 px: the Advertisement dialog previews the chosen image, paying for the ad offers the same methods
 * as a plan (card, bank transfer, USSD), and the success page leads back to Your ads, not to the subscription.
 */
test('an ad’s image is previewed, its checkout offers card, bank transfer and USSD, and its success page links Your ads', async ({
  memberPage,
}) => {
  const { page } = await memberPage('Bisi Adeyemi', { phone: true, dark: true });
  await setPlanOf(page, 'premium');
  await placeInLagos(page);
  const title = `Jollof trays ${uniqueTag()}`;

  await page.goto('/app/create');
  await page.getByRole('button', { name: 'Create advertisement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Advertisement' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Party trays delivered in Surulere.');
  await dialog.getByLabel('Budget (₦)').fill('3000');
  await dialog.getByLabel('Web address').fill('https://jollof.example.ng/');
  await expect(dialog.getByTestId('ad-image-preview')).toHaveCount(0);
  await dialog.getByLabel('Image').setInputFiles(await jpegFile('trays.jpg', { r: 220, g: 90, b: 30 }));
  // The chosen picture shows before anything is sent, inside the 360 px dialog.
  const preview = dialog.getByRole('img', { name: 'The chosen image' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^blob:/);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const box = (await preview.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // Saved, then Your ads opens with the payment-method step for it.
  await expect(page).toHaveURL(/\/app\/ads\?pay=\d+/);
  const pay = page.getByRole('dialog', { name: 'Pay for your advertisement' });
  await expect(pay).toBeVisible();
  await expect(pay.getByTestId('ad-amount-due')).toHaveText('₦3,000.00');
  const methods = pay.getByRole('group', { name: 'How would you like to pay?' });
  await expect(methods.getByRole('radio')).toHaveCount(3);
  await expect(pay.getByRole('radio', { name: /^Card/ })).toBeChecked();
  await expect(pay.getByRole('radio', { name: /^Bank Transfer/ })).toBeVisible();
  await pay.getByRole('radio', { name: /^USSD/ }).check();
  await expect(pay.getByText(/by USSD on Paystack's secure checkout/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await pay.getByRole('button', { name: 'Continue to Payment' }).click();

  // The test checkout was asked for USSD; Pay returns to the success page.
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(page.locator('dd', { hasText: /^ussd$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₦3,000.00' }).click();
  await expect(page).toHaveURL(/\/payment-success\?reference=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Subscription' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Your ads' })).toBeVisible();
  // The "running" toast is judged once it has settled: while it fades in its text is not yet at full contrast.
  await page
    .locator('[data-sonner-toaster]')
    .evaluate((toaster) => Promise.all(toaster.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Go to Your ads' }).click();
  await expect(page).toHaveURL(/\/app\/ads$/);
  const card = page.locator('[data-testid^="ad-"]').filter({ hasText: title }).first();
  await expect(card.getByText('Running', { exact: true })).toBeVisible();
});

test('a plan’s checkout left with Cancel shows Cancelled in billing history, not Pending', async ({ memberPage }) => {
  const { page } = await memberPage('Tunde Bakare', { phone: true });
  await page.goto('/app/account?tab=subscription&step=plans');
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  // On a phone the checkout opens in this tab.
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-canceled\?reference=/);
  await expect(page.getByRole('heading', { name: 'Payment Canceled' })).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await page.goto('/app/account?tab=subscription');
  const history = page.getByRole('list', { name: 'Payments' });
  await expect(history.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(history.getByText('Pending', { exact: true })).toHaveCount(0);
});
