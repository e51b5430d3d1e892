import { fillSignUp, followEmailLink, newMember } from './support/accounts';
import { signedInMember } from './support/discovery';
import { expect, PHONE, test } from './support/fixtures';

/**
 * Every place field takes an area (issue 35, points 2 and 4), on a 360 px phone in dark mode: sign-up asks the area,
 * a business is placed by dragging its pin without GPS, and Home asks a member without an area for it.
 */
test.use({ ...PHONE, colorScheme: 'dark' });

test('sign-up with an area: the member’s location is that area', async ({ page }) => {
  const member = newMember();
  await fillSignUp(page, member);
  const area = page.getByRole('combobox', { name: 'Your area (optional)' });
  await area.fill('Yaba');
  await page.getByRole('option', { name: /^Yaba, Lagos Mainland, Lagos/ }).click();
  await expect(area).toHaveValue('Yaba, Lagos Mainland, Lagos');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created!')).toBeVisible();

  await followEmailLink(page, member.email, /Verify your email/);
  await expect(page).toHaveURL(/\/app$/);
  // An area is known: Home does not ask for it.
  await expect(page.getByRole('heading', { name: 'Where are you?' })).toHaveCount(0);
  await page.goto('/app/account');
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Yaba, Lagos Mainland, Lagos');
});

test('a business placed by dragging its pin, without GPS: exact coordinates where the pin was left', async ({ page }) => {
  await signedInMember(page, 'Tunde Bakare');
  await page.goto('/app/business');
  await page.getByRole('button', { name: 'Add Business' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Business' });
  await dialog.getByLabel('Business Name').fill('Tunde Tailoring');
  await dialog.getByRole('combobox', { name: 'Area' }).fill('Yaba');
  await dialog.getByRole('option', { name: /^Yaba, Lagos Mainland, Lagos/ }).click();
  await expect(dialog.getByText('No pin: it shows at the centre of its area.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Place the pin on a map' }).click();
  const map = dialog.getByRole('figure', { name: 'Map: drag the pin to where the place is' });
  const pin = map.locator('.map-pin');
  await pin.scrollIntoViewIfNeeded();
  const box = (await pin.boundingBox())!;
  // Dragged 60 px right and 40 px up with the mouse, as a member would without "Use my location".
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 - 20, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 - 40, { steps: 5 });
  await page.mouse.up();
  const latitude = dialog.getByLabel('Latitude');
  await expect(latitude).not.toHaveValue('');
  const dragged = { latitude: Number(await latitude.inputValue()), longitude: Number(await dialog.getByLabel('Longitude').inputValue()) };
  // And a step with the keyboard: the pin takes focus and an arrow key moves it north.
  await pin.focus();
  await page.keyboard.press('ArrowUp');
  await expect(latitude).not.toHaveValue(String(dragged.latitude));
  const pinned = { latitude: Number(await latitude.inputValue()), longitude: dragged.longitude };
  await expect(dialog.getByText('Pinned: cards show the distance to this exact spot.')).toBeVisible();

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/businesses') && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Save Business' }).click();
  const body = await (await saved).json();
  await expect(page.getByText('Business created successfully')).toBeVisible();

  // Saved where the pin was left (north-east of Yaba's centre), exact, still in Yaba.
  const yaba = (await (await page.request.get('/api/v1/places?q=Yaba&limit=1')).json()).items[0];
  const business = await (await page.request.get(`/api/v1/businesses/${body.businessId}`)).json();
  expect(business.place).toMatchObject({ precision: 'exact', placeId: yaba.id, neighborhood: { name: 'Yaba' } });
  expect(business.place.latitude).toBeCloseTo(pinned.latitude, 5);
  expect(business.place.longitude).toBeCloseTo(pinned.longitude, 5);
  expect(business.place.latitude).toBeGreaterThan(yaba.latitude);
  expect(business.place.longitude).toBeGreaterThan(yaba.longitude);
});

test('Home asks a member without an area for it, with Add your business beside it', async ({ page }) => {
  await signedInMember(page, 'Ngozi Eze');
  await page.goto('/app');
  const card = page.getByRole('region', { name: 'Where are you?' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Add your business' })).toHaveAttribute('href', '/app/business?new=business');

  const area = card.getByRole('combobox', { name: 'Your area' });
  await area.fill('Rumuokoro');
  await expect(page.getByRole('option', { name: /^Rumuokoro/ }).first()).toHaveAttribute('aria-selected', 'true');
  await area.press('Enter');
  await expect(page.getByText(/Your area is saved: Rumuokoro/)).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Home' })).toBeAttached();
  await expect(page.getByRole('region', { name: 'Where are you?' })).toHaveCount(0);
});
