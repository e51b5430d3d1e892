import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_NOTIFY_JOB } from '../../src/server/features/messages/message-listeners';
import { jobsSettled } from '../support/jobs';
import { signedInMember, type TestMember } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';
import { createBusiness, created } from './support/listings';
import { openSocket, settled, sleep, type TestSocket } from './realtime-support';

let server: TestServer;
let ada: TestMember;
let bola: TestMember;
let chidi: TestMember;
const ids = new Map<TestMember, string>();
const id = (member: TestMember) => ids.get(member)!;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  [ada, bola, chidi] = await Promise.all([
    signedInMember(server, { fullName: 'Adaeze Okafor' }),
    signedInMember(server, { fullName: 'Bola Adeyemi' }),
    signedInMember(server, { fullName: 'Chidi Nwosu' }),
  ]);
  for (const member of [ada, bola, chidi]) ids.set(member, (await member.client.json('GET', '/api/v1/me')).body.userId);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server?.close();
});

const send = (from: TestMember, to: TestMember | string, content: string, extra: Record<string, unknown> = {}) =>
  from.client.json('POST', '/api/v1/messages', { receiverId: typeof to === 'string' ? to : id(to), content, ...extra });
const sent = async (from: TestMember, to: TestMember, content: string, extra: Record<string, unknown> = {}) => {
  const response = await send(from, to, content, extra);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};
const conversations = async (member: TestMember, query = '') => {
  const response = await member.client.json('GET', `/api/v1/conversations${query}`);
  expect(response.status).toBe(200);
  return response.body;
};
const unread = async (member: TestMember) => (await member.client.json('GET', '/api/v1/unread-counts')).body;
/** Notifications for new messages are written just after the reply: poll for them. */
const eventually = async <T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 5000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await sleep(50);
  }
};
const notificationsOf = (member: TestMember) =>
  server.db.selectFrom('notifications').selectAll().where('user_id', '=', id(member)).where('kind', '=', 'message').execute();
const mailsTo = (member: TestMember) =>
  server.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', member.email.toLowerCase())
    .where('subject', 'like', 'New message from%')
    .execute();

describe('sending and reading', () => {
  it('stores a message, lists the conversation for both members with unread counts, and pages the thread', async () => {
    const first = await sent(ada, bola, '  Good morning! Is the tailor shop open today?  ');
    expect(first).toMatchObject({
      senderId: id(ada),
      receiverId: id(bola),
      content: 'Good morning! Is the tailor shop open today?',
      product: null,
      readStatus: false,
      readAt: null,
    });
    const second = await sent(ada, bola, 'Line one\nLine two');
    expect(second.conversationId).toBe(first.conversationId);
    expect(second.content).toBe('Line one\nLine two');

    const bolaList = await conversations(bola);
    expect(bolaList.items).toHaveLength(1);
    expect(bolaList.items[0]).toMatchObject({
      conversationId: first.conversationId,
      partner: { userId: id(ada), fullName: 'Adaeze Okafor' },
      lastMessage: { messageId: second.messageId, content: 'Line one\nLine two' },
      unreadCount: 2,
      blockedByMe: false,
    });
    const adaList = await conversations(ada);
    expect(adaList.items[0]).toMatchObject({ partner: { userId: id(bola), fullName: 'Bola Adeyemi' }, unreadCount: 0 });
    expect((await unread(bola)).messages).toBe(2);
    expect((await unread(ada)).messages).toBe(0);

    // The thread, oldest first; paging back by cursor; catching up after an id.
    const reply = await sent(bola, ada, 'Yes, till 6pm');
    const thread = (await bola.client.json('GET', `/api/v1/conversations/${first.conversationId}/messages?limit=2`)).body;
    expect(thread.items.map((m: any) => m.messageId)).toEqual([second.messageId, reply.messageId]);
    expect(thread.hasMore).toBe(true);
    const older = (
      await bola.client.json('GET', `/api/v1/conversations/${first.conversationId}/messages?limit=2&cursor=${thread.nextCursor}`)
    ).body;
    expect(older.items.map((m: any) => m.messageId)).toEqual([first.messageId]);
    expect(older.nextCursor).toBeNull();
    const after = (await ada.client.json('GET', `/api/v1/conversations/${first.conversationId}/messages?after=${first.messageId}&limit=1`))
      .body;
    expect(after.items.map((m: any) => m.messageId)).toEqual([second.messageId]);
    expect(after.hasMore).toBe(true);
    const rest = (await ada.client.json('GET', `/api/v1/conversations/${first.conversationId}/messages?after=${second.messageId}`)).body;
    expect(rest.items.map((m: any) => m.messageId)).toEqual([reply.messageId]);
    expect(rest.hasMore).toBe(false);

    // Newest conversation first.
    const toChidi = await sent(ada, chidi, 'Hi Chidi');
    expect((await conversations(ada)).items.map((c: any) => c.conversationId)).toEqual([toChidi.conversationId, first.conversationId]);
    const paged = await conversations(ada, '?limit=1');
    expect(paged.items.map((c: any) => c.conversationId)).toEqual([toChidi.conversationId]);
    const next = await conversations(ada, `?limit=1&cursor=${paged.nextCursor}`);
    expect(next.items.map((c: any) => c.conversationId)).toEqual([first.conversationId]);
    expect(next.nextCursor).toBeNull();
  });

  it('turns read_status true when the recipient opens the conversation, and the sender sees it', async () => {
    const message = await sent(chidi, bola, 'Are you free on Saturday?');
    const chidiTab = await openSocket(server.url, chidi);
    sockets.push(chidiTab);
    expect((await unread(bola)).messages).toBeGreaterThanOrEqual(1);
    const before = (await conversations(bola)).items.find((c: any) => c.conversationId === message.conversationId);
    expect(before.unreadCount).toBe(1);

    // Chidi (the sender) opening it changes nothing: only the recipient reads.
    expect((await chidi.client.json('POST', `/api/v1/conversations/${message.conversationId}/read`)).body.readCount).toBe(0);
    const read = await bola.client.json('POST', `/api/v1/conversations/${message.conversationId}/read`);
    expect(read.body).toEqual({ conversationId: message.conversationId, readCount: 1, readUpTo: message.messageId });
    const receipt = await chidiTab.next('messages.read');
    expect(receipt.upToMessageId).toBe(message.messageId);

    const seen = (await chidi.client.json('GET', `/api/v1/conversations/${message.conversationId}/messages`)).body.items.at(-1);
    expect(seen).toMatchObject({ messageId: message.messageId, readStatus: true });
    expect(seen.readAt).not.toBeNull();
    expect((await conversations(bola)).items.find((c: any) => c.conversationId === message.conversationId).unreadCount).toBe(0);
    // Reading again is harmless.
    expect((await bola.client.json('POST', `/api/v1/conversations/${message.conversationId}/read`)).body.readCount).toBe(0);
  });

  it('refuses blank, too long, self-addressed and unknown-recipient messages with a clear 4xx', async () => {
    for (const content of ['', '   ', '\n\t ']) {
      const blank = await send(ada, bola, content);
      expect(blank.status).toBe(400);
      expect(blank.body.error.message).toMatch(/Message cannot be empty/);
    }
    const long = await send(ada, bola, 'x'.repeat(4001));
    expect(long.status).toBe(400);
    expect(long.body.error.message).toMatch(/at most 4,000 characters/);
    const self = await send(ada, ada, 'Note to self');
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe('You cannot message yourself.');
    const nobody = await send(ada, 'no-such-member', 'Hello?');
    expect(nobody.status).toBe(404);
    expect(nobody.body.error.message).toBe('Member not found');
    const visitor = await server.client().json('POST', '/api/v1/messages', { receiverId: id(bola), content: 'Hi' });
    expect(visitor.status).toBe(401);
  });
});

describe('sending again with the app’s message id (the offline outbox)', () => {
  it('stores a message once however often it is sent, notifies once, and refuses a bad id', async () => {
    const clientId = randomUUID();
    const socket = await openSocket(server.url, bola);
    sockets.push(socket);
    const first = await sent(chidi, bola, 'Is the blue agbada still available?', { clientId });
    // The answer was lost and the outbox sends it again, twice, once at the same moment as another.
    const again = await Promise.all([
      send(chidi, bola, 'Is the blue agbada still available?', { clientId }),
      send(chidi, bola, 'Is the blue agbada still available?', { clientId }),
    ]);
    for (const repeat of again) {
      expect(repeat.status).toBe(201);
      expect(repeat.body.messageId).toBe(first.messageId);
    }
    const stored = await server.db.selectFrom('messages').select('message_id').where('client_id', '=', clientId).execute();
    expect(stored).toHaveLength(1);
    await settled(socket);
    expect(socket.frames.filter((frame) => frame.type === 'message.created' && frame.message.messageId === first.messageId)).toHaveLength(
      1,
    );
    // Another message with another id is another message.
    const second = await sent(chidi, bola, 'And the size?', { clientId: randomUUID() });
    expect(second.messageId).not.toBe(first.messageId);
    const bad = await send(chidi, bola, 'Hello', { clientId: 'not-a-uuid' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/UUID/);
  });
});

describe('the product reference', () => {
  it('stores the product’s id, name and picture with the message, checked on the server', async () => {
    const business = await createBusiness(bola, { name: 'Bola Fabrics' });
    const category = await created(bola, `/api/v1/businesses/${business.businessId}/categories`, { name: 'Fabrics' });
    const product = await created(bola, `/api/v1/businesses/${business.businessId}/products`, {
      name: 'Ankara (6 yards)',
      description: null,
      priceKobo: 1_500_000,
      discountPercent: 0,
      categoryId: category.categoryId,
    });
    await server.db
      .insertInto('product_images')
      .values({ product_id: product.productId, image_url: '/media/images/ab/cd', position: 0, is_primary: true })
      .execute();

    // Starting from a product card: the seller is found from the product.
    const seller = await ada.client.json('GET', `/api/v1/conversations/about-product/${product.productId}`);
    expect(seller.body).toEqual({
      seller: { userId: id(bola), fullName: 'Bola Adeyemi', username: bola.username, profilePicture: null },
      product: { productId: product.productId, name: 'Ankara (6 yards)', imageUrl: '/media/images/ab/cd/320.webp' },
    });
    expect((await ada.client.json('GET', '/api/v1/conversations/about-product/99999999')).status).toBe(404);

    const message = await sent(ada, bola, 'Is this still available?', { productId: product.productId });
    expect(message.product).toEqual({ productId: product.productId, name: 'Ankara (6 yards)', imageUrl: '/media/images/ab/cd/320.webp' });
    const thread = (await bola.client.json('GET', `/api/v1/conversations/${message.conversationId}/messages`)).body.items;
    expect(thread.at(-1).product).toEqual(message.product);

    const missing = await send(ada, bola, 'And this one?', { productId: 99999999 });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('This product no longer exists.');

    // The card survives the product: name and picture stay, the id is cleared.
    expect((await bola.client.json('DELETE', `/api/v1/products/${product.productId}`)).status).toBe(204);
    const after = (await ada.client.json('GET', `/api/v1/conversations/${message.conversationId}/messages`)).body.items;
    expect(after.find((m: any) => m.messageId === message.messageId).product).toEqual({
      productId: null,
      name: 'Ankara (6 yards)',
      imageUrl: '/media/images/ab/cd/320.webp',
    });
  });
});

describe('privacy', () => {
  it('lets only the two members read a conversation or mark it read (others get 404)', async () => {
    const message = await sent(ada, bola, 'Just between us');
    const intruder = await signedInMember(server, { fullName: 'Nosy Neighbour' });
    for (const member of [intruder, chidi]) {
      const read = await member.client.json('GET', `/api/v1/conversations/${message.conversationId}/messages`);
      expect(read.status).toBe(404);
      expect(read.body.error.message).toBe('Conversation not found');
      expect((await member.client.json('GET', `/api/v1/conversations/${message.conversationId}/messages?after=0`)).status).toBe(404);
      expect((await member.client.json('POST', `/api/v1/conversations/${message.conversationId}/read`)).status).toBe(404);
      const list = await conversations(member);
      expect(list.items.some((c: any) => c.conversationId === message.conversationId)).toBe(false);
    }
    expect((await intruder.client.json('GET', '/api/v1/conversations')).body.items).toEqual([]);
    expect((await server.client().json('GET', `/api/v1/conversations/${message.conversationId}/messages`)).status).toBe(401);
    expect((await server.client().json('GET', '/api/v1/conversations')).status).toBe(401);
    expect((await server.client().json('GET', '/api/v1/unread-counts')).status).toBe(401);
    expect((await ada.client.json('GET', '/api/v1/conversations/99999999/messages')).status).toBe(404);
    // Still unread for Bola: nobody else's attempts changed it.
    const thread = (await bola.client.json('GET', `/api/v1/conversations/${message.conversationId}/messages`)).body.items;
    expect(thread.at(-1)).toMatchObject({ messageId: message.messageId, readStatus: false });
  });
});

describe('blocking', () => {
  it('stops messages in both directions until unblocked, with a clear 403', async () => {
    const dayo = await signedInMember(server, { fullName: 'Dayo Blocked' });
    const eno = await signedInMember(server, { fullName: 'Eno Blocker' });
    for (const member of [dayo, eno]) ids.set(member, (await member.client.json('GET', '/api/v1/me')).body.userId);
    const first = await sent(dayo, eno, 'Hello Eno');
    const [dayoTab, enoTab] = await Promise.all([openSocket(server.url, dayo), openSocket(server.url, eno)]);
    sockets.push(dayoTab, enoTab);

    const block = await eno.client.json('PUT', `/api/v1/blocks/${id(dayo)}`);
    expect(block.body).toEqual({ userId: id(dayo), blocked: true });
    expect((await eno.client.json('PUT', `/api/v1/blocks/${id(dayo)}`)).status).toBe(200);
    // Eno's other tabs hear about it; Dayo is not told (he learns it only when he tries to write).
    expect(await enoTab.next('conversation.changed')).toEqual({ type: 'conversation.changed', partnerId: id(dayo) });

    const refused = await send(dayo, eno, 'Why no reply?');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('You can no longer message this member: they are not accepting your messages.');
    const own = await send(eno, dayo, 'Bye');
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe('You have blocked this member. Unblock them to send a message.');

    expect((await dayo.client.json('GET', `/api/v1/conversations/with/${id(eno)}`)).body).toMatchObject({
      conversationId: first.conversationId,
      blockedByMe: false,
      canSend: false,
    });
    expect((await eno.client.json('GET', `/api/v1/conversations/with/${id(dayo)}`)).body).toMatchObject({
      blockedByMe: true,
      canSend: false,
    });
    expect((await conversations(eno)).items.find((c: any) => c.conversationId === first.conversationId).blockedByMe).toBe(true);

    // Typing from a blocked member goes nowhere either.
    dayoTab.ws.send(JSON.stringify({ type: 'typing', to: id(eno) }));
    // Dayo's pong comes once his signal is dealt with; Eno's pong then follows anything sent to her before it.
    await settled(dayoTab);
    await settled(enoTab);
    expect(enoTab.pushes().some((f) => f.type === 'typing')).toBe(false);
    expect(dayoTab.pushes()).toEqual([]);

    expect((await eno.client.json('DELETE', `/api/v1/blocks/${id(dayo)}`)).body).toEqual({ userId: id(dayo), blocked: false });
    expect((await send(dayo, eno, 'Thanks for unblocking')).status).toBe(201);
    expect((await dayo.client.json('GET', `/api/v1/conversations/with/${id(eno)}`)).body.canSend).toBe(true);

    expect((await eno.client.json('PUT', `/api/v1/blocks/${id(eno)}`)).status).toBe(400);
    expect((await eno.client.json('PUT', '/api/v1/blocks/no-such-member')).status).toBe(404);
    expect((await server.client().json('PUT', `/api/v1/blocks/${id(dayo)}`)).status).toBe(401);
  });
});

describe('partner state', () => {
  it('describes a member before any message, and refuses yourself or an unknown member', async () => {
    const fola = await signedInMember(server, { fullName: 'Fola New' });
    const state = await fola.client.json('GET', `/api/v1/conversations/with/${id(ada)}`);
    expect(state.body).toEqual({
      partner: { userId: id(ada), fullName: 'Adaeze Okafor', username: ada.username, profilePicture: null, identityVerified: false },
      conversationId: null,
      blockedByMe: false,
      canSend: true,
      // Not connected: the first message between them shows the safety note; Ada has not verified her identity.
      connected: false,
      partnerVerified: false,
    });
    expect((await ada.client.json('GET', `/api/v1/conversations/with/${id(ada)}`)).status).toBe(400);
    expect((await ada.client.json('GET', '/api/v1/conversations/with/nobody-here')).status).toBe(404);
  });
});

describe('notifications and email for new messages', () => {
  it('makes one notification per conversation, links to the thread, and emails at most once an hour', async () => {
    const gina = await signedInMember(server, { fullName: 'Gina Receiver' });
    const hassan = await signedInMember(server, { fullName: 'Hassan Sender' });
    for (const member of [gina, hassan]) ids.set(member, (await member.client.json('GET', '/api/v1/me')).body.userId);

    const first = await sent(hassan, gina, 'First message');
    const afterFirst = await eventually(
      () => notificationsOf(gina),
      (rows) => rows.length === 1,
    );
    expect(afterFirst).toHaveLength(1);
    expect(afterFirst[0]).toMatchObject({
      actor_id: id(hassan),
      link: `/app/messages?user=${encodeURIComponent(id(hassan))}`,
      group_key: `conversation:${first.conversationId}`,
      is_read: false,
    });
    expect(afterFirst[0].message).toContain('Hassan Sender sent you a message');
    const mails = await eventually(
      () => mailsTo(gina),
      (rows) => rows.length === 1,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('New message from Hassan Sender');
    expect(mails[0].text_body).toContain('First message');
    expect(mails[0].text_body).toContain(`/app/messages?user=`);

    await sent(hassan, gina, 'Second message');
    const afterSecond = await eventually(
      () => notificationsOf(gina),
      (rows) => rows[0]?.message.includes('Second message') ?? false,
    );
    expect(afterSecond).toHaveLength(1);
    expect(afterSecond[0].message).toContain('Second message');
    await jobsSettled(server.db, MESSAGE_NOTIFY_JOB);
    expect(await mailsTo(gina)).toHaveLength(1);
    expect((await unread(gina)).notifications).toBe(1);
    expect((await unread(gina)).messages).toBe(2);

    // Opening the conversation reads its notification too.
    await gina.client.json('POST', `/api/v1/conversations/${first.conversationId}/read`);
    expect(await unread(gina)).toEqual({ messages: 0, notifications: 0 });
    // The sender is never notified of their own message.
    expect(await notificationsOf(hassan)).toHaveLength(0);
  });

  it('honours the member’s preference for new messages', async () => {
    const ife = await signedInMember(server, { fullName: 'Ife Quiet' });
    ids.set(ife, (await ife.client.json('GET', '/api/v1/me')).body.userId);
    await server.db
      .insertInto('notification_preferences')
      .values({ user_id: id(ife), new_messages: false })
      .execute();
    await sent(ada, ife, 'You will not be notified');
    // Its delayed notification job has run by then, and made nothing.
    await jobsSettled(server.db, MESSAGE_NOTIFY_JOB);
    expect(await notificationsOf(ife)).toHaveLength(0);
    expect(await mailsTo(ife)).toHaveLength(0);
    expect((await unread(ife)).messages).toBe(1);

    await server.db
      .updateTable('notification_preferences')
      .set({ new_messages: true, email_notifications: false })
      .where('user_id', '=', id(ife))
      .execute();
    await sent(ada, ife, 'Now in the app only');
    expect(
      await eventually(
        () => notificationsOf(ife),
        (rows) => rows.length === 1,
      ),
    ).toHaveLength(1);
    await jobsSettled(server.db, MESSAGE_NOTIFY_JOB);
    expect(await mailsTo(ife)).toHaveLength(0);
  });

  it('is not sent when the receiver reads the conversation right away (they had it open)', async () => {
    const jide = await signedInMember(server, { fullName: 'Jide Reader' });
    ids.set(jide, (await jide.client.json('GET', '/api/v1/me')).body.userId);
    const message = await sent(ada, jide, 'Are you there?');
    expect((await jide.client.json('POST', `/api/v1/conversations/${message.conversationId}/read`)).body.readCount).toBe(1);
    await jobsSettled(server.db, MESSAGE_NOTIFY_JOB);
    expect(await notificationsOf(jide)).toHaveLength(0);
    expect(await mailsTo(jide)).toHaveLength(0);

    // A burst of messages it has not read makes one notification, with the newest text.
    await sent(ada, jide, 'One');
    await sent(ada, jide, 'Two');
    await sent(ada, jide, 'Three');
    const rows = await eventually(
      () => notificationsOf(jide),
      (list) => list.length === 1,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].message).toContain('Three');
    // The email goes out after the notification is stored.
    expect(
      await eventually(
        () => mailsTo(jide),
        (mails) => mails.length >= 1,
      ),
    ).toHaveLength(1);
  });
});
