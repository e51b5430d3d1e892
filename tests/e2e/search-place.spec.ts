import { apiPost } from './support/api';
import { signedInMember, uniqueTag } from './support/discovery';
import { expect, test } from './support/fixtures';
import { seriousViolations, squeezedIcons } from './support/page-checks';

/**
 * Issue 35.5: "tailor in yaba" is centred on Yaba wherever the searcher is; the page says so and lets them change the
 * place with the keyboard (360 px, dark).
 */
test('search "tailor in yaba" shows the Yaba tailor first, "near Yaba, Lagos", and Change moves the search to another place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await signedInMember(page, 'Adunni Balogun');
  const tag = uniqueTag();

  const yaba = (
    (await (await page.request.get('/api/v1/places?q=Yaba')).json()) as { items: Array<{ latitude: number; longitude: number }> }
  ).items[0]!;
  const types = (await (await page.request.get('/api/v1/lookups/profession-types')).json()) as {
    items: Array<{ id: number; name: string }>;
  };
  const tailorType = types.items.find((type) => type.name === 'Tailor')!.id;
  // Named without "tailor" or "Yaba": its type says what it does, its pin where it is.
  const name = `Adunni Stitches ${tag}`;
  await apiPost(page.request, '/api/v1/professions', {
    title: name,
    description: 'Agbada and ankara sewn to fit.',
    professionTypeId: tailorType,
    latitude: yaba.latitude,
    longitude: yaba.longitude,
  });

  await page.goto('/app/search?q=tailor%20in%20yaba');
  const results = page.getByRole('list', { name: 'All results' });
  await expect(results.locator(':scope > li').first()).toContainText(name);
  await expect(page.getByText('Results near Yaba, Lagos')).toBeVisible();
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
  expect(await squeezedIcons(page)).toEqual([]);

  // Change is reached with the keyboard and opens a place field; choosing Surulere searches "tailor in Surulere".
  const change = page.getByRole('button', { name: 'Change', exact: true });
  await change.focus();
  await expect(change).toBeFocused();
  await page.keyboard.press('Enter');
  const field = page.getByRole('combobox', { name: 'Search near another place' });
  await field.focus();
  await field.pressSequentially('Surulere');
  await expect(page.getByRole('option').first()).toHaveAccessibleName(/^Surulere, Lagos/);
  await field.press('ArrowDown');
  await field.press('ArrowUp');
  await field.press('Enter');
  await expect(page).toHaveURL(/q=tailor\+in\+Surulere/);
  await expect(page.getByText('Results near Surulere, Lagos')).toBeVisible();
  // Yaba is 3 km away: the tailor is still found, now measured from Surulere.
  await expect(results.locator(':scope > li').filter({ hasText: name })).toHaveCount(1);

  // A place we do not know: the page says so and shows what the other words find near the viewer.
  await page.goto(`/app/search?q=${encodeURIComponent('tailor in zzzqx')}`);
  await expect(page.getByText('We don’t know “zzzqx” — showing matches near you')).toBeVisible();
  await expect(results.locator(':scope > li').filter({ hasText: name })).toHaveCount(1);
});
