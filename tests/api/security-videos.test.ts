import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../support/clock';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import {
  makeTestVideo,
  rawRequest,
  tusCreate,
  tusMetadata,
  tusOffset,
  tusPatch,
  tusUpload,
  UPLOADS,
  waitForVideo,
} from '../support/videos';

// Issue 36: video uploads reachable through another member's URL (M1), private videos' files served to anyone (M4),
// no cap on a member's unfinished uploads (M5). Accounts younger than a day get half the caps: 2 uploads, 500 MB.
const MB = 1024 * 1024;
const clock = new TestClock();
const server = useTestServer(
  { VIDEO_UPLOADS_AT_ONCE: '4', VIDEO_UPLOAD_BYTES_AT_ONCE: String(1000 * MB), NEW_ACCOUNT_HOURS: '24' },
  { clock },
);
const scratch = mkdtempSync(path.join(tmpdir(), 'localhub-security-videos-'));
let clip: Buffer;
let victim: TestMember;
let attacker: TestMember;

const fields = (title: string) => ({ title, category: 'other', privacy: 'public' });
const TUS = { 'tus-resumable': '1.0.0' };
const stagedFile = (uploadId: string) => path.join(server.context.env.DATA_DIR, 'video-uploads', uploadId);

beforeAll(async () => {
  clip = readFileSync(makeTestVideo(scratch));
  victim = await signedInMember(server, { fullName: 'Ngozi Eze' });
  attacker = await signedInMember(server, { fullName: 'Tunde Bakare' });
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('an upload is reached only through its own URL (M1)', () => {
  it('refuses HEAD, PATCH and DELETE of another member’s upload however the URL is spelt', async () => {
    const mine = await tusCreate(attacker.client, clip.length, fields('Attacker upload'));
    const ownLocation = mine.headers.get('location')!;
    const ownId = ownLocation.split('/').pop()!;
    // The route's :uploadId is the attacker's own; the rest of the URL names the victim's.
    const spellings = (victimId: string) => [
      `${UPLOADS}/${ownId}?x=/${victimId}`,
      `${UPLOADS}/${ownId}?x=/../${victimId}`,
      `${UPLOADS}/${ownId};/${victimId}`,
      `${UPLOADS}/${ownId}#/${victimId}`,
      `${UPLOADS}/${ownId}%2F..%2F${victimId}`,
      `${UPLOADS}/${ownId}%2f${victimId}`,
      `${UPLOADS}/${victimId}/../${ownId}`,
      `${UPLOADS}/${ownId}/../${victimId}`,
      `${UPLOADS}/./${victimId}`,
      `${UPLOADS}//${victimId}`,
    ];
    const refused: number[] = [];
    for (let index = 0; index < spellings('').length; index += 1) {
      // A fresh upload of the victim's for each spelling, 4 KB in.
      const theirs = await tusCreate(victim.client, clip.length, fields('Victim upload'));
      const victimLocation = theirs.headers.get('location')!;
      await tusPatch(victim.client, victimLocation, 0, clip.subarray(0, 4096));
      const victimId = victimLocation.split('/').pop()!;
      const spelling = spellings(victimId)[index];

      const head = await rawRequest(attacker.client, 'HEAD', spelling, TUS);
      const patch = await rawRequest(
        attacker.client,
        'PATCH',
        spelling,
        { ...TUS, 'upload-offset': '4096', 'content-type': 'application/offset+octet-stream' },
        clip.subarray(4096, 8192),
      );
      const remove = await rawRequest(attacker.client, 'DELETE', spelling, TUS);
      const statuses = [head.status, patch.status, remove.status];
      for (const status of statuses) expect([400, 404], `${spelling}: ${statuses.join(', ')}`).toContain(status);
      if (statuses.includes(400)) refused.push(index);

      // The victim's upload is untouched: its bytes, its offset, its row.
      expect(existsSync(stagedFile(victimId)), spelling).toBe(true);
      expect(await tusOffset(victim.client, victimLocation), spelling).toBe(4096);
      expect(await server.db.selectFrom('videos').select('status').where('upload_id', '=', victimId).executeTakeFirst()).toEqual({
        status: 'uploading',
      });
      expect((await victim.client.request('DELETE', victimLocation, undefined, TUS)).status).toBe(204);
    }
    // What reaches the upload route with anything besides the id is refused as ambiguous (the rest match no route).
    expect(refused).toEqual([0, 1, 3, 4, 5]);
    const ambiguous = await rawRequest(attacker.client, 'DELETE', `${UPLOADS}/${ownId}?x=1`, TUS);
    expect(ambiguous.status).toBe(400);
    expect(JSON.parse(ambiguous.text).error.message).toMatch(/upload address/);
    // The plain URL still works for its owner.
    expect(await tusOffset(attacker.client, ownLocation)).toBe(0);
  });
});

describe('a video’s files follow its privacy (M4)', () => {
  let owner: TestMember;
  let video: { videoId: number; posterUrl: string; renditions: { height: number; url: string; bytes: number }[] };
  const visitor = () => server.client();

  beforeAll(async () => {
    owner = await signedInMember(server, { fullName: 'Amaka Obi' });
    const { result } = await tusUpload(owner.client, clip, fields('Fabric stall tour'));
    video = await waitForVideo(owner.client, result.videoId);
  });

  it('serves a public video’s files to anyone through the API only, cacheable for five minutes', async () => {
    expect(video.posterUrl).toBe(`/api/v1/videos/${video.videoId}/poster`);
    expect(video.renditions[0].url).toBe(`/api/v1/videos/${video.videoId}/renditions/240`);
    const poster = await visitor().get(video.posterUrl);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect(poster.headers.get('cache-control')).toBe('public, max-age=300');
    const part = await visitor().get(video.renditions[0].url, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('cache-control')).toBe('public, max-age=300');

    // The files are in private storage: no /media path reaches them, however it is spelt.
    const { storage_prefix: prefix } = await server.db
      .selectFrom('videos')
      .select('storage_prefix')
      .where('video_id', '=', String(video.videoId))
      .executeTakeFirstOrThrow();
    expect(existsSync(path.join(server.context.env.DATA_DIR, 'private', prefix, '240p.mp4'))).toBe(true);
    for (const url of [
      `/media/${prefix}/240p.mp4`,
      `/media/${prefix}/poster.jpg`,
      `/media/./${prefix}/poster.jpg`,
      `/media//${prefix}/poster.jpg`,
    ]) {
      expect((await rawRequest(visitor(), 'GET', url)).status, url).toBe(404);
    }
  });

  it('keeps a private video’s files to its owner, never cached, ranges working; the old URLs stop at once', async () => {
    const before = [video.posterUrl, ...video.renditions.map((rendition) => rendition.url)];
    expect((await owner.client.json('PATCH', `/api/v1/videos/${video.videoId}`, { privacy: 'private' })).status).toBe(200);
    for (const url of before) {
      expect((await visitor().get(url)).status, url).toBe(404);
      expect((await attacker.client.get(url)).status, url).toBe(404);
    }
    const mine = (await owner.client.json('GET', `/api/v1/videos/${video.videoId}`)).body;
    const poster = await owner.client.get(mine.posterUrl);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('cache-control')).toBe('private, no-store');
    const size = mine.renditions[0].bytes;
    const part = await owner.client.get(mine.renditions[0].url, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(part.headers.get('cache-control')).toBe('private, no-store');
  });

  it('gives an unlisted video’s viewers file links that expire and are never publicly cached', async () => {
    const unlisted = await owner.client.json('PATCH', `/api/v1/videos/${video.videoId}`, { privacy: 'unlisted' });
    expect(unlisted.status).toBe(200);
    // Its link carries its share key (video-share-keys.test.ts).
    const linked = `/api/v1/videos/${video.videoId}?key=${unlisted.body.shareKey}`;
    const seen = (await visitor().json('GET', linked)).body;
    expect(seen.posterUrl).toMatch(new RegExp(`^/api/v1/videos/${video.videoId}/poster\\?access=\\d+\\.[\\w-]{43}$`));
    // The same links on a refetch, so the player's source does not change under it.
    expect((await visitor().json('GET', linked)).body.posterUrl).toBe(seen.posterUrl);

    const poster = await visitor().get(seen.posterUrl);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('cache-control')).toBe('private, max-age=300');
    const part = await visitor().get(seen.renditions[1].url, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('cache-control')).toBe('private, max-age=300');

    // Not from the id alone, not with a changed link, not once it has expired.
    expect((await visitor().get(`/api/v1/videos/${video.videoId}/poster`)).status).toBe(404);
    expect((await attacker.client.get(`/api/v1/videos/${video.videoId}/renditions/240`)).status).toBe(404);
    const [expires, signature] = seen.posterUrl.split('access=')[1].split('.');
    const later = `/api/v1/videos/${video.videoId}/poster?access=${Number(expires) + 21_600}.${signature}`;
    expect((await visitor().get(later)).status).toBe(404);
    clock.advance(13 * 3600_000);
    try {
      expect((await visitor().get(seen.posterUrl)).status).toBe(404);
      const renewed = (await visitor().json('GET', linked)).body;
      expect(renewed.posterUrl).not.toBe(seen.posterUrl);
      expect((await visitor().get(renewed.posterUrl)).status).toBe(200);
    } finally {
      clock.reset();
    }

    // Made private, its links stop too; public again, the plain URLs work.
    await owner.client.json('PATCH', `/api/v1/videos/${video.videoId}`, { privacy: 'private' });
    expect((await visitor().get(seen.posterUrl)).status).toBe(404);
    expect((await visitor().get(seen.renditions[0].url, { range: 'bytes=0-99' })).status).toBe(404);
    await owner.client.json('PATCH', `/api/v1/videos/${video.videoId}`, { privacy: 'public' });
    expect((await visitor().get(video.posterUrl)).status).toBe(200);
    // A public video made unlisted: its plain URLs stop.
    await owner.client.json('PATCH', `/api/v1/videos/${video.videoId}`, { privacy: 'unlisted' });
    expect((await visitor().get(video.renditions[0].url, { range: 'bytes=0-99' })).status).toBe(404);
  });
});

describe('caps on a member’s unfinished uploads (M5)', () => {
  /** A member whose account is two days old: the full caps. */
  async function establishedMember(fullName: string) {
    const member = await signedInMember(server, { fullName });
    await server.db
      .updateTable('users')
      .set({ created_at: sql`now() - interval '2 days'` })
      .where('user_id', '=', member.userId)
      .execute();
    return member;
  }
  const create = (member: TestMember, bytes: number, language = 'en') =>
    member.client.request('POST', UPLOADS, undefined, {
      ...TUS,
      'upload-length': String(bytes),
      'upload-metadata': tusMetadata(fields('Staged')),
      'accept-language': language,
    });
  const cancel = (member: TestMember, response: Response) =>
    member.client.request('DELETE', response.headers.get('location')!, undefined, TUS);

  it('refuses a fifth upload at once with 429, and more than 1000 MB declared together with 413, saying why', async () => {
    const member = await establishedMember('Emeka Nwosu');
    const staged = [];
    for (let index = 0; index < 4; index += 1) staged.push(await create(member, MB));
    expect(staged.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    const fifth = await create(member, MB);
    expect(fifth.status).toBe(429);
    expect((await fifth.json()).error).toEqual({
      code: 'RATE_LIMITED',
      message: 'You can upload 4 videos at a time. Let an upload finish, or cancel one in My videos, then try again.',
    });
    // In the reader's language.
    expect((await (await create(member, MB, 'pcm')).json()).error.message).toMatch(/^You fit upload 4 videos at the same time\./);
    // Cancelling one frees its place.
    expect((await cancel(member, staged[0])).status).toBe(204);
    expect((await create(member, MB)).status).toBe(201);

    // Bytes: what the uploads in flight declared, with the new one.
    const bytesMember = await establishedMember('Funmi Adeyemi');
    expect((await create(bytesMember, 450 * MB)).status).toBe(201);
    expect((await create(bytesMember, 450 * MB)).status).toBe(201);
    const over = await create(bytesMember, 101 * MB);
    expect(over.status).toBe(413);
    expect((await over.json()).error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message:
        'Videos uploading at the same time can add up to 1000 MB. Let an upload finish, cancel one in My videos, or choose a smaller video.',
    });
    expect((await create(bytesMember, 100 * MB)).status).toBe(201);
    // Someone else is not affected.
    expect((await create(await establishedMember('Chidi Okafor'), 450 * MB)).status).toBe(201);
  });

  it('halves both caps for an account younger than a day', async () => {
    const young = await signedInMember(server, { fullName: 'Bola Ade' });
    expect((await create(young, MB)).status).toBe(201);
    expect((await create(young, MB)).status).toBe(201);
    const third = await create(young, MB);
    expect(third.status).toBe(429);
    expect((await third.json()).error.message).toBe(
      'You can upload 2 videos at a time while your account is new. Let an upload finish, or cancel one in My videos, then try again.',
    );

    const youngBytes = await signedInMember(server, { fullName: 'Kemi Bello' });
    expect((await create(youngBytes, 450 * MB)).status).toBe(201);
    const over = await create(youngBytes, 51 * MB);
    expect(over.status).toBe(413);
    expect((await over.json()).error.message).toBe(
      'Videos uploading at the same time can add up to 500 MB while your account is new. Let an upload finish, cancel one in My videos, or choose a smaller video.',
    );
  });

  it('counts only uploads still coming in: a finished one or one idle for 24 hours frees its place', async () => {
    const member = await establishedMember('Ifeoma Uche');
    for (let index = 0; index < 3; index += 1) expect((await create(member, MB)).status).toBe(201);
    // The fourth is sent whole: once received it is processing, no longer an upload in flight.
    const { result } = await tusUpload(member.client, clip, fields('Finished'));
    expect((await create(member, MB)).status).toBe(201);
    expect((await create(member, MB)).status).toBe(429);

    // Idle for a day: no longer counted, even before the hourly clean-up removes it.
    await server.db
      .updateTable('videos')
      .set({ updated_at: sql`now() - interval '25 hours'` })
      .where('owner_id', '=', member.userId)
      .where('status', '=', 'uploading')
      .execute();
    for (let index = 0; index < 4; index += 1) expect((await create(member, MB)).status).toBe(201);
    await waitForVideo(member.client, result.videoId);
  });

  it('decides one member’s uploads one at a time: ten at once, four are created', async () => {
    const member = await establishedMember('Musa Bello');
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => create(member, MB)))).map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it('needs the length when the upload starts (no Upload-Defer-Length), as the caps count it', async () => {
    const member = await establishedMember('Halima Sani');
    const deferred = await member.client.request('POST', UPLOADS, undefined, {
      ...TUS,
      'upload-defer-length': '1',
      'upload-metadata': tusMetadata(fields('Deferred')),
    });
    expect(deferred.status).toBe(400);
    expect((await deferred.json()).error.message).toBe('The video’s size must be given when its upload starts.');
  });
});
