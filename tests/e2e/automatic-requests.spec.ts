import type { Page } from '@playwright/test';
import { apiPost } from './support/api';
import { uniqueTag } from './support/discovery';
import { expect, test } from './support/fixtures';

/** Counts the page's "mark read" requests; `answer` decides each one's fate. */
function countReads(page: Page, answer: () => 'fail' | 'pass') {
  const counted = { requests: 0 };
  void page.route('**/api/v1/conversations/*/read', (route) => {
    counted.requests += 1;
    return answer() === 'fail'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL","message":"down"}}' })
      : route.continue();
  });
  return counted;
}

const settle = (page: Page, ms: number) => page.waitForTimeout(ms);

test('marking a thread read backs off after server errors, waits while offline, and reads once when the connection returns', async ({
  page,
  context,
  member,
  memberPage,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const bola = await memberPage(`Bola ${tag}`);
  const adaId = ((await (await page.request.get('/api/v1/me')).json()) as { userId: string }).userId;
  await apiPost(bola.page.request, '/api/v1/messages', { receiverId: adaId, content: `Your agbada is ready ${tag}` });

  let fate: 'fail' | 'pass' = 'fail';
  const reads = countReads(page, () => fate);
  const bolaId = ((await (await bola.page.request.get('/api/v1/me')).json()) as { userId: string }).userId;
  await page.goto(`/app/messages?user=${bolaId}`);
  await expect(page.getByTestId('message-text').getByText(`Your agbada is ready ${tag}`)).toBeVisible();

  // The server fails every read: in 10 s the thread asks at most at 0, 2, 6 s (then 14 s), never in a loop.
  await settle(page, 10_000);
  expect(reads.requests, `${member.fullName}'s reads while the server failed`).toBeGreaterThanOrEqual(1);
  expect(reads.requests).toBeLessThanOrEqual(4);

  // Offline: nothing is tried at all.
  await context.setOffline(true);
  const beforeOffline = reads.requests;
  await settle(page, 6_000);
  expect(reads.requests - beforeOffline, 'reads while offline').toBe(0);

  // Back online with the server well: the thread is read once, and stays read.
  fate = 'pass';
  await context.setOffline(false);
  await expect.poll(() => reads.requests - beforeOffline).toBe(1);
  await settle(page, 3_000);
  expect(reads.requests - beforeOffline).toBe(1);
});
