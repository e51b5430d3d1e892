import { FAR_PIN } from '../support/builders/listing-bodies';
import type { Page, WebSocketRoute } from '@playwright/test';
import { apiPost } from './support/api';
import { uniqueTag, uploadProductImage } from './support/discovery';
import { expect, test } from './support/fixtures';

const BLOCKED_BY_PARTNER = 'You can no longer message this member: they are not accepting your messages.';

const thread = (page: Page) => page.getByRole('list', { name: 'Messages', exact: true });
const bubbles = (page: Page) => thread(page).getByTestId('message-text');
const composer = (page: Page) => page.getByRole('textbox', { name: /^Message / });

test('two members message each other live: list, badge, Seen, typing, product card, blank refused, reconnect, block', async ({
  memberPage,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  // Bola sells fabrics (phone, 360 px); Adaeze writes to her from a desktop.
  const bola = await memberPage(`Bola ${tag}`, { phone: true });
  const ada = await memberPage(`Adaeze ${tag}`);
  const bolaName = `Bola ${tag}`;
  const adaName = `Adaeze ${tag}`;

  const business = await apiPost(bola.page.request, '/api/v1/businesses', {
    name: `Bola Fabrics ${tag}`,
    description: 'Ankara and lace.',
    ...FAR_PIN,
  });
  const category = await apiPost(bola.page.request, `/api/v1/businesses/${business.businessId}/categories`, { name: 'Fabrics' });
  const product = await apiPost(bola.page.request, `/api/v1/businesses/${business.businessId}/products`, {
    name: `Ankara ${tag}`,
    priceKobo: 1_500_000,
    categoryId: category.categoryId,
  });
  await uploadProductImage(bola.page.request, product.productId, 'ankara.jpg', { r: 200, g: 90, b: 30 });

  // Bola's socket goes through a route the test can cut, to show the client rejoins and catches up.
  let network: 'up' | 'down' = 'up';
  const bolaSockets: WebSocketRoute[] = [];
  let refusedJoins = 0;
  await bola.page.routeWebSocket(/\/api\/realtime$/, (ws) => {
    if (network === 'down') {
      refusedJoins += 1;
      void ws.close({ code: 4000, reason: 'network down (test)' });
      return;
    }
    ws.connectToServer();
    bolaSockets.push(ws);
  });

  // Bola waits on her (empty) messages page; the bottom bar shows no unread count yet.
  await bola.page.goto('/app/messages');
  await expect(bola.page.getByText('No conversations yet')).toBeVisible();
  const bottom = bola.page.getByRole('navigation', { name: 'Main' });
  await expect(bottom.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  // Adaeze opens the business page and presses Message: the thread with its owner opens.
  await ada.page.goto(`/app/business/${business.businessId}`);
  await ada.page.getByRole('link', { name: `Message Bola Fabrics ${tag}` }).click();
  await expect(ada.page).toHaveURL(/\/app\/messages\?user=/);
  await expect(ada.page.getByRole('heading', { level: 2, name: bolaName })).toBeVisible();
  await expect(ada.page.getByText('No messages yet')).toBeVisible();
  // On a wide screen the conversation list stays beside the thread.
  await expect(ada.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  // A blank message cannot be sent: the button stays disabled and Enter does nothing.
  await composer(ada.page).fill('   ');
  await expect(ada.page.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await composer(ada.page).press('Enter');
  await expect(ada.page.getByText('No messages yet')).toBeVisible();

  // Shift+Enter makes a new line, Enter sends.
  await composer(ada.page).fill('');
  await composer(ada.page).pressSequentially('Good morning');
  await composer(ada.page).press('Shift+Enter');
  await composer(ada.page).pressSequentially('Is the shop open today?');
  await expect(composer(ada.page)).toHaveValue('Good morning\nIs the shop open today?');
  await composer(ada.page).press('Enter');
  await expect(bubbles(ada.page)).toHaveText(['Good morning\nIs the shop open today?']);
  await expect(ada.page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(bolaName) })).toBeVisible();
  await expect(composer(ada.page)).toHaveValue('');
  await expect(ada.page.getByTestId('message-status')).toHaveText('Sent');

  // Bola's list and bottom-bar badge update without a reload.
  const conversation = bola.page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(adaName) });
  await expect(conversation).toBeVisible();
  await expect(conversation.getByTestId('last-message')).toHaveText(/Good morning/);
  await expect(conversation).toContainText('1 unread');
  await expect(bottom.getByRole('link', { name: 'Messages, 1 unread' }).getByTestId('unread-badge')).toHaveText('1');
  // The new-message notification counts on the Notifications item too.
  await expect(bottom.getByRole('link', { name: 'Notifications, 1 unread' }).getByTestId('unread-badge')).toHaveText('1');

  // Bola opens it (the thread is its own screen on a phone): Adaeze sees "Seen", Bola's badge goes.
  await conversation.click();
  await expect(bola.page.getByRole('heading', { level: 2, name: adaName })).toBeVisible();
  await expect(bola.page.getByRole('list', { name: 'Conversations' })).toBeHidden();
  await expect(bubbles(bola.page)).toHaveText(['Good morning\nIs the shop open today?']);
  await expect(ada.page.getByTestId('message-status')).toHaveText('Seen');
  await expect(bottom.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expect(bottom.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(bottom.getByTestId('unread-badge')).toHaveCount(0);
  expect(await bola.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Typing shows on the other side, and goes when the message arrives.
  await composer(ada.page).pressSequentially('Do you');
  await expect(bola.page.getByText(`${adaName} is typing…`)).toBeVisible();
  await composer(ada.page).pressSequentially(' deliver to Yaba?');
  await composer(ada.page).press('Enter');
  await expect(bubbles(bola.page)).toHaveText(['Good morning\nIs the shop open today?', 'Do you deliver to Yaba?']);
  await expect(bola.page.getByText(`${adaName} is typing…`)).toBeHidden();

  await composer(bola.page).fill('Yes, every day');
  await composer(bola.page).press('Enter');
  await expect(bubbles(ada.page)).toHaveText(['Good morning\nIs the shop open today?', 'Do you deliver to Yaba?', 'Yes, every day']);

  // A product card's Message button brings the product chip; the message arrives with the product as a card.
  await ada.page.goto(`/app/business/${business.businessId}`);
  await ada.page.getByRole('link', { name: `Message about Ankara ${tag}` }).click();
  await expect(ada.page).toHaveURL(/product_id=/);
  const chip = ada.page.getByTestId('product-chip');
  await expect(chip).toContainText(`Ankara ${tag}`);
  await expect.poll(() => chip.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await composer(ada.page).fill('Is this one still available?');
  await composer(ada.page).press('Enter');
  await expect(chip).toBeHidden();
  await expect(ada.page).not.toHaveURL(/product_id=/);
  const card = bola.page.getByRole('group', { name: `Product: Ankara ${tag}` });
  await expect(card).toBeVisible();
  await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(ada.page.getByRole('group', { name: `Product: Ankara ${tag}` })).toBeVisible();

  // From a card that only knows the product, the seller is found; the chip can be removed before sending.
  await ada.page.goto(`/app/messages?product_id=${product.productId}&product_name=${encodeURIComponent(`Ankara ${tag}`)}`);
  await expect(ada.page).toHaveURL(/user=/);
  await expect(ada.page.getByRole('heading', { level: 2, name: bolaName })).toBeVisible();
  await ada.page.getByRole('button', { name: `Remove product Ankara ${tag}` }).click();
  await expect(ada.page.getByTestId('product-chip')).toBeHidden();

  // Bola's connection drops; what is sent meanwhile arrives once her tab rejoins, once, without a reload.
  network = 'down';
  await bolaSockets.at(-1)!.close({ code: 4000, reason: 'cut (test)' });
  await expect.poll(() => refusedJoins).toBeGreaterThan(0);
  await composer(ada.page).fill('Sent while you were offline');
  await composer(ada.page).press('Enter');
  await expect(bubbles(ada.page).last()).toHaveText('Sent while you were offline');
  // Bola's tab tries to rejoin once more and is refused: it was offline when the message went.
  const refusedBefore = refusedJoins;
  await expect.poll(() => refusedJoins, { timeout: 15_000 }).toBeGreaterThan(refusedBefore);
  await expect(bubbles(bola.page).filter({ hasText: 'Sent while you were offline' })).toHaveCount(0);
  network = 'up';
  await expect(bubbles(bola.page).filter({ hasText: 'Sent while you were offline' })).toHaveCount(1, { timeout: 15_000 });
  await expect(ada.page.getByTestId('message-status')).toHaveText('Seen');

  // Bola blocks Adaeze (after confirming); Adaeze's next message is refused with the reason.
  await bola.page.getByRole('button', { name: `Block ${adaName}` }).click();
  const dialog = bola.page.getByRole('alertdialog', { name: `Block ${adaName}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(bola.page.getByText(`${adaName} is blocked`)).toBeVisible();
  await expect(bola.page.getByText('You have blocked this member. Unblock them to send a message.')).toBeVisible();
  await expect(bola.page.getByRole('button', { name: `Unblock ${adaName}` })).toBeVisible();

  await composer(ada.page).fill('Hello? Are you there?');
  await composer(ada.page).press('Enter');
  await expect(ada.page.getByText('Failed to send message')).toBeVisible();
  await expect(ada.page.getByRole('region', { name: 'Conversation' }).getByRole('status')).toHaveText(BLOCKED_BY_PARTNER);
  await expect(composer(ada.page)).toBeHidden();
  await expect(bubbles(ada.page).filter({ hasText: 'Hello? Are you there?' })).toHaveCount(0);

  // The phone's list screen is one tap back.
  await bola.page.getByRole('link', { name: 'Back to conversations' }).click();
  await expect(bola.page.getByRole('list', { name: 'Conversations' })).toBeVisible();
});
