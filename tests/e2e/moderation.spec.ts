import type { Page } from '@playwright/test';
import pg from 'pg';
import { nextTotpCode, secretOf, totpCode } from '../support/totp';
import { apiPost } from './support/api';
import { LAGOS, pointAt, uniqueTag } from './support/discovery';
import { expect, test } from './support/fixtures';
import { seriousViolations, toast } from './support/page-checks';
import { E2E_BASE_URL } from './support/settings';
import { placeInLagos } from './support/lagos';

/*
 * Moderation (issue 15): a member reports a listing; a moderator who signs in with a TOTP code (computed here as an
 * authenticator app would, RFC 6238) hides it from the console; a third member can no longer find it.
 */

/** One statement on the e2e database, for set-up the journeys do not test themselves. */
async function query<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const grantModerator = (email: string) => query(`UPDATE auth_user SET role = 'moderator' WHERE email = $1`, [email]);
const userIdOf = async (email: string) => (await query<{ id: string }>(`SELECT id FROM auth_user WHERE email = $1`, [email]))[0]!.id;

/** Reports what the dialog behind `button` is about, as a member does: a reason, then Send. */
async function report(page: Page, noun: string, reason: string) {
  await page.getByRole('button', { name: `Report this ${noun}` }).click();
  const dialog = page.getByRole('dialog', { name: `Report this ${noun}` });
  await dialog.getByLabel(reason).check();
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  // The newest toast is first; an earlier report's may still be leaving.
  await expect(toast(page, 'Reported — thank you').first()).toBeVisible();
  await expect(dialog).toBeHidden();
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
  await tolu.page.getByLabel('Authentication code').fill(nextTotpCode(key));
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
  // Other journeys running alongside may have reports open: this one's item leaves the queue.
  await expect(tolu.page.getByRole('listitem').filter({ hasText: businessName })).toHaveCount(0);
  await tolu.page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(tolu.page.getByRole('list', { name: 'Audit log' })).toContainText('Advance-fee fraud');

  // Bayo can no longer open it or find it.
  const bayo = await memberPage(`Bayo ${tag}`);
  await bayo.page.goto(path);
  await expect(bayo.page.getByRole('heading', { level: 1, name: 'Business not found' })).toBeVisible();
  await bayo.page.goto(`/app/search?q=${encodeURIComponent(businessName)}`);
  // The answer has come (the subtitle names the query once it has) and holds no card.
  await expect(bayo.page.getByText(`Showing 0 results for "${businessName}"`)).toBeVisible();
  await expect(bayo.page.getByRole('heading', { level: 3, name: businessName })).toHaveCount(0);
});

test('the console at 360 px in dark: a header back to the app; queue, dialog and audit log name the item, its owner and its page', async ({
  memberPage,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const businessName = `Zobo Palace ${tag}`;
  const kola = await memberPage(`Kola ${tag}`);
  const business = await apiPost<{ businessId: number }>(kola.page.request, '/api/v1/businesses', {
    name: businessName,
    description: 'Zobo and chin-chin, fresh every morning.',
    ...pointAt(LAGOS, 3, 45),
  });
  const path = `/app/business/${business.businessId}`;
  const ada = await memberPage(`Ada ${tag}`);
  await apiPost(ada.page.request, '/api/v1/reports', { kind: 'business', id: business.businessId, reason: 'spam' });

  // Tolu is a moderator whose session passed a TOTP check (the first journey signs in through the screens).
  const tolu = await memberPage(`Tolu ${tag}`, { phone: true, dark: true });
  await grantModerator(tolu.member.email);
  const enable = await apiPost<{ totpURI: string }>(tolu.page.request, '/api/auth/two-factor/enable', { password: tolu.member.password });
  await apiPost(tolu.page.request, '/api/auth/two-factor/verify-totp', { code: totpCode(secretOf(enable.totpURI)) });

  await tolu.page.goto('/admin');
  await expect(tolu.page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  const header = tolu.page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Back to the app' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'LocalHub' })).toHaveAttribute('href', '/app');

  // The queue names the listing and links to it; the dialog says what is dismissed, not "business: Business".
  const item = tolu.page.getByRole('listitem').filter({ hasText: businessName });
  await expect(item.getByRole('link', { name: businessName })).toHaveAttribute('href', path);
  await expect(item).toContainText(`Owner: Kola ${tag}`);
  await expect(item).toContainText(/1 report · first \d{1,2} \w{3,4} \d{4} at \d{2}:\d{2}/);
  await item.getByRole('button', { name: 'Dismiss' }).click();
  const dialog = tolu.page.getByRole('dialog', { name: 'Dismiss the reports' });
  await expect(dialog).toContainText(`business “${businessName}” by Kola ${tag}`);
  await dialog.getByLabel('Reason').fill('A real zobo seller');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(tolu.page, 'Dismiss the reports: done')).toBeVisible();

  // The audit log: who, what, the listing by name with its owner and a link, and the time as the app writes it.
  await tolu.page.getByRole('tab', { name: 'Audit log' }).click();
  const row = tolu.page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').filter({ hasText: businessName });
  await expect(row).toContainText(`Tolu ${tag} · dismiss · business`);
  await expect(row).toContainText(`${businessName} by Kola ${tag}`);
  await expect(row).not.toContainText(`business ${business.businessId}`);
  await expect(row.locator('time')).toHaveText(/^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Oct|Nov|Dec) \d{4} at \d{2}:\d{2}$/);
  expect(await seriousViolations(tolu.page, { withoutToasts: true })).toEqual([]);
  expect(await tolu.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await row.getByRole('link', { name: businessName }).click();
  await expect(tolu.page).toHaveURL(new RegExp(`${path}$`));
  await expect(tolu.page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();

  // With the keyboard: skip link, logo, then the way back to the app.
  await tolu.page.goto('/admin');
  await expect(tolu.page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await tolu.page.keyboard.press('Tab');
  await expect(tolu.page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await tolu.page.keyboard.press('Tab');
  await tolu.page.keyboard.press('Tab');
  await expect(header.getByRole('link', { name: 'Back to the app' })).toBeFocused();
  await tolu.page.keyboard.press('Enter');
  await expect(tolu.page).toHaveURL(/\/app$/);
});

test('Report on an event page, a video page and a video comment; a message staff hide turns into a marker live', async ({ memberPage }) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const kola = await memberPage(`Kola ${tag}`);
  const bayo = await memberPage(`Bayo ${tag}`);
  const ada = await memberPage(`Ada ${tag}`, { phone: true, dark: true });
  const [kolaId, adaId] = await Promise.all([userIdOf(kola.member.email), userIdOf(ada.member.email)]);

  await placeInLagos(kola.page);
  const event = await apiPost<{ eventId: number }>(kola.page.request, '/api/v1/events', {
    title: `Investment seminar ${tag}`,
    description: 'Double your money in a week.',
    date: new Date(Date.now() + 5 * 24 * 3600_000).toISOString().slice(0, 10),
    time: '10:00',
    location: 'Broad Street',
  });
  // A processed video as the upload journey leaves it (videos.spec.ts covers uploading).
  const [video] = await query<{ video_id: string }>(
    `INSERT INTO videos (owner_id, upload_id, storage_prefix, title, status, privacy)
     VALUES ($1, $2, $3, $4, 'ready', 'public') RETURNING video_id`,
    [kolaId, `upload-${tag}`, `videos/${tag}`, `Doubling money ${tag}`],
  );
  await apiPost(bayo.page.request, `/api/v1/videos/${video!.video_id}/comments`, { content: `Send me 5000 naira ${tag}` });
  const message = await apiPost<{ messageId: number }>(kola.page.request, '/api/v1/messages', {
    receiverId: adaId,
    content: `Pay the registration fee first ${tag}`,
  });

  await ada.page.goto(`/events/${event.eventId}`);
  await expect(ada.page.getByRole('heading', { level: 1, name: `Investment seminar ${tag}` })).toBeVisible();
  await report(ada.page, 'event', 'Scam or fraud');

  await ada.page.goto(`/videos/${video!.video_id}`);
  await expect(ada.page.getByText(`Send me 5000 naira ${tag}`)).toBeVisible();
  await report(ada.page, 'video', 'Scam or fraud');
  await report(ada.page, 'comment', 'Spam');
  expect(await ada.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // No Report on what is one's own: Kola sees none on his video, and can delete the comment on it instead.
  await kola.page.goto(`/videos/${video!.video_id}`);
  await expect(kola.page.getByText(`Send me 5000 naira ${tag}`)).toBeVisible();
  await expect(kola.page.getByRole('button', { name: /^Report this/ })).toHaveCount(0);

  // Ada has Kola's message open when a moderator (signed in with a second factor) hides it after her report.
  await ada.page.goto(`/app/messages?user=${encodeURIComponent(kolaId)}`);
  const bubble = ada.page.getByTestId('message-text');
  await expect(bubble).toHaveText([`Pay the registration fee first ${tag}`]);
  await report(ada.page, 'message', 'Scam or fraud');

  const tolu = await memberPage(`Tolu ${tag}`);
  await grantModerator(tolu.member.email);
  const enable = await apiPost<{ totpURI: string }>(tolu.page.request, '/api/auth/two-factor/enable', { password: tolu.member.password });
  const key = secretOf(enable.totpURI);
  await apiPost(tolu.page.request, '/api/auth/two-factor/verify-totp', { code: totpCode(key) });
  const queue = await (await tolu.page.request.get('/api/v1/admin/reports')).json();
  const reported = queue.items.map((item: { kind: string; id: string }) => `${item.kind}:${item.id}`);
  for (const item of [`event:${event.eventId}`, `video:${video!.video_id}`, `message:${message.messageId}`])
    expect(reported).toContain(item);
  expect(reported.some((item: string) => item.startsWith('video_comment:'))).toBe(true);
  await apiPost(tolu.page.request, '/api/v1/admin/hide', { kind: 'message', id: String(message.messageId), reason: 'Advance-fee fraud' });

  await expect(bubble).toHaveText(['This message was removed by LocalHub.']);
  await expect(ada.page.getByRole('button', { name: 'Report this message' })).toHaveCount(0);
  expect(await seriousViolations(ada.page, { withoutToasts: true })).toEqual([]);
});
