import { FAR_PIN } from '../support/builders/listing-bodies';
import { expect, test, type Browser } from '@playwright/test';
import { seriousViolations } from './support/page-checks';
import { apiPost } from './support/api';
import { newMember, signIn, signUpAndVerify } from './support/accounts';
import { jpegFile } from './support/images';
import { waitingForApp } from './support/app-ready';

async function signedInPage(browser: Browser, member = newMember()) {
  const context = await browser.newContext();
  const page = waitingForApp(await context.newPage());
  await signUpAndVerify(page, member);
  await signIn(page, member.email, member.password);
  return { page, member, close: () => context.close() };
}

test('an owner builds a business with location, picture, a category and a discounted product with two images', async ({ page }) => {
  const member = await signUpAndVerify(page);
  await signIn(page, member.email, member.password);
  await page.goto('/app/business');
  await expect(page.getByRole('heading', { name: 'My Businesses' })).toBeVisible();
  await expect(page.getByText('No businesses yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add Business' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Business' });
  await dialog.getByLabel('Business Name').fill('Halima Events');
  await dialog.getByLabel('Description').fill('Wedding and naming ceremony planning in Kano.');
  await dialog.getByLabel('Business Type').selectOption({ label: 'Event Planning' });
  const area = dialog.getByRole('combobox', { name: 'Area' });
  await area.fill('Nassarawa GRA');
  await dialog
    .getByRole('option', { name: /^Nassarawa GRA, / })
    .first()
    .click();
  await expect(area).toHaveValue(/^Nassarawa GRA, .*Kano$/);
  await dialog.getByLabel('Contact Phone').fill('0803 123 4567');
  await dialog.getByLabel('Latitude').fill('12.0022');
  await dialog.getByLabel('Longitude').fill('8.5920');
  await dialog.getByLabel('Profile Picture').setInputFiles(await jpegFile('logo.jpg', { r: 200, g: 30, b: 90 }));
  await dialog.getByRole('button', { name: 'Save Business' }).click();
  await expect(page.getByText('Business created successfully')).toBeVisible();
  await expect(page.getByText('Currently managing: Halima Events')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Business' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add Product' }).first().click();
  await expect(page.getByText('No Categories')).toBeVisible();

  await page.getByRole('tab', { name: 'Categories' }).click();
  await page.getByRole('button', { name: 'Add Category' }).first().click();
  await page.getByRole('dialog').getByLabel('Category Name').fill('Packages');
  await page.getByRole('dialog').getByRole('button', { name: 'Save Category' }).click();
  await expect(page.getByText('Packages')).toBeVisible();

  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add Product' }).first().click();
  const product = page.getByRole('dialog');
  await product.getByLabel('Product Name').fill('Gold wedding package');
  await product.getByLabel('Price (₦)').fill('250000');
  await product.getByLabel('Discount (%)').fill('15');
  await product.getByLabel('Category').selectOption({ label: 'Packages' });
  await product
    .getByLabel('Images')
    .setInputFiles([await jpegFile('hall.jpg', { r: 20, g: 120, b: 60 }), await jpegFile('cake.jpg', { r: 240, g: 200, b: 40 })]);
  await product.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('15% OFF').first()).toBeVisible();

  const businessId = await page.evaluate(async () => {
    const response = await fetch('/api/v1/businesses/mine');
    return (await response.json()).items[0].businessId as number;
  });

  // The public page, seen by a visitor who is not signed in.
  const visitor = await page.context().browser()!.newContext();
  const publicPage = waitingForApp(await visitor.newPage());
  await publicPage.goto(`/business/${businessId}`);
  await expect(publicPage.getByRole('heading', { level: 1, name: 'Halima Events' })).toBeVisible();
  await expect(publicPage.getByText('15% OFF')).toBeVisible();
  await expect(publicPage.getByText('₦212,500.00')).toBeVisible();
  await expect(publicPage.getByText('₦250,000.00')).toBeVisible();
  const pictures = publicPage.getByRole('button', { name: 'View 2 pictures of Gold wedding package' });
  await expect(pictures).toBeVisible();
  await expect(pictures.getByText('+1 more')).toBeVisible();
  await expect.poll(() => pictures.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await pictures.click();
  const viewer = publicPage.getByRole('dialog');
  await expect(viewer.getByText('1 / 2')).toBeVisible();
  await viewer.getByRole('button', { name: /Next/ }).click();
  await expect(viewer.getByText('2 / 2')).toBeVisible();
  await viewer.getByRole('button', { name: /Next/ }).click();
  await expect(viewer.getByText('1 / 2')).toBeVisible();
  await publicPage.keyboard.press('Escape');
  await expect(publicPage.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/2348031234567\?text=/);
  await expect(publicPage).toHaveTitle(/Halima Events/);
  expect(await seriousViolations(publicPage)).toEqual([]);
  await visitor.close();

  await page.goto('/app/business');
  await expect(page.getByText('Currently managing: Halima Events')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a visitor opens public profession pages; a second member reviews and the average shows on the card', async ({ page, browser }) => {
  const owner = await signedInPage(browser);
  const profession = await apiPost(owner.page.request, '/api/v1/professions', {
    title: 'Master Electrician',
    description: 'House wiring, inverter and solar installation in Abuja.',
    contactPhone: '08061234567',
    ...FAR_PIN,
  });
  const business = await apiPost(owner.page.request, '/api/v1/businesses', { name: 'Bright Sparks Electricals', ...FAR_PIN });

  await page.goto(`/profession/${profession.professionId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Master Electrician' })).toBeVisible();
  await expect(page.getByText('No reviews yet').first()).toBeVisible();
  await page.goto(`/business/${business.businessId}#comments`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bright Sparks Electricals' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  const reviewer = await signedInPage(browser);

  // A visitor who signs in from the reviews comes back to them.
  await page.getByRole('link', { name: 'Sign in to write a review' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await page.getByLabel('Email').fill(reviewer.member.email);
  await page.getByLabel('Password', { exact: true }).fill(reviewer.member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/business/${business.businessId}#comments$`));
  await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');

  await reviewer.page.goto(`/app/profession/${profession.professionId}`);
  await reviewer.page.getByRole('tab', { name: 'Reviews' }).click();
  await reviewer.page.getByRole('button', { name: 'Write a Review' }).click();
  // The form's rules arrive with the first send (the page itself opens without them): nothing chosen is refused.
  await reviewer.page.getByRole('button', { name: /Post Review|Submit Review/ }).click();
  await expect(reviewer.page.getByText('Choose 1 to 5 stars')).toBeVisible();
  await expect(reviewer.page.getByText('Write a few words about your experience')).toBeVisible();
  const fourStars = reviewer.page.getByRole('radio', { name: '4 stars' });
  await reviewer.page.locator('label').filter({ has: fourStars }).click();
  await expect(fourStars).toBeChecked();
  await reviewer.page.getByLabel(/Your review/).fill('Fixed our inverter the same day. Neat work.');
  await reviewer.page.getByRole('button', { name: /Post Review|Submit Review/ }).click();
  await expect(reviewer.page.getByText('Fixed our inverter the same day. Neat work.')).toBeVisible();
  await expect(reviewer.page.getByText(/4\.0/).first()).toBeVisible();

  await owner.page.goto('/app/profession');
  await expect(owner.page.getByText(/4\.0 \(1\)/)).toBeVisible();
  await owner.close();
  await reviewer.close();
});

test('the owner edits and deletes a profession after confirming', async ({ page }) => {
  const member = await signUpAndVerify(page);
  await signIn(page, member.email, member.password);
  await apiPost(page.request, '/api/v1/professions', { title: 'Tailor', ...FAR_PIN });

  await page.goto('/app/profession');
  await expect(page.getByRole('heading', { name: 'My Professions' })).toBeVisible();
  await page.getByRole('button', { name: /^Edit/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profession' });
  await dialog.getByLabel('Profession Title').fill('Fashion Designer and Tailor');
  await dialog.getByLabel('Hourly Rate (₦)').fill('3500');
  await dialog.getByRole('button', { name: 'Save Profession' }).click();
  await expect(page.getByText('Profession updated successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fashion Designer and Tailor' })).toBeVisible();
  await expect(page.getByText('₦3,500.00/hour')).toBeVisible();

  await page
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: 'Fashion Designer and Tailor' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page.getByText('Profession deleted successfully')).toBeVisible();
  await expect(page.getByText('No professions yet')).toBeVisible();
});
