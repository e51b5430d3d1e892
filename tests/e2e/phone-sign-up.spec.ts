import { randomInt } from 'node:crypto';
import { readCatalog } from '../../build/i18n-messages';
import { PHONE, expect, test } from './support/fixtures';
import { waitingForApp } from './support/app-ready';
import { E2E_BASE_URL } from './support/settings';
import { codeSentTo, messagesTo } from './support/termii';

/*
 * Issue 40: a new member signs up with a phone number in Yoruba, on a 360 px phone in dark mode, with the keyboard,
 * enters the code the Termii stand-in received by SMS, adds a business with that number, which shows "Verified
 * number", later signs in with the number and her password, and sets a new one by a code when she forgets it.
 */
const yo = readCatalog('yo');
const say = (english: string) => {
  const text = yo[english];
  if (!text) throw new Error(`no Yoruba for ${JSON.stringify(english)}`);
  return text;
};

test('a new member signs up with a phone number and the code sent by SMS, adds a business with a verified number, then signs in with it (Yoruba, 360 px, dark, keyboard)', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, baseURL: E2E_BASE_URL, locale: 'yo-NG', colorScheme: 'dark' });
  try {
    const page = waitingForApp(await context.newPage());
    const national = `803${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    await page.goto('/auth?tab=signup&way=phone');
    await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await page.getByLabel(say('Full Name')).fill('Bisi Adebayo');
    await page.getByLabel(say('Phone number')).fill(`0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`);
    await page.getByLabel(say('Password (optional)'), { exact: true }).fill('Amala-and-ewedu-26');
    await page.getByLabel(say('Password (optional)'), { exact: true }).press('Enter');

    const codeField = page.getByLabel(say('6-digit code'));
    await expect(codeField).toBeFocused();
    const [sms] = await messagesTo(page.request, `+234${national}`);
    // An SMS on Termii's DND route, the one that reaches numbers on Do-Not-Disturb.
    expect(sms?.channel).toBe('dnd');
    const code = await codeSentTo(page.request, `+234${national}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await codeField.fill(code);
    await codeField.press('Enter');
    await expect(page).toHaveURL(/\/app$/);
    const me = await (await page.request.get('/api/v1/me')).json();
    expect(me).toMatchObject({ fullName: 'Bisi Adebayo', phoneNumber: `+234${national}`, email: null });

    // Her business's contact number is the one she proved: "Verified number" on her card and on the public page.
    await page.goto('/app/business');
    await page.getByRole('button', { name: say('Add Business') }).click();
    const dialog = page.getByRole('dialog', { name: say('Add New Business') });
    await dialog.getByLabel(say('Business Name')).fill('Bisi Adire');
    await dialog.getByLabel(say('Contact Phone')).fill(`+234${national}`);
    await dialog.getByLabel(say('Latitude')).fill('6.5095');
    await dialog.getByLabel(say('Longitude')).fill('3.3711');
    await dialog.getByRole('button', { name: say('Save Business') }).click();
    await expect(page.getByText(say('Verified number'))).toBeVisible();
    const { items: mine } = (await (await page.request.get('/api/v1/businesses/mine')).json()) as { items: { businessId: number }[] };
    await page.goto(`/business/${mine[0].businessId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bisi Adire' })).toBeVisible();
    await expect(page.getByText(say('Verified number'))).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Account → Notifications: the first message from a new customer comes by SMS; she wants reviews by WhatsApp.
    await page.goto('/app/account?tab=notifications');
    const alerts = page.getByRole('group', { name: say('By SMS or WhatsApp') });
    await expect(alerts.getByLabel(say('First message from a new customer'))).toHaveValue('sms');
    await alerts.getByLabel(say('Reviews of your listings')).selectOption('whatsapp');
    await expect
      .poll(async () => (await (await page.request.get('/api/v1/notifications/phone-alerts')).json()).channels.review)
      .toBe('whatsapp');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Signed out, she signs in with the number in another spelling and her password.
    expect((await page.request.post('/api/auth/sign-out', { headers: { origin: E2E_BASE_URL }, data: {} })).status()).toBe(200);
    await page.goto('/auth?way=phone');
    await page.getByLabel(say('Phone number')).fill(`+234 ${national}`);
    await page.getByLabel(say('Password'), { exact: true }).fill('Amala-and-ewedu-26');
    await page.getByLabel(say('Password'), { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/app$/);
    expect((await (await page.request.get('/api/v1/me')).json()).userId).toBe(me.userId);

    // Forgotten password: a code to the number and a new password, then she signs in with it.
    expect((await page.request.post('/api/auth/sign-out', { headers: { origin: E2E_BASE_URL }, data: {} })).status()).toBe(200);
    await page.goto('/auth?way=phone');
    await page.getByLabel(say('Phone number')).fill(`0${national}`);
    await page.getByRole('button', { name: say('Forgot your password?') }).click();
    await page.getByRole('button', { name: say('Send me a code') }).click();
    const resetCode = page.getByLabel(say('6-digit code'));
    await expect(resetCode).toBeFocused();
    await resetCode.fill(await codeSentTo(page.request, `+234${national}`));
    await page.getByLabel(say('New Password'), { exact: true }).fill('Ofada-and-ayamase-27');
    await page.getByLabel(say('New Password'), { exact: true }).press('Enter');
    await expect(page.getByLabel(say('Password'), { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByLabel(say('Password'), { exact: true }).fill('Ofada-and-ayamase-27');
    await page.getByLabel(say('Password'), { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/app$/);
  } finally {
    await context.close();
  }
});
