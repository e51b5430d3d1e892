import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { insertConversation } from '../support/builders/conversations';
import { insertPost } from '../support/builders/posts';
import { insertProduct } from '../support/builders/products';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { createBusiness, createProfession } from './support/listings';

const server = useTestServer();
let owner: TestMember;
let reporter: TestMember;
let stranger: TestMember;
const targets: Record<string, string> = {};

async function one(query: ReturnType<typeof sql<{ id: string }>>): Promise<string> {
  const { rows } = await query.execute(server.db);
  return String(rows[0].id);
}

beforeAll(async () => {
  [owner, reporter, stranger] = await Promise.all([
    signedInMember(server, { fullName: 'Kemi Owner' }),
    signedInMember(server, { fullName: 'Ada Reporter' }),
    signedInMember(server, { fullName: 'Bayo Stranger' }),
  ]);
  const businessId = (await createBusiness(owner, { name: 'Kemi Bakery' })).businessId;
  const professionId = (await createProfession(owner, { title: 'Pastry Chef' })).professionId;
  const postId = await insertPost(server.db, { authorId: owner.userId, kind: 'business', listingId: businessId });
  const { messageIds } = await insertConversation(server.db, [owner.userId, reporter.userId], ['Pay first, then I send.']);
  const videoId = await one(sql`
    INSERT INTO videos (owner_id, upload_id, storage_prefix, title, status)
    VALUES (${owner.userId}, 'u-1', 'videos/1', 'Bakery tour', 'ready') RETURNING video_id AS id`);
  Object.assign(targets, {
    business: String(businessId),
    profession: String(professionId),
    product: String((await insertProduct(server.db, businessId)).productId),
    post: String(postId),
    comment: await one(
      sql`INSERT INTO post_comments (post_id, author_id, content) VALUES (${postId}, ${owner.userId}, 'Buy now') RETURNING comment_id AS id`,
    ),
    video_comment: await one(
      sql`INSERT INTO video_comments (video_id, author_id, content) VALUES (${videoId}, ${owner.userId}, 'Cheap') RETURNING comment_id AS id`,
    ),
    review: await one(
      sql`INSERT INTO reviews (profession_id, author_id, rating, text) VALUES (${professionId}, ${owner.userId}, 5, 'Best') RETURNING review_id AS id`,
    ),
    message: String(messageIds[0]),
    event: await one(sql`
      INSERT INTO events (user_id, title, description, starts_at, location)
      VALUES (${owner.userId}, 'Tasting day', 'Free bread', now() + interval '3 days', 'Yaba') RETURNING event_id AS id`),
    video: videoId,
    member: owner.userId,
  });
});

const report = (member: TestMember, body: Record<string, unknown>) => member.client.json('POST', '/api/v1/reports', body);

describe('reporting', () => {
  it('files one report per kind, and refuses a second report of the same thing by the same member', async () => {
    for (const [kind, id] of Object.entries(targets)) {
      const first = await report(reporter, { kind, id, reason: 'scam', details: 'They asked me to pay first.' });
      expect(first.status, kind).toBe(201);
      expect(first.body).toEqual({ reported: true });
      const again = await report(reporter, { kind, id, reason: 'spam' });
      expect(again.status, kind).toBe(409);
      expect(again.body.error.code).toBe('CONFLICT');
    }
    const rows = await server.db.selectFrom('reports').selectAll().where('reporter_id', '=', reporter.userId).execute();
    expect(rows).toHaveLength(Object.keys(targets).length);
    expect(rows.every((row) => row.owner_id === owner.userId && row.status === 'open')).toBe(true);
  });

  it('refuses what the member cannot see, their own things, bad reasons and long text', async () => {
    expect((await report(stranger, { kind: 'message', id: targets.message, reason: 'scam' })).status).toBe(404);
    expect((await report(stranger, { kind: 'business', id: 999_999, reason: 'scam' })).status).toBe(404);
    expect((await report(stranger, { kind: 'business', id: 'abc', reason: 'scam' })).status).toBe(404);
    expect((await report(owner, { kind: 'business', id: targets.business, reason: 'scam' })).status).toBe(400);
    expect((await report(stranger, { kind: 'business', id: targets.business, reason: 'rude' })).status).toBe(400);
    expect((await report(stranger, { kind: 'planet', id: targets.business, reason: 'spam' })).status).toBe(400);
    const long = await report(stranger, { kind: 'business', id: targets.business, reason: 'other', details: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toHaveProperty('details');
    expect((await server.client().json('POST', '/api/v1/reports', { kind: 'business', id: targets.business, reason: 'spam' })).status).toBe(
      401,
    );
  });

  it('never tells the reported member who reported', async () => {
    const notes = await server.db.selectFrom('notifications').selectAll().where('user_id', '=', owner.userId).execute();
    expect(JSON.stringify(notes)).not.toContain(reporter.userId);
    expect(JSON.stringify(notes)).not.toContain('Ada Reporter');
  });
});
