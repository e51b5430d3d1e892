import { randomInt } from 'node:crypto';
import { readCatalog } from '../../build/i18n-messages';
import { businessBody } from '../support/builders/listing-bodies';
import { apiPost } from './support/api';
import { waitingForApp } from './support/app-ready';
import { PHONE, expect, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/settings';
import { awaitMessageTo, codeSentTo } from './support/termii';

/*
 * Issue 40: a customer's first message to the business of an owner who signed up by phone makes an SMS, which the
 * Termii stand-in receives: in the owner's language (Hausa), naming the customer and the business, never what the
 * customer wrote, with a link. The owner opens that link on a 360 px phone in dark mode and sees the conversation.
 */
const ha = readCatalog('ha');
const say = (english: string) => {
  const text = ha[english];
  if (!text) throw new Error(`no Hausa for ${JSON.stringify(english)}`);
  return text;
};

test('a customer’s first message to a phone owner’s business makes an SMS whose link opens the conversation for the owner (Hausa, 360 px, dark)', async ({
  browser,
  memberPage,
}) => {
  const context = await browser.newContext({ ...PHONE, baseURL: E2E_BASE_URL, locale: 'ha-NG', colorScheme: 'dark' });
  try {
    const owner = waitingForApp(await context.newPage());
    const phone = `+234805${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    const tag = String(randomInt(1000, 10_000));

    // The owner signs up by phone (the form itself is phone-sign-up.spec.ts), writes in Hausa and adds her business.
    await apiPost(owner.request, '/api/auth/phone-number/send-otp', { phoneNumber: phone });
    const code = await codeSentTo(owner.request, phone);
    await apiPost(owner.request, '/api/auth/phone-number/verify', {
      phoneNumber: phone,
      code,
      name: 'Hauwa Sani',
      password: 'Tuwo-da-miya-26',
    });
    const language = await owner.request.put('/api/v1/me/language', { data: { language: 'ha' }, headers: { origin: E2E_BASE_URL } });
    expect(language.status()).toBe(200);
    const businessName = `Hauwa Tailoring ${tag}`;
    const { businessId } = await apiPost<{ businessId: number }>(
      owner.request,
      '/api/v1/businesses',
      businessBody({ name: businessName, contactPhone: phone, latitude: 12.0022, longitude: 8.592 }),
    );

    // A customer finds the business and writes to it for the first time.
    const customer = await memberPage(`Tunde Bakare ${tag}`, { phone: true, dark: true });
    await customer.page.goto(`/app/business/${businessId}`);
    await customer.page.getByRole('link', { name: `Message ${businessName}` }).click();
    const words = `Can you sew an agbada by Friday? ${tag}`;
    const composer = customer.page.getByRole('textbox', { name: /^Message / });
    await composer.fill(words);
    await composer.press('Enter');
    await expect(customer.page.getByTestId('message-text').filter({ hasText: words })).toBeVisible();

    // The stand-in received an SMS on the DND route, in Hausa, with the customer's first name and the business only.
    const sms = await awaitMessageTo(owner.request, phone, (text) => text.includes('/app/messages?user='));
    expect(sms.channel).toBe('dnd');
    const link = sms.sms.match(/https?:\/\/\S+/)![0];
    const hausa = say('New message from {name}{about, select, yes { about {listing}} other {}} — open LocalHub: {link}')
      .replace('{name}', 'Tunde')
      .replace(/\{about, select, yes \{(.*?)\{listing\}\} other \{\}\}/, `$1${businessName}`)
      .replace('{link}', link);
    expect(sms.sms).toBe(hausa);
    expect(sms.sms).not.toContain('agbada');
    expect(link.startsWith(`${E2E_BASE_URL}/app/messages?user=`)).toBe(true);

    // The link opens the conversation for the owner, in Hausa, at 360 px without sideways scrolling.
    await owner.goto(link);
    await expect(owner.locator('html')).toHaveAttribute('lang', 'ha');
    await expect(owner.locator('html')).toHaveClass(/\bdark\b/);
    await expect(owner.getByRole('heading', { level: 2, name: `Tunde Bakare ${tag}` })).toBeVisible();
    await expect(owner.getByTestId('message-text').filter({ hasText: words })).toBeVisible();
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  } finally {
    await context.close();
  }
});
