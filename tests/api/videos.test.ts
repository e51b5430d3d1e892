import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_VIDEO_BYTES } from '../../src/shared/videos';
import { jobDone } from '../support/jobs';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { makeTestVideo, tusCreate, tusOffset, tusPatch, tusPatchCut, tusUpload, UPLOADS, waitForVideo } from '../support/videos';

const server = useTestServer();
const scratch = mkdtempSync(path.join(tmpdir(), 'localhub-videos-'));
let owner: TestMember;
let other: TestMember;
let third: TestMember;
let clip: Buffer;
/** The video made by the first test (uploaded in chunks, cut, resumed, processed); later tests use it. */
let videoId: number;

const fields = (overrides: Record<string, string> = {}) => ({
  title: 'Jollof cooking class',
  description: 'Smoky party jollof, step by step',
  category: 'tutorial',
  privacy: 'public',
  tags: 'food,lagos',
  ...overrides,
});

const stagingDir = () => path.join(server.context.env.DATA_DIR, 'video-uploads');
/** Where a video's poster and renditions are kept: private storage, which no /media URL reaches. */
const videoFilesDir = () => path.join(server.context.env.DATA_DIR, 'private', 'videos');

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
}

beforeAll(async () => {
  owner = await signedInMember(server, { fullName: 'Ngozi Eze' });
  other = await signedInMember(server, { fullName: 'Tunde Bakare' });
  third = await signedInMember(server, { fullName: 'Amaka Obi' });
  clip = readFileSync(makeTestVideo(scratch));
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('resumable upload and processing', () => {
  it('takes a video in chunks, resumes after a dropped connection, and processes it to Ready with a poster and renditions', async () => {
    const created = await tusCreate(owner.client, clip.length, fields());
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/v1\/videos\/uploads\/[0-9a-f]{32}$/);

    const chunk = 16 * 1024;
    const first = await tusPatch(owner.client, location, 0, clip.subarray(0, chunk));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(chunk));

    // The connection drops half-way through the second chunk; the server keeps what arrived.
    await tusPatchCut(owner.client, location, chunk, clip.subarray(chunk, chunk * 3), chunk);
    const resumedAt = await tusOffset(owner.client, location);
    expect(resumedAt).toBeGreaterThanOrEqual(chunk);
    expect(resumedAt).toBeLessThan(chunk * 3);

    // A PATCH at the wrong offset is refused as the protocol says.
    expect((await tusPatch(owner.client, location, 0, clip.subarray(0, 10))).status).toBe(409);

    // Someone else cannot see or continue the upload.
    expect((await other.client.request('HEAD', location, undefined, { 'tus-resumable': '1.0.0' })).status).toBe(404);

    const mine = await owner.client.json('GET', '/api/v1/videos/mine');
    expect(mine.body.items[0]).toMatchObject({ title: 'Jollof cooking class', status: 'uploading' });

    const rest = await tusPatch(owner.client, location, resumedAt, clip.subarray(resumedAt));
    expect(rest.status).toBe(200);
    const finished = await rest.json();
    expect(finished).toMatchObject({ status: 'processing' });
    videoId = finished.videoId;

    const video = await waitForVideo(owner.client, videoId);
    expect(video).toMatchObject({ status: 'ready', failureReason: null, width: 320, height: 240, tags: ['food', 'lagos'] });
    expect(video.durationSeconds).toBeGreaterThan(1.5);
    expect(video.renditions.map((r: { height: number }) => r.height)).toEqual([240, 360]);
    for (const rendition of video.renditions) expect(rendition.bytes).toBeGreaterThan(1000);

    const poster = await owner.client.get(video.posterUrl);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');

    // The staged upload is gone once the renditions are stored.
    expect(await filesUnder(stagingDir())).toEqual([]);
    expect((await filesUnder(videoFilesDir())).sort()).toEqual(['240p.mp4', '360p.mp4', 'poster.jpg']);
    expect(await filesUnder(path.join(server.context.env.DATA_DIR, 'uploads'))).toEqual([]);
  });

  it('serves renditions with range requests (206, Accept-Ranges, Content-Range) and 416 past the end', async () => {
    const { body: video } = await other.client.json('GET', `/api/v1/videos/${videoId}`);
    const url = video.renditions[0].url;
    const size = video.renditions[0].bytes;

    const whole = await other.client.get(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Number(whole.headers.get('content-length'))).toBe(size);
    const bytes = new Uint8Array(await whole.arrayBuffer());
    // H.264 MP4 with its index (moov) before the media data (faststart).
    const text = Buffer.from(bytes).toString('latin1');
    expect(text.indexOf('moov')).toBeLessThan(text.indexOf('mdat'));

    const part = await other.client.get(url, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(Buffer.from(bytes.subarray(100, 200)));

    const tail = await other.client.get(url, { range: 'bytes=-50' });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 50}-${size - 1}/${size}`);

    const beyond = await other.client.get(url, { range: `bytes=${size}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);

    expect((await other.client.get(`/api/v1/videos/${videoId}/renditions/720`)).status).toBe(404);
  });

  it('refuses a file that is not a video, by its bytes, and deletes it', async () => {
    const notVideo = Buffer.from('%PDF-1.4 this is a document, whatever its name says\n'.repeat(200));
    const created = await tusCreate(owner.client, notVideo.length, fields({ title: 'holiday.mp4' }));
    expect(created.status).toBe(201);
    const last = await tusPatch(owner.client, created.headers.get('location')!, 0, notVideo);
    expect(last.status).toBe(422);
    expect((await last.json()).error.message).toMatch(/not a video/);
    const rows = await server.db.selectFrom('videos').select('video_id').where('title', '=', 'holiday.mp4').execute();
    expect(rows).toEqual([]);
    expect(await filesUnder(stagingDir())).toEqual([]);
  });

  it('refuses uploads past 500 MB (413), from visitors (401), with bad fields (400) or for a business that is not yours (403)', async () => {
    expect((await tusCreate(owner.client, MAX_VIDEO_BYTES + 1, fields())).status).toBe(413);
    expect((await tusCreate(server.client(), 1000, fields())).status).toBe(401);

    const badCategory = await tusCreate(owner.client, 1000, fields({ category: 'cooking' }));
    expect(badCategory.status).toBe(400);
    expect((await badCategory.json()).error.fields.category).toMatch(/Category must be one of/);
    const blankTitle = await tusCreate(owner.client, 1000, fields({ title: '   ' }));
    expect(blankTitle.status).toBe(400);
    expect((await blankTitle.json()).error.fields.title).toBe('Missing Title - Please enter a title for your video');

    const business = await server.db
      .insertInto('businesses')
      .values({ auth_user_id: other.userId, name: 'Tunde Tailoring' })
      .returning('business_id')
      .executeTakeFirstOrThrow();
    const notMine = await tusCreate(owner.client, 1000, fields({ businessId: String(business.business_id) }));
    expect(notMine.status).toBe(403);
    const nonsense = await tusCreate(owner.client, 1000, fields({ businessId: 'abc' }));
    expect(nonsense.status).toBe(400);
  });

  it('removes an upload that stopped 24 hours ago, with its bytes', async () => {
    const created = await tusCreate(owner.client, clip.length, fields({ title: 'Stalled upload' }));
    const location = created.headers.get('location')!;
    await tusPatch(owner.client, location, 0, clip.subarray(0, 4096));
    const uploadId = location.split('/').pop()!;
    expect(existsSync(path.join(stagingDir(), uploadId))).toBe(true);
    await sql`UPDATE videos SET updated_at = now() - interval '25 hours' WHERE upload_id = ${uploadId}`.execute(server.db);

    await jobDone(server.db, await server.context.jobs.send('videos.clean-uploads', {}));
    expect(await server.db.selectFrom('videos').select('video_id').where('upload_id', '=', uploadId).executeTakeFirst()).toBeUndefined();
    expect(existsSync(path.join(stagingDir(), uploadId))).toBe(false);
    expect((await owner.client.request('HEAD', location, undefined, { 'tus-resumable': '1.0.0' })).status).toBe(404);
  });

  it('lets the uploader cancel an upload in flight', async () => {
    const created = await tusCreate(owner.client, clip.length, fields({ title: 'Cancelled' }));
    const location = created.headers.get('location')!;
    await tusPatch(owner.client, location, 0, clip.subarray(0, 4096));
    expect((await other.client.request('DELETE', location, undefined, { 'tus-resumable': '1.0.0' })).status).toBe(404);
    expect((await owner.client.request('DELETE', location, undefined, { 'tus-resumable': '1.0.0' })).status).toBe(204);
    expect(await server.db.selectFrom('videos').select('video_id').where('title', '=', 'Cancelled').executeTakeFirst()).toBeUndefined();
    expect(await filesUnder(stagingDir())).toEqual([]);
  });
});

describe('discover, privacy, views, likes and comments', () => {
  it('finds the video in Discover by a misspelt word, by category, and in each sort', async () => {
    const search = async (query: string) =>
      (await server.client().json('GET', `/api/v1/videos?${query}`)).body.items.map((v: { videoId: number }) => v.videoId);
    expect(await search('search=jolof')).toEqual([videoId]);
    expect(await search('search=lagos')).toEqual([videoId]);
    expect(await search('search=tailoring')).toEqual([]);
    expect(await search('category=tutorial&sort=views')).toEqual([videoId]);
    expect(await search('category=event')).toEqual([]);
    expect(await search('sort=likes')).toEqual([videoId]);
    expect((await server.client().json('GET', '/api/v1/videos?sort=oldest')).status).toBe(400);
    expect((await server.client().json('GET', '/api/v1/videos?cursor=nonsense')).status).toBe(400);
  });

  it('keeps private videos to their owner and unlisted ones out of Discover', async () => {
    const edit = await owner.client.json('PATCH', `/api/v1/videos/${videoId}`, { privacy: 'private' });
    expect(edit.status).toBe(200);
    expect(edit.body.privacy).toBe('private');
    expect((await owner.client.json('GET', `/api/v1/videos/${videoId}`)).status).toBe(200);
    expect((await other.client.json('GET', `/api/v1/videos/${videoId}`)).status).toBe(404);
    expect((await server.client().json('GET', `/api/v1/videos/${videoId}`)).status).toBe(404);
    expect((await server.client().get(`/api/v1/videos/${videoId}/renditions/240`)).status).toBe(404);
    expect((await other.client.json('PATCH', `/api/v1/videos/${videoId}`, { title: 'Mine now' })).status).toBe(404);
    expect((await server.client().json('GET', '/api/v1/videos')).body.items).toEqual([]);

    const unlisted = await owner.client.json('PATCH', `/api/v1/videos/${videoId}`, { privacy: 'unlisted' });
    expect((await server.client().json('GET', '/api/v1/videos')).body.items).toEqual([]);
    // Found through its link (with its share key) only: video-share-keys.test.ts.
    expect((await server.client().json('GET', `/api/v1/videos/${videoId}?key=${unlisted.body.shareKey}`)).status).toBe(200);

    await owner.client.json('PATCH', `/api/v1/videos/${videoId}`, { privacy: 'public' });
    expect((await server.client().json('GET', '/api/v1/videos')).body.items).toHaveLength(1);
  });

  it('answers bad edits with 400 naming the field, and others’ edits with 403', async () => {
    const bad = await owner.client.json('PATCH', `/api/v1/videos/${videoId}`, { category: 'cooking', tags: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['category']));
    expect((await other.client.json('PATCH', `/api/v1/videos/${videoId}`, { title: 'Mine now' })).status).toBe(403);
    expect((await other.client.json('DELETE', `/api/v1/videos/${videoId}`)).status).toBe(403);
  });

  it('changes only the fields an edit names', async () => {
    const url = `/api/v1/videos/${videoId}`;
    const fields = { description: 'Smoky party jollof, step by step', category: 'tutorial', privacy: 'unlisted', tags: ['food', 'lagos'] };
    expect((await owner.client.json('PATCH', url, fields)).status).toBe(200);
    // A title alone once reset the rest to their defaults: the description emptied, and the video made public.
    const edited = await owner.client.json('PATCH', url, { title: 'Jollof cooking class, part one' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Jollof cooking class, part one', ...fields });
    expect((await owner.client.json('PATCH', url, { title: 'Jollof cooking class', privacy: 'public' })).body.privacy).toBe('public');
  });

  it('counts a view of this 2-second clip once it has played, once per viewer per day', async () => {
    // The rule with its 30 s, and half of a shorter video: video-views.test.ts.
    const view = (client: typeof owner.client, watchTime: number) => client.json('POST', `/api/v1/videos/${videoId}/views`, { watchTime });
    expect((await view(other.client, 2)).body).toEqual({ counted: true, views: 1 });
    expect((await view(other.client, 45)).body).toEqual({ counted: false, views: 1 });
    const visitor = server.client();
    expect((await view(visitor, 31)).body).toEqual({ counted: true, views: 2 });
    expect((await view(visitor, 31)).body).toEqual({ counted: false, views: 2 });
    expect((await view(other.client, 1.5)).status).toBe(400);
    const { body } = await server.client().json('GET', '/api/v1/videos?sort=views');
    expect(body.items[0].views).toBe(2);
  });

  it('likes once per member, unlikes, and refuses visitors', async () => {
    const like = (client: typeof owner.client, action: string) => client.json('POST', `/api/v1/videos/${videoId}/like`, { action });
    expect((await like(other.client, 'like')).body).toEqual({ liked: true, likes: 1 });
    expect((await like(other.client, 'like')).body).toEqual({ liked: true, likes: 1 });
    expect((await like(third.client, 'like')).body).toEqual({ liked: true, likes: 2 });
    expect((await other.client.json('GET', `/api/v1/videos/${videoId}`)).body.likedByMe).toBe(true);
    expect((await like(other.client, 'unlike')).body).toEqual({ liked: false, likes: 1 });
    expect((await like(server.client(), 'like')).status).toBe(401);
    expect((await like(other.client, 'love')).status).toBe(400);
  });

  it('keeps comments, deletable by their author and the video’s owner only', async () => {
    const add = await other.client.json('POST', `/api/v1/videos/${videoId}/comments`, { content: ' Looks delicious! ' });
    expect(add.status).toBe(201);
    expect(add.body).toMatchObject({ content: 'Looks delicious!', canDelete: true, author: { fullName: 'Tunde Bakare' } });
    const second = await third.client.json('POST', `/api/v1/videos/${videoId}/comments`, { content: 'Recipe please' });
    expect((await other.client.json('POST', `/api/v1/videos/${videoId}/comments`, { content: '  ' })).status).toBe(400);

    const list = await server.client().json('GET', `/api/v1/videos/${videoId}/comments`);
    expect(list.body.items.map((c: { content: string }) => c.content)).toEqual(['Looks delicious!', 'Recipe please']);
    expect((await server.client().json('GET', `/api/v1/videos/${videoId}`)).body.comments).toBe(2);

    expect((await third.client.json('DELETE', `/api/v1/videos/${videoId}/comments/${add.body.commentId}`)).status).toBe(403);
    expect((await other.client.json('DELETE', `/api/v1/videos/${videoId}/comments/${add.body.commentId}`)).status).toBe(204);
    expect((await owner.client.json('DELETE', `/api/v1/videos/${videoId}/comments/${second.body.commentId}`)).status).toBe(204);
    expect((await server.client().json('GET', `/api/v1/videos/${videoId}/comments`)).body.items).toEqual([]);
  });

  it('deletes a video and every file it made, for its owner only', async () => {
    expect((await owner.client.json('DELETE', `/api/v1/videos/${videoId}`)).status).toBe(204);
    expect((await owner.client.json('GET', `/api/v1/videos/${videoId}`)).status).toBe(404);
    expect(await filesUnder(videoFilesDir())).toEqual([]);
  });
});

describe('business videos', () => {
  it('lists a business’s public videos and tells its followers about a new one', async () => {
    const business = await server.db
      .insertInto('businesses')
      .values({ auth_user_id: owner.userId, name: 'Ngozi Fabrics' })
      .returning('business_id')
      .executeTakeFirstOrThrow();
    const businessId = Number(business.business_id);
    expect((await third.client.json('PUT', `/api/v1/businesses/${businessId}/follow`)).status).toBe(200);

    const { result } = await tusUpload(owner.client, clip, fields({ title: 'New ankara prints', businessId: String(businessId) }));
    const video = await waitForVideo(owner.client, result.videoId);
    expect(video).toMatchObject({ status: 'ready', business: { businessId, name: 'Ngozi Fabrics' } });

    const listed = await server.client().json('GET', `/api/v1/videos?businessId=${businessId}`);
    expect(listed.body.items.map((v: { videoId: number }) => v.videoId)).toEqual([result.videoId]);

    // Followers are told just after the video is marked ready.
    await expect.poll(async () => (await third.client.json('GET', '/api/v1/notifications')).body.items).toHaveLength(1);
    const { body } = await third.client.json('GET', '/api/v1/notifications');
    expect(body.items[0]).toMatchObject({
      message: 'Ngozi Fabrics posted a new video: New ankara prints',
      link: `/videos/${result.videoId}`,
    });
  });
});

describe('upload endpoint', () => {
  it('is not reached without the tus protocol header', async () => {
    const response = await owner.client.request('POST', UPLOADS, undefined, { 'upload-length': '10' });
    expect(response.status).toBe(412);
  });
});
