import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SIGN_IN, seedDemoDataOnce } from '../../src/server/db/seed/seed-demo';
import { DEMO_VIDEOS, prepareDemoVideos } from '../../src/server/db/seed/seed-demo-videos';
import { VIDEO_PROCESS_JOB } from '../../src/server/features/videos/video-processing';
import { videoBinaries } from '../../src/server/media/video-tools';
import { useTestServer } from '../support/test-server';
import { jobsSettled } from '../support/jobs';

const server = useTestServer();
const work = mkdtempSync(path.join(tmpdir(), 'localhub-demo-videos-'));

interface Listed {
  videoId: number;
  title: string;
  status: string;
  privacy: string;
  category: string;
  tags: string[];
  posterUrl: string | null;
  renditions: Array<{ height: number; width: number; url: string; bytes: number }>;
  durationSeconds: number | null;
  business: { businessId: number; name: string } | null;
}

beforeAll(async () => {
  expect(await seedDemoDataOnce(server.db, server.context.storage)).toBe(true);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('demo videos', () => {
  it('are drawn at start and processed like uploads: Discover lists them ready with posters, a business’s Videos tab has its own, and they play', async () => {
    const client = server.client();
    // Seeded as uploads whose bytes have not arrived: nothing in Discover yet, nothing drawn.
    expect((await client.json('GET', '/api/v1/videos')).body.items).toEqual([]);
    const rows = await server.db.selectFrom('videos').select(['video_id', 'status', 'upload_id']).execute();
    expect(rows).toHaveLength(DEMO_VIDEOS.length);
    expect(rows.every((row) => row.status === 'uploading')).toBe(true);

    // What the server does after it starts listening (serve-app.ts).
    expect(await prepareDemoVideos(server.db, server.context.jobs, server.context.env)).toBe(rows.length);
    await jobsSettled(server.db, VIDEO_PROCESS_JOB, 200_000);
    const statuses = await server.db.selectFrom('videos').select(['status', 'failure_reason']).execute();
    expect(statuses).toEqual(rows.map(() => ({ status: 'ready', failure_reason: null })));
    // The staged clips are gone once processed, as an upload's are.
    for (const row of rows) expect(existsSync(path.join(server.context.env.DATA_DIR, 'video-uploads', row.upload_id))).toBe(false);

    const discover = (await client.json('GET', '/api/v1/videos')).body.items as Listed[];
    expect(discover).toHaveLength(rows.length);
    for (const video of discover) {
      expect(video, video.title).toMatchObject({ status: 'ready', privacy: 'public' });
      expect(video.business, video.title).not.toBeNull();
      expect(video.tags.length, video.title).toBeGreaterThan(0);
      expect(video.durationSeconds!, video.title).toBeGreaterThanOrEqual(5);
      expect(video.durationSeconds!, video.title).toBeLessThanOrEqual(12);
      // 640 × 360 clips: the 240p and 360p renditions.
      expect(video.renditions.map((rendition) => [rendition.width, rendition.height])).toEqual([
        [426, 240],
        [640, 360],
      ]);
      const poster = await fetch(`${server.url}${video.posterUrl}`);
      expect(poster.status, video.title).toBe(200);
      expect(poster.headers.get('content-type')).toMatch(/^image\/jpeg/);
      expect((await poster.arrayBuffer()).byteLength).toBeGreaterThan(2000);
    }
    expect(new Set(discover.map((video) => video.category)).size).toBeGreaterThan(1);

    // The demo member's business has its video in its Videos tab.
    expect((await client.post('/api/auth/sign-in/email', DEMO_SIGN_IN)).status).toBe(200);
    const { businessId } = (await client.json('GET', '/api/v1/businesses/mine')).body.items[0] as { businessId: number };
    const tab = (await server.client().json('GET', `/api/v1/videos?businessId=${businessId}`)).body.items as Listed[];
    expect(tab.map((video) => video.title)).toEqual(['Ankara gowns, sewn to measure']);
    // Its owner was told it is ready, as an uploader is.
    const notifications = (await client.json('GET', '/api/v1/notifications')).body.items as Array<{ kind: string; link: string }>;
    expect(notifications).toContainEqual(expect.objectContaining({ kind: 'video_ready', link: `/videos/${tab[0]!.videoId}` }));

    // A rendition plays: a whole, playable MP4 of the clip, fetched by anyone.
    const rendition = tab[0]!.renditions.at(-1)!;
    const response = await fetch(`${server.url}${rendition.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^video\/mp4/);
    const file = path.join(work, 'rendition.mp4');
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const probe = JSON.parse(
      execFileSync(videoBinaries({}).ffprobe, ['-v', 'error', '-print_format', 'json', '-show_streams', file], { encoding: 'utf8' }),
    ) as { streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number }> };
    expect(probe.streams).toContainEqual(expect.objectContaining({ codec_type: 'video', codec_name: 'h264', width: 640, height: 360 }));
    expect(probe.streams).toContainEqual(expect.objectContaining({ codec_type: 'audio', codec_name: 'aac' }));

    // A later start finds nothing left to draw.
    expect(await prepareDemoVideos(server.db, server.context.jobs, server.context.env)).toBe(0);
    // Five clips drawn and processed one after another: seconds on an idle machine, a minute or more on a busy one.
  }, 240_000);
});
