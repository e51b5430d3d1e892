import { FAR_PIN } from '../support/builders/listing-bodies';
import { apiPost } from './support/api';
import { jpegFile } from './support/images';
import { expect, test } from './support/fixtures';
import { toast } from './support/page-checks';

// A text file renamed ".png" is refused when it is chosen, by its content, not after Save.
test('Add Product refuses a text file named .png at once and keeps a real photo', async ({ page, member: _signedIn }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { businessId } = await apiPost<{ businessId: number }>(page.request, '/api/v1/businesses', { name: 'Ade Prints', ...FAR_PIN });
  await apiPost(page.request, `/api/v1/businesses/${businessId}/categories`, { name: 'Banners' });

  await page.goto(`/app/business?business=${businessId}&new=product`);
  const dialog = page.getByRole('dialog', { name: /product/i });
  await expect(dialog).toBeVisible();
  await dialog
    .getByLabel('Images')
    .setInputFiles({ name: 'flyer.png', mimeType: 'image/png', buffer: Buffer.from('Not a picture at all, just text.') });
  await expect(toast(page, '“flyer.png” is not an image')).toBeVisible();
  await expect(dialog.getByText('Ready to upload', { exact: true })).toHaveCount(0);

  await dialog.getByLabel('Images').setInputFiles(await jpegFile('banner.jpg', { r: 200, g: 40, b: 40 }));
  await expect(dialog.getByText('Ready to upload', { exact: true })).toHaveCount(1);
});
