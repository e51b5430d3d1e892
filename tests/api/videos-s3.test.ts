import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../src/server/storage/s3-storage';
import { startLocalS3, type LocalS3 } from '../support/local-s3';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { makeTestVideo, tusUpload, waitForVideo } from '../support/videos';

let s3: LocalS3;
const scratch = mkdtempSync(path.join(tmpdir(), 'localhub-videos-s3-'));
beforeAll(async () => {
  s3 = await startLocalS3();
});
const server = useTestServer(() => s3.env);
let owner: TestMember;
let other: TestMember;

afterAll(async () => {
  await s3.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function bucketKeys(prefix = ''): Promise<string[]> {
  const storage = server.context.storage as S3Storage;
  const page = await storage.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (page.Contents ?? []).map((item) => item.Key!).sort();
}

beforeAll(async () => {
  owner = await signedInMember(server, { fullName: 'Ngozi Eze' });
  other = await signedInMember(server, { fullName: 'Tunde Bakare' });
});

describe('videos and images in an S3-compatible bucket', () => {
  it('stores a processed video in the bucket, redirects reads to signed URLs that answer ranges, and deletes every file', async () => {
    expect(server.context.storage).toBeInstanceOf(S3Storage);
    const clip = readFileSync(makeTestVideo(scratch));
    const { result } = await tusUpload(owner.client, clip, { title: 'Market day', privacy: 'public' }, 32 * 1024);
    const video = await waitForVideo(owner.client, result.videoId);
    expect(video.status).toBe('ready');

    const prefix = (
      await server.db.selectFrom('videos').select('storage_prefix').where('video_id', '=', String(result.videoId)).executeTakeFirstOrThrow()
    ).storage_prefix;
    // Under the bucket's private/ prefix, which /media never signs.
    const keys = [`private/${prefix}/240p.mp4`, `private/${prefix}/360p.mp4`, `private/${prefix}/poster.jpg`];
    expect(await bucketKeys(`private/${prefix}`)).toEqual(keys);
    for (const key of keys) expect((await server.client().get(`/media/${key}`)).status).toBe(404);
    expect((await server.client().get(`/media/${prefix}/poster.jpg`)).status).toBe(404);

    const redirect = await other.client.get(video.renditions[0].url);
    expect(redirect.status).toBe(302);
    const signed = redirect.headers.get('location')!;
    expect(signed.startsWith(s3.endpoint)).toBe(true);
    expect(signed).toContain('X-Amz-Signature=');
    expect(signed).toMatch(/X-Amz-Expires=300/);
    const part = await fetch(signed, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('cache-control')).toBe('public, max-age=300');
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const poster = await server.client().get(video.posterUrl);
    expect(poster.status).toBe(302);
    expect((await fetch(poster.headers.get('location')!)).headers.get('content-type')).toBe('image/jpeg');

    // A private video: nobody else is sent to the bucket; its owner is, with nothing kept on the way.
    await owner.client.json('PATCH', `/api/v1/videos/${result.videoId}`, { privacy: 'private' });
    for (const url of [video.posterUrl, video.renditions[0].url]) {
      expect((await server.client().get(url)).status).toBe(404);
      expect((await other.client.get(url)).status).toBe(404);
    }
    const own = await owner.client.get(video.posterUrl);
    expect(own.status).toBe(302);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const ownFile = await fetch(own.headers.get('location')!);
    expect(ownFile.status).toBe(200);
    expect(ownFile.headers.get('cache-control')).toBe('private, no-store');

    // Unlisted: a signed URL only with the video's access link, and privately cached.
    const { body: edited } = await owner.client.json('PATCH', `/api/v1/videos/${result.videoId}`, { privacy: 'unlisted' });
    expect((await server.client().get(video.renditions[0].url)).status).toBe(404);
    const { body: unlisted } = await server.client().json('GET', `/api/v1/videos/${result.videoId}?key=${edited.shareKey}`);
    const linked = await server.client().get(unlisted.renditions[0].url);
    expect(linked.status).toBe(302);
    expect((await fetch(linked.headers.get('location')!, { headers: { range: 'bytes=0-9' } })).headers.get('cache-control')).toBe(
      'private, max-age=300',
    );

    expect((await owner.client.json('DELETE', `/api/v1/videos/${result.videoId}`)).status).toBe(204);
    expect(await bucketKeys(`private/${prefix}`)).toEqual([]);
  });

  it('stores uploaded images in the bucket too', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 10, g: 120, b: 90 } } })
      .png()
      .toBuffer();
    const { status, body } = await owner.client.upload('/api/v1/me/picture', png, 'me.png', 'image/png', 'PUT');
    expect(status).toBe(200);
    const key = body.profilePicture.replace(/^\/media\//, '');
    expect(await bucketKeys(key)).toEqual([`${key}/1280.webp`, `${key}/160.webp`, `${key}/320.webp`, `${key}/640.webp`]);
    const image = await other.client.get(`${body.profilePicture}/320.webp`);
    expect(image.status).toBe(302);
    const signed = await fetch(image.headers.get('location')!);
    expect(signed.status).toBe(200);
    expect((await sharp(Buffer.from(await signed.arrayBuffer())).metadata()).format).toBe('webp');
    expect((await other.client.get('/media/images/00/missing/320.webp')).status).toBe(404);

    expect((await owner.client.json('DELETE', '/api/v1/me/picture')).status).toBe(204);
    expect(await bucketKeys(key)).toEqual([]);
  });
});
