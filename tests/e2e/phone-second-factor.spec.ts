import { randomInt } from 'node:crypto';
import { readCatalog } from '../../build/i18n-messages';
import { secretOf, totpCode } from '../support/totp';
import { apiPost } from './support/api';
import { waitingForApp } from './support/app-ready';
import { signedInMember } from './support/discovery';
import { PHONE, expect, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/settings';
import { codeSentTo, messagesTo } from './support/termii';

/*
 * Issue 40, point 3: a member with two-factor sign-in on turns on codes by SMS in Account → Security, then signs in
 * with the password and "Text me a code" instead of the authenticator app (Igbo, 360 px, dark, keyboard).
 */
const ig = readCatalog('ig');
const say = (english: string) => {
  const text = ig[english];
  if (!text) throw new Error(`no Igbo for ${JSON.stringify(english)}`);
  return text;
};

test('a member turns on codes by SMS as a second factor and signs in with one (Igbo, 360 px, dark)', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, baseURL: E2E_BASE_URL, locale: 'ig-NG', colorScheme: 'dark' });
  try {
    const page = waitingForApp(await context.newPage());
    const member = await signedInMember(page, 'Chiamaka Eze');
    // Her number, confirmed by its code, and TOTP on: set up through the API (their forms have journeys of their own).
    const phone = `+234806${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    await apiPost(page.request, '/api/auth/phone-number/send-otp', { phoneNumber: phone });
    const proof = await codeSentTo(page.request, phone);
    await apiPost(page.request, '/api/auth/phone-number/verify', { phoneNumber: phone, code: proof, updatePhoneNumber: true });
    const { totpURI } = await apiPost<{ totpURI: string }>(page.request, '/api/auth/two-factor/enable', { password: member.password });
    await apiPost(page.request, '/api/auth/two-factor/verify-totp', { code: totpCode(secretOf(totpURI)) });

    await page.goto('/app/account?tab=security');
    const sms = page.getByRole('region', { name: say('Codes by SMS') });
    await sms.getByLabel(say('Your password')).fill(member.password);
    await sms.getByLabel(say('Your password')).press('Enter');
    await expect(
      sms.getByText(
        say('On: when you sign in you can ask for a code by SMS to your number ending {digits}.').replace('{digits}', phone.slice(-4)),
      ),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    expect((await page.request.post('/api/auth/sign-out', { headers: { origin: E2E_BASE_URL }, data: {} })).status()).toBe(200);
    await page.goto('/auth');
    await page.getByLabel(say('Email')).fill(member.email);
    await page.getByLabel(say('Password'), { exact: true }).fill(member.password);
    await page.getByLabel(say('Password'), { exact: true }).press('Enter');

    // The second step offers the authenticator's field and, beside it, a code by SMS.
    await expect(page.getByLabel(say('Authentication code'))).toBeFocused();
    const sent = (await messagesTo(page.request, phone)).length;
    await page.getByRole('button', { name: say('Text me a code') }).click();
    await expect(
      page.getByText(say('We sent a 6-digit code by SMS to your number ending {digits}.').replace('{digits}', phone.slice(-4))),
    ).toBeVisible();
    expect(await messagesTo(page.request, phone)).toHaveLength(sent + 1);
    const codeField = page.getByLabel(say('6-digit code'));
    await expect(codeField).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await codeField.fill(await codeSentTo(page.request, phone));
    await codeField.press('Enter');
    await expect(page).toHaveURL(/\/app$/);
    expect((await (await page.request.get('/api/v1/me')).json()).email).toBe(member.email.toLowerCase());
  } finally {
    await context.close();
  }
});
