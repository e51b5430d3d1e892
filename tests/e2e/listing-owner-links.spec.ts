import { FAR_PIN } from '../support/builders/listing-bodies';
import { apiPost } from './support/api';
import { expect, test } from './support/fixtures';

// The owner's shortcuts on a listing page lead to the one "my listings" page, which opens the right dialog.
test('from their business page the owner edits it, adds a category and a product; from their profile they edit it', async ({
  page,
  member: _signedIn,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { businessId } = await apiPost<{ businessId: number }>(page.request, '/api/v1/businesses', {
    name: 'Mama Put Kitchen',
    ...FAR_PIN,
  });
  const { professionId } = await apiPost<{ professionId: number }>(page.request, '/api/v1/professions', {
    title: 'Electrician',
    ...FAR_PIN,
  });

  await page.goto(`/app/business/${businessId}`);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Business' })).toBeVisible();
  await expect(page.getByLabel('Business Name')).toHaveValue('Mama Put Kitchen');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Edit Business' })).toBeHidden();

  await page.goto(`/app/business/${businessId}`);
  await page.getByRole('link', { name: 'Add Category' }).click();
  const categoryDialog = page.getByRole('dialog', { name: /category/i });
  await expect(categoryDialog).toBeVisible();
  await categoryDialog.getByLabel(/name/i).fill('Soups');
  await categoryDialog.getByRole('button', { name: /save|add|create/i }).click();
  await expect(categoryDialog).toBeHidden();
  // The Categories tab stays open once the request is handled.
  await expect(page.getByRole('tab', { name: 'Categories' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Soups')).toBeVisible();

  await page.goto(`/app/business/${businessId}`);
  await page.getByRole('link', { name: 'Add Product' }).first().click();
  await expect(page.getByRole('dialog', { name: /product/i })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');

  await page.goto(`/app/profession/${professionId}`);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Profession' })).toBeVisible();
  await expect(page.getByLabel('Profession Title')).toHaveValue('Electrician');
});
