import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import pg from 'pg';
import { LAGOS, uniqueTag } from './support/discovery';
import { expect, test } from './support/fixtures';

/*
 * The interactive map (issue 14). Tiles come from the local tile server global-setup starts (MAP_TILE_URL). Each
 * journey places its own listings east of Lagos centre, named with a random tag, and filters the map by that tag,
 * so other spec files' listings never change what it sees. Listings are written to the database directly: a Free
 * member may own one business and one profession, and the map needs a crowd.
 */

/** Six columns and three rows, 0.006° apart (two listings never share a cell once a cluster is opened). */
const GRID = { columns: 6, rows: 3, step: 0.006 };
const ORIGIN = { lat: LAGOS.lat + 0.02, lng: LAGOS.lng + 0.05 };

interface Placed {
  tag: string;
  businesses: number[];
  professions: number[];
  businessTypeName: string;
  professionTypeName: string;
}

/** 12 businesses (half of them of one type) and 6 professionals (one of them an approximate area), all named `tag`. */
async function placeListings(page: Page): Promise<Placed> {
  const tag = uniqueTag();
  const me = (await (await page.request.get('/api/v1/me')).json()) as { userId: string };
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const businessType = (await client.query(`SELECT business_type_id AS id, name FROM business_types ORDER BY business_type_id LIMIT 1`))
      .rows[0];
    const professionType = (
      await client.query(`SELECT profession_type_id AS id, name FROM profession_types ORDER BY profession_type_id LIMIT 1`)
    ).rows[0];
    const businesses: number[] = [];
    const professions: number[] = [];
    for (let i = 0; i < GRID.columns * GRID.rows; i++) {
      const lat = ORIGIN.lat + Math.floor(i / GRID.columns) * GRID.step;
      const lng = ORIGIN.lng + (i % GRID.columns) * GRID.step;
      if (i % 3 === 2) {
        const { rows } = await client.query(
          `INSERT INTO professions (auth_user_id, title, description, latitude, longitude, profession_type_id, approximate_area)
           VALUES ($1, $2, 'Repairs at your home', $3, $4, $5, $6) RETURNING profession_id`,
          [me.userId, `Fixer ${tag} ${i}`, lat, lng, i === 2 ? professionType.id : null, i === 5],
        );
        professions.push(Number(rows[0].profession_id));
      } else {
        const { rows } = await client.query(
          `INSERT INTO businesses (auth_user_id, name, description, latitude, longitude, business_type_id)
           VALUES ($1, $2, 'Open every day', $3, $4, $5) RETURNING business_id`,
          [me.userId, `Shop ${tag} ${i}`, lat, lng, i % 2 === 0 ? businessType.id : null],
        );
        businesses.push(Number(rows[0].business_id));
      }
    }
    return { tag, businesses, professions, businessTypeName: businessType.name, professionTypeName: professionType.name };
  } finally {
    await client.end();
  }
}

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of listings' });
const cluster = (page: Page, count: number) => mapRegion(page).getByRole('button', { name: `${count} listings here: zoom in` });
const marker = (page: Page, name: string | RegExp) => mapRegion(page).getByRole('button', { name });
const count = (page: Page, tab: 'businesses' | 'professionals') => page.getByTestId(`map-count-${tab}`);

/** Opens the map (around Lagos: no device position, no profile city) and filters it by the tag. */
async function openMapFor(page: Page, tag: string) {
  const tile = page.waitForResponse((response) => /\/tiles\/10\/\d+\/\d+\.png$/.test(response.url()) && response.ok());
  await page.goto('/app/maps');
  await expect(page.getByRole('heading', { name: 'Interactive Map', level: 1 })).toBeVisible();
  await expect(page.getByText('Near Lagos (default)')).toBeVisible();
  await tile;
  await page.getByLabel('Words').fill(tag);
}

async function axeClean(page: Page) {
  // The tiles are pictures of a map from the tile server; everything LocalHub draws is checked.
  const results = await new AxeBuilder({ page }).exclude('.leaflet-tile-pane').exclude('[data-sonner-toaster]').analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the map opens around Lagos with a cluster; the cluster zooms in, a marker opens its popup and the detail page', async ({
  page,
  member,
}) => {
  expect(member.username).toBeTruthy();
  const placed = await placeListings(page);
  await openMapFor(page, placed.tag);

  await expect(cluster(page, 18)).toBeVisible();
  await expect(count(page, 'businesses')).toHaveText('12');
  await expect(count(page, 'professionals')).toHaveText('6');
  await expect(page.getByRole('link', { name: /^Businesses: 12 in view/ })).toHaveAttribute(
    'href',
    `/app/search?q=${placed.tag}&tab=businesses`,
  );
  await axeClean(page);

  await cluster(page, 18).click();
  const shop = marker(page, `Shop ${placed.tag} 0 (Business)`);
  await expect(shop).toBeVisible();
  await expect(mapRegion(page).getByRole('button', { name: /listings here/ })).toHaveCount(0);
  await expect(marker(page, `Fixer ${placed.tag} 5 (Professional, approximate area)`)).toBeVisible();

  await shop.click();
  const popup = page.getByTestId('map-popup');
  await expect(popup).toContainText(`Shop ${placed.tag} 0`);
  await expect(popup).toContainText(`Business · ${placed.businessTypeName}`);
  await expect(popup).toContainText('No reviews yet');
  await expect(popup).toContainText(/km away/);
  await popup.getByRole('link', { name: /View details/ }).click();
  await expect(page).toHaveURL(new RegExp(`/app/business/${placed.businesses[0]}$`));
  await expect(page.getByRole('heading', { name: `Shop ${placed.tag} 0`, level: 1 })).toBeVisible();
});

test('the filters change the markers and the counts', async ({ page, member }) => {
  expect(member.username).toBeTruthy();
  const placed = await placeListings(page);
  await openMapFor(page, placed.tag);
  await expect(cluster(page, 18)).toBeVisible();

  await page
    .locator('label')
    .filter({ hasText: /^Professionals$/ })
    .click();
  await expect(cluster(page, 6)).toBeVisible();
  await expect(count(page, 'businesses')).toHaveText('0');
  await expect(count(page, 'professionals')).toHaveText('6');

  await page.getByLabel('Profession type').selectOption({ label: placed.professionTypeName });
  await expect(marker(page, `Fixer ${placed.tag} 2 (Professional)`)).toBeVisible();
  await expect(count(page, 'professionals')).toHaveText('1');

  await page
    .locator('label')
    .filter({ hasText: /^Businesses$/ })
    .click();
  await page.getByLabel('Business type').selectOption({ label: placed.businessTypeName });
  await expect(cluster(page, 6)).toBeVisible();
  await expect(count(page, 'businesses')).toHaveText('6');
  await expect(count(page, 'professionals')).toHaveText('0');

  await page.getByLabel('Words').fill(`${placed.tag} nothingmatcheshere`);
  await expect(count(page, 'businesses')).toHaveText('0');
  await expect(page.getByText('Nothing here. Zoom out, move the map or change the filters.')).toBeVisible();
});

test('keyboard: Tab reaches a marker, Enter opens its popup with the focus on its link, Escape gives the focus back', async ({
  page,
  member,
}) => {
  expect(member.username).toBeTruthy();
  const placed = await placeListings(page);
  await openMapFor(page, placed.tag);
  await cluster(page, 18).click();
  const shop = marker(page, `Shop ${placed.tag} 0 (Business)`);
  await expect(shop).toBeVisible();

  await page.getByLabel('Words').focus();
  let reached = false;
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => document.activeElement?.classList.contains('map-marker') ?? false);
  }
  expect(reached).toBe(true);
  const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  await page.keyboard.press('Enter');
  const link = page.getByTestId('map-popup').getByRole('link', { name: /View details/ });
  await expect(link).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('map-popup')).toHaveCount(0);
  await expect(marker(page, name!)).toBeFocused();
});

test('at 360 px in dark mode the map fills the screen under the header, says when tiles fail and keeps the list', async ({
  memberPage,
}) => {
  const { page } = await memberPage('Bisi Adebayo', { phone: true, dark: true });
  const placed = await placeListings(page);
  await openMapFor(page, placed.tag);
  await expect(cluster(page, 18)).toBeVisible();
  const box = await mapRegion(page).boundingBox();
  expect(box!.width).toBeGreaterThan(320);
  expect(box!.height).toBeGreaterThan(500);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await axeClean(page);

  // The tile server unreachable: the map says so in words, and the listings in view stay usable.
  await page.route(/\/tiles\//, (route) => route.abort());
  await page.reload();
  await page.getByLabel('Words').fill(placed.tag);
  await expect(page.getByRole('alert').filter({ hasText: 'The map pictures could not be loaded' })).toBeVisible();
  await expect(page.getByText('18 more in a group on the map: zoom in to list them.')).toBeVisible();
  // A narrow screen opens the cluster in steps: open clusters until the listing is in the list.
  const listed = page.getByRole('region', { name: 'Listings in view' }).getByRole('link', { name: `Fixer ${placed.tag} 2` });
  await expect(async () => {
    if (!(await listed.isVisible())) {
      await mapRegion(page)
        .getByRole('button', { name: /listings here: zoom in/ })
        .first()
        .click({ timeout: 2000 });
      await expect(listed).toBeVisible({ timeout: 3000 });
    }
  }).toPass({ timeout: 30_000 });

  // Nothing of the map covers the phone's own controls: the zoom buttons, the bottom bar and the header take their taps
  // wherever the page is scrolled, and "Locate me" keeps its own background on the map in dark mode.
  for (const zoom of ['Zoom in', 'Zoom out'])
    expect(await takesTaps(mapRegion(page).getByRole('button', { name: zoom, exact: true })), zoom).toBe(true);
  expect(await page.getByRole('button', { name: 'Locate me' }).evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe(
    'rgba(0, 0, 0, 0)',
  );
  const bottomBar = page.getByRole('navigation', { name: 'Main' });
  const header = page.getByRole('banner');
  for (const scroll of [0, 200, 400]) {
    await page.evaluate((y) => window.scrollTo(0, y), scroll);
    for (const link of await bottomBar.getByRole('link').all())
      expect(await takesTaps(link), `${await link.textContent()} at ${scroll}`).toBe(true);
    for (const link of await header.getByRole('link').all()) expect(await takesTaps(link), `header at ${scroll}`).toBe(true);
  }
  await listed.click();
  await expect(page).toHaveURL(new RegExp(`/app/profession/${placed.professions[0]}$`));
});

/** Whether a tap at the middle of the element reaches it (nothing drawn over it there). */
function takesTaps(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  });
}

test("a listing's location dialog shows a small map with its pin, or a home-based professional's area", async ({ page, member }) => {
  expect(member.username).toBeTruthy();
  const placed = await placeListings(page);
  await page.goto(`/app/profession/${placed.professions[1]}`);
  await page.getByRole('button', { name: /Show location of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Location' });
  await expect(dialog.getByRole('figure', { name: /Map of where Fixer/ })).toBeVisible();
  await expect(dialog.getByText('Approximate area: this professional works from home.')).toBeVisible();
  await expect(dialog.locator('.leaflet-interactive')).toHaveCount(0);
  await expect(dialog.locator('path[stroke-dasharray]')).toHaveCount(1);
  await axeClean(page);

  await page.goto(`/app/business/${placed.businesses[0]}`);
  await page.getByRole('button', { name: /Show location of/ }).click();
  await expect(page.getByRole('dialog', { name: 'Location' }).locator('.map-marker')).toHaveCount(1);
});

/** The script that carries Leaflet (found by its contents: the build names it after whichever map file came first). */
const isLeaflet = (body: string) => body.includes('_leaflet_id');

test('the list and counts come before Leaflet, whose script is asked for only after the first paint', async ({ page, member }) => {
  expect(member.username).toBeTruthy();
  const placed = await placeListings(page);

  // Leaflet held back until the list and counts are checked: they do not wait for it, and the map keeps its place.
  let leaflet = '';
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    if (isLeaflet(await response.text())) {
      leaflet = route.request().url();
      await released;
    }
    await route.fulfill({ response });
  });
  await page.goto('/app/maps');
  await page.getByLabel('Words').fill(placed.tag);
  await expect(count(page, 'businesses')).toHaveText('12');
  await expect(count(page, 'professionals')).toHaveText('6');
  await expect(page.getByRole('heading', { name: 'Listings in view', level: 2 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading the map' })).toBeVisible();
  await expect(mapRegion(page)).toHaveCount(0);

  release();
  await expect(mapRegion(page)).toBeVisible();
  expect(leaflet).not.toBe('');
  const [firstPaint, leafletAsked] = await page.evaluate((url) => {
    const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity;
    const asked = performance.getEntriesByName(url)[0]?.startTime ?? -1;
    return [paint, asked];
  }, leaflet);
  expect(leafletAsked).toBeGreaterThan(firstPaint);
});

test('a device that has shown the map has its next map page drawn for its own map size: the listings in view are not asked for again', async ({
  page,
  member,
}) => {
  expect(member.username).toBeTruthy();
  // A screen whose map is not the default phone's (360 × 640), as Lighthouse's phone.
  await page.setViewportSize({ width: 412, height: 823 });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/map') asked.push(request.url());
  });
  const opened = async () => {
    await page.goto('/app/maps');
    await expect(mapRegion(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Listings in view', level: 2 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  };

  await opened();
  // The first time, the server drew the default phone's view: the browser asks for its own.
  expect(asked.length).toBeGreaterThan(0);
  const size = (await page.context().cookies()).find((cookie) => cookie.name === 'mapSize')?.value;
  expect(size).toMatch(/^\d+x\d+$/);

  asked.length = 0;
  await opened();
  expect(asked).toEqual([]);
});
