import { expect, test } from './support/fixtures';

/*
 * A theme chosen in Account is applied at once and saved on the server in the background. A member who reloads (or
 * leaves) before the server has it keeps the choice: the reloaded page does not take the server's older answer, and
 * sends the choice again.
 */
test('a theme whose save was cut off by a reload is kept and sent again, not replaced by the server’s older one', async ({
  member,
  page,
}) => {
  await page.goto('/app/account');
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  await page.getByRole('tab', { name: 'Appearance' }).click();
  // The first save never reaches the server, as when the page is reloaded while it is on its way.
  let cutOff = 0;
  await page.route('**/api/v1/me/theme', async (route) => {
    cutOff++;
    await route.abort();
  });
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect.poll(() => cutOff).toBe(1);
  await page.unroute('**/api/v1/me/theme');

  const resent = page.waitForRequest((request) => request.url().endsWith('/api/v1/me/theme') && request.method() === 'PUT');
  await page.reload();
  expect((await resent).postDataJSON()).toEqual({ theme: 'dark' });
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect.poll(async () => ((await (await page.request.get('/api/v1/me')).json()) as { theme: string }).theme).toBe('dark');

  // Once saved, the server's answer is taken again: a choice made on another device wins on the next visit.
  expect(
    (await page.request.put('/api/v1/me/theme', { data: { theme: 'light' }, headers: { origin: new URL(page.url()).origin } })).ok(),
  ).toBe(true);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});
