import type { Browser } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { seriousViolations, toast } from './support/page-checks';
import { apiPost } from './support/api';
import { findInFeed, LAGOS, openHomeNearLagos, pointAt, professionWithPosts, signedInMember, uniqueTag } from './support/discovery';
import { E2E_BASE_URL } from './support/settings';
import { waitingForApp } from './support/app-ready';

/*
 * Saves, follows, notifications and notification preferences (issue 5). Every journey makes its own members and
 * listings through the API, near Lagos so that they show in the feed, with unique names carrying a random tag.
 */

/** A second member in their own browser context (own cookies), signed in through the API. */
async function otherMember(browser: Browser, fullName: string) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const page = waitingForApp(await context.newPage());
  const member = await signedInMember(page, fullName);
  return { context, page, member };
}

test('saving a business, a professional and a post from their cards, then seeing and removing them under Saved Items', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const poster = await otherMember(browser, 'Kemi Adebayo');
  const business = await apiPost<{ businessId: number }>(poster.page.request, '/api/v1/businesses', {
    name: `Kemi Bakery ${tag}`,
    description: 'Bread, chin chin and meat pies.',
    ...pointAt(LAGOS, 4, 45),
  });
  const postTitle = `Meat pie Friday ${tag}`;
  await professionWithPosts(poster.page.request, { title: `Pastry Chef ${tag}`, ...pointAt(LAGOS, 5, 90) }, [
    { title: postTitle, content: 'Fresh from 9am in Yaba.' },
  ]);
  await poster.context.close();

  await signedInMember(page, 'Ngozi Eke');
  await openHomeNearLagos(page);

  const businessCard = await findInFeed(page, `Kemi Bakery ${tag}`);
  await businessCard.getByRole('button', { name: `Save Kemi Bakery ${tag}`, exact: true }).click();
  await expect(toast(page, 'Business saved')).toBeVisible();
  await expect(businessCard.getByRole('button', { name: `Saved Kemi Bakery ${tag}`, exact: true })).toHaveAttribute('aria-pressed', 'true');

  const professionCard = await findInFeed(page, `Pastry Chef ${tag}`);
  await professionCard.getByRole('button', { name: `Save Pastry Chef ${tag}`, exact: true }).click();
  await expect(toast(page, 'Professional saved')).toBeVisible();

  const postCard = await findInFeed(page, postTitle);
  await postCard.getByRole('button', { name: 'Save the post by Kemi Adebayo', exact: true }).click();
  await expect(toast(page, 'Post saved')).toBeVisible();
  await expect(postCard.getByRole('button', { name: 'Saved the post by Kemi Adebayo', exact: true })).toBeVisible();

  // The toast sits over the top tabs and stays while the pointer is on it (as for a person): close it first.
  await toast(page, 'Post saved').getByRole('button', { name: 'Close toast' }).click();
  await expect(toast(page, 'Post saved')).toHaveCount(0);

  // Saved Items: three tabs with their counts and lists.
  await page.getByRole('link', { name: 'Saves' }).first().click();
  await expect(page).toHaveURL(/\/app\/saves$/);
  await expect(page.getByRole('heading', { name: 'Saved Items' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Saved item kinds' });
  await expect(tabs.getByRole('tab', { name: 'Businesses (1)' })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Professionals (1)' })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Posts (1)' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Saved businesses' }).getByRole('link', { name: `Kemi Bakery ${tag}`, exact: true }),
  ).toBeVisible();
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);

  await tabs.getByRole('tab', { name: /Professionals/ }).click();
  await expect(
    page.getByRole('list', { name: 'Saved professionals' }).getByRole('link', { name: `Pastry Chef ${tag}`, exact: true }),
  ).toBeVisible();

  await tabs.getByRole('tab', { name: /Posts/ }).click();
  const savedPosts = page.getByRole('list', { name: 'Saved posts' });
  await expect(savedPosts.getByText(postTitle)).toBeVisible();
  await savedPosts.getByRole('button', { name: 'Remove the post by Kemi Adebayo from saves' }).click();
  await expect(toast(page, 'Post removed from saves')).toBeVisible();
  await expect(page.getByText('No saved posts')).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Posts (0)' })).toBeVisible();

  // Kept on the server: a reload shows the same.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Posts (0)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Businesses (1)' })).toBeVisible();

  // The detail page knows it is saved, and unsaves too.
  await page.goto(`/app/business/${business.businessId}`);
  const detailSave = page.getByRole('button', { name: 'Saved this business', exact: true });
  await expect(detailSave).toHaveAttribute('aria-pressed', 'true');
  await detailSave.click();
  await expect(toast(page, 'Business removed from saves')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save this business', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/app/saves');
  await expect(page.getByRole('tab', { name: 'Businesses (0)' })).toBeVisible();
  await expect(page.getByText('No saved businesses')).toBeVisible();

  // A visitor is asked to sign in.
  const visitor = await browser.newContext({ baseURL: E2E_BASE_URL });
  const visitorPage = waitingForApp(await visitor.newPage());
  await visitorPage.goto('/saves');
  await expect(visitorPage.getByText('Sign in to view your saves')).toBeVisible();
  expect(await seriousViolations(visitorPage, { withoutToasts: true })).toEqual([]);
  await expect(visitorPage.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute('href', '/auth?redirect=%2Fapp%2Fsaves');
  await visitor.close();
});

test('likes, a comment and a follow reach the owner’s notifications; read, read all, delete; Post likes off stops like notifications', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const businessName = `Ada Stitches ${tag}`;
  const postTitle = `Aso ebi fitting ${tag}`;

  // Ada owns a business and a profession with a post.
  const ada = await signedInMember(page, 'Ada Okonkwo');
  const business = await apiPost<{ businessId: number }>(page.request, '/api/v1/businesses', {
    name: businessName,
    ...pointAt(LAGOS, 3, 180),
  });
  const { professionId } = await professionWithPosts(page.request, { title: `Tailor ${tag}`, ...pointAt(LAGOS, 3, 200) }, [
    { title: postTitle, content: 'Book your slot for December.' },
  ]);
  expect(ada.email).toContain('@');

  // Bayo likes and comments on the post from the feed, and follows the business from its page.
  const bayo = await otherMember(browser, 'Bayo Ogun');
  await openHomeNearLagos(bayo.page);
  const post = await findInFeed(bayo.page, postTitle);
  await post.getByRole('button', { name: /^Like the post by Ada Okonkwo/ }).click();
  await expect(post.getByRole('button', { name: /^Like the post by Ada Okonkwo/ })).toHaveAttribute('aria-pressed', 'true');
  await post.getByRole('button', { name: /^Comment/ }).click();
  await post.getByLabel('Write a comment').fill('Is Saturday free?');
  await post.getByLabel('Write a comment').press('Enter');
  await expect(post.getByText('Is Saturday free?')).toBeVisible();

  await bayo.page.goto(`/app/business/${business.businessId}`);
  const followers = bayo.page.getByTestId('follower-count');
  await expect(followers).toHaveText('0 followers');
  await bayo.page.getByRole('button', { name: 'Follow this business', exact: true }).click();
  await expect(followers).toHaveText('1 follower');
  await expect(bayo.page.getByRole('button', { name: 'Following this business' })).toHaveAttribute('aria-pressed', 'true');
  await bayo.page.reload();
  await expect(bayo.page.getByTestId('follower-count')).toHaveText('1 follower');
  await expect(bayo.page.getByRole('button', { name: 'Following this business' })).toHaveAttribute('aria-pressed', 'true');

  // Ada's notifications list all three, newest first, each linking to its subject.
  await page.goto('/app/notifications');
  const list = page.getByRole('list', { name: 'Notifications' });
  const item = (text: string) => list.getByRole('listitem').filter({ hasText: text });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('3 unread')).toBeVisible();
  await expect(list.getByRole('listitem').nth(0)).toContainText(`Bayo Ogun started following ${businessName}`);
  await expect(list.getByRole('listitem').nth(1)).toContainText(`Bayo Ogun commented on your post "${postTitle}": "Is Saturday free?"`);
  await expect(list.getByRole('listitem').nth(2)).toContainText(`Bayo Ogun liked your post "${postTitle}"`);
  await expect(item('started following').getByRole('link')).toHaveAttribute('href', `/app/business/${business.businessId}`);
  await expect(item('liked your post').getByRole('link')).toHaveAttribute('href', `/app/profession/${professionId}`);
  await expect(item('liked your post')).toContainText('Unread');
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);

  await item('liked your post').getByRole('button', { name: 'Mark as read' }).click();
  await expect(item('liked your post')).not.toContainText('Unread');
  await expect(page.getByText('2 unread')).toBeVisible();

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(toast(page, 'All notifications marked as read')).toBeVisible();
  await expect(page.getByText('You are all caught up.')).toBeVisible();
  await expect(list.getByText('Unread')).toHaveCount(0);

  await item('commented on your post').getByRole('button', { name: 'Delete notification' }).click();
  await expect(toast(page, 'Notification deleted')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(item('commented on your post')).toHaveCount(0);

  await item('started following').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/app/business/${business.businessId}$`));
  await expect(page.getByTestId('follower-count')).toHaveText('1 follower');

  // Account → Notifications: switch "Post likes" off; it is kept on the server.
  await page.goto('/app/account?tab=notifications');
  const postLikes = page.getByRole('switch', { name: 'Post likes' });
  await expect(postLikes).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Marketing emails' })).not.toBeChecked();
  expect(await seriousViolations(page, { withoutToasts: true })).toEqual([]);
  // By keyboard: focus the switch and press Space.
  await postLikes.focus();
  await page.keyboard.press('Space');
  await expect(toast(page, 'Notification preferences saved')).toBeVisible();
  await expect(postLikes).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Post likes' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Post comments' })).toBeChecked();

  // Chidi likes and comments: the like makes no notification, the comment (still on) does.
  const chidi = await otherMember(browser, 'Chidi Nwosu');
  const postId = (await (await chidi.page.request.get(`/api/v1/professions/${professionId}/posts`)).json()).items[0].postId as number;
  const like = await chidi.page.request.put(`/api/v1/posts/${postId}/like`, { headers: { origin: E2E_BASE_URL } });
  expect(like.status()).toBe(200);
  await apiPost(chidi.page.request, `/api/v1/posts/${postId}/comments`, { content: 'Lovely work!' });

  await page.goto('/app/notifications');
  // Bayo commented before too, so the (new) comment notification counts both commenters.
  await expect(list.getByRole('listitem').nth(0)).toContainText(
    `Chidi Nwosu and 1 other commented on your post "${postTitle}": "Lovely work!"`,
  );
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(item('liked your post')).toHaveCount(1);
  await expect(item('liked your post')).toContainText(`Bayo Ogun liked your post "${postTitle}"`);
  await expect(item('liked your post')).not.toContainText('Chidi');
  await expect(item('liked your post')).not.toContainText('Unread');
  await expect(page.getByText('1 unread')).toBeVisible();

  await bayo.context.close();
  await chidi.context.close();
});
