import pg from 'pg';
import { secretOf, totpCode } from '../support/totp';
import { apiPost } from './support/api';
import { LAGOS, pointAt, uniqueTag } from './support/discovery';
import { expect, test } from './support/fixtures';
import { seriousViolations, toast } from './support/page-checks';
import { E2E_BASE_URL } from './support/settings';

/*
 * Moderation (issue 15): a member reports a listing; a moderator who signs in with a TOTP code (computed here as an
 * authenticator app would, RFC 6238) hides it from the console; a third member can no longer find it.
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

test('a member reports a listing, a moderator signed in with TOTP hides it, and it is gone for everyone else', async ({ memberPage }) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const businessName = `Quick Loans ${tag}`;

  const owner = await memberPage(`Kola ${tag}`);
  const business = await apiPost<{ businessId: number }>(owner.page.request, '/api/v1/businesses', {
    name: businessName,
    description: 'Send a fee first and we lend you millions.',
    ...pointAt(LAGOS, 3, 45),
  });
  const path = `/app/business/${business.businessId}`;

  // Ada reports it from her phone, in dark mode.
  const ada = await memberPage(`Ada ${tag}`, { phone: true, dark: true });
  await ada.page.goto(path);
  await expect(ada.page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await ada.page.getByRole('button', { name: 'Report this business' }).click();
  const dialog = ada.page.getByRole('dialog', { name: 'Report this business' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Scam or fraud').check();
  await dialog.getByLabel('More details (optional)').fill('They asked me for a processing fee.');
  expect(await seriousViolations(ada.page, { withoutToasts: true })).toEqual([]);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(ada.page, 'Reported — thank you')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The console does not exist for her.
  await ada.page.goto('/admin');
  await expect(ada.page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();

  // Tolu is a moderator: the console refuses her until she signs in with a second factor.
  const tolu = await memberPage(`Tolu ${tag}`, { phone: true, dark: true });
  await grantModerator(tolu.member.email);
  await tolu.page.goto('/admin');
  await expect(tolu.page.getByRole('heading', { name: 'Two-factor sign-in needed' })).toBeVisible();

  // She turns it on in Account → Security with the QR code's key.
  await tolu.page.goto('/app/account?tab=security');
  await tolu.page.getByLabel('Your password').fill(tolu.member.password);
  await tolu.page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const qr = tolu.page.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  const key = (await tolu.page.locator('code').first().textContent())!.trim();
  expect(secretOf(`otpauth://totp/x?secret=${key}`)).toBe(key);
  expect(await seriousViolations(tolu.page, { withoutToasts: true })).toEqual([]);
  await tolu.page.getByLabel('Code from the app').fill(totpCode(key));
  await tolu.page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(tolu.page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
  await tolu.page.getByRole('button', { name: 'I have saved my codes' }).click();

  // She signs in again: password, then the code.
  expect((await tolu.page.request.post('/api/auth/sign-out', { headers: { origin: E2E_BASE_URL }, data: {} })).ok()).toBe(true);
  await tolu.page.goto('/auth');
  await tolu.page.getByLabel('Email').fill(tolu.member.email);
  await tolu.page.getByLabel('Password', { exact: true }).fill(tolu.member.password);
  await tolu.page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await tolu.page.getByLabel('Authentication code').fill(totpCode(key));
  await tolu.page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(tolu.page).toHaveURL(/\/app$/);

  // The console shows Ada's report with the listing; Tolu hides it.
  await tolu.page.goto('/admin');
  await expect(tolu.page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  const item = tolu.page.getByRole('listitem').filter({ hasText: businessName });
  await expect(item).toContainText('Scam or fraud × 1');
  await expect(item).toContainText('They asked me for a processing fee.');
  expect(await seriousViolations(tolu.page, { withoutToasts: true })).toEqual([]);
  expect(await tolu.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await item.getByRole('button', { name: 'Hide' }).click();
  const confirm = tolu.page.getByRole('dialog', { name: 'Hide this content' });
  await confirm.getByLabel('Reason').fill('Advance-fee fraud');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(tolu.page, 'Hide this content: done')).toBeVisible();
  await expect(tolu.page.getByText('No open reports')).toBeVisible();
  await tolu.page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(tolu.page.getByRole('list', { name: 'Audit log' })).toContainText('Advance-fee fraud');

  // Bayo can no longer open it or find it.
  const bayo = await memberPage(`Bayo ${tag}`);
  await bayo.page.goto(path);
  await expect(bayo.page.getByRole('heading', { level: 1, name: 'Business not found' })).toBeVisible();
  await bayo.page.goto(`/app/search?q=${encodeURIComponent(businessName)}`);
  await expect(bayo.page.getByText(businessName)).toHaveCount(0);
});
