import pg from 'pg';
import sharp from 'sharp';
import { nextTotpCode, secretOf, totpCode } from '../support/totp';
import { apiPost } from './support/api';
import { LAGOS, pointAt, uniqueTag } from './support/discovery';
import { expect, test } from './support/fixtures';
import { seriousViolations, toast } from './support/page-checks';
import { E2E_BASE_URL } from './support/settings';

/*
 * Identity verification (issue 15, item 4): a member sends a photo of her ID and a selfie from Account; a moderator
 * signed in with a TOTP code approves it in the console; the "Verified identity" badge shows on her profile and her
 * listing. Everyone is on a 360 px phone in dark mode.
 */

async function grantModerator(email: string) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`UPDATE auth_user SET role = 'moderator' WHERE email = $1`, [email]);
  } finally {
    await client.end();
  }
}

const png = async (colour: { r: number; g: number; b: number }, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

const fitsPhone = async (page: import('@playwright/test').Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test('a member asks to be verified, a moderator approves it in the console, and the badge shows on her profile', async ({ memberPage }) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const efeName = `Efe ${tag}`;

  const efe = await memberPage(efeName, { phone: true, dark: true });
  const me = (await (await efe.page.request.get('/api/v1/me')).json()) as { userId: string };
  const business = await apiPost<{ businessId: number }>(efe.page.request, '/api/v1/businesses', {
    name: `Efe Tailoring ${tag}`,
    description: 'Native wear and alterations.',
    ...pointAt(LAGOS, 2, 120),
  });

  // Account → Verification: no request yet; she picks the document and both photos.
  await efe.page.goto('/app/account?tab=verification');
  await expect(efe.page.getByRole('heading', { name: 'Identity verification' })).toBeVisible();
  const form = efe.page.getByRole('form', { name: 'Ask for identity verification' });
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(form.getByText('Choose the document you photographed.')).toBeVisible();
  await expect(form.getByLabel('Document')).toBeFocused();
  expect(await seriousViolations(efe.page, { withoutToasts: true })).toEqual([]);

  await form.getByLabel('Document').selectOption({ label: 'Driver’s licence' });
  await form.getByLabel('Photo of your ID').setInputFiles({
    name: 'licence.png',
    mimeType: 'image/png',
    buffer: await png({ r: 30, g: 110, b: 170 }, 640, 400),
  });
  await form.getByLabel('Selfie').setInputFiles({
    name: 'selfie.png',
    mimeType: 'image/png',
    buffer: await png({ r: 190, g: 140, b: 110 }, 360, 480),
  });
  await fitsPhone(efe.page);
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(toast(efe.page, 'Sent for review')).toBeVisible();
  await expect(efe.page.getByText('Waiting for review')).toBeVisible();
  await expect(efe.page.getByText(/Driver’s licence and selfie sent on/)).toBeVisible();
  expect(await seriousViolations(efe.page, { withoutToasts: true })).toEqual([]);
  await fitsPhone(efe.page);

  // Tolu is a moderator with two-factor sign-in: she turns it on, then signs in with her password and a code.
  const tolu = await memberPage(`Tolu ${tag}`, { phone: true, dark: true });
  await grantModerator(tolu.member.email);
  const headers = { origin: E2E_BASE_URL };
  const enable = await tolu.page.request.post('/api/auth/two-factor/enable', { headers, data: { password: tolu.member.password } });
  expect(enable.status(), await enable.text()).toBe(200);
  const secret = secretOf(((await enable.json()) as { totpURI: string }).totpURI);
  const confirm = await tolu.page.request.post('/api/auth/two-factor/verify-totp', { headers, data: { code: totpCode(secret) } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  expect((await tolu.page.request.post('/api/auth/sign-out', { headers, data: {} })).ok()).toBe(true);
  await tolu.page.goto('/auth');
  await tolu.page.getByLabel('Email').fill(tolu.member.email);
  await tolu.page.getByLabel('Password', { exact: true }).fill(tolu.member.password);
  await tolu.page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await tolu.page.getByLabel('Authentication code').fill(nextTotpCode(secret));
  await tolu.page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(tolu.page).toHaveURL(/\/app$/);

  // The console's Identity tab shows Efe's request with both photos, read with Tolu's staff session.
  await tolu.page.goto('/admin');
  await expect(tolu.page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await tolu.page.getByRole('tab', { name: 'Identity' }).click();
  const request = tolu.page.getByRole('list', { name: 'Identity requests' }).getByRole('listitem').filter({ hasText: efeName });
  await expect(request).toContainText('Driver’s licence');
  for (const alt of [`Photo of the ID of ${efeName}`, `Selfie of ${efeName}`]) {
    const image = request.getByRole('img', { name: alt });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
  expect(await seriousViolations(tolu.page, { withoutToasts: true })).toEqual([]);
  await fitsPhone(tolu.page);
  await request.getByRole('button', { name: `Approve ${efeName}` }).click();
  const dialog = tolu.page.getByRole('dialog', { name: 'Approve this identity' });
  await dialog.getByLabel('Note (optional)').fill('Licence matches the selfie');
  expect(await seriousViolations(tolu.page, { withoutToasts: true })).toEqual([]);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(tolu.page, `${efeName} is verified`)).toBeVisible();
  await expect(tolu.page.getByText('No identity requests')).toBeVisible();
  await tolu.page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(tolu.page.getByRole('list', { name: 'Audit log' })).toContainText('approve identity');

  // Efe's profile and listing carry the badge; Account says she is verified.
  await efe.page.goto(`/app/members/${me.userId}`);
  await expect(efe.page.getByRole('heading', { level: 1, name: efeName })).toBeVisible();
  await expect(efe.page.getByText('Verified identity', { exact: true })).toBeVisible();
  expect(await seriousViolations(efe.page, { withoutToasts: true })).toEqual([]);
  await fitsPhone(efe.page);
  await efe.page.goto(`/app/business/${business.businessId}`);
  await expect(efe.page.getByRole('heading', { level: 1, name: `Efe Tailoring ${tag}` })).toBeVisible();
  await expect(efe.page.getByText('Verified identity', { exact: true })).toBeVisible();
  await efe.page.goto('/app/account?tab=verification');
  await expect(efe.page.getByText('Your identity is verified.', { exact: false })).toBeVisible();
  await expect(efe.page.getByRole('form', { name: 'Ask for identity verification' })).toHaveCount(0);
});
