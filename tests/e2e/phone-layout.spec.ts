import type { Locator, Page } from '@playwright/test';
import { apiPost } from './support/api';
import { feedSection, findInFeed, LAGOS, pointAt, professionWithPosts, signedInMember, uniqueTag } from './support/discovery';
import { expect, test } from './support/fixtures';
import { seriousViolations, toast } from './support/page-checks';

/*
 * Phone first (issue 16, item 5): at 360 px Home starts with listings, a card's actions fit one row with the rest in a
 * keyboard-ready "…" menu, a tab bar that scrolls shows it, and the desktop header links Create and Videos.
 */

/** The tops of a card's visible actions, rounded to the pixel. */
async function actionTops(card: Locator): Promise<number[]> {
  return card
    .getByRole('group', { name: 'Actions' })
    .locator('a:visible, button:visible')
    .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
}

async function expectOneRow(card: Locator, atLeast: number) {
  const tops = await actionTops(card);
  expect(tops.length).toBeGreaterThanOrEqual(atLeast);
  expect(new Set(tops).size, `action tops ${tops.join(', ')}`).toBe(1);
}

/** How much a scroll hint (the fade over one end of a row that scrolls sideways, drawn by CSS) shows: 0 to 1. */
const hintOpacity = (wrapper: Locator, side: 'start' | 'end') =>
  wrapper.evaluate((element, pseudo) => Number(getComputedStyle(element, pseudo).opacity), side === 'start' ? '::before' : '::after');

/** Height of the fixed bottom bar, which covers the bottom of the screen on a phone. */
const bottomBarHeight = async (page: Page) => (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!.height;

test('Home at 360 px in dark mode: listings on the first screen, one-row card actions, a keyboard "…" menu, tab bar hints', async ({
  page,
  memberPage,
}) => {
  const tag = uniqueTag();
  const ownerName = `Kemi Owner ${tag}`;
  await signedInMember(page, ownerName);
  const title = `Pastry Chef ${tag}`;
  const postTitle = `Meat pie Friday ${tag}`;
  await professionWithPosts(page.request, { title, contactPhone: '08031234567', ...pointAt(LAGOS, 2, 45) }, [
    { title: postTitle, content: 'Fresh from 9am in Yaba.' },
  ]);
  const business = await apiPost<{ businessId: number }>(page.request, '/api/v1/businesses', {
    name: `Kemi Bakery ${tag}`,
    contactPhone: '08031234567',
    ...pointAt(LAGOS, 3, 90),
  });
  const category = await apiPost<{ categoryId: number }>(page.request, `/api/v1/businesses/${business.businessId}/categories`, {
    name: 'Pastries',
  });
  const productName = `Chin chin ${tag}`;
  await apiPost(page.request, `/api/v1/businesses/${business.businessId}/products`, {
    categoryId: category.categoryId,
    name: productName,
    priceKobo: 50_000,
  });

  const { page: phone } = await memberPage(`Ngozi Reader ${tag}`, { phone: true, dark: true });
  await phone.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await phone.goto('/app');
  await expect(phone.locator('html')).toHaveClass(/\bdark\b/);

  // The Discover panel is one compact row: where (with "Change") and the distance.
  const discover = phone.getByRole('region', { name: 'Discover' });
  await expect(discover.getByText('Near Lagos (default)', { exact: true })).toBeVisible();
  await expect(discover.getByLabel('Choose a city to discover around')).toBeHidden();
  await expect(discover.getByRole('radio', { name: /^Local/ })).toBeHidden();
  const distance = discover.getByRole('combobox', { name: 'Distance' });
  await expect(distance).toHaveValue('local');
  expect((await discover.boundingBox())!.height).toBeLessThan(90);

  // The first screen shows a listing card above the bottom bar.
  const professions = phone.getByRole('region', { name: 'Professions Near You' });
  await expect(professions).toHaveAttribute('aria-busy', 'false');
  const firstCard = professions.getByRole('listitem').first();
  await expect(firstCard).toBeVisible();
  const fold = 740 - (await bottomBarHeight(phone));
  expect((await firstCard.boundingBox())!.y).toBeLessThan(fold);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(phone)).toEqual([]);

  // "Change" opens the city picker and the plan note; the distance select changes the rings.
  await discover.getByRole('button', { name: 'Change place' }).click();
  await expect(discover.getByLabel('Choose a city to discover around')).toBeVisible();
  await expect(discover.getByText('All users can view content at any distance.', { exact: false })).toBeVisible();
  await discover.getByRole('button', { name: 'Done choosing a place' }).click();
  await expect(discover.getByLabel('Choose a city to discover around')).toBeHidden();
  await distance.selectOption('regional');
  await expect(professions.getByText('Regional · 51–300 km')).toBeVisible();
  await distance.selectOption('local');
  await expect(professions.getByText('Local · 0–50 km')).toBeVisible();

  // Cards: the main actions and "…" on one row — a professional, a post and a product.
  const listing = professions.getByRole('listitem').filter({ hasText: title });
  await expect(listing).toBeVisible();
  await expect(listing.getByRole('link', { name: /^WhatsApp/ })).toBeVisible();
  await expect(listing.getByRole('button', { name: /^Save / })).toBeHidden();
  await expectOneRow(listing, 4);
  const post = await findInFeed(phone, postTitle);
  await expectOneRow(post, 3);
  const product = await findInFeed(phone, productName);
  await expectOneRow(product, 3);

  // The "…" menu with the keyboard: Enter opens it on its first item, arrows move, Enter chooses.
  const more = listing.getByRole('button', { name: `More actions for ${title}` });
  await more.focus();
  await phone.keyboard.press('Enter');
  let menu = phone.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Share' })).toBeFocused();
  expect(await seriousViolations(phone, { withoutToasts: true })).toEqual([]);
  await phone.keyboard.press('Enter');
  await expect(toast(phone, 'Link copied')).toBeVisible();
  await expect(menu).toBeHidden();
  expect(await phone.evaluate(() => navigator.clipboard.readText())).toMatch(/\/profession\/\d+$/);
  await expect(more).toBeFocused();

  await phone.keyboard.press('Enter');
  menu = phone.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Share' })).toBeFocused();
  await phone.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Save' })).toBeFocused();
  await phone.keyboard.press('Enter');
  await expect(toast(phone, 'Professional saved')).toBeVisible();

  await phone.keyboard.press('Enter');
  await expect(phone.getByRole('menuitemcheckbox', { name: 'Saved' })).toHaveAttribute('aria-checked', 'true');
  await expect(phone.getByRole('menuitem', { name: 'Share' })).toBeFocused();
  const connect = phone.getByRole('menuitem', { name: `Connect with ${ownerName}` });
  await expect(connect).toBeEnabled();
  // Radix moves the focus a tick after each arrow: wait for it before the next key.
  await phone.keyboard.press('ArrowDown');
  await expect(phone.getByRole('menuitemcheckbox', { name: 'Saved' })).toBeFocused();
  await phone.keyboard.press('ArrowDown');
  await expect(connect).toBeFocused();
  await phone.keyboard.press('Enter');
  await expect(toast(phone, 'Connection request sent')).toBeVisible();
  await phone.keyboard.press('Enter');
  await expect(phone.getByRole('menuitem', { name: 'Request pending' })).toHaveAttribute('aria-disabled', 'true');
  await phone.keyboard.press('Escape');
  await expect(phone.getByRole('menu')).toBeHidden();
  await expect(more).toBeFocused();

  // A professional's card (as a business's) reports from its menu too.
  await more.click();
  await expect(phone.getByRole('menuitem', { name: 'Report this profile' })).toBeVisible();
  await phone.keyboard.press('Escape');
  await expect(phone.getByRole('menu')).toBeHidden();

  // A report from a post's menu opens its dialog once the menu has closed.
  await post.getByRole('button', { name: `More actions for the post by ${ownerName}` }).click();
  await phone.getByRole('menuitem', { name: 'Report this post' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Report this post' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(phone, 'Reported — thank you')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The Sections tab bar scrolls: a fade at the hidden end; the keyboard reaches the last tab, and the fades follow.
  await phone.evaluate(() => window.scrollTo(0, 0));
  const sections = phone.getByRole('navigation', { name: 'Sections' });
  const hints = sections.locator('.scroll-hints');
  const opacity = (side: 'start' | 'end') => hintOpacity(hints, side);
  await expect.poll(() => opacity('end')).toBe(1);
  expect(await opacity('start')).toBe(0);
  await sections.getByRole('link', { name: 'Feed' }).focus();
  for (let step = 0; step < 5; step++) await phone.keyboard.press('Tab');
  const saves = sections.getByRole('link', { name: 'Saves' });
  await expect(saves).toBeFocused();
  await expect.poll(() => opacity('start')).toBe(1);
  await expect.poll(() => opacity('end')).toBe(0);
  const savesBox = (await saves.boundingBox())!;
  expect(savesBox.x + savesBox.width).toBeLessThanOrEqual(360);
  // At desktop width the six tabs fit: no fade at either end.
  await phone.setViewportSize({ width: 1024, height: 740 });
  await expect.poll(() => opacity('start')).toBe(0);
  expect(await opacity('end')).toBe(0);
  await phone.setViewportSize({ width: 360, height: 740 });

  // A tab list (search results) shows the same hint.
  await phone.goto(`/app/search?q=${tag}`);
  const resultTabs = phone.getByRole('tablist', { name: 'Result types' });
  await expect(resultTabs).toBeVisible();
  const tabHints = phone.locator('.scroll-hints', { has: resultTabs });
  await expect.poll(() => hintOpacity(tabHints, 'end')).toBe(1);
  expect(await hintOpacity(tabHints, 'start')).toBe(0);
  expect(await seriousViolations(phone, { withoutToasts: true })).toEqual([]);
});

test('the desktop header links Create and Videos; wide cards show every action without the "…" menu', async ({ page }) => {
  const tag = uniqueTag();
  await signedInMember(page, 'Bola Owner');
  const title = `Tailor ${tag}`;
  await apiPost(page.request, '/api/v1/professions', { title, contactPhone: '08031234567', ...pointAt(LAGOS, 4, 180) });

  await signedInMember(page, 'Desk Viewer');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/app');
  const header = page.getByRole('navigation', { name: 'Shortcuts' });
  await expect(header.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/app/create');
  await expect(header.getByRole('link', { name: 'Videos' })).toHaveAttribute('href', '/app/videos');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  // The feed's cards are wide: Share, Save and Connect sit in the row, and there is no "…".
  const card = await findInFeed(page, title);
  const actions = card.getByRole('group', { name: 'Actions' });
  for (const name of [new RegExp(`^Share ${title}`), new RegExp(`^Save ${title}`), /^Connect with Bola Owner/]) {
    await expect(actions.getByRole('button', { name })).toBeVisible();
  }
  await expect(actions.getByRole('button', { name: /^More actions/ })).toBeHidden();
  await expect(feedSection(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await header.getByRole('link', { name: 'Videos' }).click();
  await expect(page).toHaveURL(/\/app\/videos$/);
  await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Videos' })).toHaveAttribute('aria-current', 'page');
  await header.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/app\/create$/);
});
