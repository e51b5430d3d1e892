import { beforeAll, describe, expect, it } from 'vitest';
import { placeMember } from '../support/builders/plans';
import { insertPost } from '../support/builders/posts';
import { signedInMember, type TestMember } from '../support/members';
import { staffMember } from '../support/staff';
import { useTestServer } from '../support/test-server';
import { openSocket } from './realtime-support';
import { createBusiness } from './support/listings';

/**
 * Decision 0018: what staff hide — events, videos, video and post comments, reviews, messages — is gone from every
 * surface that shows it, for everyone, and comes back on restore.
 */
const server = useTestServer();
const AT = { lat: 6.5244, lng: 3.3792 };
let owner: TestMember;
let viewer: TestMember;
let reporter: TestMember;
let moderator: Awaited<ReturnType<typeof staffMember>>;
let businessId: number;

const act = (path: 'hide' | 'restore', kind: string, id: number | string) =>
  moderator.client.json('POST', `/api/v1/admin/${path}`, { kind, id: String(id), reason: `${path} in a test` });
const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));

beforeAll(async () => {
  [owner, viewer, reporter] = await Promise.all([
    signedInMember(server, { fullName: 'Kola Seller' }),
    signedInMember(server, { fullName: 'Bayo Viewer' }),
    signedInMember(server, { fullName: 'Ada Reporter' }),
  ]);
  moderator = await staffMember(server);
  await placeMember(server.db, owner.userId, 'Ikeja');
  businessId = (await createBusiness(owner, { name: 'Zobo Palace', latitude: AT.lat, longitude: AT.lng })).businessId;
});

describe('a hidden event', () => {
  it('leaves the feed, the Events tab and both counts, the organiser profile and its page; restore brings it back', async () => {
    const created = await owner.client.json('POST', '/api/v1/events', {
      title: 'Zobo tasting evening',
      description: 'Free zobo for the street.',
      date: new Date(Date.now() + 5 * 24 * 3600_000).toISOString().slice(0, 10),
      time: '18:00',
      location: 'Allen Avenue',
    });
    expect(created.status).toBe(201);
    const eventId: number = created.body.eventId;

    async function seen() {
      const feed = await viewer.client.json('GET', `/api/v1/feed?${query({ ...AT, band: 'local', limit: 30 })}`);
      const tab = await viewer.client.json('GET', `/api/v1/search?${query({ ...AT, q: 'zobo', tab: 'events', limit: 20 })}`);
      const all = await viewer.client.json('GET', `/api/v1/search?${query({ ...AT, q: 'zobo', tab: 'all', limit: 20 })}`);
      const profile = await viewer.client.json('GET', `/api/v1/members/${owner.userId}/content`);
      for (const response of [feed, tab, all, profile]) expect(response.status, JSON.stringify(response.body)).toBe(200);
      return {
        feed: feed.body.items.some((item: { id: string }) => item.id === `event-${eventId}`),
        tab: tab.body.items.map((item: { id: string }) => item.id),
        tabCount: tab.body.counts.events,
        allCount: all.body.counts.events,
        profile: profile.body.events.map((event: { eventId: number }) => event.eventId),
        page: (await viewer.client.json('GET', `/api/v1/events/${eventId}`)).status,
        ownPage: (await owner.client.json('GET', `/api/v1/events/${eventId}`)).status,
        calendar: (await viewer.client.request('GET', `/api/v1/events/${eventId}/calendar.ics`)).status,
      };
    }

    const before = await seen();
    expect(before).toEqual({
      feed: true,
      tab: [`event-${eventId}`],
      tabCount: 1,
      allCount: 1,
      profile: [eventId],
      page: 200,
      ownPage: 200,
      calendar: 200,
    });

    expect((await act('hide', 'event', eventId)).status).toBe(200);
    expect(await seen()).toEqual({
      feed: false,
      tab: [],
      tabCount: 0,
      allCount: 0,
      profile: [],
      page: 404,
      ownPage: 404,
      calendar: 404,
    });
    // Nobody can answer it or report it again.
    expect((await viewer.client.json('PUT', `/api/v1/events/${eventId}/rsvp`, { status: 'going' })).status).toBe(404);
    expect((await reporter.client.json('POST', '/api/v1/reports', { kind: 'event', id: eventId, reason: 'spam' })).status).toBe(404);

    expect((await act('restore', 'event', eventId)).status).toBe(200);
    expect(await seen()).toEqual(before);
  });
});

describe('a hidden video and video comment', () => {
  it('leave Discover, the video page (its owner’s too), My videos and the comments, with the count in step', async () => {
    const inserted = await server.db
      .insertInto('videos')
      .values({
        owner_id: owner.userId,
        upload_id: 'moderation-video',
        storage_prefix: 'videos/moderation-video',
        title: 'Zobo recipe',
        status: 'ready',
        privacy: 'public',
      })
      .returning('video_id')
      .executeTakeFirstOrThrow();
    const videoId = Number(inserted.video_id);
    const comment = await viewer.client.json('POST', `/api/v1/videos/${videoId}/comments`, { content: 'Buy cheap followers here' });
    expect(comment.status).toBe(201);
    const kept = await reporter.client.json('POST', `/api/v1/videos/${videoId}/comments`, { content: 'Lovely colour' });
    expect(kept.status).toBe(201);

    async function seen() {
      const discover = await viewer.client.json('GET', '/api/v1/videos?sort=latest');
      const page = await viewer.client.json('GET', `/api/v1/videos/${videoId}`);
      const comments = await viewer.client.json('GET', `/api/v1/videos/${videoId}/comments`);
      const mine = await owner.client.json('GET', '/api/v1/videos/mine');
      return {
        discover: discover.body.items.map((video: { videoId: number }) => video.videoId),
        page: page.status,
        count: page.body.comments,
        ownPage: (await owner.client.json('GET', `/api/v1/videos/${videoId}`)).status,
        comments: comments.status === 200 ? comments.body.items.map((c: { content: string }) => c.content) : comments.status,
        mine: mine.body.items.map((video: { videoId: number }) => video.videoId),
      };
    }

    const before = await seen();
    expect(before).toEqual({
      discover: [videoId],
      page: 200,
      count: 2,
      ownPage: 200,
      comments: ['Buy cheap followers here', 'Lovely colour'],
      mine: [videoId],
    });

    expect((await act('hide', 'video_comment', comment.body.commentId)).status).toBe(200);
    expect(await seen()).toEqual({ ...before, count: 1, comments: ['Lovely colour'] });
    expect((await act('restore', 'video_comment', comment.body.commentId)).status).toBe(200);
    expect(await seen()).toEqual(before);

    expect((await act('hide', 'video', videoId)).status).toBe(200);
    expect(await seen()).toEqual({ discover: [], page: 404, count: undefined, ownPage: 404, comments: 404, mine: [] });
    expect((await viewer.client.json('POST', `/api/v1/videos/${videoId}/comments`, { content: 'Still here?' })).status).toBe(404);
    expect((await act('restore', 'video', videoId)).status).toBe(200);
    expect(await seen()).toEqual(before);

    // Deleting a comment that is hidden leaves the count where moderation put it.
    await act('hide', 'video_comment', comment.body.commentId);
    expect((await owner.client.json('DELETE', `/api/v1/videos/${videoId}/comments/${comment.body.commentId}`)).status).toBe(204);
    expect((await seen()).count).toBe(1);
  });
});

describe('a hidden post comment', () => {
  it('leaves the comments under the post and the post’s comment count', async () => {
    const postId = await insertPost(server.db, { authorId: owner.userId, kind: 'business', listingId: businessId, content: 'Zobo news' });
    const spam = await viewer.client.json('POST', `/api/v1/posts/${postId}/comments`, { content: 'DM me for loans' });
    expect(spam.status).toBe(201);
    await reporter.client.json('POST', `/api/v1/posts/${postId}/comments`, { content: 'Congratulations' });
    const seen = async () => ({
      comments: (await viewer.client.json('GET', `/api/v1/posts/${postId}/comments?limit=20`)).body.items.map(
        (c: { content: string }) => c.content,
      ),
      count: (await viewer.client.json('GET', `/api/v1/posts/${postId}`)).body.commentCount,
    });
    const before = await seen();
    expect(before).toEqual({ comments: ['DM me for loans', 'Congratulations'], count: 2 });
    expect((await act('hide', 'comment', spam.body.commentId)).status).toBe(200);
    expect(await seen()).toEqual({ comments: ['Congratulations'], count: 1 });
    expect((await act('restore', 'comment', spam.body.commentId)).status).toBe(200);
    expect(await seen()).toEqual(before);
  });
});

describe('a hidden review', () => {
  it('leaves the listing’s reviews and every rating computed from them, and its author cannot write another', async () => {
    expect((await viewer.client.json('POST', `/api/v1/businesses/${businessId}/reviews`, { rating: 1, text: 'Fake zobo!!' })).status).toBe(
      201,
    );
    expect((await reporter.client.json('POST', `/api/v1/businesses/${businessId}/reviews`, { rating: 5, text: 'Lovely' })).status).toBe(
      201,
    );
    const box = { bbox: [AT.lng - 0.01, AT.lat - 0.01, AT.lng + 0.01, AT.lat + 0.01].join(','), zoom: 16, ...AT };

    async function seen(member: TestMember) {
      const list = await member.client.json('GET', `/api/v1/businesses/${businessId}/reviews`);
      const detail = await member.client.json('GET', `/api/v1/businesses/${businessId}`);
      const map = await member.client.json('GET', `/api/v1/map?${query(box)}`);
      return {
        texts: list.body.items.map((review: { text: string }) => review.text).sort(),
        rating: list.body.rating,
        detailRating: detail.body.rating,
        mapRating: map.body.listings.find((listing: { id: number }) => listing.id === businessId)?.rating,
        mine: list.body.mine?.text ?? null,
        canReview: list.body.canReview,
        reason: list.body.reviewBlockedReason,
      };
    }

    const before = await seen(viewer);
    expect(before).toEqual({
      texts: ['Fake zobo!!', 'Lovely'],
      rating: { average: 3, count: 2 },
      detailRating: { average: 3, count: 2 },
      mapRating: { average: 3, count: 2 },
      mine: 'Fake zobo!!',
      canReview: false,
      reason: null,
    });
    const reviewId = (await viewer.client.json('GET', `/api/v1/businesses/${businessId}/reviews`)).body.mine.reviewId;

    expect((await act('hide', 'review', reviewId)).status).toBe(200);
    const five = { average: 5, count: 1 };
    expect(await seen(reporter)).toMatchObject({ texts: ['Lovely'], rating: five, detailRating: five, mapRating: five });
    expect(await seen(viewer)).toEqual({
      texts: ['Lovely'],
      rating: five,
      detailRating: five,
      mapRating: five,
      mine: null,
      canReview: false,
      reason: 'Your review of this listing was removed by LocalHub’s moderators.',
    });
    const again = await viewer.client.json('POST', `/api/v1/businesses/${businessId}/reviews`, { rating: 2, text: 'Again' });
    expect(again.status).toBe(409);
    expect((await viewer.client.json('PUT', `/api/v1/reviews/${reviewId}`, { rating: 2, text: 'Edited' })).status).toBe(404);

    expect((await act('restore', 'review', reviewId)).status).toBe(200);
    expect(await seen(viewer)).toEqual(before);
  });
});

describe('a hidden message', () => {
  it('is a "removed by LocalHub" marker for both members, live, and its text leaves the notification', async () => {
    const sent = await owner.client.json('POST', '/api/v1/messages', {
      receiverId: reporter.userId,
      content: 'Pay the 5000 naira fee first into account 0123456789',
    });
    expect(sent.status).toBe(201);
    const { messageId, conversationId } = sent.body;
    await reporter.client.json('POST', '/api/v1/messages', { receiverId: owner.userId, content: 'Why should I pay first?' });
    // The receiver's "new message" notification quotes it (the job waits a second for more messages).
    const noteOf = async () =>
      (
        await server.db
          .selectFrom('notifications')
          .select('message')
          .where('user_id', '=', reporter.userId)
          .where('kind', '=', 'message')
          .executeTakeFirst()
      )?.message;
    await expect.poll(noteOf, { timeout: 10_000 }).toContain('Pay the 5000 naira fee');

    expect((await reporter.client.json('POST', '/api/v1/reports', { kind: 'message', id: messageId, reason: 'scam' })).status).toBe(201);
    const queue = await moderator.client.json('GET', '/api/v1/admin/reports');
    expect(queue.body.items.find((item: { kind: string }) => item.kind === 'message')).toMatchObject({
      id: String(messageId),
      content: { text: 'Pay the 5000 naira fee first into account 0123456789', hidden: null },
    });

    const thread = async (member: TestMember) => {
      const page = await member.client.json('GET', `/api/v1/conversations/${conversationId}/messages`);
      expect(page.status).toBe(200);
      return page.body.items.map((m: { content: string; removed: boolean }) => [m.content, m.removed]);
    };
    const before = [
      ['Pay the 5000 naira fee first into account 0123456789', false],
      ['Why should I pay first?', false],
    ];
    expect(await thread(reporter)).toEqual(before);

    const [senderSocket, receiverSocket] = await Promise.all([openSocket(server.url, owner), openSocket(server.url, reporter)]);
    try {
      expect((await act('hide', 'message', messageId)).status).toBe(200);
      for (const socket of [senderSocket, receiverSocket]) {
        await expect(socket.next('messages.changed')).resolves.toEqual({ type: 'messages.changed', conversationId });
      }
      await receiverSocket.next('notifications.changed');
    } finally {
      await Promise.all([senderSocket.close(), receiverSocket.close()]);
    }
    const removed = [
      ['', true],
      ['Why should I pay first?', false],
    ];
    expect(await thread(reporter)).toEqual(removed);
    expect(await thread(owner)).toEqual(removed);
    expect(await noteOf()).toBe('Kola Seller sent you a message.');
    // Catching up after a message id returns the marker too.
    const after = await reporter.client.json('GET', `/api/v1/conversations/${conversationId}/messages?after=0`);
    expect(after.body.items[0]).toMatchObject({ messageId, content: '', product: null, removed: true });
    // The sender's last message in the list: the marker when it is the hidden one.
    await act('restore', 'message', messageId);
    await act('hide', 'message', (await reporter.client.json('GET', '/api/v1/conversations')).body.items[0].lastMessage.messageId);
    expect((await owner.client.json('GET', '/api/v1/conversations')).body.items[0].lastMessage).toMatchObject({
      content: '',
      removed: true,
    });
    const notes = await server.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', owner.userId)
      .where('kind', '=', 'moderation')
      .execute();
    expect(notes.map((note) => note.message)).toContain('Your message was hidden by our moderators. Reason: hide in a test');

    expect(await thread(owner)).toEqual([before[0], ['', true]]);
  });
});
