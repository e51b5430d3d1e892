import type { Page } from '@playwright/test';
import { seriousViolations } from './support/page-checks';
import { apiPost } from './support/api';
import { findInFeed, LAGOS, openHomeNearLagos, pointAt, signedInMember, uniqueTag } from './support/discovery';
import { expect, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/settings';

/** Makurdi's centre: the neighbour's listings are where they live. */
const MAKURDI_PIN = { latitude: 7.7322, longitude: 8.5391 };

/*
 * Network journeys (issue 5, "People"). Each journey makes its own members (names carry a random tag, so parallel
 * spec files never meet them) and drives two members in two browser contexts where both sides matter.
 */

const capitalized = (tag: string) => tag[0]!.toUpperCase() + tag.slice(1);
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const cardOf = (list: ReturnType<Page['getByRole']>, name: string) => list.getByRole('listitem').filter({ hasText: name });

test('A finds B by name without accents, B accepts, both are connected, and A removes the connection', async ({ page, memberPage }) => {
  const tag = capitalized(uniqueTag());
  const aName = `Chidi Okonkwo ${tag}`;
  const bName = `Fúnmiláyọ̀ Adébáyọ̀ ${tag}`;
  await signedInMember(page, aName);
  const b = (await memberPage(bName)).page;

  // A searches in plain letters and lower case; the accented name is found.
  await page.goto('/app/network');
  await expect(page.getByRole('heading', { name: 'My Network', level: 1 })).toBeVisible();
  const connections = region(page, 'My Connections');
  await expect(connections.getByText('No connections yet')).toBeVisible();
  await page.getByLabel('Search people by name').fill(`funmilayo adebayo ${tag.toLowerCase()}`);
  const found = page.getByRole('list', { name: 'People found' });
  const bCard = cardOf(found, bName);
  await expect(bCard).toHaveCount(1);
  await expect(bCard.getByRole('heading', { name: bName })).toBeVisible();
  await bCard.getByRole('button', { name: `Connect with ${bName}` }).click();
  await expect(page.getByText('Connection request sent')).toBeVisible();
  await expect(bCard.getByRole('button', { name: `Request Pending with ${bName}` })).toBeDisabled();
  // The sent request is listed, with Withdraw.
  const requestsA = region(page, 'Connection Requests');
  await expect(cardOf(requestsA.getByRole('list', { name: 'Requests sent' }), bName)).toBeVisible();

  // B sees the request and accepts it.
  await b.goto('/app/network');
  const received = region(b, 'Connection Requests').getByRole('list', { name: 'Requests received' });
  const aCard = cardOf(received, aName);
  await expect(aCard).toBeVisible();
  await expect(region(b, 'Connection Requests').getByText('Received (1)')).toBeVisible();
  await aCard.getByRole('button', { name: `Accept the request from ${aName}` }).click();
  await expect(b.getByText(`You are now connected with ${aName}`)).toBeVisible();
  const bConnections = region(b, 'My Connections');
  await expect(bConnections.getByRole('heading', { name: /My Connections\s*1 connection/ })).toBeVisible();
  await expect(cardOf(bConnections.getByRole('list', { name: 'Your connections' }), aName)).toBeVisible();
  await expect(region(b, 'Connection Requests')).toHaveCount(0);

  // A sees B among their connections live (no reload: the realtime channel says the connections changed), with a
  // Message link to the conversation.
  await expect(connections.getByRole('heading', { name: /My Connections\s*1 connection/ })).toBeVisible();
  const bConnection = cardOf(connections.getByRole('list', { name: 'Your connections' }), bName);
  await expect(bConnection).toBeVisible();
  await expect(bConnection.getByRole('link', { name: `Message ${bName}` })).toHaveAttribute('href', /\/app\/messages\?user=/);
  await expect(region(page, 'Connection Requests')).toHaveCount(0);

  // A removes the connection after confirming.
  await bConnection.getByRole('button', { name: `Remove ${bName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove connection?' });
  await expect(dialog).toContainText(`You and ${bName} will no longer be connected`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(bConnection).toBeVisible();
  await bConnection.getByRole('button', { name: `Remove ${bName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove connection' }).click();
  await expect(page.getByText(`${bName} removed from your connections`)).toBeVisible();
  await expect(connections.getByText('No connections yet')).toBeVisible();
  await expect(connections.getByRole('heading', { name: /My Connections\s*0 connections/ })).toBeVisible();

  await b.reload();
  await expect(region(b, 'My Connections').getByText('No connections yet')).toBeVisible();
});

test("Connect on a feed card sends a request to the listing's owner; the owner sees it, and their own card has no Connect", async ({
  page,
  memberPage,
}) => {
  const tag = capitalized(uniqueTag());
  const ownerName = `Emeka Eze ${tag}`;
  const title = `Inverter installer ${tag}`;
  const owner = (await memberPage(ownerName)).page;
  await apiPost(owner.request, '/api/v1/professions', {
    title,
    description: 'Solar panels and inverters for homes and shops.',
    contactPhone: '0803 222 3344',
    ...pointAt(LAGOS, 4, 90),
  });
  const viewerName = `Ngozi Umeh ${tag}`;
  await signedInMember(page, viewerName);

  await openHomeNearLagos(page);
  const card = await findInFeed(page, title);
  const connect = card.getByRole('button', { name: `Connect with ${ownerName}, owner of ${title}` });
  await expect(connect).toBeEnabled();
  await connect.click();
  await expect(page.getByText('Connection request sent')).toBeVisible();
  await expect(card.getByRole('button', { name: `Request Pending with ${ownerName}, owner of ${title}` })).toBeDisabled();

  // The state comes from the server: after a reload the card still says so.
  await openHomeNearLagos(page);
  const again = await findInFeed(page, title);
  await expect(again.getByRole('button', { name: `Request Pending with ${ownerName}, owner of ${title}` })).toBeDisabled();

  // The owner: the request is waiting for them, and their own card offers no Connect.
  await owner.goto('/app/network');
  await expect(cardOf(region(owner, 'Connection Requests').getByRole('list', { name: 'Requests received' }), viewerName)).toBeVisible();
  await openHomeNearLagos(owner);
  const own = await findInFeed(owner, title);
  await expect(own.getByRole('button', { name: /^Like / })).toBeVisible();
  await expect(own.getByRole('button', { name: /^Connect/ })).toHaveCount(0);

  // On the listing's page the viewer sees the pending state too.
  await again.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: `Request Pending with ${ownerName}, owner of ${title}` })).toBeDisabled();
});

test('People You May Know shows a member of the same city with their business and profession, and Connect works there', async ({
  page,
  memberPage,
}) => {
  const tag = capitalized(uniqueTag());
  const cities = (await (await page.request.get('/api/v1/lookups/cities')).json()) as { items: Array<{ id: number; name: string }> };
  const makurdi = cities.items.find((city) => city.name === 'Makurdi');
  expect(makurdi).toBeDefined();

  const neighbourName = `Terver Iorliam ${tag}`;
  const neighbour = (await memberPage(neighbourName)).page;
  const setCity = async (member: Page, fullName: string) => {
    const response = await member.request.patch('/api/v1/me', {
      headers: { origin: E2E_BASE_URL },
      data: { fullName, bio: null, cityId: makurdi!.id },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await setCity(neighbour, neighbourName);
  await apiPost(neighbour.request, '/api/v1/businesses', {
    name: `Benue Yam Market ${tag}`,
    contactPhone: '0803 444 5566',
    ...MAKURDI_PIN,
  });
  await apiPost(neighbour.request, '/api/v1/professions', { title: `Furniture maker ${tag}`, ...MAKURDI_PIN });

  const viewerName = `Ene Ochai ${tag}`;
  await signedInMember(page, viewerName);
  await setCity(page, viewerName);

  await page.goto('/app/network');
  const suggestions = region(page, 'People You May Know');
  const card = cardOf(suggestions.getByRole('list', { name: 'Suggested people' }), neighbourName);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Makurdi, Benue');
  await expect(card).toContainText('Also in Makurdi');
  const chips = card.getByRole('list', { name: `${neighbourName}'s businesses and professions` });
  await expect(chips.getByRole('link', { name: `Business: Benue Yam Market ${tag}` })).toBeVisible();
  await expect(chips.getByRole('link', { name: `Profession: Furniture maker ${tag}` })).toBeVisible();
  await expect(card.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/2348034445566\?text=Hello/);
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('button', { name: `Connect with ${neighbourName}` }).click();
  await expect(page.getByText('Connection request sent')).toBeVisible();
  await expect(card.getByRole('button', { name: `Request Pending with ${neighbourName}` })).toBeDisabled();

  // The request also appears under Sent, above the suggestions: wait for that layout shift before clicking below it.
  await expect(region(page, 'Connection Requests').getByRole('list', { name: 'Requests sent' })).toContainText(neighbourName);

  // The chip opens the business page, where the pending request shows too.
  await chips.getByRole('link', { name: `Business: Benue Yam Market ${tag}` }).click();
  await expect(page.getByRole('heading', { name: `Benue Yam Market ${tag}`, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Request Pending with ${neighbourName}, owner of Benue Yam Market ${tag}` }),
  ).toBeDisabled();
});

test('at 360 px the network page fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInMember(page, `Musa Danjuma ${capitalized(uniqueTag())}`);
  await page.goto('/app/network');
  await expect(region(page, 'Find People')).toBeVisible();
  await expect(region(page, 'People You May Know')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Dark mode too: no serious accessibility problem (contrast included).
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  // Test members' names carry random lower-case tags, so a letters-only query such as "zq" can match one of them.
  await page.getByLabel('Search people by name').fill('zq7');
  await expect(page.getByText('No people found for “zq7”.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
