import type { Page } from '@playwright/test';
import { signedInMember } from './support/discovery';
import { expect, PHONE, test } from './support/fixtures';

/**
 * Issue 37.8: a page whose item is not there says so, with a way back; only a request that could not reach the server
 * says to check the connection; a server failure says what the server said. At 360 px.
 */
test.use(PHONE);

const CHECK_CONNECTION = 'Check your connection and try again.';

async function notFoundShown(page: Page, path: string, heading: string, back: { name: string; href: string }) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('link', { name: back.name })).toHaveAttribute('href', back.href);
  await expect(page.getByText(CHECK_CONNECTION)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('a missing event, member, business or video says it is not there, with a way back, and never blames the connection', async ({
  page,
}) => {
  await signedInMember(page, 'Amaka Obi');
  const feed = { name: 'Back to the feed', href: '/app' };
  await notFoundShown(page, '/app/events/999999999', 'Event not found', feed);
  await expect(page.getByText('This event may have been removed, or the link is not quite right.')).toBeVisible();
  await notFoundShown(page, '/app/members/no-such-member', 'Member not found', feed);
  await expect(page.getByText('This member may have left LocalHub, or the link is not quite right.')).toBeVisible();
  await notFoundShown(page, '/app/business/999999999', 'Business not found', feed);
  const home = { name: 'Go to the home page', href: '/' };
  await notFoundShown(page, '/events/999999999', 'Event not found', home);
  await notFoundShown(page, '/videos/999999999', 'Video not found', home);
  await notFoundShown(page, '/profession/999999999', 'Profile not found', home);
});

test('a member page that could not reach the server says to check the connection and retries; a server failure says what failed', async ({
  page,
}) => {
  const me = await signedInMember(page, 'Tobi Ade');
  const userId = ((await (await page.request.get('/api/v1/me')).json()) as { userId: string }).userId;
  const content = `**/api/v1/members/${userId}/content`;

  // The request never reaches the server (a dropped connection).
  await page.route(content, (route) => route.abort('internetdisconnected'));
  await page.goto(`/app/members/${userId}`);
  const failure = page.getByRole('alert').filter({ hasText: 'Could not load this profile' });
  await expect(failure).toContainText(CHECK_CONNECTION);
  await expect(page.getByRole('heading', { name: 'Member not found' })).toHaveCount(0);

  // Back: Try again shows the profile.
  await page.unroute(content);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: me.fullName })).toBeVisible();

  // The server answers with an error: its words, not the connection.
  await page.route(content, (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'LocalHub is busy. Try again in a minute.' } } }),
  );
  await page.reload();
  const busy = page.getByRole('alert').filter({ hasText: 'Could not load this profile' });
  await expect(busy).toContainText('LocalHub is busy. Try again in a minute.');
  await expect(busy).not.toContainText(CHECK_CONNECTION);
});
