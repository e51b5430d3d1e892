import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readCatalog } from '../../build/i18n-messages';
import { apiPost } from './support/api';
import { LAGOS, pointAt, professionWithPosts, signedInMember, uniqueTag } from './support/discovery';
import { DESKTOP, PHONE, expect, test } from './support/fixtures';
import { seriousViolations } from './support/page-checks';
import { E2E_BASE_URL } from './support/settings';
import { dataStrings, englishMessagesShown, untranslated, visibleTexts } from './support/visible-texts';
import { waitingForApp } from './support/app-ready';

/*
 * Five languages (issue 16, item 7): switching to Yoruba changes every text of the interface on the feed and the
 * account page (only what people wrote stays), the choice survives a reload and follows the member to another
 * device, and a first visit speaks the browser's language. A member who reads Pidgin sees Pidgin, not English, on
 * Home, Account and the listing form (issue 37, point 5).
 */

/** The page's texts once it has settled (the feed's cards and the account's form are in). */
async function settledTexts(page: Page, ready: () => Promise<void>): Promise<string[]> {
  await ready();
  await page.waitForLoadState('networkidle');
  return visibleTexts(page);
}

test('switching to Yoruba translates the feed and the account page, survives a reload and follows the member', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE.viewport);
  const data = dataStrings(page);
  const tag = uniqueTag();
  const member = await signedInMember(page, `Adebayo Ogunleye ${tag}`);
  await professionWithPosts(page.request, { title: `Tiler ${tag}`, contactPhone: '08031234567', ...pointAt(LAGOS, 2, 30) }, [
    { title: `Bathroom tiles done ${tag}`, content: `Finished in Surulere ${tag}.` },
  ]);
  await apiPost(page.request, '/api/v1/businesses', {
    name: `Ogunleye Tiles ${tag}`,
    contactPhone: '08031234567',
    ...pointAt(LAGOS, 3, 60),
  });

  const feedReady = async () => {
    // The feed loads when scrolled towards; its heading's name changes with the language, its id does not. Other
    // tests' newer posts may push this test's own off the first page, so any card will do.
    await page.locator('#feed-heading').scrollIntoViewIfNeeded();
    await expect(page.locator('section[aria-labelledby="feed-heading"] > ol > li').first()).toBeVisible();
  };
  const accountReady = async () => {
    await expect(page.locator('input[name="fullName"], #fullName').first()).toHaveValue(`Adebayo Ogunleye ${tag}`);
  };
  const appearanceReady = async () => {
    await expect(page.getByRole('radiogroup').first()).toBeVisible();
  };

  await page.goto('/app');
  const englishFeed = await settledTexts(page, feedReady);
  await page.goto('/app/account');
  const englishAccount = await settledTexts(page, accountReady);
  await page.goto('/app/account?tab=appearance');
  const englishAppearance = await settledTexts(page, appearanceReady);

  await page.getByRole('radio', { name: /Èdè Yorùbá/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
  await expect(page.getByRole('heading', { name: 'Èdè', exact: true })).toBeVisible();
  const yorubaAppearance = await settledTexts(page, appearanceReady);
  expect(untranslated(englishAppearance, yorubaAppearance, data)).toEqual([]);

  await page.goto('/app/account');
  const yorubaAccount = await settledTexts(page, accountReady);
  expect(untranslated(englishAccount, yorubaAccount, data)).toEqual([]);

  await page.goto('/app');
  const yorubaFeed = await settledTexts(page, feedReady);
  expect(untranslated(englishFeed, yorubaFeed, data)).toEqual([]);
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);

  // A reload keeps it, and nothing flashes English first: the page comes up in Yoruba.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
  expect(untranslated(englishFeed, await settledTexts(page, feedReady), data)).toEqual([]);

  // Another device: signing in brings the language saved on the server.
  const other = await browser.newContext({ ...DESKTOP, baseURL: E2E_BASE_URL });
  try {
    const phone = waitingForApp(await other.newPage());
    const signIn = await phone.request.post('/api/auth/sign-in/email', {
      headers: { origin: E2E_BASE_URL },
      data: { email: member.email, password: member.password },
    });
    expect(signIn.status()).toBeLessThan(300);
    await phone.goto('/app/account?tab=appearance');
    await expect(phone.locator('html')).toHaveAttribute('lang', 'yo');
    await expect(phone.getByRole('radio', { name: /Èdè Yorùbá/ })).toBeChecked();
  } finally {
    await other.close();
  }
});

test('a first visit speaks the browser’s language (Hausa); the visitor can pick another, kept on a reload', async ({ browser }) => {
  const english = await browser.newContext({ ...PHONE, baseURL: E2E_BASE_URL, locale: 'en-GB' });
  const hausa = await browser.newContext({ ...PHONE, baseURL: E2E_BASE_URL, locale: 'ha-NG' });
  try {
    const englishPage = waitingForApp(await english.newPage());
    const data = dataStrings(englishPage);
    await englishPage.goto('/auth');
    await expect(englishPage.locator('html')).toHaveAttribute('lang', 'en');
    const englishTexts = await settledTexts(englishPage, async () => undefined);

    const hausaPage = waitingForApp(await hausa.newPage());
    await hausaPage.goto('/auth');
    await expect(hausaPage.locator('html')).toHaveAttribute('lang', 'ha');
    expect(untranslated(englishTexts, await settledTexts(hausaPage, async () => undefined), data)).toEqual([]);

    await hausaPage.getByRole('combobox', { name: 'Harshe' }).selectOption('en');
    await expect(hausaPage.locator('html')).toHaveAttribute('lang', 'en');
    await expect(hausaPage.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await hausaPage.reload();
    await expect(hausaPage.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  } finally {
    await english.close();
    await hausa.close();
  }
});

test('a member who reads Pidgin sees no English message on Home, Account or the listing form at 360 px, but those Pidgin keeps', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE.viewport);
  const pidgin = readCatalog('pcm');
  const keptAsEnglish = JSON.parse(readFileSync('src/shared/i18n/pidgin-same-as-english.json', 'utf8')) as Record<string, string>;
  const data = dataStrings(page);
  const tag = uniqueTag();
  await signedInMember(page, `Ebiere Tamuno ${tag}`);
  await professionWithPosts(page.request, { title: `Welder ${tag}`, contactPhone: '08031234567', ...pointAt(LAGOS, 2, 120) }, [
    { title: `Gate welded in Rumuola ${tag}`, content: `Finished before rain ${tag}.` },
  ]);
  const language = await page.request.put('/api/v1/me/language', { data: { language: 'pcm' }, headers: { origin: E2E_BASE_URL } });
  expect(language.status()).toBeLessThan(300);
  const englishShown = async (ready: () => Promise<void>) =>
    englishMessagesShown(await settledTexts(page, ready), pidgin, keptAsEnglish, data);

  await page.goto('/app');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pcm');
  await expect(page.getByRole('link', { name: pidgin['Feed'] })).toBeVisible();
  const home = await englishShown(async () => {
    await page.locator('#feed-heading').scrollIntoViewIfNeeded();
    await expect(page.locator('section[aria-labelledby="feed-heading"] > ol > li').first()).toBeVisible();
  });
  expect(home, 'English on Home').toEqual([]);

  await page.goto('/app/account');
  const account = await englishShown(async () => {
    await expect(page.locator('input[name="fullName"], #fullName').first()).toHaveValue(`Ebiere Tamuno ${tag}`);
  });
  expect(account, 'English on Account').toEqual([]);

  await page.goto('/app/business');
  await page.getByRole('button', { name: pidgin['Add Business'] }).click();
  const listingForm = await englishShown(async () => {
    await expect(page.getByRole('dialog', { name: pidgin['Add New Business'] })).toBeVisible();
  });
  expect(listingForm, 'English on the listing form').toEqual([]);
});
