import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { newMember } from './accounts';
import { apiPost } from './api';
import { jpegFile } from './images';
import { E2E_BASE_URL } from './settings';

/** Lagos centre, where the "Lagos" city of the picker (and the default position) stands. */
export const LAGOS = { lat: 6.5244, lng: 3.3792 } as const;

/** A short random tag of letters only, so that names stay unique among parallel runs and search sees one word. */
export function uniqueTag(): string {
  return Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

/** The point `km` kilometres from `from` towards `bearingDeg` (0 = north, 90 = east), on a sphere. */
export function pointAt(from: { lat: number; lng: number }, km: number, bearingDeg: number): { latitude: number; longitude: number } {
  const R = 6371;
  const rad = Math.PI / 180;
  const d = km / R;
  const b = bearingDeg * rad;
  const lat1 = from.lat * rad;
  const lng1 = from.lng * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 = lng1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: Number((lat2 / rad).toFixed(6)), longitude: Number((lng2 / rad).toFixed(6)) };
}

/**
 * A verified, signed-in member made through the API (sign up, follow the emailed link, sign in) — faster than the UI,
 * for journeys that test something else. The cookies land in the page's context.
 */
export async function signedInMember(page: Page, fullName = 'Chinedu Okafor') {
  const member = { ...newMember(), fullName };
  const headers = { origin: E2E_BASE_URL };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers,
    data: {
      name: member.fullName,
      username: member.username,
      email: member.email,
      password: member.password,
      callbackURL: '/app?verified=1',
    },
  });
  expect(signUp.status(), await signUp.text()).toBeLessThan(300);

  let link: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get('/dev/mail.json')).json()) as {
        items: Array<{ to: string; subject: string; text: string }>;
      };
      const mail = outbox.items.find((item) => item.to === member.email && /Verify your email/i.test(item.subject));
      link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      return link ?? null;
    })
    .not.toBeNull();
  const verify = await page.request.get(link!, { maxRedirects: 5 });
  expect(verify.status(), await verify.text()).toBeLessThan(400);

  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers,
    data: { email: member.email, password: member.password, rememberMe: true },
  });
  expect(signIn.status(), await signIn.text()).toBeLessThan(300);
  return member;
}

/** Uploads one product image (multipart field "file") with the page's cookies: a flat colour, or the JPEG given. */
export async function uploadProductImage(
  request: APIRequestContext,
  productId: number,
  name: string,
  picture: { r: number; g: number; b: number } | Buffer,
) {
  const buffer = Buffer.isBuffer(picture) ? picture : readFileSync(await jpegFile(name, picture));
  const response = await request.post(`/api/v1/products/${productId}/images`, {
    headers: { origin: E2E_BASE_URL },
    multipart: { file: { name, mimeType: 'image/jpeg', buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { imageId: number; url: string; isPrimary: boolean };
}

/** A profession with coordinates, and `count` posts on it (returned oldest first). */
export async function professionWithPosts(
  request: APIRequestContext,
  profession: { title: string; latitude: number; longitude: number; contactPhone?: string },
  posts: Array<{ title: string; content: string }>,
) {
  const created = await apiPost<{ professionId: number }>(request, '/api/v1/professions', profession);
  const postIds: number[] = [];
  for (const post of posts) {
    postIds.push((await apiPost<{ postId: number }>(request, `/api/v1/professions/${created.professionId}/posts`, post)).postId);
  }
  return { professionId: created.professionId, postIds };
}

/** A business with coordinates, one product category and these products in it. */
export async function businessWithProducts(
  request: APIRequestContext,
  business: { name: string; latitude: number; longitude: number; description?: string; contactPhone?: string },
  categoryName: string,
  products: Array<{ name: string; priceKobo: number }>,
) {
  const { businessId } = await apiPost<{ businessId: number }>(request, '/api/v1/businesses', business);
  const { categoryId } = await apiPost<{ categoryId: number }>(request, `/api/v1/businesses/${businessId}/categories`, {
    name: categoryName,
  });
  const productIds: number[] = [];
  for (const product of products)
    productIds.push(
      (await apiPost<{ productId: number }>(request, `/api/v1/businesses/${businessId}/products`, { ...product, categoryId })).productId,
    );
  return { businessId, productIds };
}

/** Opens Home with the position fixed on the city "Lagos" (picked in the Discover panel, as a member would). */
export async function openHomeNearLagos(page: Page) {
  await page.goto('/app');
  // On a phone (below 640 px) the city picker waits behind "Change" in the panel's one compact row.
  if ((page.viewportSize()?.width ?? 1280) < 640) await page.getByRole('button', { name: 'Change place' }).click();
  const picker = page.getByLabel('Choose a city to discover around');
  await expect(picker).toBeEnabled();
  await picker.selectOption({ label: 'Lagos' });
  await expect(page.getByText('Near Lagos', { exact: true })).toBeVisible();
}

/** The Home feed section ("Latest near you"). */
export const feedSection = (page: Page) => page.getByRole('region', { name: 'Latest near you' });

/** The Home feed, scrolled to as a member would: it loads only when scrolled towards (below the first screen). */
export async function scrolledFeed(page: Page): Promise<Locator> {
  const feed = feedSection(page);
  await feed.scrollIntoViewIfNeeded();
  return feed;
}

/**
 * The feed item containing `text`, pressing "Load More" until it shows (others' newer items may push it down).
 * Fails when the end of the feed is reached without it.
 */
export async function findInFeed(page: Page, text: string): Promise<Locator> {
  const feed = await scrolledFeed(page);
  const item = feed.locator(':scope > ol > li').filter({ hasText: text });
  const more = feed.getByRole('button', { name: 'Load More' });
  const end = feed.getByText("You've reached the end of the feed");
  for (let round = 0; round < 30; round++) {
    await expect(item.or(more).or(end).first()).toBeVisible();
    if (await item.count()) break;
    if (await end.isVisible()) break;
    const before = await feed.locator(':scope > ol > li').count();
    await more.click();
    await expect.poll(() => feed.locator(':scope > ol > li').count()).toBeGreaterThan(before);
  }
  await expect(item).toHaveCount(1);
  return item;
}
