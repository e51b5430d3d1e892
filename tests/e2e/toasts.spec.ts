import { expect, test } from './support/fixtures';

test('a new toast replaces the one on screen: one at a time, none queued behind it (docs/spec/part-1-access-shell-home-search-plans.md §9)', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('nobody@example.ng');
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
  const submit = page.getByRole('button', { name: 'Sign In', exact: true });
  const toasts = page.locator('[data-sonner-toast]');
  for (let i = 0; i < 4; i += 1) {
    await submit.click();
    await expect(submit).toBeEnabled();
  }
  // Well inside the 5 s a toast lasts: the earlier ones are gone, not waiting hidden to show next.
  await expect(toasts).toHaveCount(1, { timeout: 3000 });
  await expect(toasts).toHaveAttribute('data-visible', 'true');
});
