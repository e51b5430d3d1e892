import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as videoShareKeys from '../../src/server/db/migrations/0051-video-share-keys';
import { insertMember } from '../support/builders/member';
import { memberData, signedInMember, type TestMember } from '../support/members';
import { useTemplateDatabase, useTestServer } from '../support/test-server';
import { makeTestVideo, tusUpload, waitForVideo } from '../support/videos';

// Decision 0016, "left for later": video ids are sequential, so an unlisted video read by its id alone (its page, and
// the API read that hands out fresh file links) could be found by counting. Now it needs its unguessable share key.
const server = useTestServer();
const beforeKeys = useTemplateDatabase();
const scratch = mkdtempSync(path.join(tmpdir(), 'localhub-video-keys-'));
let owner: TestMember;
let other: TestMember;
let clip: Buffer;
const visitor = () => server.client();

interface SeenVideo {
  videoId: number;
  privacy: string;
  shareKey: string | null;
  posterUrl: string;
  renditions: { url: string }[];
}

async function uploaded(title: string, privacy: string): Promise<SeenVideo> {
  const { result } = await tusUpload(owner.client, clip, { title, category: 'other', privacy });
  const video = await waitForVideo(owner.client, result.videoId);
  expect(video.status).toBe('ready');
  return video;
}

const read = (client: TestMember['client'], videoId: number, key?: string) =>
  client.json('GET', `/api/v1/videos/${videoId}${key === undefined ? '' : `?key=${encodeURIComponent(key)}`}`);
const setPrivacy = async (videoId: number, privacy: string) => {
  const edited = await owner.client.json('PATCH', `/api/v1/videos/${videoId}`, { privacy });
  expect(edited.status).toBe(200);
  return edited.body as SeenVideo;
};

beforeAll(async () => {
  owner = await signedInMember(server, { fullName: 'Ifeoma Nnaji' });
  other = await signedInMember(server, { fullName: 'Segun Ola' });
  clip = readFileSync(makeTestVideo(scratch));
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('an unlisted video is reached only through its share key', () => {
  let unlisted: SeenVideo;
  beforeAll(async () => {
    unlisted = await uploaded('Gele tying, private lesson', 'unlisted');
  });

  it('answers 404 by its id alone, or with another key, on every call, exactly as a missing video', async () => {
    expect(unlisted.shareKey).toMatch(/^[\w-]{22}$/);
    const missing = await read(visitor(), 99_999_999);
    expect(missing.status).toBe(404);
    const id = unlisted.videoId;
    const otherKey = `${unlisted.shareKey!.slice(0, 21)}${unlisted.shareKey!.endsWith('A') ? 'B' : 'A'}`;
    for (const key of [undefined, otherKey, 'guess', '']) {
      for (const client of [visitor(), other.client]) {
        const answer = await read(client, id, key);
        expect({ key, status: answer.status, body: answer.body }).toEqual({ key, status: 404, body: missing.body });
      }
      const query = key === undefined ? '' : `?key=${encodeURIComponent(key)}`;
      expect((await visitor().json('GET', `/api/v1/videos/${id}/comments${query}`)).status).toBe(404);
      expect((await visitor().json('POST', `/api/v1/videos/${id}/views${query}`, { watchTime: 2 })).status).toBe(404);
      expect((await other.client.json('POST', `/api/v1/videos/${id}/like${query}`, { action: 'like' })).status).toBe(404);
      expect((await other.client.json('POST', `/api/v1/videos/${id}/comments${query}`, { content: 'Found it' })).status).toBe(404);
    }
    // Its files' plain URLs stay closed too; someone else cannot edit it either.
    expect((await visitor().get(`/api/v1/videos/${id}/poster`)).status).toBe(404);
    expect((await other.client.json('PATCH', `/api/v1/videos/${id}`, { title: 'Mine now' })).status).toBe(404);
    // Its owner needs no key, and is given it to share.
    expect((await read(owner.client, id)).body.shareKey).toBe(unlisted.shareKey);
  });

  it('opens with its key for anyone: the video with working file links, likes, comments and views', async () => {
    const id = unlisted.videoId;
    const key = unlisted.shareKey!;
    const seen = await read(visitor(), id, key);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ videoId: id, privacy: 'unlisted', shareKey: key });
    expect((await visitor().get(seen.body.posterUrl)).status).toBe(200);
    expect((await visitor().get(seen.body.renditions[0].url, { range: 'bytes=0-99' })).status).toBe(206);

    const query = `?key=${key}`;
    expect((await other.client.json('POST', `/api/v1/videos/${id}/like${query}`, { action: 'like' })).body).toEqual({
      liked: true,
      likes: 1,
    });
    expect((await other.client.json('POST', `/api/v1/videos/${id}/comments${query}`, { content: 'Beautiful' })).status).toBe(201);
    const comments = await visitor().json('GET', `/api/v1/videos/${id}/comments${query}`);
    expect(comments.body.items.map((comment: { content: string }) => comment.content)).toEqual(['Beautiful']);
    expect((await visitor().json('POST', `/api/v1/videos/${id}/views${query}`, { watchTime: 2 })).body).toEqual({
      counted: true,
      views: 1,
    });
  });
});

describe('keys follow the privacy', () => {
  it('leaves public videos as they were: found by their id, with no key', async () => {
    const video = await uploaded('Suya spot tour', 'public');
    expect(video.shareKey).toBeNull();
    const seen = await read(visitor(), video.videoId);
    expect(seen.status).toBe(200);
    expect(seen.body.shareKey).toBeNull();
    expect(seen.body.posterUrl).toBe(`/api/v1/videos/${video.videoId}/poster`);
    // A stray key changes nothing.
    expect((await read(visitor(), video.videoId, 'anything')).status).toBe(200);
  });

  it('makes a key when a video becomes unlisted, drops the need for it when public again, and a new one next time', async () => {
    const video = await uploaded('Tie and dye at home', 'public');
    const id = video.videoId;

    const first = await setPrivacy(id, 'unlisted');
    expect(first.shareKey).toMatch(/^[\w-]{22}$/);
    expect((await read(visitor(), id)).status).toBe(404);
    const opened = await read(visitor(), id, first.shareKey!);
    expect(opened.status).toBe(200);
    // Editing something else keeps the key.
    expect((await owner.client.json('PATCH', `/api/v1/videos/${id}`, { title: 'Tie and dye, step by step' })).body.shareKey).toBe(
      first.shareKey,
    );

    const madePublic = await setPrivacy(id, 'public');
    expect(madePublic.shareKey).toBeNull();
    expect((await read(visitor(), id)).status).toBe(200);

    // Unlisted again (or private, then unlisted): a new key, and the old links, page and files, stop.
    const second = await setPrivacy(id, 'unlisted');
    expect(second.shareKey).toMatch(/^[\w-]{22}$/);
    expect(second.shareKey).not.toBe(first.shareKey);
    expect((await read(visitor(), id, first.shareKey!)).status).toBe(404);
    expect((await visitor().get(opened.body.posterUrl)).status).toBe(404);
    expect((await read(visitor(), id, second.shareKey!)).status).toBe(200);

    expect((await setPrivacy(id, 'private')).shareKey).toBeNull();
    expect((await read(visitor(), id, second.shareKey!)).status).toBe(404);
  });

  it('keeps the rule in the database, whatever writes the row: a key exactly while unlisted, each one different', async () => {
    const insert = (privacy: string, n: number) =>
      server.db
        .insertInto('videos')
        .values({
          owner_id: owner.userId,
          upload_id: `keys-${privacy}-${n}`,
          storage_prefix: `videos/keys-${privacy}-${n}`,
          title: 'Row',
          privacy,
        })
        .returning(['privacy', 'share_key'])
        .executeTakeFirstOrThrow();
    const rows = await Promise.all([1, 2, 3].flatMap((n) => [insert('unlisted', n), insert('public', n), insert('private', n)]));
    const keys = rows.filter((row) => row.privacy === 'unlisted').map((row) => row.share_key);
    expect(keys.every((key) => /^[\w-]{22}$/.test(key ?? ''))).toBe(true);
    expect(new Set(keys).size).toBe(3);
    expect(rows.filter((row) => row.privacy !== 'unlisted').every((row) => row.share_key === null)).toBe(true);
  });
});

describe('migration 0051', () => {
  it('gives the unlisted videos already there a key each, and no other video one', async () => {
    const { db } = beforeKeys;
    await videoShareKeys.down(db);
    const member = await insertMember(db, memberData());
    const insert = (privacy: string, n: number) =>
      db
        .insertInto('videos')
        .values({ owner_id: member.userId, upload_id: `old-${n}`, storage_prefix: `videos/old-${n}`, title: 'From before', privacy })
        .execute();
    for (const [n, privacy] of ['unlisted', 'unlisted', 'public', 'private'].entries()) await insert(privacy, n);

    await videoShareKeys.up(db);
    const rows = await db.selectFrom('videos').select(['privacy', 'share_key']).orderBy('video_id').execute();
    expect(rows.map((row) => [row.privacy, /^[\w-]{22}$/.test(row.share_key ?? '')])).toEqual([
      ['unlisted', true],
      ['unlisted', true],
      ['public', false],
      ['private', false],
    ]);
    expect(rows[0].share_key).not.toBe(rows[1].share_key);
    expect(rows.slice(2).every((row) => row.share_key === null)).toBe(true);
  });
});
