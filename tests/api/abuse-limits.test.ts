import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { memberData, signedInMember, type TestMember } from '../support/members';
import { listenOn, templateCopy, type TestServer } from '../support/test-server';

const REDIS_URL = 'redis://127.0.0.1:6379';
/** The documented defaults, set explicitly (under NODE_ENV=test the limits are off unless set). */
const LIMITS = {
  LIMIT_NEW_CONVERSATIONS_PER_DAY: '20',
  LIMIT_CONNECTION_REQUESTS_PER_DAY: '50',
  LIMIT_REVIEWS_PER_DAY: '10',
  LIMIT_REPORTS_PER_DAY: '20',
  LIMIT_COMMENTS_PER_HOUR: '60',
  LIMIT_SIGN_UPS_PER_IP_PER_HOUR: '10',
  NEW_ACCOUNT_HOURS: '24',
};

/**
 * Runs every limit against `servers`, each request going to the next server in turn: one server counts in memory; two
 * sharing one Redis must count together (a second process does not reset anyone's limit).
 */
function limitsOn(mode: 'memory' | 'redis') {
  const prefix = `localhub-test-${randomBytes(6).toString('hex')}:`;
  const servers: TestServer[] = [];
  let database: Awaited<ReturnType<typeof templateCopy>>;
  let targets: TestMember[] = [];
  let turn = 0;

  beforeAll(async () => {
    database = await templateCopy();
    const env = mode === 'redis' ? { ...LIMITS, REDIS_URL, REDIS_KEY_PREFIX: prefix } : LIMITS;
    const first = await listenOn(database.url, env);
    servers.push(first);
    if (mode === 'redis') servers.push(await listenOn(database.url, env, { authSecret: first.authSecret }));
    targets = await Promise.all(Array.from({ length: 51 }, () => signedInMember(first)));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await database?.drop();
    if (mode === 'redis') {
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });

  /** The next server's client for a member (the same session cookie). */
  function clientOf(member: TestMember): HttpClient {
    const server = servers[turn++ % servers.length]!;
    const client = server.client();
    for (const [name, value] of member.client.cookies) client.cookies.set(name, value);
    return client;
  }

  /** A member whose account is two days old (`young`: made just now). */
  async function actor(young: boolean): Promise<TestMember> {
    const member = await signedInMember(servers[0]!);
    if (!young) {
      await servers[0]!.db
        .updateTable('users')
        .set({ created_at: new Date(Date.now() - 48 * 3_600_000) })
        .where('user_id', '=', member.userId)
        .execute();
    }
    return member;
  }

  /** Sends `attempt(i)` until the first 429; returns how many went through and the refusal. */
  async function untilLimited(attempt: (i: number) => Promise<{ status: number; body: any; response: Response }>, max: number) {
    for (let i = 0; i < max; i++) {
      const result = await attempt(i);
      if (result.status === 429) return { allowed: i, refusal: result };
      expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
    }
    return { allowed: max, refusal: null };
  }

  function expectRefusal(refusal: { body: any; response: Response } | null, message: RegExp) {
    expect(refusal).not.toBeNull();
    expect(refusal!.body.error.code).toBe('RATE_LIMITED');
    expect(refusal!.body.error.message).toMatch(message);
    expect(refusal!.body.error.message).toMatch(/try again in \d+ (hours|minutes)/);
    expect(Number(refusal!.response.headers.get('retry-after'))).toBeGreaterThan(3000);
  }

  it.each([
    [false, 20],
    [true, 10],
  ])('new conversations with strangers (young account: %s) stop at %i a day', async (young, limit) => {
    const member = await actor(young);
    const { allowed, refusal } = await untilLimited(
      (i) =>
        clientOf(member).json('POST', '/api/v1/messages', { receiverId: targets[i]!.userId, content: 'Hello, is this still available?' }),
      limit + 1,
    );
    expect(allowed).toBe(limit);
    expectRefusal(refusal, new RegExp(`start ${limit} new conversations`));
    // Writing again in a conversation that exists is not a new one.
    expect(
      (await clientOf(member).json('POST', '/api/v1/messages', { receiverId: targets[0]!.userId, content: 'Still there?' })).status,
    ).toBe(201);
  });

  it('a first message to a connection does not count', async () => {
    const member = await actor(true);
    const friend = targets[50]!;
    const request = await clientOf(member).json('POST', '/api/v1/connections', { userId: friend.userId });
    expect((await clientOf(friend).json('POST', `/api/v1/connections/${request.body.connectionId}/accept`)).status).toBe(200);
    expect((await clientOf(member).json('GET', `/api/v1/conversations/with/${friend.userId}`)).body.connected).toBe(true);
    for (let i = 0; i < 10; i++) await clientOf(member).json('POST', '/api/v1/messages', { receiverId: targets[i]!.userId, content: 'Hi' });
    expect((await clientOf(member).json('POST', '/api/v1/messages', { receiverId: friend.userId, content: 'Hi friend' })).status).toBe(201);
  });

  it.each([
    [false, 50],
    [true, 25],
  ])('connection requests (young account: %s) stop at %i a day', async (young, limit) => {
    const member = await actor(young);
    const { allowed, refusal } = await untilLimited(
      (i) => clientOf(member).json('POST', '/api/v1/connections', { userId: targets[i]!.userId }),
      limit + 1,
    );
    expect(allowed).toBe(limit);
    expectRefusal(refusal, new RegExp(`send ${limit} connection requests`));
  });

  it.each([
    [false, 60],
    [true, 30],
  ])('comments (young account: %s) stop at %i an hour', async (young, limit) => {
    const member = await actor(young);
    const owner = targets[0]!;
    const business = await servers[0]!.db
      .insertInto('businesses')
      .values({ auth_user_id: owner.userId, name: 'Suya Spot', plan_rank: 0 })
      .returning('business_id')
      .executeTakeFirstOrThrow();
    const post = await servers[0]!.db
      .insertInto('posts')
      .values({ user_id: owner.userId, business_id: business.business_id, content: 'Suya night\n\nFriday.' })
      .returning('post_id')
      .executeTakeFirstOrThrow();
    const { allowed, refusal } = await untilLimited(
      (i) => clientOf(member).json('POST', `/api/v1/posts/${post.post_id}/comments`, { content: `Comment ${i}` }),
      limit + 1,
    );
    expect(allowed).toBe(limit);
    expectRefusal(refusal, new RegExp(`post ${limit} comments an hour`));
    expect(Number(refusal!.response.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
  });

  it('reviews stop at 10 a day', async () => {
    const member = await actor(false);
    const owner = targets[1]!;
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) {
      const row = await servers[0]!.db
        .insertInto('businesses')
        .values({ auth_user_id: owner.userId, name: `Shop ${i}`, plan_rank: 0 })
        .returning('business_id')
        .executeTakeFirstOrThrow();
      ids.push(Number(row.business_id));
    }
    const { allowed, refusal } = await untilLimited(
      (i) => clientOf(member).json('POST', `/api/v1/businesses/${ids[i]}/reviews`, { rating: 5, text: 'Very good' }),
      11,
    );
    expect(allowed).toBe(10);
    expectRefusal(refusal, /write 10 reviews a day/);
  });

  it.each([
    [false, 20],
    [true, 10],
  ])('reports (young account: %s) stop at %i a day', async (young, limit) => {
    const member = await actor(young);
    // Each report is of another member: a report of the same thing twice is refused for its own reason (409).
    const { allowed, refusal } = await untilLimited(
      (i) => clientOf(member).json('POST', '/api/v1/reports', { kind: 'member', id: targets[i]!.userId, reason: 'spam' }),
      limit + 1,
    );
    expect(allowed).toBe(limit);
    expectRefusal(refusal, new RegExp(`send ${limit} reports a day`));
  });

  it('sign-ups from one address stop at 10 an hour', async () => {
    const { allowed, refusal } = await untilLimited((i) => {
      const data = memberData({ username: `signup_${mode}_${i}_${randomBytes(2).toString('hex')}` });
      const client = servers[turn++ % servers.length]!.client();
      return client.json('POST', '/api/auth/sign-up/email', {
        name: data.fullName,
        username: data.username,
        email: data.email,
        password: data.password,
      });
    }, 11);
    expect(allowed).toBe(10);
    expect(refusal!.body.message).toMatch(/Too many sign-up attempts/);
    expect(Number(refusal!.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
}

describe('abuse limits, one process counting in memory', () => limitsOn('memory'));
describe('abuse limits, two processes sharing Redis', () => limitsOn('redis'));
