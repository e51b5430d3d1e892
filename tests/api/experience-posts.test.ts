import { beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { createProfession, created } from './support/listings';

const server = useTestServer();
let owner: TestMember;
let other: TestMember;
let professionId: number;
beforeAll(async () => {
  [owner, other] = await Promise.all([signedInMember(server, { fullName: 'Halima Musa' }), signedInMember(server)]);
  professionId = (await createProfession(owner, { title: 'Architect' })).professionId;
});

const postRow = (postId: number) => server.db.selectFrom('posts').selectAll().where('post_id', '=', String(postId)).executeTakeFirst();
const entryRow = (experienceId: number) =>
  server.db.selectFrom('experience_entries').selectAll().where('experience_id', '=', String(experienceId)).executeTakeFirst();

describe('posts of a profession', () => {
  it('are written by the owner as title, blank line, content, with a 50-character title', async () => {
    const post = await created(owner, `/api/v1/professions/${professionId}/posts`, {
      title: ' Designing for the harmattan ',
      content: 'Cross-ventilation keeps a Kano bungalow cool without air conditioning.',
    });
    expect(post).toMatchObject({
      content: 'Designing for the harmattan\n\nCross-ventilation keeps a Kano bungalow cool without air conditioning.',
      title: 'Designing for the harmattan\n\nCross-ventilation kee',
      author: { fullName: 'Halima Musa', username: owner.username },
    });
    expect(Array.from(post.title)).toHaveLength(50);
    const row = await postRow(post.postId);
    expect(row).toMatchObject({ profession_id: String(professionId), business_id: null, content: post.content });
  });

  it('list newest first by cursor with no repeats and no gaps', async () => {
    for (let i = 1; i <= 4; i++)
      await created(owner, `/api/v1/professions/${professionId}/posts`, { title: `Note ${i}`, content: 'Short.' });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const { status, body } = await server.client().json('GET', `/api/v1/professions/${professionId}/posts${query}`);
      expect(status).toBe(200);
      seen.push(...body.items.map((p: any) => p.title));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([
      'Note 4\n\nShort.',
      'Note 3\n\nShort.',
      'Note 2\n\nShort.',
      'Note 1\n\nShort.',
      'Designing for the harmattan\n\nCross-ventilation kee',
    ]);
  });

  it('refuse a missing title or content with the field message', async () => {
    const noTitle = await owner.client.json('POST', `/api/v1/professions/${professionId}/posts`, { title: ' ', content: 'Body' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error.fields.title).toBe('Title is required');
    const noContent = await owner.client.json('POST', `/api/v1/professions/${professionId}/posts`, { title: 'Title' });
    expect(noContent.status).toBe(400);
    expect(noContent.body.error.fields.content).toBeDefined();
  });

  it('are written only by the owner and deleted only by their author', async () => {
    const before = (await server.client().json('GET', `/api/v1/professions/${professionId}/posts?limit=50`)).body.items;
    const write = await other.client.json('POST', `/api/v1/professions/${professionId}/posts`, { title: 'Spam', content: 'Buy now' });
    expect(write.status).toBe(403);
    const postId = before[0].postId;
    const remove = await other.client.json('DELETE', `/api/v1/posts/${postId}`);
    expect(remove.status).toBe(403);
    expect(remove.body.error.message).toBe('You can only delete your own posts');
    expect((await server.client().json('GET', `/api/v1/professions/${professionId}/posts?limit=50`)).body.items).toEqual(before);

    const visitor = server.client();
    expect((await visitor.json('POST', `/api/v1/professions/${professionId}/posts`, { title: 'V', content: 'V' })).status).toBe(401);
    expect((await visitor.json('DELETE', `/api/v1/posts/${postId}`)).status).toBe(401);

    expect((await owner.client.request('DELETE', `/api/v1/posts/${postId}`)).status).toBe(204);
    expect(await postRow(postId)).toBeUndefined();
    expect((await owner.client.json('DELETE', `/api/v1/posts/${postId}`)).status).toBe(404);
  });

  it('404 for an unknown profession', async () => {
    const missing = await server.client().json('GET', '/api/v1/professions/99999999/posts');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Profile not found');
    expect((await owner.client.json('POST', '/api/v1/professions/99999999/posts', { title: 'T', content: 'C' })).status).toBe(404);
  });
});

describe('experience of a profession', () => {
  const entry = (overrides: Record<string, unknown> = {}) => ({
    type: 'work',
    title: 'Project Architect',
    organization: 'Studio Lagos',
    startDate: '2018-03',
    endDate: '2021-06',
    current: false,
    description: 'Led residential projects.',
    ...overrides,
  });
  let experienceId: number;
  const add = (body: Record<string, unknown>) => created(owner, `/api/v1/professions/${professionId}/experience`, body);
  const post = (member: TestMember, body: Record<string, unknown>) =>
    member.client.json('POST', `/api/v1/professions/${professionId}/experience`, body);

  it('is added by the owner and listed current first, then by latest start', async () => {
    const first = await add(entry());
    experienceId = first.experienceId;
    expect(first).toEqual({ experienceId, professionId, ...entry() });
    // A current entry never keeps an end date.
    const current = await add(entry({ title: 'Principal', startDate: '2021-07', endDate: '2023-01', current: true }));
    expect(current).toMatchObject({ current: true, endDate: null });
    await add(entry({ type: 'education', title: 'B.Arch', organization: 'ABU Zaria', startDate: '2010-09', endDate: '2015-07' }));
    await add(entry({ type: 'certification', title: 'ARCON', organization: 'ARCON', startDate: '2022-02', endDate: null }));

    const { status, body } = await server.client().json('GET', `/api/v1/professions/${professionId}/experience`);
    expect(status).toBe(200);
    expect(body.items.map((e: any) => e.title)).toEqual(['Principal', 'ARCON', 'Project Architect', 'B.Arch']);
  });

  it('is updated by the owner', async () => {
    const update = entry({ organization: 'Studio Abuja', current: true });
    const { status, body } = await owner.client.json('PUT', `/api/v1/experience/${experienceId}`, update);
    expect(status).toBe(200);
    expect(body).toMatchObject({ organization: 'Studio Abuja', current: true, endDate: null });
    expect(await entryRow(experienceId)).toMatchObject({ organization: 'Studio Abuja', is_current: true, end_date: null });
  });

  it('refuses an end before the start and missing required fields', async () => {
    const early = await post(owner, entry({ startDate: '2020-05', endDate: '2019-01' }));
    expect(early.status).toBe(400);
    expect(early.body.error.fields.endDate).toBe('End date cannot be before the start date');
    const missing = await post(owner, entry({ title: '', organization: '', startDate: '2020' }));
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toMatchObject({
      title: 'Title is required',
      organization: 'Organization is required',
      startDate: 'Use the form YYYY-MM',
    });
    const before = await entryRow(experienceId);
    const badUpdate = await owner.client.json('PUT', `/api/v1/experience/${experienceId}`, entry({ type: 'hobby' }));
    expect(badUpdate.status).toBe(400);
    expect(badUpdate.body.error.fields.type).toBe('Choose a type');
    expect(await entryRow(experienceId)).toEqual(before);
  });

  it('is changed only by the owner', async () => {
    const before = await entryRow(experienceId);
    expect((await post(other, entry())).status).toBe(403);
    const update = await other.client.json('PUT', `/api/v1/experience/${experienceId}`, entry({ title: 'Hijacked' }));
    expect(update.status).toBe(403);
    expect(update.body.error.message).toBe('You can only change the experience of your own profession');
    expect((await other.client.json('DELETE', `/api/v1/experience/${experienceId}`)).status).toBe(403);
    expect(await entryRow(experienceId)).toEqual(before);

    const visitor = server.client();
    expect((await visitor.json('POST', `/api/v1/professions/${professionId}/experience`, entry())).status).toBe(401);
    expect((await visitor.json('PUT', `/api/v1/experience/${experienceId}`, entry())).status).toBe(401);
    expect((await visitor.json('DELETE', `/api/v1/experience/${experienceId}`)).status).toBe(401);
  });

  it('is deleted by the owner', async () => {
    expect((await owner.client.request('DELETE', `/api/v1/experience/${experienceId}`)).status).toBe(204);
    expect(await entryRow(experienceId)).toBeUndefined();
    expect((await owner.client.json('PUT', `/api/v1/experience/${experienceId}`, entry())).status).toBe(404);
    expect((await server.client().json('GET', `/api/v1/professions/${professionId}/experience`)).body.items).toHaveLength(3);
    expect((await server.client().json('GET', '/api/v1/professions/99999999/experience')).status).toBe(404);
  });
});
