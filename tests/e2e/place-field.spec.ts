import { signedInMember } from './support/discovery';
import { expect, test } from './support/fixtures';
import { seriousViolations, squeezedIcons, toast } from './support/page-checks';

test('Account → Location: type "Yab", choose Yaba with the keyboard, save; it is still there after a reload (360 px, dark)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await signedInMember(page, 'Ngozi Eze');

  await page.goto('/app/account');
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.click();
  await location.pressSequentially('Yab');
  const suggestions = page.getByRole('listbox', { name: 'Places' });
  const yaba = suggestions.getByRole('option', { name: /^Yaba, Lagos Mainland, Lagos/ });
  await expect(yaba).toBeVisible();
  await expect(suggestions.getByRole('option').first()).toHaveAccessibleName(/^Yaba, Lagos Mainland, Lagos/);
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
  expect(await squeezedIcons(page)).toEqual([]);
  // The list fits the phone's width.
  const box = (await suggestions.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);

  // Down moves past Yaba and Up comes back to it; Enter chooses it.
  await location.press('ArrowDown');
  await location.press('ArrowUp');
  await expect(location).toHaveAttribute('aria-activedescendant', (await yaba.getAttribute('id'))!);
  await location.press('Enter');
  await expect(location).toHaveValue('Yaba, Lagos Mainland, Lagos');
  await expect(suggestions).toBeHidden();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Yaba, Lagos Mainland, Lagos');

  // Nothing matches nonsense, and the field says so.
  await location.fill('Zzqxv');
  await expect(page.getByText('No place matches “Zzqxv”.')).toBeVisible();
  await location.press('Escape');
  await expect(location).toHaveValue('Yaba, Lagos Mainland, Lagos');
});
