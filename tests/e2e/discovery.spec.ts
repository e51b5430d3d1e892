import type { Page } from '@playwright/test';
import { apiPost } from './support/api';
import {
  scrolledFeed,
  findInFeed,
  LAGOS,
  openHomeNearLagos,
  pointAt,
  professionWithPosts,
  signedInMember,
  uniqueTag,
  uploadProductImage,
} from './support/discovery';
import { expect, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/settings';

/*
 * Discovery journeys (issue 4). The server starts on an empty database and other spec files run alongside, so every
 * journey makes its own listings through the API, with coordinates chosen around Lagos centre, unique names carrying
 * a random tag, and locators scoped to its own cards. Other specs' listings are mostly pinned far away (Maroua, the
 * builders' default) and never appear here; the professions placed near Lagos are this file's, and journey 1's is the
 * nearest of them (10 km) so it is always among the six "Professions Near You".
 */

const IBADAN = { latitude: 7.3775, longitude: 3.947 };

const nearbySection = (page: Page, kind: 'Professions' | 'Businesses') => page.getByRole('region', { name: `${kind} Near You` });

async function chooseBand(page: Page, label: 'Local' | 'Regional' | 'National' | 'International' | 'Global') {
  const radio = page.getByRole('radio', { name: new RegExp(`^${label}`) });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

test('changing the distance band changes who is near: a profession 10 km away in Local, a business 114 km away in Regional', async ({
  page,
}) => {
  const tag = uniqueTag();
  await signedInMember(page, 'Tunde Bakare');
  const profession = await apiPost(page.request, '/api/v1/professions', {
    title: `Tiler ${tag}`,
    description: 'Floor and wall tiling across Lagos mainland.',
    ...pointAt(LAGOS, 10, 0),
  });
  const business = await apiPost(page.request, '/api/v1/businesses', {
    name: `Bodija Fabrics ${tag}`,
    description: 'Aso-oke and adire from Ibadan.',
    ...IBADAN,
  });
  expect(profession.professionId).toBeGreaterThan(0);
  expect(business.businessId).toBeGreaterThan(0);

  await openHomeNearLagos(page);
  await expect(page.getByRole('radio', { name: /^Local/ })).toBeChecked();
  const professions = nearbySection(page, 'Professions');
  const businesses = nearbySection(page, 'Businesses');
  await expect(professions).toHaveAttribute('aria-busy', 'false');
  await expect(businesses).toHaveAttribute('aria-busy', 'false');
  await expect(professions.getByRole('link', { name: `Tiler ${tag}`, exact: true })).toBeVisible();
  await expect(professions.getByRole('listitem').filter({ hasText: `Tiler ${tag}` })).toContainText('10 km');
  await expect(businesses.getByText(`Bodija Fabrics ${tag}`)).toHaveCount(0);
  await expect(professions.getByText('Local · 0–50 km')).toBeVisible();

  await chooseBand(page, 'Regional');
  await expect(professions.getByText('Regional · 51–300 km')).toBeVisible();
  await expect(businesses.getByRole('link', { name: `Bodija Fabrics ${tag}`, exact: true })).toBeVisible();
  await expect(businesses.getByRole('listitem').filter({ hasText: `Bodija Fabrics ${tag}` })).toContainText(/11\d km/);
  await expect(professions).toHaveAttribute('aria-busy', 'false');
  await expect(professions.getByText(`Tiler ${tag}`)).toHaveCount(0);

  // And back: the ring is the only thing that changed.
  await chooseBand(page, 'Local');
  await expect(professions.getByRole('link', { name: `Tiler ${tag}`, exact: true })).toBeVisible();
  await expect(businesses).toHaveAttribute('aria-busy', 'false');
  await expect(businesses.getByText(`Bodija Fabrics ${tag}`)).toHaveCount(0);
});

test("a product's two images open in the viewer from the Featured Products carousel, and next wraps around", async ({ page }) => {
  const tag = uniqueTag();
  await signedInMember(page, 'Ngozi Eze');
  const businessName = `Yaba Adire House ${tag}`;
  const productName = `Indigo adire wrapper ${tag}`;
  const business = await apiPost(page.request, '/api/v1/businesses', { name: businessName, ...pointAt(LAGOS, 20, 45) });
  const category = await apiPost(page.request, `/api/v1/businesses/${business.businessId}/categories`, { name: 'Fabrics' });
  const product = await apiPost(page.request, `/api/v1/businesses/${business.businessId}/products`, {
    name: productName,
    priceKobo: 1_500_000,
    categoryId: category.categoryId,
  });
  await uploadProductImage(page.request, product.productId, 'front.jpg', { r: 30, g: 40, b: 160 });
  await uploadProductImage(page.request, product.productId, 'back.jpg', { r: 220, g: 220, b: 240 });

  await openHomeNearLagos(page);
  // Below the first screen, the carousels load when scrolled towards.
  await page.getByRole('region', { name: 'Featured Products' }).scrollIntoViewIfNeeded();
  const carousel = page.getByRole('region', { name: 'Featured Products' }).getByRole('region', { name: businessName });
  await expect(carousel.getByRole('button', { name: `Scroll ${businessName} products right` })).toBeVisible();
  await expect(carousel.getByRole('heading', { name: productName })).toBeVisible();
  const pictures = carousel.getByRole('button', { name: `View pictures of ${productName}` });
  await expect(pictures.getByText('+1 more')).toBeVisible();
  await expect(carousel.getByText('Nothing more to display')).toBeVisible();

  await pictures.click();
  const viewer = page.getByRole('dialog', { name: productName });
  await expect(viewer.getByText('1 / 2')).toBeVisible();
  await expect(viewer.getByRole('img', { name: `${productName}, picture 1 of 2` })).toBeVisible();
  await viewer.getByRole('button', { name: 'Next picture' }).click();
  await expect(viewer.getByText('2 / 2')).toBeVisible();
  await viewer.getByRole('button', { name: 'Next picture' }).click();
  await expect(viewer.getByText('1 / 2')).toBeVisible();
  await viewer.getByRole('button', { name: 'Previous picture' }).click();
  await expect(viewer.getByText('2 / 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
});

test('Load More pages through the feed to its end without showing any item twice', async ({ page }) => {
  const tag = uniqueTag();
  await signedInMember(page, 'Aisha Bello');
  const titles = Array.from({ length: 12 }, (_, index) => `Market day ${index + 1} ${tag}`);
  await professionWithPosts(
    page.request,
    { title: `Town crier ${tag}`, ...pointAt(LAGOS, 25, 90) },
    titles.map((title) => ({ title, content: `News from the market, part ${title}.` })),
  );

  await openHomeNearLagos(page);
  const feed = await scrolledFeed(page);
  const items = feed.locator(':scope > ol > li');
  const more = feed.getByRole('button', { name: 'Load More' });
  const end = feed.getByText("You've reached the end of the feed");
  await expect(items.first()).toBeVisible();
  let clicks = 0;
  for (; clicks < 30; clicks++) {
    await expect(more.or(end)).toBeVisible();
    if (await end.isVisible()) break;
    const before = await items.count();
    await more.click();
    await expect.poll(() => items.count()).toBeGreaterThan(before);
  }
  await expect(end).toBeVisible();
  expect(clicks, 'at least one Load More: there are more than 10 items').toBeGreaterThan(0);

  // Every post of ours exactly once, newest first; and no card anywhere in the feed repeated.
  // Text content, not innerText: cards scrolled far off screen are not rendered (content-visibility), yet are in the list.
  const headings = await feed.locator(':scope > ol > li h3').allTextContents();
  const ours = headings.filter((text) => text.endsWith(` ${tag}`) && text.startsWith('Market day'));
  expect(ours).toEqual([...titles].reverse());
  expect(new Set(headings.filter((text) => text.includes(tag))).size).toBe(headings.filter((text) => text.includes(tag)).length);
  expect(headings.filter((text) => text === `Town crier ${tag}`)).toHaveLength(1);
});

test('a misspelt search from the Home search bar finds the plumber and the plumbing shop, and the tab counts match the cards', async ({
  page,
}) => {
  const tag = uniqueTag();
  await signedInMember(page, 'Emeka Nwosu');
  await apiPost(page.request, '/api/v1/professions', {
    title: `Plumber ${tag}`,
    description: 'Leaks, borehole pumps and bathroom fittings.',
    ...pointAt(LAGOS, 30, 180),
  });
  await apiPost(page.request, '/api/v1/businesses', {
    name: `${tag} Plumbing Supplies`,
    description: 'Pipes, taps and water heaters.',
    ...pointAt(LAGOS, 32, 200),
  });

  await openHomeNearLagos(page);
  const query = `plumbr ${tag}`; // "plumber" misspelt: found by trigram similarity in both "Plumber" and "Plumbing"
  await page.getByRole('combobox', { name: 'Search professionals, businesses, products and posts' }).fill(query);
  await page.getByRole('combobox', { name: 'Search professionals, businesses, products and posts' }).press('Enter');
  await expect(page).toHaveURL(/\/app\/search\?q=/);
  expect(new URL(page.url()).searchParams.get('q')).toBe(query);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
  await expect(page.getByText(`Showing 2 results for "${query}"`)).toBeVisible();

  const tabCount = async (name: string) => {
    const tab = page.getByRole('tab', { name: new RegExp(`^${name.replace('/', '\\/')}`) });
    return Number((await tab.locator('span').last().innerText()).replace(/,/g, ''));
  };
  const cardsOf = (label: string) => page.getByRole('list', { name: `${label} results` }).locator(':scope > li');

  expect(await tabCount('All')).toBe(2);
  await expect(cardsOf('All')).toHaveCount(2);
  await expect(cardsOf('All').getByRole('link', { name: `Plumber ${tag}`, exact: true })).toBeVisible();
  await expect(cardsOf('All').getByRole('link', { name: `${tag} Plumbing Supplies`, exact: true })).toBeVisible();

  await page.getByRole('tab', { name: /^Professionals/ }).click();
  await expect(page).toHaveURL(/tab=professionals/);
  await expect(page.getByRole('tab', { name: /^Professionals/ })).toHaveAttribute('aria-selected', 'true');
  expect(await tabCount('Professionals')).toBe(1);
  await expect(cardsOf('Professionals')).toHaveCount(1);
  await expect(cardsOf('Professionals').getByRole('link', { name: `Plumber ${tag}`, exact: true })).toBeVisible();

  await page.getByRole('tab', { name: /^Businesses/ }).click();
  await expect(page).toHaveURL(/tab=businesses/);
  expect(await tabCount('Businesses')).toBe(1);
  await expect(cardsOf('Businesses')).toHaveCount(1);
  await expect(cardsOf('Businesses').getByRole('link', { name: `${tag} Plumbing Supplies`, exact: true })).toBeVisible();

  await page.getByRole('tab', { name: /^Products\/Services/ }).click();
  expect(await tabCount('Products/Services')).toBe(0);
  await expect(page.getByText('No products/services found')).toBeVisible();
});

test('liking a post and unliking it: the count and the pressed state change and survive a reload', async ({ page, memberPage }) => {
  const tag = uniqueTag();
  const { page: ownerPage } = await memberPage('Bisi Adeyemi');
  const postTitle = `Fresh agege bread ${tag}`;
  await professionWithPosts(ownerPage.request, { title: `Baker ${tag}`, ...pointAt(LAGOS, 35, 270) }, [
    { title: postTitle, content: 'Hot from the oven at 6 am every day.' },
  ]);

  await signedInMember(page, 'Kunle Ajayi');
  await openHomeNearLagos(page);
  let card = await findInFeed(page, postTitle);
  let like = card.getByRole('button', { name: /^Like the post by Bisi Adeyemi, / });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleName(/, 0 likes$/);

  const liked = page.waitForResponse(
    (response) => /\/api\/v1\/posts\/\d+\/like$/.test(response.url()) && response.request().method() === 'PUT',
  );
  await like.click();
  expect((await liked).status()).toBe(200);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName(/, 1 like$/);

  await page.reload();
  card = await findInFeed(page, postTitle);
  like = card.getByRole('button', { name: /^Like the post by Bisi Adeyemi, / });
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName(/, 1 like$/);

  const unliked = page.waitForResponse(
    (response) => /\/api\/v1\/posts\/\d+\/like$/.test(response.url()) && response.request().method() === 'DELETE',
  );
  await like.click();
  expect((await unliked).status()).toBe(200);
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleName(/, 0 likes$/);

  await page.reload();
  card = await findInFeed(page, postTitle);
  like = card.getByRole('button', { name: /^Like the post by Bisi Adeyemi, / });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleName(/, 0 likes$/);
});

test('commenting on a post: the comment shows at once and is still there after a reload', async ({ page, memberPage }) => {
  const tag = uniqueTag();
  const { page: ownerPage } = await memberPage('Femi Olatunji');
  const postTitle = `Generator servicing this week ${tag}`;
  await professionWithPosts(ownerPage.request, { title: `Generator mechanic ${tag}`, ...pointAt(LAGOS, 38, 315) }, [
    { title: postTitle, content: 'Book a slot before Friday.' },
  ]);

  await signedInMember(page, 'Zainab Musa');
  await openHomeNearLagos(page);
  let card = await findInFeed(page, postTitle);
  let commentButton = card.getByRole('button', { name: /^Comment/ });
  await expect(commentButton).toHaveAccessibleName(/0 comments$/);
  await commentButton.click();
  await expect(commentButton).toHaveAttribute('aria-expanded', 'true');
  const comments = card.getByRole('region', { name: 'Comments' });
  await expect(comments.getByText('No comments yet. Be the first to comment.')).toBeVisible();
  const text = `Is Saturday possible? ${tag}`;
  await comments.getByLabel('Write a comment').fill(text);
  await comments.getByLabel('Write a comment').press('Enter');
  await expect(comments.getByText(text)).toBeVisible();
  await expect(comments.getByText('Zainab Musa')).toBeVisible();
  await expect(comments.getByLabel('Write a comment')).toHaveValue('');
  await expect(commentButton).toHaveAccessibleName(/1 comment$/);

  await page.reload();
  card = await findInFeed(page, postTitle);
  commentButton = card.getByRole('button', { name: /^Comment/ });
  await expect(commentButton).toHaveAccessibleName(/1 comment$/);
  await commentButton.click();
  await expect(card.getByRole('region', { name: 'Comments' }).getByText(text)).toBeVisible();
});

test('a listing with a phone shows a WhatsApp link with the normalised number and a greeting naming LocalHub and its public link', async ({
  page,
}) => {
  const tag = uniqueTag();
  await signedInMember(page, 'Sade Williams');
  const name = `Surulere Phone Repairs ${tag}`;
  const business = await apiPost(page.request, '/api/v1/businesses', {
    name,
    contactPhone: '0803 555 1234',
    // Nearer than any other test's listing, so that the ones the suite has made by now do not push it off the ring's list.
    ...pointAt(LAGOS, 0.3, 135),
  });

  await openHomeNearLagos(page);
  const card = nearbySection(page, 'Businesses').getByRole('listitem').filter({ hasText: name });
  const whatsapp = card.getByRole('link', { name: /WhatsApp/ });
  await expect(whatsapp).toBeVisible();
  const href = (await whatsapp.getAttribute('href'))!;
  expect(href.startsWith('https://wa.me/2348035551234?text=')).toBe(true);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  const message = new URL(href).searchParams.get('text')!;
  expect(message).toContain('LocalHub');
  expect(message).toContain(name);
  expect(message).toContain(`${E2E_BASE_URL}/business/${business.businessId}`);
});

test('a business saved with its area only (no "Use my location") is found by its name, said to be in Yaba, not at a distance', async ({
  page,
}) => {
  const tag = uniqueTag();
  await signedInMember(page, 'Tunde Bakare');
  await page.goto('/app/business');
  await page.getByRole('button', { name: 'Add Business' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Business' });
  const name = `Tunde Tailoring ${tag}`;
  await dialog.getByLabel('Business Name').fill(name);
  await dialog.getByRole('combobox', { name: 'Area' }).fill('Yaba');
  await dialog.getByRole('option', { name: /^Yaba, Lagos Mainland, Lagos/ }).click();
  await dialog.getByRole('button', { name: 'Save Business' }).click();
  await expect(page.getByText('Business created successfully')).toBeVisible();

  // Placed at Yaba's centre (decision 0029): searched from Lagos, its card says where it is rather than a distance.
  await openHomeNearLagos(page);
  const search = page.getByRole('combobox', { name: 'Search professionals, businesses, products and posts' });
  await search.fill(name);
  await search.press('Enter');
  const card = page.getByRole('list', { name: 'All results' }).locator(':scope > li').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('in Yaba', { exact: true }).first()).toBeVisible();
  await expect(card.getByText(/km away/)).toHaveCount(0);

  // Its owner's form keeps the area and leaves the coordinates empty: the centre is no pin of theirs.
  await page.goto('/app/business');
  await page.getByRole('button', { name: /^Edit/ }).first().click();
  const edit = page.getByRole('dialog', { name: 'Edit Business' });
  await expect(edit.getByRole('combobox', { name: 'Area' })).toHaveValue('Yaba, Lagos Mainland, Lagos');
  await expect(edit.getByLabel('Latitude')).toHaveValue('');
});
