import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressedPush } from '../../src/server/realtime/push-bus';
import { VIDEO_PROCESS_JOB } from '../../src/server/features/videos/video-processing';
import { jobDone } from '../support/jobs';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { makeTestVideo, tusCreate, tusPatch, waitForVideo } from '../support/videos';

// Issue 37.14: the upload said "Your video is now live!" while it was still processing, and nobody heard when it was
// done. Now the uploader gets a notification (live on their open tabs) when processing ends: ready, or failed.
const server = useTestServer();
const scratch = mkdtempSync(path.join(tmpdir(), 'localhub-video-notifications-'));
const pushed: AddressedPush[] = [];
let owner: TestMember;
let clip: Buffer;

beforeAll(async () => {
  server.context.bus.subscribe((message) => pushed.push(message));
  owner = await signedInMember(server, { fullName: 'Yemi Alade' });
  clip = readFileSync(makeTestVideo(scratch));
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Uploads the clip; `beforeLastByte` runs once the upload exists (its id known) and before the bytes that start
 * processing are sent.
 */
async function upload(title: string, privacy: string, beforeLastByte?: (uploadId: string) => void): Promise<number> {
  const created = await tusCreate(owner.client, clip.length, { title, category: 'other', privacy });
  expect(created.status).toBe(201);
  const location = created.headers.get('location')!;
  beforeLastByte?.(location.split('/').pop()!);
  const finished = await tusPatch(owner.client, location, 0, clip);
  expect(finished.status).toBe(200);
  return ((await finished.json()) as { videoId: number }).videoId;
}

/** The owner's notifications about one video, through the API. */
async function aboutVideo(videoId: number) {
  const { body } = await owner.client.json('GET', '/api/v1/notifications?limit=50');
  return (body.items as { kind: string; link: string | null }[]).filter(
    (item) => item.kind.startsWith('video_') && item.link?.startsWith(`/videos/${videoId}`),
  );
}

const pushedAbout = (videoId: number) =>
  pushed.filter(
    ({ push, recipients }) =>
      push.type === 'notification.created' &&
      recipients.includes(owner.userId) &&
      push.notification.kind.startsWith('video_') &&
      push.notification.link?.startsWith(`/videos/${videoId}`),
  );

describe('the uploader hears when processing is done', () => {
  it('tells them once, live, that their video is ready, linking to it (an unlisted one with its key)', async () => {
    const videoId = await upload('Aso-oke weaving', 'unlisted');
    const video = await waitForVideo(owner.client, videoId);
    expect(video.status).toBe('ready');
    const link = `/videos/${videoId}?key=${video.shareKey}`;

    await expect.poll(() => aboutVideo(videoId)).toHaveLength(1);
    expect((await aboutVideo(videoId))[0]).toMatchObject({
      kind: 'video_ready',
      message: 'Your video "Aso-oke weaving" is ready to watch.',
      link,
      actor: null,
      isRead: false,
    });
    expect(pushedAbout(videoId).map(({ push }) => push.type === 'notification.created' && push.notification.kind)).toEqual(['video_ready']);

    // The job again, as after a process stopped mid-job: the video is done, nobody is told twice.
    await jobDone(server.db, await server.context.jobs.send(VIDEO_PROCESS_JOB, { videoId }));
    expect(await aboutVideo(videoId)).toHaveLength(1);
    expect(pushedAbout(videoId)).toHaveLength(1);
  });

  it('tells them, in their language, when the video could not be prepared', async () => {
    expect((await owner.client.json('PUT', '/api/v1/me/language', { language: 'pcm' })).status).toBe(200);
    // Storage refuses the video's files: where its folder would go there is a file.
    const videoId = await upload('Market walk', 'public', (uploadId) => {
      const folder = path.join(server.context.env.DATA_DIR, 'private', 'videos', uploadId.slice(0, 2));
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, uploadId), 'in the way');
    });
    const video = await waitForVideo(owner.client, videoId);
    expect(video.status).toBe('failed');

    await expect.poll(() => aboutVideo(videoId)).toHaveLength(1);
    expect((await aboutVideo(videoId))[0]).toMatchObject({
      kind: 'video_failed',
      message: 'We could not prepare your video "Market walk". Open it to see why.',
      link: `/videos/${videoId}`,
    });
    // Pushed to their open tabs in the language they chose.
    const live = pushedAbout(videoId).map(({ push }) => push.type === 'notification.created' && push.notification.message);
    expect(live).toEqual(['We no fit prepare your video "Market walk". Open am make you see why.']);
  });
});
