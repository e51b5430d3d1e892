import type { Browser, Page } from '@playwright/test';
import { apiPost } from './support/api';
import { businessWithProducts, LAGOS, pointAt, signedInMember, uniqueTag } from './support/discovery';
import { expect, PHONE, test } from './support/fixtures';
import { appReady, waitingForApp } from './support/app-ready';
import { seriousViolations } from './support/page-checks';
import { E2E_BASE_URL } from './support/settings';

/*
 * Pages the server draws (decision 0026): a customer opening a business link on a cheap phone sees the business
 * before the app's script has arrived, and the app then takes the page over as it is, without asking for it again.
 */

/** Whatever the page reports as an error, React's hydration errors included (it reports them as uncaught errors). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function phoneContext(browser: Browser, options: { javaScript?: boolean; dark?: boolean; serviceWorkers?: 'block' } = {}) {
  return browser.newContext({
    baseURL: E2E_BASE_URL,
    ...PHONE,
    javaScriptEnabled: options.javaScript ?? true,
    ...(options.dark ? { colorScheme: 'dark' as const } : {}),
    ...(options.serviceWorkers ? { serviceWorkers: options.serviceWorkers } : {}),
  });
}

test('a business link shows the business without the app script, and the app takes the page over without fetching it again', async ({
  browser,
  memberPage,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const { page: ownerPage } = await memberPage(`Tunde ${tag}`);
  const business = await businessWithProducts(
    ownerPage.request,
    {
      name: `Tunde Tailoring ${tag}`,
      description: 'Agbada, kaftans and school uniforms, sewn to measure in Yaba.',
      ...pointAt(LAGOS, 5, 40),
    },
    'Sewing',
    [{ name: `Kaftan ${tag}`, priceKobo: 2_500_000 }],
  );
  const path = `/business/${business.businessId}`;

  // No script at all: what a phone shows while the app's script is still on its way.
  const still = await phoneContext(browser, { javaScript: false });
  const bare = await still.newPage();
  await bare.goto(path);
  await expect(bare.getByRole('heading', { level: 1, name: `Tunde Tailoring ${tag}` })).toBeVisible();
  await expect(bare.getByText('Agbada, kaftans and school uniforms, sewn to measure in Yaba.')).toBeVisible();
  await expect(bare.getByText(`Kaftan ${tag}`)).toBeVisible();
  await expect(bare.getByText('₦25,000.00')).toBeVisible();
  await still.close();

  // With the script, in dark mode: the app takes the page over with no hydration error and no second request for it.
  const context = await phoneContext(browser, { dark: true });
  const page = waitingForApp(await context.newPage());
  const errors = collectErrors(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: `Tunde Tailoring ${tag}` })).toBeVisible();
  // Working once taken over: the tabs answer the keyboard.
  const products = page.getByRole('tab', { name: 'Products & Services' });
  await products.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(/post/i);
  expect(errors).toEqual([]);
  for (const drawnWith of [
    `/api/v1/businesses/${business.businessId}`,
    `/api/v1/businesses/${business.businessId}/categories`,
    '/api/auth/get-session',
  ]) {
    expect(asked, drawnWith).not.toContain(drawnWith);
  }
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await context.close();
});

test("a member's messages come drawn with their conversations, and open as usual", async ({ browser, memberPage }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const { page: bola } = await memberPage(`Bola ${tag}`);
  const context = await phoneContext(browser);
  const page = waitingForApp(await context.newPage());
  await signedInMember(page, `Ada ${tag}`);
  const adaId = ((await (await page.request.get('/api/v1/me')).json()) as { userId: string }).userId;
  await apiPost(bola.request, '/api/v1/messages', { receiverId: adaId, content: `Your agbada is ready ${tag}` });

  const errors = collectErrors(page);
  const response = await page.goto('/app/messages');
  // In the page as it arrives, before any script has run.
  expect(await response!.text()).toContain(`Your agbada is ready ${tag}`);
  const conversation = page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(`Bola ${tag}`) });
  await expect(conversation.getByTestId('last-message')).toHaveText(`Your agbada is ready ${tag}`);
  await conversation.click();
  await expect(page.getByRole('list', { name: 'Messages', exact: true }).getByTestId('message-text')).toHaveText([
    `Your agbada is ready ${tag}`,
  ]);
  expect(errors).toEqual([]);
  await context.close();
});

/** A time zone whose clock differs from this machine's, where the server that draws the pages runs. */
function zoneAwayFromServer(): string {
  const offset = new Date().getTimezoneOffset();
  return offset === -14 * 60 ? 'America/Los_Angeles' : 'Pacific/Kiritimati';
}

test('a Hausa reader whose phone keeps another clock than the server gets drawn times and naira the app takes over as they are', async ({
  browser,
  memberPage,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const { page: bola } = await memberPage(`Bola ${tag}`);
  const business = await businessWithProducts(
    bola.request,
    { name: `Bola Fabrics ${tag}`, description: 'Ankara and lace by the yard.', ...pointAt(LAGOS, 3, 90) },
    'Fabrics',
    [{ name: `Ankara ${tag}`, priceKobo: 1_250_050 }],
  );
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, ...PHONE, timezoneId: zoneAwayFromServer(), locale: 'ha-NG' });
  const page = waitingForApp(await context.newPage());
  await signedInMember(page, `Ada ${tag}`);
  const language = await page.request.put('/api/v1/me/language', { data: { language: 'ha' }, headers: { origin: E2E_BASE_URL } });
  expect(language.status()).toBe(200);
  const adaId = ((await (await page.request.get('/api/v1/me')).json()) as { userId: string }).userId;
  await apiPost(bola.request, '/api/v1/messages', { receiverId: adaId, content: `Your lace has come ${tag}` });

  const errors = collectErrors(page);
  const messages = await page.goto('/app/messages');
  const drawn = await messages!.text();
  await expect(page.getByTestId('last-message')).toHaveText(`Your lace has come ${tag}`);
  // The time of the last message, as drawn by the server, is what the phone shows once the app runs.
  const time = await page.locator('time[datetime]').first().textContent();
  expect(time).toMatch(/^\d\d:\d\d$/);
  expect(drawn).toContain(`>${time}</time>`);

  await page.goto(`/business/${business.businessId}`);
  await expect(page.getByText(`Ankara ${tag}`)).toBeVisible();
  await expect(page.getByText('₦12,500.50')).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test("taking a drawn page over leaves the page's root element as it was, but for its ready mark", async ({ browser, memberPage }) => {
  // A change there, even to the same value, makes the browser restyle every element of the page: a long task on a
  // phone right after the first paint. The theme is set once, before the first paint, and the language not at all.
  const { page: member } = await memberPage(`Ngozi ${uniqueTag()}`);
  const language = await member.request.put('/api/v1/me/language', { data: { language: 'pcm' }, headers: { origin: E2E_BASE_URL } });
  expect(language.status()).toBe(200);
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    ...PHONE,
    colorScheme: 'dark',
    storageState: await member.context().storageState(),
  });
  const page = await context.newPage();
  // The first visit on this phone learns the member's language from the server (and switches to it once).
  await page.goto('/app');
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pcm');
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { rootChanges: string[] }).rootChanges = seen;
    new MutationObserver((records) => {
      for (const record of records) if (record.target === document.documentElement) seen.push(record.attributeName!);
    }).observe(document, { attributes: true, subtree: true });
  });
  for (const path of ['/app', '/app/search?q=tailor', '/app/account']) {
    await page.goto(path);
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pcm');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    // Time for what runs after the takeover (its effects, the first answers) to have run.
    await page.waitForTimeout(1_000);
    const changes = await page.evaluate(() => (window as unknown as { rootChanges: string[] }).rootChanges);
    expect(
      changes.filter((name) => name !== 'style' && name !== 'class'),
      path,
    ).toEqual(['data-app']);
    expect(
      changes.filter((name) => name === 'class'),
      path,
    ).toEqual(['class']);
  }
  await context.close();
});

test('the feed and search arrive drawn where the member chose to look, and the app takes them over', async ({ browser, memberPage }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const { page: ownerPage } = await memberPage(`Musa ${tag}`);
  const { items: cities } = (await (await ownerPage.request.get('/api/v1/lookups/cities')).json()) as {
    items: { id: number; name: string; latitude: number; longitude: number }[];
  };
  const dutse = cities.find((city) => city.name === 'Dutse')!;
  const name = `Musa Welding ${tag}`;
  await apiPost(ownerPage.request, '/api/v1/businesses', {
    name,
    description: 'Gates, burglary proofs and generator houses.',
    ...pointAt({ lat: dutse.latitude, lng: dutse.longitude }, 2, 200),
  });

  const context = await phoneContext(browser);
  const page = waitingForApp(await context.newPage());
  await signedInMember(page, `Hauwa ${tag}`);
  await page.goto('/app');
  await page.getByRole('button', { name: 'Change place' }).click();
  await page.getByLabel('Choose a city to discover around').selectOption({ label: 'Dutse' });
  await expect(page.getByText(name).first()).toBeVisible();

  // Back later: the feed arrives drawn at Dutse, and the app asks for none of it again.
  const errors = collectErrors(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  const feed = await page.reload();
  const feedHtml = await feed!.text();
  expect(feedHtml).toContain('Near Dutse');
  expect(feedHtml).toContain(name);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText('Near Dutse', { exact: true })).toBeVisible();

  // Search, opened from a link: drawn with its results.
  const search = await page.goto(`/app/search?q=${tag}`);
  expect(await search!.text()).toContain(name);
  await expect(page.getByRole('main').getByText(name).filter({ visible: true }).first()).toBeVisible();
  // Working once taken over: the search field answers typing.
  const field = page
    .getByRole('main')
    .getByRole('combobox', { name: /search/i })
    .first();
  await field.fill(`welding ${tag}`);
  await field.press('Enter');
  await expect(page).toHaveURL(/q=welding/);
  expect(errors).toEqual([]);
  for (const drawnWith of ['/api/v1/discover/nearby', '/api/v1/lookups/cities', '/api/v1/me']) {
    expect(asked, drawnWith).not.toContain(drawnWith);
  }
  await context.close();
});

test("a member's network, notifications, account and create pages arrive drawn, and the app takes each over as it is", async ({
  browser,
  memberPage,
}) => {
  test.setTimeout(150_000);
  const tag = uniqueTag();
  const { page: bola } = await memberPage(`Bola ${tag}`);
  const context = await phoneContext(browser, { dark: true });
  const page = waitingForApp(await context.newPage());
  await signedInMember(page, `Ada ${tag}`);
  const adaId = ((await (await page.request.get('/api/v1/me')).json()) as { userId: string }).userId;
  // A connection request: on Ada's network page, and a notification.
  await apiPost(bola.request, '/api/v1/connections', { userId: adaId });

  const errors = collectErrors(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  const pages = [
    { path: '/app/network', drawn: `Bola ${tag}`, data: ['/api/v1/connections/requests/incoming', '/api/v1/people/suggestions'] },
    // The list itself is asked for once more when the realtime channel first joins (what came since it was drawn).
    { path: '/app/notifications', drawn: `Bola ${tag} wants to connect with you`, data: [] },
    { path: '/app/account', drawn: `value="Ada ${tag}"`, data: ['/api/v1/me'] },
    { path: '/app/account?tab=subscription', drawn: 'Billing History', data: ['/api/v1/subscription', '/api/v1/payments'] },
    { path: '/app/account?tab=security', drawn: 'Active Sessions', data: ['/api/auth/list-sessions'] },
    { path: '/app/account?tab=appearance', drawn: 'Load pictures only when I tap them', data: [] },
    // Its settings are asked for once more when the realtime channel first joins, as the list is (both are 'notifications').
    { path: '/app/account?tab=notifications', drawn: 'Notification preferences', data: [] },
    { path: '/app/create', drawn: 'Create notice', data: ['/api/v1/me'] },
  ];
  for (const { path, drawn, data } of pages) {
    asked.length = 0;
    const html = await (await page.goto(path))!.text();
    expect(html, path).toContain(drawn);
    expect(html, path).not.toMatch(
      /Loading (your connections|notifications|notification preferences|profile|your subscription|billing history|sessions)/,
    );
    for (const drawnWith of [...data, '/api/auth/get-session']) expect(asked, `${path}: ${drawnWith}`).not.toContain(drawnWith);
    expect(errors, path).toEqual([]);
    if (path === '/app/notifications') {
      await expect(page.getByText(`Bola ${tag} wants to connect with you`)).toBeVisible();
      // The join comes after the takeover, so its one fetch is waited for rather than counted at once.
      await expect.poll(() => asked.filter((asking) => asking === '/api/v1/notifications').length).toBe(1);
    }
  }
  // Working once taken over: the account's tabs answer the keyboard.
  await page.goto('/app/account');
  await page.getByRole('tab', { name: 'Profile' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=subscription/);
  expect(errors).toEqual([]);

  // A member who opens the landing page or sign-in is sent on to the app by the server itself.
  for (const [path, to] of [
    ['/', '/app'],
    ['/auth?redirect=%2Fapp%2Fnetwork', '/app/network'],
  ] as const) {
    const response = await page.goto(path);
    expect(response!.request().redirectedFrom()?.url(), path).toBe(`${E2E_BASE_URL}${path}`);
    expect(new URL(page.url()).pathname, path).toBe(to);
  }
  expect(errors).toEqual([]);
  await context.close();
});

test('a visitor gets the landing page and sign-in drawn, and the app takes them over as they are', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await phoneContext(browser);
  const page = waitingForApp(await context.newPage());
  const errors = collectErrors(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  const landing = await (await page.goto('/'))!.text();
  // The counts came with the page.
  expect(landing).toContain('aria-labelledby="stats-title" aria-busy="false"');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const drawnWith of ['/api/v1/highlights', '/api/auth/get-session']) expect(asked, drawnWith).not.toContain(drawnWith);
  await page.getByRole('link', { name: 'Start Your Journey' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup/);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');

  asked.length = 0;
  const signIn = await (await page.goto('/auth'))!.text();
  expect(signIn).toContain('Sign in or create an account');
  // Working once taken over: the tabs answer the keyboard.
  await page.getByRole('tab', { name: 'Sign In' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
  for (const drawnWith of ['/api/v1/auth-providers', '/api/auth/get-session']) expect(asked, drawnWith).not.toContain(drawnWith);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

/** Holds the app's script until `release`: the page stays as the server drew it, as on a slow connection. */
async function holdingScript(page: Page) {
  let holding = true;
  const waiting: Array<() => void> = [];
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (holding) await new Promise<void>((resume) => waiting.push(resume));
    await route.continue();
  });
  return () => {
    holding = false;
    for (const resume of waiting.splice(0)) resume();
  };
}

test('what is typed into drawn sign-in, profile and sign-up forms before the takeover is kept and sent', async ({ browser }) => {
  test.setTimeout(90_000);
  const setup = await browser.newContext({ baseURL: E2E_BASE_URL });
  const setupPage = await setup.newPage();
  const member = await signedInMember(setupPage, `Kemi ${uniqueTag()}`);
  // A saved area: the profile's place field is drawn with its name.
  const yaba = ((await (await setupPage.request.get('/api/v1/places?q=Yaba&limit=1')).json()) as { items: Array<{ id: number }> })
    .items[0]!;
  const placed = await setupPage.request.patch('/api/v1/me', {
    headers: { origin: E2E_BASE_URL },
    data: { fullName: member.fullName, bio: null, placeId: yaba.id },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  await setup.close();

  // Without the service worker, which would answer the second visit's script itself, past the holding route.
  const tag = uniqueTag();
  const context = await phoneContext(browser, { dark: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = collectErrors(page);
  let release = await holdingScript(page);
  await page.goto('/auth', { waitUntil: 'commit' });
  await page.locator('#sign-in-email').fill(member.email);
  await page.locator('#sign-in-password').fill(member.password);
  // Not taken over yet: a press would do nothing, so the button says so.
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled();
  release();
  await appReady(page);
  await expect(page.locator('#sign-in-email')).toHaveValue(member.email);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);

  // A member's drawn profile: a name corrected before the takeover is the one saved.
  release = await holdingScript(page);
  await page.goto('/app/account', { waitUntil: 'commit' });
  await page.locator('#profile-full-name').fill(`Kemi Adeyemi ${tag}`);
  await page.locator('#profile-bio').fill('Bridal tailoring in Yaba.');
  release();
  await appReady(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect
    .poll(async () => ((await (await page.request.get('/api/v1/me')).json()) as { fullName: string; bio: string | null }).fullName)
    .toBe(`Kemi Adeyemi ${tag}`);
  await expect(page.locator('#profile-bio')).toHaveValue('Bridal tailoring in Yaba.');
  // Taken over as drawn: no hydration error although the bio's count beside it changed before the takeover.
  expect(errors).toEqual([]);
  await context.clearCookies();

  release = await holdingScript(page);
  await page.goto('/auth?tab=signup', { waitUntil: 'commit' });
  await page.locator('#sign-up-fullName').fill(`Tunde ${tag}`);
  await page.locator('#sign-up-username').fill(`tunde_${tag}`.slice(0, 30));
  await page.locator('#sign-up-email').fill(`tunde-${tag}@example.com`);
  await page.locator('#sign-up-password').fill('Tailoring-in-Yaba-2026');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  release();
  await appReady(page);
  for (const [field, value] of [
    ['#sign-up-fullName', `Tunde ${tag}`],
    ['#sign-up-email', `tunde-${tag}@example.com`],
  ]) {
    await expect(page.locator(field!)).toHaveValue(value!);
  }
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(`tunde-${tag}@example.com`)).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('an area typed into the drawn Home before the takeover is offered its places once the app takes over', async ({ browser }) => {
  const context = await phoneContext(browser, { serviceWorkers: 'block' });
  const page = await context.newPage();
  await signedInMember(page, `Ngozi ${uniqueTag()}`);
  const release = await holdingScript(page);
  await page.goto('/app', { waitUntil: 'commit' });
  const area = page.getByRole('region', { name: 'Where are you?' }).getByRole('combobox', { name: 'Your area' });
  await area.fill('Rumuokoro');
  release();
  await appReady(page);
  await expect(area).toHaveValue('Rumuokoro');
  await expect(page.getByRole('option', { name: /^Rumuokoro/ }).first()).toHaveAttribute('aria-selected', 'true');
  await area.press('Enter');
  await expect(page.getByText(/Your area is saved: Rumuokoro/)).toBeVisible();
  await context.close();
});
