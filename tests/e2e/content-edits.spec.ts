import { apiPost } from './support/api';
import { openHomeNearLagos, uniqueTag } from './support/discovery';
import { jpegFile } from './support/images';
import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/page-checks';
import { setPlanOf } from './support/plans';
import { inDays, placeInLagos } from './support/lagos';

test('a member edits their notice and event from their profile; another member sees the profile and finds the event in the Events tab', async ({
  page,
  member,
  memberPage,
}) => {
  expect(member.email).toBeTruthy();
  await placeInLagos(page);
  const tag = uniqueTag();
  await apiPost(page.request, '/api/v1/notices', {
    title: `Water cut ${tag}`,
    content: 'No water on Allen Avenue.',
    expiryDate: inDays(3),
  });
  await apiPost(page.request, '/api/v1/events', {
    title: `Clean-up ${tag}`,
    description: 'Bring gloves.',
    date: inDays(6),
    time: '09:30',
    location: 'Allen Avenue roundabout',
    maxAttendees: 20,
  });

  // From Create Content to the member's own profile.
  await page.goto('/app/create');
  await page.getByRole('link', { name: 'Your notices, events and announcements' }).click();
  await expect(page).toHaveURL(/\/app\/members\//);
  await expect(page.getByRole('heading', { level: 1, name: member.fullName })).toBeVisible();
  const profilePath = new URL(page.url()).pathname;
  await expect(page.getByRole('region', { name: 'Announcements' }).getByText('No announcements.')).toBeVisible();

  // Edit the notice: the dialog starts from what was published; the shared rules apply.
  await page.getByRole('button', { name: `Edit notice “Water cut ${tag}”` }).click();
  const noticeDialog = page.getByRole('dialog', { name: 'Edit Notice' });
  await expect(noticeDialog.getByLabel('Title')).toHaveValue(`Water cut ${tag}`);
  await expect(noticeDialog.getByLabel('Expiry date')).toHaveValue(inDays(3));
  await noticeDialog.getByLabel('Title').fill(`Water back ${tag}`);
  await noticeDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Notice updated')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notices' }).getByRole('heading', { name: `Water back ${tag}` })).toBeVisible();

  // Edit the event: capacity must stay a positive whole number.
  await page.getByRole('button', { name: `Edit event “Clean-up ${tag}”` }).click();
  const eventDialog = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(eventDialog.getByLabel('Time')).toHaveValue('09:30');
  await eventDialog.getByLabel('Max attendees').fill('0');
  await eventDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(eventDialog.getByText('Max attendees must be a positive whole number')).toBeVisible();
  await eventDialog.getByLabel('Max attendees').fill('30');
  await eventDialog.getByLabel('Location').fill(`Ikeja GRA park`);
  await eventDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Event updated')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upcoming events' }).getByText(/Ikeja GRA park/)).toBeVisible();
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);

  // Another member, on a phone in dark mode, sees the profile without the author's tools.
  const second = await memberPage('Ngozi Visitor', { phone: true, dark: true });
  await second.page.goto(profilePath);
  await expect(second.page.getByRole('heading', { name: `Water back ${tag}` })).toBeVisible();
  await expect(second.page.getByRole('link', { name: `Clean-up ${tag}` })).toBeVisible();
  await expect(second.page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  expect(await seriousViolations(second.page)).toEqual([]);

  // The Events search tab finds the event by its place's words and counts it.
  await openHomeNearLagos(second.page);
  await second.page.goto(`/app/search?q=${tag}&tab=events`);
  const eventsTab = second.page.getByRole('tab', { name: /^Events/ });
  await expect(eventsTab).toHaveAttribute('aria-selected', 'true');
  // The tab row scrolls at 360 px; the open tab is brought into view.
  await expect(eventsTab).toBeInViewport();
  await expect(eventsTab.locator('span').last()).toHaveText('1');
  await expect(second.page.getByText(`Showing 1 upcoming event for "${tag}"`)).toBeVisible();
  const results = second.page.getByRole('list', { name: 'Events results' }).locator(':scope > li');
  await expect(results).toHaveCount(1);
  await expect(results.getByRole('link', { name: `Clean-up ${tag}` })).toBeVisible();
  expect(await seriousViolations(second.page)).toEqual([]);
});

test('a Premium member edits an unpaid ad’s words, link and image in Your ads, then deletes it', async ({ page, member }) => {
  expect(member.email).toBeTruthy();
  await setPlanOf(page, 'premium');
  await placeInLagos(page);
  const tag = uniqueTag();
  await apiPost(page.request, '/api/v1/advertisements', {
    title: `Fresh bread ${tag}`,
    description: 'Hot loaves from 6 am.',
    adType: 'feed',
    budgetNaira: 2000,
    durationDays: 3,
    audience: 'all',
    link: { kind: 'url', url: 'https://bakery.example.ng/' },
  });

  await page.goto('/app/ads');
  await page.getByRole('button', { name: `Edit advertisement “Fresh bread ${tag}”` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Advertisement' });
  await expect(dialog.getByLabel('Title')).toHaveValue(`Fresh bread ${tag}`);
  await dialog.getByLabel('Title').fill(`Warm bread ${tag}`);
  await dialog.getByLabel('Web address').fill('http://bakery.example.ng/');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Enter a web address starting with https://')).toBeVisible();
  await dialog.getByLabel('Web address').fill('https://bakery.example.ng/menu');
  await dialog.getByLabel('Image').setInputFiles(await jpegFile('loaf.jpg', { r: 180, g: 120, b: 50 }));
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Advertisement updated')).toBeVisible();
  const card = page
    .locator('[data-testid^="ad-"]')
    .filter({ hasText: `Warm bread ${tag}` })
    .first();
  await expect(card.locator('img')).toHaveAttribute('src', /^\/media\/images\/.+\/160\.webp$/);
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);

  await card.getByRole('button', { name: `Delete advertisement “Warm bread ${tag}”` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Advertisement deleted')).toBeVisible();
  await expect(page.getByText(`Warm bread ${tag}`)).toHaveCount(0);
});
