import { beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { createBusiness, createProfession, created } from './support/listings';

const server = useTestServer();
let owner: TestMember;
let alice: TestMember;
let bob: TestMember;
let professionId: number;
let businessId: number;
let postId: number;
beforeAll(async () => {
  [owner, alice, bob] = await Promise.all([
    signedInMember(server, { fullName: 'Halima Musa' }),
    signedInMember(server, { fullName: 'Adaeze Obi' }),
    signedInMember(server, { fullName: 'Tunde Bakare' }),
  ]);
  professionId = (await createProfession(owner, { title: 'Architect' })).professionId;
  businessId = (await createBusiness(owner)).businessId;
  postId = (await created(owner, `/api/v1/professions/${professionId}/posts`, { title: 'Open house', content: 'Saturday in Yaba.' }))
    .postId;
});

const commentRow = (commentId: number) =>
  server.db.selectFrom('post_comments').selectAll().where('comment_id', '=', String(commentId)).executeTakeFirst();

describe('likes', () => {
  const targets = () => [
    { name: 'post', path: `/api/v1/posts/${postId}`, detail: `/api/v1/posts/${postId}` },
    { name: 'business', path: `/api/v1/businesses/${businessId}`, detail: `/api/v1/businesses/${businessId}` },
    { name: 'profession', path: `/api/v1/professions/${professionId}`, detail: `/api/v1/professions/${professionId}` },
  ];

  it('are idempotent and counted per target, for posts, businesses and professions', async () => {
    for (const { name, path, detail } of targets()) {
      const like = (member: TestMember, method: 'PUT' | 'DELETE') => member.client.json(method, `${path}/like`);
      expect((await like(alice, 'PUT')).body, name).toEqual({ liked: true, likeCount: 1 });
      expect((await like(alice, 'PUT')).body, name).toEqual({ liked: true, likeCount: 1 });
      expect((await like(bob, 'PUT')).body, name).toEqual({ liked: true, likeCount: 2 });

      // Each viewer sees their own state; a visitor never "liked".
      expect((await alice.client.json('GET', detail)).body, name).toMatchObject({ likeCount: 2, likedByMe: true });
      expect((await owner.client.json('GET', detail)).body, name).toMatchObject({ likeCount: 2, likedByMe: false });
      expect((await server.client().json('GET', detail)).body, name).toMatchObject({ likeCount: 2, likedByMe: false });

      const unliked = await like(alice, 'DELETE');
      expect(unliked.status, name).toBe(200);
      expect(unliked.body, name).toEqual({ liked: false, likeCount: 1 });
      expect((await like(alice, 'DELETE')).body, name).toEqual({ liked: false, likeCount: 1 });
      expect((await alice.client.json('GET', detail)).body, name).toMatchObject({ likeCount: 1, likedByMe: false });
      expect((await bob.client.json('GET', detail)).body, name).toMatchObject({ likeCount: 1, likedByMe: true });
    }
    const rows = await server.db.selectFrom('likes').selectAll().execute();
    expect(rows).toHaveLength(3);
  });

  it('two likes at once still make one', async () => {
    const path = `/api/v1/posts/${postId}/like`;
    await Promise.all([alice.client.json('PUT', path), alice.client.json('PUT', path), alice.client.json('PUT', path)]);
    expect((await alice.client.json('PUT', path)).body).toEqual({ liked: true, likeCount: 2 });
    expect((await alice.client.json('DELETE', path)).body).toEqual({ liked: false, likeCount: 1 });
  });

  it('need a signed-in member and an existing target', async () => {
    const visitor = server.client();
    for (const { path } of targets()) {
      const put = await visitor.json('PUT', `${path}/like`);
      expect(put.status).toBe(401);
      expect(put.body.error.code).toBe('UNAUTHORIZED');
      expect((await visitor.json('DELETE', `${path}/like`)).status).toBe(401);
    }
    const missing = [
      ['/api/v1/posts/99999999/like', 'Post not found'],
      ['/api/v1/businesses/99999999/like', 'Business not found'],
      ['/api/v1/professions/99999999/like', 'Profile not found'],
    ];
    for (const [path, message] of missing) {
      const put = await alice.client.json('PUT', path);
      expect(put.status).toBe(404);
      expect(put.body.error).toEqual({ code: 'NOT_FOUND', message });
      expect((await alice.client.json('DELETE', path)).status).toBe(404);
    }
    expect((await alice.client.json('PUT', '/api/v1/posts/abc/like')).status).toBe(400);
  });
});

describe('comments on a post', () => {
  let commentPostId: number;
  const path = () => `/api/v1/posts/${commentPostId}/comments`;
  beforeAll(async () => {
    commentPostId = (await created(owner, `/api/v1/professions/${professionId}/posts`, { title: 'Comments', content: 'Ask me.' })).postId;
  });

  it('are added by members and listed oldest first with the author', async () => {
    const first = await created(alice, path(), { content: '  When does it start?  ' });
    expect(first).toMatchObject({
      postId: commentPostId,
      content: 'When does it start?',
      author: { fullName: 'Adaeze Obi', username: alice.username },
      canDelete: true,
    });
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
    await created(bob, path(), { content: 'Is parking available?' });
    await created(owner, path(), { content: 'From 10am; yes, parking at the back.' });

    const { status, body } = await server.client().json('GET', path());
    expect(status).toBe(200);
    expect(body.items.map((c: any) => c.content)).toEqual([
      'When does it start?',
      'Is parking available?',
      'From 10am; yes, parking at the back.',
    ]);
    expect(body.nextCursor).toBeNull();
    // A visitor may delete nothing; a commenter their own; the post's author every one.
    expect(body.items.map((c: any) => c.canDelete)).toEqual([false, false, false]);
    expect((await alice.client.json('GET', path())).body.items.map((c: any) => c.canDelete)).toEqual([true, false, false]);
    expect((await owner.client.json('GET', path())).body.items.map((c: any) => c.canDelete)).toEqual([true, true, true]);
  });

  it('page by cursor with no repeats and no gaps, even when comments arrive meanwhile', async () => {
    for (let i = 1; i <= 5; i++) await created(bob, path(), { content: `Note ${i}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const { status, body } = await server.client().json('GET', `${path()}${query}`);
      expect(status).toBe(200);
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...body.items.map((c: any) => c.content));
      cursor = body.nextCursor;
      if (++pages === 2) await created(alice, path(), { content: 'Late arrival' });
    } while (cursor);
    expect(seen).toEqual([
      'When does it start?',
      'Is parking available?',
      'From 10am; yes, parking at the back.',
      'Note 1',
      'Note 2',
      'Note 3',
      'Note 4',
      'Note 5',
      'Late arrival',
    ]);
    const broken = await server.client().json('GET', `${path()}?cursor=nonsense`);
    expect(broken.status).toBe(400);
  });

  it('refuse blank or too long content with the field message, and visitors', async () => {
    const blank = await alice.client.json('POST', path(), { content: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.code).toBe('VALIDATION_FAILED');
    expect(blank.body.error.fields.content).toBe('Comment cannot be empty');
    const long = await alice.client.json('POST', path(), { content: 'a'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields.content).toBe('Comment must be at most 1,000 characters');
    expect((await alice.client.json('POST', path(), {})).status).toBe(400);
    expect((await server.client().json('POST', path(), { content: 'Hello' })).status).toBe(401);
    expect((await alice.client.json('POST', '/api/v1/posts/99999999/comments', { content: 'Hello' })).status).toBe(404);
    expect((await server.client().json('GET', '/api/v1/posts/99999999/comments')).status).toBe(404);
  });

  it('are deleted by their author or the post author; anyone else gets 403 and the row stays', async () => {
    const mine = await created(alice, path(), { content: 'Delete me myself' });
    const byOwner = await created(alice, path(), { content: 'The owner removes this' });
    const kept = await created(alice, path(), { content: 'Bob cannot remove this' });

    expect((await alice.client.request('DELETE', `/api/v1/comments/${mine.commentId}`)).status).toBe(204);
    expect(await commentRow(mine.commentId)).toBeUndefined();

    expect((await owner.client.request('DELETE', `/api/v1/comments/${byOwner.commentId}`)).status).toBe(204);
    expect(await commentRow(byOwner.commentId)).toBeUndefined();

    const before = await commentRow(kept.commentId);
    const refused = await bob.client.json('DELETE', `/api/v1/comments/${kept.commentId}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
    expect(await commentRow(kept.commentId)).toEqual(before);
    expect((await server.client().json('DELETE', `/api/v1/comments/${kept.commentId}`)).status).toBe(401);
    expect((await alice.client.json('DELETE', `/api/v1/comments/${mine.commentId}`)).status).toBe(404);
  });
});

describe('post counts', () => {
  it('show likes, comments and the viewer state on GET /posts/:id and in the profession posts list', async () => {
    const post = await created(owner, `/api/v1/professions/${professionId}/posts`, { title: 'Counted', content: 'Count me.' });
    expect(post).toMatchObject({ likeCount: 0, commentCount: 0, likedByMe: false });
    await alice.client.json('PUT', `/api/v1/posts/${post.postId}/like`);
    await bob.client.json('PUT', `/api/v1/posts/${post.postId}/like`);
    await created(alice, `/api/v1/posts/${post.postId}/comments`, { content: 'One' });
    const two = await created(bob, `/api/v1/posts/${post.postId}/comments`, { content: 'Two' });
    await created(bob, `/api/v1/posts/${post.postId}/comments`, { content: 'Three' });
    await bob.client.request('DELETE', `/api/v1/comments/${two.commentId}`);

    const asAlice = await alice.client.json('GET', `/api/v1/posts/${post.postId}`);
    expect(asAlice.status).toBe(200);
    expect(asAlice.body).toMatchObject({
      postId: post.postId,
      title: post.title,
      author: { fullName: 'Halima Musa', username: owner.username },
      likeCount: 2,
      commentCount: 2,
      likedByMe: true,
    });
    expect((await server.client().json('GET', `/api/v1/posts/${post.postId}`)).body).toMatchObject({ likeCount: 2, likedByMe: false });
    expect((await server.client().json('GET', '/api/v1/posts/99999999')).status).toBe(404);

    const list = async (member: TestMember | null) => {
      const client = member ? member.client : server.client();
      const { body } = await client.json('GET', `/api/v1/professions/${professionId}/posts?limit=50`);
      return new Map<number, any>(body.items.map((p: any) => [p.postId, p]));
    };
    expect((await list(alice)).get(post.postId)).toMatchObject({ likeCount: 2, commentCount: 2, likedByMe: true });
    expect((await list(null)).get(post.postId)).toMatchObject({ likeCount: 2, commentCount: 2, likedByMe: false });
    // The first post of this file: bob's like stayed, alice's went; no comments.
    expect((await list(bob)).get(postId)).toMatchObject({ likeCount: 1, commentCount: 0, likedByMe: true });
  });

  it('go with the post: deleting it removes its likes and comments', async () => {
    const post = await created(owner, `/api/v1/professions/${professionId}/posts`, { title: 'Short-lived', content: 'Bye.' });
    await alice.client.json('PUT', `/api/v1/posts/${post.postId}/like`);
    await created(alice, `/api/v1/posts/${post.postId}/comments`, { content: 'Bye' });
    expect((await owner.client.request('DELETE', `/api/v1/posts/${post.postId}`)).status).toBe(204);
    expect(await server.db.selectFrom('likes').select('like_id').where('post_id', '=', String(post.postId)).execute()).toEqual([]);
    expect(await server.db.selectFrom('post_comments').select('comment_id').where('post_id', '=', String(post.postId)).execute()).toEqual(
      [],
    );
  });
});
