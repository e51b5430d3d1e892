import { seriousViolations, toast } from './support/page-checks';
import { apiPost } from './support/api';
import { LAGOS, pointAt, uniqueTag } from './support/discovery';
import { expect, test } from './support/fixtures';

/*
 * Following a business (LocalHub issue 5): a follower hears about the business's new posts live, in their own tab,
 * and the notification leads back to the business page where the post is shown.
 */

test('a member follows a business, its owner publishes a post, and the follower is notified live and led back to it', async ({
  memberPage,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const businessName = `Bisi Bakery ${tag}`;
  const postTitle = `Fresh agege bread ${tag}`;

  // Bisi owns the business and works from a desktop; Amaka follows it from a phone in dark mode.
  const bisi = await memberPage(`Bisi ${tag}`);
  const amaka = await memberPage(`Amaka ${tag}`, { phone: true, dark: true });
  const business = await apiPost<{ businessId: number }>(bisi.page.request, '/api/v1/businesses', {
    name: businessName,
    description: 'Bread, buns and meat pies.',
    ...pointAt(LAGOS, 4, 120),
  });
  const businessPath = `/app/business/${business.businessId}`;

  // What Amaka's tab hears over its realtime socket: a notification must arrive pushed, not on a reload.
  const pushed: string[] = [];
  amaka.page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => pushed.push(String(payload))));

  // Amaka follows the business from its page: the count goes from 0 to 1.
  await amaka.page.goto(businessPath);
  await expect(amaka.page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  const followers = amaka.page.getByTestId('follower-count');
  await expect(followers).toHaveText('0 followers');
  await amaka.page.getByRole('button', { name: 'Follow this business', exact: true }).click();
  await expect(followers).toHaveText('1 follower');
  await expect(amaka.page.getByRole('button', { name: 'Following this business' })).toHaveAttribute('aria-pressed', 'true');
  const bottom = amaka.page.getByRole('navigation', { name: 'Main' });
  await expect(bottom.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(bottom.getByTestId('unread-badge')).toHaveCount(0);
  await expect.poll(() => pushed.some((frame) => frame.includes('"ready"'))).toBe(true);

  // Bisi opens the Posts tab of her business (empty so far) and creates a post through the dialog.
  await bisi.page.goto(businessPath);
  const tabs = bisi.page.getByRole('tablist', { name: 'Business sections' });
  await expect(tabs.getByRole('tab')).toHaveText(['Products & Services', 'Posts', 'Videos', 'About', 'Reviews']);
  await tabs.getByRole('tab', { name: 'Posts' }).click();
  await expect(bisi.page.getByText('No posts yet')).toBeVisible();
  await bisi.page.getByRole('button', { name: 'Create Post' }).click();
  const dialog = bisi.page.getByRole('dialog', { name: 'Create Post' });
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByLabel('Title').fill(postTitle);
  await dialog.getByLabel('Content').fill('Out of the oven at 7am in Surulere.');
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect(toast(bisi.page, 'Post created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const bisiPosts = bisi.page.getByRole('region', { name: 'Posts' });
  await expect(bisiPosts.getByRole('heading', { level: 3, name: postTitle })).toBeVisible();
  await expect(bisiPosts.getByText('Out of the oven at 7am in Surulere.')).toBeVisible();

  // Amaka, still on the business page and without reloading, sees the Notifications badge count it.
  await expect(bottom.getByRole('link', { name: 'Notifications, 1 unread' }).getByTestId('unread-badge')).toHaveText('1');
  expect(pushed.some((frame) => frame.includes('notification.created') && frame.includes('followed_post'))).toBe(true);

  // The notification names the business and opens its page, where the post is on the Posts tab.
  await bottom.getByRole('link', { name: 'Notifications, 1 unread' }).click();
  await expect(amaka.page).toHaveURL(/\/app\/notifications$/);
  const notice = amaka.page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: `${businessName} published a new post` });
  await expect(notice).toContainText(`${businessName} published a new post: "${postTitle}"`);
  await expect(notice.getByRole('link')).toHaveAttribute('href', businessPath);
  await notice.getByRole('link').click();
  await expect(amaka.page).toHaveURL(new RegExp(`${businessPath}$`));
  await expect(amaka.page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  // A visitor's view: no Create Post, the post itself under Posts (opened by keyboard).
  const amakaTabs = amaka.page.getByRole('tablist', { name: 'Business sections' });
  await amakaTabs.getByRole('tab', { name: 'Products & Services' }).focus();
  await amaka.page.keyboard.press('ArrowRight');
  await expect(amakaTabs.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  const amakaPosts = amaka.page.getByRole('region', { name: 'Posts' });
  await expect(amakaPosts.getByRole('heading', { level: 3, name: postTitle })).toBeVisible();
  await expect(amaka.page.getByRole('button', { name: 'Create Post' })).toHaveCount(0);
  expect(await seriousViolations(amaka.page, { withoutToasts: true })).toEqual([]);
});
