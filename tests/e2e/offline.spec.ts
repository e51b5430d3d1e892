import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
  scrolledFeed,
  findInFeed,
  LAGOS,
  openHomeNearLagos,
  pointAt,
  professionWithPosts,
  signedInMember,
  uniqueTag,
} from './support/discovery';
import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/page-checks';
import { countWireBytes, expectMeterMatchesWire, openShop, shopWithPhotos } from './support/wire-bytes';

/** Resolves once the service worker controls the page (it claims pages when it activates). */
test.use({ serviceWorkers: 'allow' });

async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Whether the service worker itself can reach the server: an API read it has never kept, so only the network can
 * answer it. Proves the offline emulation covers the worker's own requests, not only the page's.
 */
const workerReachesServer = (page: Page) =>
  page.evaluate(() =>
    fetch(`/api/health?probe=${Math.random()}`).then(
      (response) => response.ok,
      () => false,
    ),
  );

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => workerReachesServer(page)).toBe(false);
}

/** Wholly above the bottom bar, and a tap at its middle reaches it (nothing drawn over it). */
async function aboveBottomBar(page: Page, target: Locator) {
  const bar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  const box = await target.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y);
  const reached = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(reached).toBe(true);
}

test('installable: the manifest names the app, its icons and /app, and a service worker controls the page', async ({ page }) => {
  await signedInMember(page, 'Ngozi Eze');
  await page.goto('/app');
  await controlledByServiceWorker(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.ok()).toBe(true);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'LocalHub',
    short_name: 'LocalHub',
    start_url: '/app',
    display: 'standalone',
    theme_color: '#047857',
  });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((candidate) => candidate.sizes === size && candidate.purpose !== 'maskable');
    expect(icon, size).toBeTruthy();
    const image = await page.request.get(icon!.src);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('offline, a reload opens the app with the last feed and says so; a message written offline is sent once when back', async ({
  page,
  context,
  memberPage,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const { page: ownerPage } = await memberPage(`Tola Baker ${tag}`);
  const postTitle = `Warm agege bread ${tag}`;
  await professionWithPosts(ownerPage.request, { title: `Baker ${tag}`, ...pointAt(LAGOS, 20, 90) }, [
    { title: postTitle, content: 'Fresh loaves at 6 am.' },
  ]);
  const ownerId = ((await (await ownerPage.request.get('/api/v1/me')).json()) as { userId: string }).userId;

  await signedInMember(page, `Kemi Shopper ${tag}`);
  await page.setViewportSize({ width: 360, height: 740 });
  await openHomeNearLagos(page);
  await controlledByServiceWorker(page);
  // The feed seen while the worker controls the page is what it keeps.
  await page.reload();
  await findInFeed(page, postTitle);
  await page.goto(`/app/messages?user=${ownerId}`);
  await expect(page.getByRole('heading', { level: 2, name: `Tola Baker ${tag}` })).toBeVisible();

  await goOffline(context, page);
  await page.goto('/app');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline — showing what you saw last' })).toBeVisible();
  await expect((await scrolledFeed(page)).getByText(postTitle)).toBeVisible();

  // Two messages written offline wait, in order, marked as waiting.
  await page.goto(`/app/messages?user=${ownerId}`);
  const composer = page.getByRole('textbox', { name: /^Message / });
  for (const text of [`Do you deliver to Yaba? ${tag}`, `I need two loaves ${tag}`]) {
    await composer.fill(text);
    await composer.press('Enter');
    await expect(page.getByTestId('queued-message-text').filter({ hasText: text })).toBeVisible();
  }
  await expect(page.getByText('Waiting for connection')).toHaveCount(2);
  // The offline banner takes its room from the thread: the composer stays above the bottom bar (issue 37.16).
  await expect(page.getByRole('status').filter({ hasText: 'You are offline — showing what you saw last' })).toBeVisible();
  await composer.fill('Still typing');
  for (const control of [composer, page.getByRole('button', { name: 'Send message' })]) await aboveBottomBar(page, control);
  await composer.fill('');
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);

  // Back online: both go out, once each and in order, and the owner has them.
  await context.setOffline(false);
  await expect(page.getByText('Waiting for connection')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Messages', exact: true }).getByTestId('message-text')).toHaveText([
    `Do you deliver to Yaba? ${tag}`,
    `I need two loaves ${tag}`,
  ]);
  const inbox = (await (await ownerPage.request.get('/api/v1/conversations')).json()) as {
    items: Array<{ conversationId: number; partner: { fullName: string } }>;
  };
  const conversation = inbox.items.find((item) => item.partner.fullName === `Kemi Shopper ${tag}`);
  const thread = (await (await ownerPage.request.get(`/api/v1/conversations/${conversation!.conversationId}/messages`)).json()) as {
    items: Array<{ content: string }>;
  };
  expect(thread.items.map((message) => message.content).sort()).toEqual(
    [`Do you deliver to Yaba? ${tag}`, `I need two loaves ${tag}`].sort(),
  );
});

test('offline, a page never opened on this phone shows inside the app, with its header and navigation, says it was not saved, and opens once back', async ({
  page,
  context,
}) => {
  await signedInMember(page, 'Funke Adebayo');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/app');
  await controlledByServiceWorker(page);
  // The app seen while the worker controls the page is what it keeps; the ads page is never opened.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await goOffline(context, page);
  await page.goto('/app/ads');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(
    page.getByText('This page was not saved on this phone, so it cannot open without a connection. Pages you opened before still work.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page could not load' })).toHaveCount(0);
  // The app's own header and bottom bar: the member can go to a page they have.
  await expect(page.getByRole('banner')).toBeVisible();
  const bottom = page.getByRole('navigation', { name: 'Main' });
  await expect(bottom.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline — showing what you saw last' })).toBeVisible();
  await aboveBottomBar(page, page.getByRole('button', { name: 'Try again' }));
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);

  // Back online, Try again opens the page.
  await context.setOffline(false);
  await expect.poll(() => workerReachesServer(page)).toBe(true);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test("installed, the data meter counts the bytes the worker fetched (within 10% of Chromium's count) and says what came from the phone's storage", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signedInMember(page, 'Bisi Adewale');
  const shop = await shopWithPhotos(page);
  await page.goto('/app');
  await controlledByServiceWorker(page);

  // A page the installed app has not opened yet: its chunks, answers and pictures come over the network.
  let wire = await countWireBytes(page);
  await openShop(page, shop);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expectMeterMatchesWire(page, wire, 'business page, first visit through the worker');

  // Again: the app and the pictures come from the worker's cache; only the fresh answers cost data.
  wire = await countWireBytes(page);
  await openShop(page, shop);
  const meter = page.getByTestId('page-data-used');
  await expect(meter).toHaveText(/^This page used [\d,]+ KB of data; the rest came from your phone's storage$/);
  await expectMeterMatchesWire(page, wire, 'business page, warm visit through the worker');

  // Offline everything comes from storage, and the meter claims no figure.
  await goOffline(context, page);
  await openShop(page, shop);
  await expect(meter).toHaveText("This page came from your phone's storage");
});

/**
 * A deploy of a new version: the built service worker gains a way to tell it apart (it answers 'version?' with `tag`),
 * in the files the E2E server serves, compressed copies included. Returns the undo. This file's tests run one at a
 * time, and the other files block service workers, so no other test sees it.
 */
function deployNewWorker(tag: string): () => void {
  const dist = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
  const file = path.join(dist, 'sw.js');
  const saved = new Map([file, `${file}.br`, `${file}.gz`].filter(existsSync).map((name) => [name, readFileSync(name)]));
  const script = `${readFileSync(file, 'utf8')}\nself.addEventListener('message', (event) => { if (event.data === 'version?') event.source?.postMessage('${tag}'); });\n`;
  writeFileSync(file, script);
  if (saved.has(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(script));
  if (saved.has(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(script));
  return () => {
    for (const [name, bytes] of saved) writeFileSync(name, bytes);
  };
}

test('a new version deployed while the app is open is offered, and Reload hands the page over to it', async ({ page }) => {
  await signedInMember(page, 'Tunde Bakare');
  await page.goto('/app');
  await controlledByServiceWorker(page);
  // The first install takes over without asking.
  await expect(page.getByText('A new version of LocalHub is ready.')).toHaveCount(0);
  const controllerVersion = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const controller = navigator.serviceWorker.controller;
          if (!controller) return resolve('none');
          // The worker also tells the page what its answers cost (objects); the version is a string.
          navigator.serviceWorker.addEventListener('message', (event) => typeof event.data === 'string' && resolve(event.data));
          controller.postMessage('version?');
          setTimeout(() => resolve('old'), 2000);
        }),
    );
  expect(await controllerVersion()).toBe('old');

  const tag = `deploy-${Date.now()}`;
  const undo = deployNewWorker(tag);
  try {
    // The next visit checks for an update; the new worker installs and waits, and the member is asked.
    await page.reload();
    const prompt = page.getByRole('alert').filter({ hasText: 'A new version of LocalHub is ready.' });
    await expect(prompt).toBeVisible();
    expect(await controllerVersion()).toBe('old');
    expect(await seriousViolations(page)).toEqual([]);

    // Later keeps the page as it is; the next visit asks again; Reload hands the page over to the new version.
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toBeHidden();
    await page.reload();
    await expect(prompt).toBeVisible();
    // Reload: the page reloads once, under the new version.
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await controlledByServiceWorker(page);
    await expect.poll(controllerVersion).toBe(tag);
    await expect(prompt).toBeHidden();
    await expect(page.getByRole('main')).toBeVisible();
  } finally {
    undo();
  }
});
