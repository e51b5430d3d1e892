import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../src/shared/schemas/notifications';
import type { AddressedPush } from '../../src/server/realtime/push-bus';
import { signedInMember, type TestMember } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';
import { createBusiness, createProfession, created } from './support/listings';

let server: TestServer;
let ada: TestMember; // owns the listings and the posts
let bayo: TestMember;
let chidi: TestMember;
let professionId: number;
let businessId: number;
const pushes: AddressedPush[] = [];

beforeAll(async () => {
  server = await startTestServer();
  server.context.bus.subscribe((message) => pushes.push(message));
  [ada, bayo, chidi] = await Promise.all([
    signedInMember(server, { fullName: 'Ada Eze' }),
    signedInMember(server, { fullName: 'Bayo Ade' }),
    signedInMember(server, { fullName: 'Chidi Obi' }),
  ]);
  professionId = (await createProfession(ada, { title: 'Fashion Designer' })).professionId;
  businessId = (await createBusiness(ada, { name: 'Ada Stitches' })).businessId;
});
afterAll(() => server?.close());

const newPost = async (title: string, content = 'Come and see.') =>
  (await created(ada, `/api/v1/professions/${professionId}/posts`, { title, content })).postId as number;

/** Every notification the member has, newest first (through the API, all pages). */
async function notificationsOf(member: TestMember) {
  const items: any[] = [];
  let cursor: string | null = null;
  let unreadCount: number;
  do {
    const { status, body }: { status: number; body: any } = await member.client.json(
      'GET',
      `/api/v1/notifications?limit=50${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(status).toBe(200);
    items.push(...body.items);
    unreadCount = body.unreadCount;
    cursor = body.nextCursor;
  } while (cursor);
  return { items, unreadCount };
}

const mailsTo = (member: TestMember) =>
  server.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', member.email.toLowerCase()).orderBy('mail_id', 'asc').execute();

async function clearNotifications(...members: TestMember[]) {
  await server.db.deleteFrom('notifications').where('user_id', 'in', members.map(userIdOf)).execute();
}
const userIds = new Map<TestMember, string>();
function userIdOf(member: TestMember): string {
  const id = userIds.get(member);
  if (!id) throw new Error('unknown member');
  return id;
}
beforeAll(async () => {
  for (const member of [ada, bayo, chidi]) userIds.set(member, (await member.client.json('GET', '/api/v1/me')).body.userId);
});

describe('real events create notifications', () => {
  it('a like on a post notifies its author once per post, grouping later likes with the real count', async () => {
    await clearNotifications(ada);
    const postId = await newPost('Aso ebi for December');
    expect((await bayo.client.json('PUT', `/api/v1/posts/${postId}/like`)).status).toBe(200);

    let { items, unreadCount } = await notificationsOf(ada);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'post_like',
      message: 'Bayo Ade liked your post "Aso ebi for December"',
      link: `/app/profession/${professionId}`,
      actor: { userId: userIdOf(bayo), fullName: 'Bayo Ade', profilePicture: null },
      isRead: false,
    });
    expect(new Date(items[0].createdAt).toISOString()).toBe(items[0].createdAt);
    expect(unreadCount).toBe(1);

    // Mark it read: the next like makes the same notification unread again, naming the newest liker.
    await ada.client.json('POST', `/api/v1/notifications/${items[0].notificationId}/read`);
    await chidi.client.json('PUT', `/api/v1/posts/${postId}/like`);
    ({ items, unreadCount } = await notificationsOf(ada));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'post_like',
      message: 'Chidi Obi and 1 other liked your post "Aso ebi for December"',
      actor: { fullName: 'Chidi Obi' },
      isRead: false,
    });
    expect(unreadCount).toBe(1);

    // Liking again, unliking, and liking one's own post notify nobody.
    await chidi.client.json('PUT', `/api/v1/posts/${postId}/like`);
    await bayo.client.json('DELETE', `/api/v1/posts/${postId}/like`);
    await ada.client.json('PUT', `/api/v1/posts/${postId}/like`);
    const after = await notificationsOf(ada);
    expect(after.items).toHaveLength(1);
    expect(after.items[0].message).toBe(items[0].message);
    expect(after.items[0].createdAt).toBe(items[0].createdAt);
    // No like notifications went to anyone else either.
    expect((await notificationsOf(bayo)).items).toHaveLength(0);
    expect((await notificationsOf(chidi)).items).toHaveLength(0);
  });

  it('a comment notifies the post’s author with the comment, and emails them at most once an hour per post', async () => {
    await clearNotifications(ada);
    const postId = await newPost('Fitting day');
    const mailsBefore = (await mailsTo(ada)).length;
    await created(bayo, `/api/v1/posts/${postId}/comments`, { content: 'Can I book Saturday?' });

    let { items } = await notificationsOf(ada);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'post_comment',
      message: 'Bayo Ade commented on your post "Fitting day": "Can I book Saturday?"',
      link: `/app/profession/${professionId}`,
      actor: { fullName: 'Bayo Ade' },
    });
    let mails = await mailsTo(ada);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.subject).toBe('Bayo Ade commented on your post "Fitting day"');
    expect(mails.at(-1)!.text_body).toContain('Can I book Saturday?');
    expect(mails.at(-1)!.text_body).toContain(`${server.url}/app/profession/${professionId}`);

    await created(chidi, `/api/v1/posts/${postId}/comments`, { content: 'Me too, Sunday?' });
    ({ items } = await notificationsOf(ada));
    expect(items).toHaveLength(1);
    expect(items[0].message).toBe('Chidi Obi and 1 other commented on your post "Fitting day": "Me too, Sunday?"');
    mails = await mailsTo(ada);
    expect(mails).toHaveLength(mailsBefore + 1);

    // The author answering on their own post notifies nobody.
    await created(ada, `/api/v1/posts/${postId}/comments`, { content: 'Both are fine.' });
    expect((await notificationsOf(ada)).items).toHaveLength(1);
  });

  it('a review notifies the listing’s owner with a link to its reviews, by email too', async () => {
    await clearNotifications(ada);
    await created(bayo, `/api/v1/businesses/${businessId}/reviews`, { rating: 5, text: 'Perfect fit, on time.' });
    await created(chidi, `/api/v1/professions/${professionId}/reviews`, { rating: 1, text: 'Late.' });
    const { items } = await notificationsOf(ada);
    expect(items.map((n) => [n.kind, n.message, n.link])).toEqual([
      ['review', 'Chidi Obi reviewed Fashion Designer (1 star): "Late."', `/app/profession/${professionId}#comments`],
      ['review', 'Bayo Ade reviewed Ada Stitches (5 stars): "Perfect fit, on time."', `/app/business/${businessId}#comments`],
    ]);
    const subjects = (await mailsTo(ada)).map((mail) => mail.subject);
    expect(subjects).toContain('New 5 stars review of Ada Stitches');
    expect(subjects).toContain('New 1 star review of Fashion Designer');
  });

  it('a new follower notifies the owner once, grouped per listing with the real follower count', async () => {
    await clearNotifications(ada);
    await bayo.client.json('PUT', `/api/v1/businesses/${businessId}/follow`);
    await bayo.client.json('PUT', `/api/v1/businesses/${businessId}/follow`);
    let { items } = await notificationsOf(ada);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'follower',
      message: 'Bayo Ade started following Ada Stitches',
      link: `/app/business/${businessId}`,
    });

    await chidi.client.json('PUT', `/api/v1/businesses/${businessId}/follow`);
    ({ items } = await notificationsOf(ada));
    expect(items).toHaveLength(1);
    expect(items[0].message).toBe('Chidi Obi and 1 other started following Ada Stitches');

    // Unfollowing tells nobody.
    await chidi.client.json('DELETE', `/api/v1/businesses/${businessId}/follow`);
    expect((await notificationsOf(ada)).items[0].message).toBe('Chidi Obi and 1 other started following Ada Stitches');
  });

  it('a followed listing’s new post notifies every follower, and nobody else', async () => {
    await clearNotifications(ada, bayo, chidi);
    const dayo = await signedInMember(server, { fullName: 'Dayo Bello' });
    await bayo.client.json('PUT', `/api/v1/professions/${professionId}/follow`);
    await chidi.client.json('PUT', `/api/v1/professions/${professionId}/follow`);
    await clearNotifications(ada);

    const postId = await newPost('New Ankara collection', 'Available from Monday.');
    for (const follower of [bayo, chidi]) {
      const { items, unreadCount } = await notificationsOf(follower);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        kind: 'followed_post',
        message: 'Fashion Designer published a new post: "New Ankara collection"',
        link: `/app/profession/${professionId}`,
        actor: { fullName: 'Ada Eze' },
        isRead: false,
      });
      expect(unreadCount).toBe(1);
    }
    expect((await notificationsOf(dayo)).items).toHaveLength(0);
    expect((await notificationsOf(ada)).items).toHaveLength(0);
    // The new notification was pushed to the followers' open tabs.
    await expect
      .poll(() => pushes.filter((e) => e.push.type === 'notification.created' && e.push.notification.kind === 'followed_post').length)
      .toBe(2);
    const pushed = pushes.filter((e) => e.push.type === 'notification.created' && e.push.notification.kind === 'followed_post');
    expect(pushed.map((e) => e.recipients).sort()).toEqual([[userIdOf(bayo)], [userIdOf(chidi)]].sort());
    expect(postId).toBeGreaterThan(0);
  });
});

describe('the notifications list', () => {
  it('pages newest first by cursor without repeats and counts the unread', async () => {
    await clearNotifications(bayo);
    for (let i = 1; i <= 5; i++) {
      await server.context.notifier.notify({
        userId: userIdOf(bayo),
        kind: 'review',
        actorId: userIdOf(chidi),
        message: `Review ${i}`,
        link: `/app/business/${businessId}#comments`,
      });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const { status, body }: { status: number; body: any } = await bayo.client.json(
        'GET',
        `/api/v1/notifications?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(status).toBe(200);
      expect(body.items.length).toBeLessThanOrEqual(2);
      expect(body.unreadCount).toBe(5);
      seen.push(...body.items.map((n: any) => n.message));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Review 5', 'Review 4', 'Review 3', 'Review 2', 'Review 1']);
    expect((await bayo.client.json('GET', '/api/v1/notifications?cursor=nonsense')).status).toBe(400);
    expect((await bayo.client.json('GET', '/api/v1/notifications?limit=500')).status).toBe(400);
  });

  it('marks one read, all read, and deletes one, telling the member’s other tabs each time', async () => {
    const { items } = await notificationsOf(bayo);
    const [newest, second, third] = items;
    const changedFor = () => pushes.filter((e) => e.push.type === 'notifications.changed' && e.recipients.includes(userIdOf(bayo))).length;
    const before = changedFor();

    const read = await bayo.client.json('POST', `/api/v1/notifications/${second.notificationId}/read`);
    expect(read).toMatchObject({ status: 200, body: { unreadCount: 4 } });
    // Marking it read again is harmless.
    expect((await bayo.client.json('POST', `/api/v1/notifications/${second.notificationId}/read`)).body).toEqual({ unreadCount: 4 });
    let list = await notificationsOf(bayo);
    expect(list.items.map((n) => n.isRead)).toEqual([false, true, false, false, false]);
    await expect.poll(changedFor).toBe(before + 2);

    const deleted = await bayo.client.request('DELETE', `/api/v1/notifications/${third.notificationId}`);
    expect(deleted.status).toBe(204);
    list = await notificationsOf(bayo);
    expect(list.items.map((n) => n.notificationId)).not.toContain(third.notificationId);
    expect(list.unreadCount).toBe(3);
    expect((await bayo.client.json('DELETE', `/api/v1/notifications/${third.notificationId}`)).status).toBe(404);
    await expect.poll(changedFor).toBe(before + 3);

    const all = await bayo.client.json('POST', '/api/v1/notifications/read-all');
    expect(all).toMatchObject({ status: 200, body: { unreadCount: 0 } });
    list = await notificationsOf(bayo);
    expect(list.items.every((n) => n.isRead)).toBe(true);
    expect(list.unreadCount).toBe(0);
    expect(list.items[0].notificationId).toBe(newest.notificationId);
    await expect.poll(changedFor).toBe(before + 4);
  });

  it('is private: another member gets 404 for someone else’s notification and sees none of them', async () => {
    const { items } = await notificationsOf(bayo);
    const target = items[0];
    await server.db
      .updateTable('notifications')
      .set({ is_read: false })
      .where('notification_id', '=', String(target.notificationId))
      .execute();

    const read = await chidi.client.json('POST', `/api/v1/notifications/${target.notificationId}/read`);
    expect(read.status).toBe(404);
    expect(read.body.error).toEqual({ code: 'NOT_FOUND', message: 'Notification not found' });
    expect((await chidi.client.json('DELETE', `/api/v1/notifications/${target.notificationId}`)).status).toBe(404);
    await chidi.client.json('POST', '/api/v1/notifications/read-all');
    expect((await chidi.client.json('GET', '/api/v1/notifications')).body.items.map((n: any) => n.notificationId)).not.toContain(
      target.notificationId,
    );
    // Bayo's notification is untouched: still there, still unread.
    const mine = await notificationsOf(bayo);
    expect(mine.items.find((n) => n.notificationId === target.notificationId)).toMatchObject({ isRead: false });
    expect(mine.unreadCount).toBe(1);

    const visitor = server.client();
    expect((await visitor.json('GET', '/api/v1/notifications')).status).toBe(401);
    expect((await visitor.json('POST', `/api/v1/notifications/${target.notificationId}/read`)).status).toBe(401);
    expect((await visitor.json('POST', '/api/v1/notifications/read-all')).status).toBe(401);
    expect((await visitor.json('DELETE', `/api/v1/notifications/${target.notificationId}`)).status).toBe(401);
    expect((await bayo.client.json('POST', '/api/v1/notifications/abc/read')).status).toBe(400);
  });
});

describe('notification preferences', () => {
  it('start at the spec’s defaults and are kept per member on the server', async () => {
    const member = await signedInMember(server);
    expect((await member.client.json('GET', '/api/v1/notifications/preferences')).body).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual({
      emailNotifications: true,
      pushNotifications: true,
      marketingEmails: false,
      newConnections: true,
      newMessages: true,
      postLikes: true,
      postComments: true,
    });
    const changed = { ...DEFAULT_NOTIFICATION_PREFERENCES, marketingEmails: true, newConnections: false };
    const put = await member.client.json('PUT', '/api/v1/notifications/preferences', changed);
    expect(put).toMatchObject({ status: 200, body: changed });
    expect((await member.client.json('GET', '/api/v1/notifications/preferences')).body).toEqual(changed);
    // Another member's are their own.
    expect((await chidi.client.json('GET', '/api/v1/notifications/preferences')).body).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    const partial = await member.client.json('PUT', '/api/v1/notifications/preferences', { postLikes: false });
    expect(partial.status).toBe(400);
    expect(partial.body.error.code).toBe('VALIDATION_FAILED');
    const wrongType = await member.client.json('PUT', '/api/v1/notifications/preferences', { ...changed, postLikes: 'no' });
    expect(wrongType.status).toBe(400);
    expect((await server.client().json('GET', '/api/v1/notifications/preferences')).status).toBe(401);
    expect((await server.client().json('PUT', '/api/v1/notifications/preferences', changed)).status).toBe(401);
  });

  it('are honoured: a switched-off kind creates no notification and no email; email off keeps in-app ones', async () => {
    await clearNotifications(ada);
    const postId = await newPost('Preferences test');
    const off = { ...DEFAULT_NOTIFICATION_PREFERENCES, postLikes: false, postComments: false };
    expect((await ada.client.json('PUT', '/api/v1/notifications/preferences', off)).status).toBe(200);
    const mailsBefore = (await mailsTo(ada)).length;

    await bayo.client.json('PUT', `/api/v1/posts/${postId}/like`);
    await created(bayo, `/api/v1/posts/${postId}/comments`, { content: 'Nice one' });
    expect((await notificationsOf(ada)).items).toHaveLength(0);
    expect(await mailsTo(ada)).toHaveLength(mailsBefore);

    // Email off, comments on: the notification is made, the email is not.
    await ada.client.json('PUT', '/api/v1/notifications/preferences', { ...off, postComments: true, emailNotifications: false });
    await created(chidi, `/api/v1/posts/${postId}/comments`, { content: 'Lovely work' });
    const { items } = await notificationsOf(ada);
    expect(items.map((n) => n.kind)).toEqual(['post_comment']);
    expect(await mailsTo(ada)).toHaveLength(mailsBefore);

    // Push off: the notification is stored but not pushed to open tabs.
    await ada.client.json('PUT', '/api/v1/notifications/preferences', { ...DEFAULT_NOTIFICATION_PREFERENCES, pushNotifications: false });
    const pushedBefore = pushes.filter((e) => e.push.type === 'notification.created' && e.recipients.includes(userIdOf(ada))).length;
    await created(bayo, `/api/v1/posts/${postId}/comments`, { content: 'Quiet one' });
    // Anything pushed for the comment was published before its answer (the bus delivers on a microtask).
    expect((await notificationsOf(ada)).items[0].message).toContain('"Quiet one"');
    expect(pushes.filter((e) => e.push.type === 'notification.created' && e.recipients.includes(userIdOf(ada))).length).toBe(pushedBefore);

    // Likes back on: the next new like notifies again.
    await ada.client.json('PUT', '/api/v1/notifications/preferences', DEFAULT_NOTIFICATION_PREFERENCES);
    await chidi.client.json('PUT', `/api/v1/posts/${postId}/like`);
    expect((await notificationsOf(ada)).items.map((n) => n.kind)).toEqual(['post_like', 'post_comment']);
    await expect
      .poll(() => pushes.filter((e) => e.push.type === 'notification.created' && e.recipients.includes(userIdOf(ada))).length)
      .toBeGreaterThan(0);
  });

  it('are honoured when many members are notified at once, skipping the actor', async () => {
    await clearNotifications(ada, bayo, chidi);
    await bayo.client.json('PUT', '/api/v1/notifications/preferences', { ...DEFAULT_NOTIFICATION_PREFERENCES, postLikes: false });
    const notified = await server.context.notifier.notifyMany({
      userIds: [userIdOf(ada), userIdOf(bayo), userIdOf(chidi), userIdOf(chidi)],
      kind: 'post_like',
      actorId: userIdOf(ada),
      message: 'Many at once',
      link: '/app',
    });
    expect(notified).toBe(1);
    expect((await notificationsOf(chidi)).items.map((n) => n.message)).toEqual(['Many at once']);
    expect((await notificationsOf(bayo)).items).toHaveLength(0);
    expect((await notificationsOf(ada)).items).toHaveLength(0);
    await bayo.client.json('PUT', '/api/v1/notifications/preferences', DEFAULT_NOTIFICATION_PREFERENCES);
  });
});
