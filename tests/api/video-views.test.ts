import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../support/clock';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { makeTestVideo, tusUpload, waitForVideo } from '../support/videos';

// Issue 37.3: a 10 s clip watched to the end never counted a view (the rule was 30 s of playback for every video).
// Now a view counts at 30 s, or at half of a shorter video, with the duration processing probed, once per viewer a day.
const clock = new TestClock();
const server = useTestServer({}, { clock });
const scratch = mkdtempSync(path.join(tmpdir(), 'localhub-video-views-'));
let owner: TestMember;
let viewer: TestMember;
let shortClip: number;

/** A ready public video of a given length, as processing would leave it (no files: views read only the row). */
async function readyVideo(durationSeconds: number): Promise<number> {
  const tag = `${durationSeconds}-${Math.random().toString(36).slice(2)}`;
  const row = await server.db
    .insertInto('videos')
    .values({
      owner_id: owner.userId,
      upload_id: `views-${tag}`,
      storage_prefix: `videos/views-${tag}`,
      title: `A ${durationSeconds} s video`,
      status: 'ready',
      privacy: 'public',
      duration_seconds: durationSeconds,
    })
    .returning('video_id')
    .executeTakeFirstOrThrow();
  return Number(row.video_id);
}

const view = (client: TestMember['client'], videoId: number, watchTime: number) =>
  client.json('POST', `/api/v1/videos/${videoId}/views`, { watchTime }).then((response) => response.body);

beforeAll(async () => {
  owner = await signedInMember(server, { fullName: 'Bisi Ade' });
  viewer = await signedInMember(server, { fullName: 'Chuka Obi' });
  const clip = readFileSync(makeTestVideo(scratch, { seconds: 10, width: 160, height: 120 }));
  const { result } = await tusUpload(owner.client, clip, { title: 'Ten seconds of tailoring', category: 'tutorial', privacy: 'public' });
  const video = await waitForVideo(owner.client, result.videoId);
  expect(video.status).toBe('ready');
  // The duration is the one processing probed from the file.
  expect(Math.floor(video.durationSeconds)).toBe(10);
  shortClip = result.videoId;
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a view counts at 30 s of playback, or at half of a shorter video', () => {
  it('counts a 10-second video at half its length, and at its end, once per viewer', async () => {
    expect(await view(viewer.client, shortClip, 4)).toEqual({ counted: false, views: 0 });
    expect(await view(viewer.client, shortClip, 5)).toEqual({ counted: true, views: 1 });
    expect(await view(viewer.client, shortClip, 10)).toEqual({ counted: false, views: 1 });
    // Watched to the end by a visitor (and again: still one).
    const visitor = server.client();
    expect(await view(visitor, shortClip, 10)).toEqual({ counted: true, views: 2 });
    expect(await view(visitor, shortClip, 10)).toEqual({ counted: false, views: 2 });
    expect((await server.client().json('GET', `/api/v1/videos/${shortClip}`)).body.views).toBe(2);
  });

  it('does not count a 2-minute video before 30 s, nor a 10-minute one whose player claims the end at 3 s', async () => {
    const twoMinutes = await readyVideo(120);
    expect(await view(viewer.client, twoMinutes, 15)).toEqual({ counted: false, views: 0 });
    expect(await view(viewer.client, twoMinutes, 29)).toEqual({ counted: false, views: 0 });
    expect(await view(viewer.client, twoMinutes, 30)).toEqual({ counted: true, views: 1 });

    const tenMinutes = await readyVideo(600);
    expect(await view(viewer.client, tenMinutes, 3)).toEqual({ counted: false, views: 0 });
    expect(await view(viewer.client, tenMinutes, 30)).toEqual({ counted: true, views: 1 });

    // Under a minute, half the video: 40 s counts at 20.
    const fortySeconds = await readyVideo(40);
    expect(await view(viewer.client, fortySeconds, 19)).toEqual({ counted: false, views: 0 });
    expect(await view(viewer.client, fortySeconds, 20)).toEqual({ counted: true, views: 1 });
  });

  it('counts the same viewer again on the next Lagos day, not before', async () => {
    const video = await readyVideo(8);
    try {
      clock.set(new Date('2030-03-10T09:00:00+01:00'));
      expect(await view(viewer.client, video, 4)).toEqual({ counted: true, views: 1 });
      clock.set(new Date('2030-03-10T23:59:00+01:00'));
      expect(await view(viewer.client, video, 8)).toEqual({ counted: false, views: 1 });
      clock.set(new Date('2030-03-11T00:01:00+01:00'));
      expect(await view(viewer.client, video, 8)).toEqual({ counted: true, views: 2 });
    } finally {
      clock.reset();
    }
  });
});
