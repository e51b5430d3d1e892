import { beforeAll, describe, expect, it } from 'vitest';
import { insertConversation } from '../support/builders/conversations';
import { TestClock } from '../support/clock';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';

const HOUR = 3_600_000;
const clock = new TestClock();
const server = useTestServer({ NEW_ACCOUNT_HOURS: '24' }, { clock });
let owner: TestMember;
let shops: number[] = [];

async function shop(name: string) {
  const row = await server.db
    .insertInto('businesses')
    .values({ auth_user_id: owner.userId, name, plan_rank: 0 })
    .returning('business_id')
    .executeTakeFirstOrThrow();
  return Number(row.business_id);
}

beforeAll(async () => {
  owner = await signedInMember(server, { fullName: 'Ngozi Okafor' });
  shops = [await shop('Ngozi Fabrics'), await shop('Ngozi Tailoring')];
});

const review = (member: TestMember, businessId: number) =>
  member.client.json('POST', `/api/v1/businesses/${businessId}/reviews`, { rating: 5, text: 'Lovely fabrics, fair prices.' });

describe('reviews people can trust', () => {
  it('refuses a review from a one-hour-old account with a clear 403, and allows it once the account is a day old', async () => {
    const member = await signedInMember(server);
    clock.set(new Date(Date.now() + HOUR));
    const refused = await review(member, shops[0]!);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/New accounts can write reviews after their first 24 hours/);
    const list = await member.client.json('GET', `/api/v1/businesses/${shops[0]}/reviews`);
    expect(list.body.canReview).toBe(false);
    expect(list.body.reviewBlockedReason).toMatch(/24 hours/);

    clock.set(new Date(Date.now() + 25 * HOUR));
    expect((await member.client.json('GET', `/api/v1/businesses/${shops[0]}/reviews`)).body.canReview).toBe(true);
    expect((await review(member, shops[0]!)).status).toBe(201);
    clock.reset();
  });

  it('marks a review "Contacted" only when its author had a conversation with the owner before writing it', async () => {
    clock.set(new Date(Date.now() + 48 * HOUR));
    const [talked, stranger] = await Promise.all([signedInMember(server), signedInMember(server)]);
    await insertConversation(server.db, [talked.userId, owner.userId], ['Do you have ankara in blue?', 'Yes, come by.']);

    const contacted = await review(talked, shops[1]!);
    expect(contacted.status).toBe(201);
    expect(contacted.body.contacted).toBe(true);
    const notContacted = await review(stranger, shops[1]!);
    expect(notContacted.status).toBe(201);
    expect(notContacted.body.contacted).toBe(false);

    // A conversation started after the review does not make it "Contacted".
    await insertConversation(server.db, [stranger.userId, owner.userId], ['Thanks for the review!', 'You are welcome.']);
    const list = await server.client().json('GET', `/api/v1/businesses/${shops[1]}/reviews`);
    const byAuthor = new Map(
      list.body.items.map((item: { author: { userId: string }; contacted: boolean }) => [item.author.userId, item.contacted]),
    );
    expect(byAuthor.get(talked.userId)).toBe(true);
    expect(byAuthor.get(stranger.userId)).toBe(false);
    clock.reset();
  });
});
