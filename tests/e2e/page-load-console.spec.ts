import { expect, test } from './support/fixtures';

test('a full page load logs no router warning (HydrateFallback) in the console', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
  });
  for (const path of ['/', '/auth', '/search?q=suya']) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
  }
  expect(messages.filter((text) => /HydrateFallback/.test(text))).toEqual([]);
});
