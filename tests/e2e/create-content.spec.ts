import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { setPlanOf } from './support/plans';
import { inDays } from './support/lagos';
import { squeezedIcons } from './support/page-checks';
import { E2E_BASE_URL } from './support/settings';

test('a Free member sees Upgrade required on Announcement and Advertisement', async ({ page, member }) => {
  expect(member.email).toBeTruthy();
  await page.goto('/app/create');
  const announcement = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Announcement' }) });
  await expect(announcement.getByText('Upgrade required')).toBeVisible();
  await expect(announcement.getByText('Upgrade to Premium to access announcements')).toBeVisible();
  const advert = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Advertisement' }) });
  await expect(advert.getByText('Upgrade to Premium to access advertisements')).toBeVisible();
  // Notice and Event stay open to everyone.
  await expect(page.getByRole('button', { name: 'Create notice' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create event' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('a Premium member creates an event and a second member RSVPs and sees the count change', async ({ page, member, memberPage }) => {
  expect(member.email).toBeTruthy();
  await setPlanOf(page, 'premium');
  await page.goto('/app/create');
  await expect(page.getByRole('button', { name: 'Create announcement' })).toBeVisible();
  await page.getByRole('button', { name: 'Create event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Event' });

  // The shared schema's messages show next to their fields before anything is sent.
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();

  await dialog.getByLabel('Title').fill('Community clean-up');
  await dialog.getByLabel('Description').fill('Bring gloves; bags are provided.');
  await dialog.getByLabel('Date').fill(inDays(4));
  await dialog.getByLabel('Time').fill('09:30');
  await dialog.getByLabel('Location').fill('Allen Avenue roundabout, beside the filling station');
  await dialog.getByLabel('Max attendees').fill('2');
  // No city on their profile and no listing: nothing places the event, so the server asks where it is (decision 0029).
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByText('Add your location in Account → Profile, or choose where this is.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Where is this?' }).fill('Allen Avenue');
  await dialog.getByRole('option', { name: /^Allen Avenue, Ikeja/ }).click();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Event created')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/events\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Community clean-up' })).toBeVisible();
  const eventPath = new URL(page.url()).pathname;

  const second = await memberPage('Ngozi Guest', { phone: true, dark: true });
  await second.page.goto(eventPath);
  const counts = second.page.getByTestId('event-counts');
  await expect(counts).toHaveText(/0 going · 0 interested · 2 of 2 places left/);
  await second.page.getByRole('button', { name: 'Going' }).click();
  await expect(counts).toHaveText(/1 going · 0 interested · 1 of 2 places left/);
  await expect(second.page.getByText('You are going').first()).toBeVisible();
  await expect(second.page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /calendar\.ics$/);
  // On a phone the place and the counts wrap; their icons keep their size.
  expect(await squeezedIcons(second.page)).toEqual([]);
  // The toast may still be fading in; the toaster's colours are checked where it is built.
  expect((await new AxeBuilder({ page: second.page }).exclude('[data-sonner-toaster]').analyze()).violations).toEqual([]);

  // The organiser sees the new attendee.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Attendees' })).toBeVisible();
  await expect(page.getByText('Ngozi Guest')).toBeVisible();

  // The last place is taken: the next member is offered the waiting list at once, never a "Going" that fails.
  const third = await memberPage('Bola Third', { phone: true });
  const eventId = Number(eventPath.split('/').pop());
  expect(
    (
      await third.page.request.put(`/api/v1/events/${eventId}/rsvp`, { data: { status: 'going' }, headers: { origin: E2E_BASE_URL } })
    ).status(),
  ).toBe(200);
  const fourth = await memberPage('Kunle Late', { phone: true });
  await fourth.page.goto(eventPath);
  await expect(fourth.page.getByTestId('event-counts')).toHaveText(/2 going · 0 interested · 0 of 2 places left/);
  await expect(fourth.page.getByRole('button', { name: 'Going' })).toBeHidden();
  await fourth.page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(fourth.page.getByText('You are on the waiting list').first()).toBeVisible();
  await expect(fourth.page.getByRole('button', { name: 'Join the waiting list' })).toBeHidden();
});
