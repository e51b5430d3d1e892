import type { Page } from '@playwright/test';
import { apiPost } from './support/api';
import { LAGOS, findInFeed, scrolledFeed, openHomeNearLagos, pointAt, professionWithPosts, uniqueTag } from './support/discovery';
import { expect, test } from './support/fixtures';
import { seriousViolations, toast } from './support/page-checks';

const SAFETY = /never pay before you have seen the goods or met the person/;

const userIdOf = async (page: Page) => ((await (await page.request.get('/api/v1/me')).json()) as { userId: string }).userId;

/** No sideways scrolling at the page's width. */
async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('block a member from their profile: they vanish from the feed; unblock from Account brings them back', async ({ memberPage }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const bolaName = `Bola Spam ${tag}`;
  const { page: bola } = await memberPage(bolaName);
  const postTitle = `Cheap generators ${tag}`;
  await professionWithPosts(bola.request, { title: `Generator seller ${tag}`, ...pointAt(LAGOS, 5, 90) }, [
    { title: postTitle, content: 'Brand new, half price, today only.' },
  ]);
  const bolaId = await userIdOf(bola);

  // Ada, on a phone in dark mode, sees Bola's post, then blocks Bola from the profile page.
  const { page } = await memberPage(`Ada ${tag}`, { phone: true, dark: true });
  await openHomeNearLagos(page);
  await findInFeed(page, postTitle);

  await page.goto(`/app/members/${bolaId}`);
  await expect(page.getByRole('heading', { level: 1, name: bolaName })).toBeVisible();
  await expectNoOverflow(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Block ${bolaName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Block ${bolaName}?` });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(toast(page, `${bolaName} is blocked`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Unblock ${bolaName}` })).toBeVisible();

  // The feed no longer holds the post (it was the newest item near Lagos moments ago): its first page, or nothing.
  await openHomeNearLagos(page);
  const feed = await scrolledFeed(page);
  await expect(feed.locator(':scope > ol > li').first().or(feed.getByText('No posts yet'))).toBeVisible();
  await expect(feed.locator(':scope > ol > li').filter({ hasText: postTitle })).toHaveCount(0);

  // Account → Blocked lists Bola; Unblock empties the list and the post comes back.
  await page.goto('/app/account?tab=blocked');
  const list = page.getByRole('list', { name: 'Blocked members' });
  await expect(list).toContainText(bolaName);
  await expectNoOverflow(page);
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
  await list.getByRole('button', { name: `Unblock ${bolaName}` }).click();
  await expect(toast(page, `${bolaName} is unblocked`)).toBeVisible();
  await expect(page.getByText('You have not blocked anyone.')).toBeVisible();
  await openHomeNearLagos(page);
  await findInFeed(page, postTitle);
});

test('the safety note shows on a first message from a stranger and on a request for a bank transfer', async ({ memberPage }) => {
  const tag = uniqueTag();
  const { page: bola } = await memberPage(`Bola Seller ${tag}`);
  const { page } = await memberPage(`Ada Buyer ${tag}`, { phone: true, dark: true });
  const [adaId, bolaId] = await Promise.all([userIdOf(page), userIdOf(bola)]);

  await apiPost(bola.request, '/api/v1/messages', { receiverId: adaId, content: 'Hello! I have the phone you asked about.' });
  await page.goto(`/app/messages?user=${bolaId}`);
  const thread = page.getByRole('list', { name: 'Messages', exact: true });
  await expect(thread.getByTestId('message-text')).toHaveText(['Hello! I have the phone you asked about.']);
  await expect(thread.getByRole('note')).toHaveCount(1);
  await expect(thread.getByRole('note')).toContainText(SAFETY);

  // Ada answers; a second message of Bola's asks for a transfer: the note shows under it too.
  await page.getByRole('textbox', { name: /^Message / }).fill('How much is it?');
  await page.getByRole('textbox', { name: /^Message / }).press('Enter');
  await expect(thread.getByTestId('message-text')).toHaveCount(2);
  await apiPost(bola.request, '/api/v1/messages', { receiverId: adaId, content: 'Pay first: bank transfer to 0123456789 and I send it.' });
  await expect(thread.getByTestId('message-text')).toHaveCount(3);
  await expect(thread.getByRole('note')).toHaveCount(2);
  // Ada's own message carries no note.
  await expect(thread.locator('li').filter({ hasText: 'How much is it?' }).getByRole('note')).toHaveCount(0);
  await expectNoOverflow(page);
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
});
