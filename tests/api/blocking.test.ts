import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedItem, SearchResult } from '../../src/shared/schemas/discovery';
import { placeMember } from '../support/builders/plans';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';

const YABA = { latitude: 6.5158, longitude: 3.3841 };
const server = useTestServer();

/** Ada blocks Bola; Chidi is a bystander whose things both keep seeing. Each owns a "Zobo" business with a post. */
let ada: TestMember;
let bola: TestMember;
let chidi: TestMember;
const businessOf: Record<string, number> = {};
const postOf: Record<string, number> = {};

async function stock(member: TestMember, name: string) {
  const business = await server.db
    .insertInto('businesses')
    .values({ auth_user_id: member.userId, name: `Zobo ${name}`, description: 'Cold zobo and chapman.', plan_rank: 0, ...YABA })
    .returning('business_id')
    .executeTakeFirstOrThrow();
  businessOf[member.userId] = Number(business.business_id);
  const post = await server.db
    .insertInto('posts')
    .values({ user_id: member.userId, business_id: business.business_id, content: `Zobo ${name} news\n\nFresh zobo today.` })
    .returning('post_id')
    .executeTakeFirstOrThrow();
  postOf[member.userId] = Number(post.post_id);
}

beforeAll(async () => {
  [ada, bola, chidi] = await Promise.all([
    signedInMember(server, { fullName: 'Ada Obi' }),
    signedInMember(server, { fullName: 'Bola Ade' }),
    signedInMember(server, { fullName: 'Chidi Eze' }),
  ]);
  await stock(ada, 'Kiosk');
  await stock(bola, 'Palace');
  await stock(chidi, 'Corner');
  // Each comments on Chidi's post.
  for (const member of [ada, bola]) {
    const { status } = await member.client.json('POST', `/api/v1/posts/${postOf[chidi.userId]}/comments`, {
      content: `Nice one from ${member.fullName}`,
    });
    expect(status).toBe(201);
  }
});

/** Whose things a member sees on each surface. */
async function seenBy(member: TestMember) {
  const at = `lat=${YABA.latitude}&lng=${YABA.longitude}`;
  const feed = await member.client.json<{ items: FeedItem[] }>('GET', `/api/v1/feed?${at}&band=local&limit=20`);
  const search = await member.client.json<SearchResult>('GET', `/api/v1/search?q=zobo&${at}&tab=all&limit=20`);
  const nearby = await member.client.json<{ items: Array<{ businessId: number }> }>(
    'GET',
    `/api/v1/discover/nearby?${at}&band=local&kind=business&limit=20`,
  );
  const comments = await member.client.json<{ items: Array<{ author: { userId: string } }> }>(
    'GET',
    `/api/v1/posts/${postOf[chidi.userId]}/comments?limit=20`,
  );
  for (const response of [feed, search, nearby, comments]) expect(response.status, JSON.stringify(response.body)).toBe(200);
  const ownerOfBusiness = (id: number) => Object.keys(businessOf).find((owner) => businessOf[owner] === id);
  const ownerOfPost = (id: number) => Object.keys(postOf).find((owner) => postOf[owner] === id);
  const owners = (items: FeedItem[]) =>
    new Set(
      items.flatMap((item) =>
        item.type === 'business'
          ? [ownerOfBusiness(item.business.businessId)]
          : item.type === 'post'
            ? [ownerOfPost(item.post.postId)]
            : [],
      ),
    );
  return {
    feed: owners(feed.body.items),
    search: owners(search.body.items),
    searchCounts: search.body.counts,
    nearby: new Set(nearby.body.items.map((item) => ownerOfBusiness(item.businessId))),
    commenters: new Set(comments.body.items.map((comment) => comment.author.userId)),
  };
}

/** Every action one member might take toward another, with its status. */
async function actions(actor: TestMember, target: TestMember) {
  const business = businessOf[target.userId];
  return {
    comment: (await actor.client.json('POST', `/api/v1/posts/${postOf[target.userId]}/comments`, { content: 'Hello' })).status,
    connect: (await actor.client.json('POST', '/api/v1/connections', { userId: target.userId })).status,
    follow: (await actor.client.json('PUT', `/api/v1/businesses/${business}/follow`)).status,
    review: (await actor.client.json('POST', `/api/v1/businesses/${business}/reviews`, { rating: 4, text: 'Good zobo' })).status,
    message: (await actor.client.json('POST', '/api/v1/messages', { receiverId: target.userId, content: 'Hi there' })).status,
  };
}

const REFUSED = { comment: 403, connect: 403, follow: 403, review: 403, message: 403 };

describe('blocking everywhere', () => {
  it('hides the two members from each other on every surface, both ways, refuses every action, and unblock restores', async () => {
    const before = await seenBy(ada);
    expect([...before.feed].sort()).toEqual([ada.userId, bola.userId, chidi.userId].sort());
    expect(before.search.has(bola.userId)).toBe(true);
    expect(before.searchCounts.businesses).toBe(3);
    expect(before.searchCounts.posts).toBe(3);
    expect(before.nearby.has(bola.userId)).toBe(true);
    expect(before.commenters.has(bola.userId)).toBe(true);

    const blocked = await ada.client.json('PUT', `/api/v1/blocks/${bola.userId}`);
    expect(blocked.status).toBe(200);
    const list = await ada.client.json('GET', '/api/v1/blocks');
    expect(list.body.items.map((item: { userId: string }) => item.userId)).toEqual([bola.userId]);
    expect((await bola.client.json('GET', '/api/v1/blocks')).body.items).toEqual([]);

    for (const [viewer, hidden] of [
      [ada, bola],
      [bola, ada],
    ] as const) {
      const seen = await seenBy(viewer);
      expect(seen.feed.has(hidden.userId), 'feed').toBe(false);
      expect(seen.feed.has(chidi.userId)).toBe(true);
      expect(seen.search.has(hidden.userId), 'search results').toBe(false);
      expect(seen.search.has(chidi.userId)).toBe(true);
      expect(seen.searchCounts.businesses, 'search count').toBe(2);
      expect(seen.searchCounts.posts).toBe(2);
      expect(seen.searchCounts.all).toBe(4);
      expect(seen.nearby.has(hidden.userId), 'nearby').toBe(false);
      expect(seen.nearby.has(chidi.userId)).toBe(true);
      expect(seen.commenters.has(hidden.userId), 'comments').toBe(false);
      expect(await actions(viewer, hidden)).toEqual(REFUSED);
    }
    // A visitor and the bystander still see everyone.
    expect((await seenBy(chidi)).feed.size).toBe(3);

    const refused = await ada.client.json('POST', `/api/v1/posts/${postOf[bola.userId]}/comments`, { content: 'Hello' });
    expect(refused.body.error.message).toMatch(/cannot comment/);

    expect((await ada.client.json('DELETE', `/api/v1/blocks/${bola.userId}`)).status).toBe(200);
    const after = await seenBy(bola);
    expect(after.feed.has(ada.userId)).toBe(true);
    expect(after.search.has(ada.userId)).toBe(true);
    expect(after.searchCounts.businesses).toBe(3);
    expect(after.nearby.has(ada.userId)).toBe(true);
    expect(after.commenters.has(ada.userId)).toBe(true);
    expect(await actions(bola, ada)).toEqual({ comment: 201, connect: 201, follow: 200, review: 201, message: 201 });
    expect((await ada.client.json('GET', '/api/v1/blocks')).body.items).toEqual([]);
  });

  it('fills a feed page past the hidden member’s items, and the cursor still reaches the end', async () => {
    await ada.client.json('PUT', `/api/v1/blocks/${bola.userId}`);
    for (let i = 0; i < 6; i++) {
      await server.db
        .insertInto('posts')
        .values({ user_id: bola.userId, business_id: businessOf[bola.userId]!, content: `Bola news ${i}\n\nMore.` })
        .execute();
    }
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `lat=${YABA.latitude}&lng=${YABA.longitude}&band=local&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await ada.client.json<{ items: FeedItem[]; nextCursor: string | null }>('GET', `/api/v1/feed?${query}`);
      const body = page.body;
      ids.push(...body.items.map((item) => item.id));
      cursor = body.nextCursor;
    } while (cursor);
    // Ada's and Chidi's business and post: four items, none of Bola's eight.
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    await ada.client.json('DELETE', `/api/v1/blocks/${bola.userId}`);
  });
});

describe('blocking on the map, in search suggestions, the Events tab and People You May Know', () => {
  /** Each member's "Zobo" event, and where each meets the others: map markers, suggestions, events, PYMK. */
  const eventOf: Record<string, number> = {};
  const at = `lat=${YABA.latitude}&lng=${YABA.longitude}`;
  const box = [YABA.longitude - 0.01, YABA.latitude - 0.01, YABA.longitude + 0.01, YABA.latitude + 0.01].join(',');

  beforeAll(async () => {
    // The first test left Bola's connection request to Ada: People You May Know leaves out pairs with one.
    await server.db.deleteFrom('connections').execute();
    for (const member of [ada, bola, chidi]) {
      // One city for all: it places their events and makes them People You May Know to each other.
      await placeMember(server.db, member.userId, 'Ikeja');
      const created = await member.client.json('POST', '/api/v1/events', {
        title: `Zobo tasting with ${member.fullName}`,
        description: 'Bring a cup.',
        date: new Date(Date.now() + 5 * 24 * 3600_000).toISOString().slice(0, 10),
        time: '17:00',
        location: 'Herbert Macaulay Way',
      });
      expect(created.status).toBe(201);
      eventOf[member.userId] = created.body.eventId;
    }
  });

  async function metBy(member: TestMember) {
    const map = await member.client.request('GET', `/api/v1/map?bbox=${box}&zoom=16&${at}`);
    const mapBody = await map.json();
    const suggestions = await member.client.json('GET', `/api/v1/search/suggestions?q=zob&${at}`);
    const events = await member.client.json('GET', `/api/v1/search?q=zobo&${at}&tab=events&limit=20`);
    const all = await member.client.json('GET', `/api/v1/search?q=zobo&${at}&tab=all&limit=20`);
    const people = await member.client.json('GET', '/api/v1/people/suggestions');
    for (const response of [suggestions, events, all, people]) expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(map.status).toBe(200);
    const ownerOfBusiness = (id: number) => Object.keys(businessOf).find((owner) => businessOf[owner] === id);
    const ownerOfEvent = (id: number) => Object.keys(eventOf).find((owner) => eventOf[owner] === id);
    return {
      map: new Set(mapBody.listings.map((listing: { id: number }) => ownerOfBusiness(listing.id))),
      mapCount: mapBody.counts.businesses,
      mapCache: map.headers.get('cache-control'),
      mapVary: map.headers.get('vary'),
      suggestions: new Set(
        suggestions.body.items
          .filter((item: { type: string }) => item.type === 'business')
          .map((item: { id: number }) => ownerOfBusiness(item.id)),
      ),
      events: new Set(events.body.items.map((item: FeedItem) => (item.type === 'event' ? ownerOfEvent(item.event.eventId) : null))),
      eventsCount: events.body.counts.events,
      allTabEventsCount: all.body.counts.events,
      people: new Set(people.body.items.map((person: { userId: string }) => person.userId)),
    };
  }

  it('hides each from the other both ways, with exact counts and a private map answer; unblocking restores', async () => {
    const everyone = new Set([ada.userId, bola.userId, chidi.userId]);
    const before = await metBy(ada);
    expect(before).toEqual({
      map: everyone,
      mapCount: 3,
      // A member's map answer is private, blocks or not: a shared one would tell that they have none.
      mapCache: 'private, max-age=30',
      mapVary: expect.stringContaining('Cookie'),
      suggestions: everyone,
      events: everyone,
      eventsCount: 3,
      allTabEventsCount: 3,
      people: new Set([bola.userId, chidi.userId]),
    });

    expect((await ada.client.json('PUT', `/api/v1/blocks/${bola.userId}`)).status).toBe(200);
    for (const [viewer, hidden] of [
      [ada, bola],
      [bola, ada],
    ] as const) {
      const seen = await metBy(viewer);
      const others = new Set([viewer.userId, chidi.userId]);
      expect(seen.map, 'map markers').toEqual(others);
      expect(seen.mapCount, 'map count').toBe(2);
      expect(seen.mapCache).toBe('private, max-age=30');
      expect(seen.suggestions, 'suggestions').toEqual(others);
      expect(seen.events, 'Events tab').toEqual(others);
      expect(seen.eventsCount, 'Events tab count').toBe(2);
      expect(seen.allTabEventsCount).toBe(2);
      expect(seen.people, 'People You May Know').toEqual(new Set([chidi.userId]));
      expect(seen.people.has(hidden.userId)).toBe(false);
    }
    // Clusters count the same listings as markers: at a wide zoom the hidden member's business is not in them either.
    const wide = await ada.client.json('GET', `/api/v1/map?bbox=${[3.0, 6.2, 3.8, 6.8].join(',')}&zoom=10&${at}`);
    const shown = wide.body.clusters.reduce((sum: number, c: { count: number }) => sum + c.count, 0) + wide.body.listings.length;
    expect(shown).toBe(2);
    // The bystander and a visitor still meet everyone.
    expect((await metBy(chidi)).map).toEqual(everyone);
    const visitor = await server.client().json('GET', `/api/v1/search/suggestions?q=zob&${at}`);
    expect(visitor.body.items.filter((item: { type: string }) => item.type === 'business')).toHaveLength(3);

    expect((await ada.client.json('DELETE', `/api/v1/blocks/${bola.userId}`)).status).toBe(200);
    expect(await metBy(ada)).toEqual(before);
  });
});
