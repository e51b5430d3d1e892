import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StoredRendition } from '../../db/schema';
import type { DomainEvents } from '../../domain-events/domain-events';
import type { JobQueue } from '../../jobs/job-queue';
import { concurrencyLimit } from '../../media/concurrency-limit';
import { encodeRendition, makePoster, renditionHeights, renditionSize } from '../../media/video-transcoder';
import { probeVideo, ToolError } from '../../media/video-tools';
import type { PrivateStorage } from '../../storage/private-storage';
import type { VideosService } from './videos.service';
import { msg } from '../../../shared/i18n/msg';

export const VIDEO_PROCESS_JOB = 'videos.process';
export const VIDEO_CLEANUP_JOB = 'videos.clean-uploads';

/** Queues the processing of a video whose source is staged and probed (its row marked processing). */
export const queueVideoProcessing = (jobs: JobQueue, videoId: number) => jobs.send(VIDEO_PROCESS_JOB, { videoId });

export interface VideoProcessorDeps {
  service: VideosService;
  /** `video.processed` when a video is ready or failed: the uploader and followers hear of it (video-listeners.ts). */
  events: DomainEvents;
  /** Where the poster and renditions go: private storage, never a /media URL (decision 0016). */
  files: PrivateStorage;
  binaries: { ffmpeg: string; ffprobe: string };
  /** The staged upload of an upload id, and how to remove it once the renditions are stored. */
  stagedFile(uploadId: string): string;
  discardStaged(uploadId: string): Promise<void>;
  concurrency: number;
  log: { warn(obj: object, msg: string): void };
}

/** A reason the uploader can read, from what went wrong. */
const reasonOf = (error: unknown) =>
  error instanceof ToolError
    ? `The video could not be converted (${error.message}).`
    : msg('The video could not be stored. Please upload it again.');

/**
 * The processing job: probe, a poster, and H.264/AAC renditions with the index in front (240p, 360p, and 720p from
 * tall enough sources), each stored as soon as it is made. One video at a time per process by default: ffmpeg
 * already uses the cores it is given.
 */
export function videoProcessor(deps: VideoProcessorDeps) {
  const { service, files } = deps;
  const slot = concurrencyLimit(deps.concurrency);
  const threads = 2;

  async function process(videoId: number): Promise<void> {
    const row = await service.repo.forProcessing(videoId);
    // Deleted meanwhile, or already done by an earlier run.
    if (!row || row.status !== 'processing') return;
    const source = deps.stagedFile(row.upload_id);
    const work = await mkdtemp(path.join(tmpdir(), 'localhub-video-'));
    try {
      const probe = await probeVideo(deps.binaries.ffprobe, source);
      if (!probe) throw new ToolError('the file is not a video');
      const posterFile = path.join(work, 'poster.jpg');
      await makePoster(deps.binaries.ffmpeg, source, posterFile, probe);
      const posterKey = `${row.storage_prefix}/poster.jpg`;
      await files.putFile(posterKey, posterFile, 'image/jpeg');
      const renditions: StoredRendition[] = [];
      // A minute of source gets ten minutes of work before it is stopped (a stuck ffmpeg never holds the queue).
      const timeoutMs = Math.max(120_000, probe.durationSeconds * 10_000);
      for (const height of renditionHeights(probe)) {
        const file = path.join(work, `${height}p.mp4`);
        await encodeRendition(deps.binaries.ffmpeg, source, file, probe, height, { threads, timeoutMs });
        const key = `${row.storage_prefix}/${height}p.mp4`;
        await files.putFile(key, file, 'video/mp4');
        renditions.push({ ...renditionSize(probe, height), height, key, bytes: (await stat(file)).size });
        await rm(file, { force: true });
      }
      const ready = await service.repo.markReady(videoId, posterKey, renditions);
      // Deleted while it was converted: nothing may stay behind.
      if (!ready) await service.removeFiles(row.storage_prefix);
      await deps.discardStaged(row.upload_id);
      if (ready) await deps.events.emit({ type: 'video.processed', videoId });
    } catch (error) {
      deps.log.warn({ err: error, videoId }, 'video processing failed');
      await service.repo.markFailed(videoId, reasonOf(error));
      await service.removeFiles(row.storage_prefix);
      await deps.discardStaged(row.upload_id);
      await deps.events.emit({ type: 'video.processed', videoId });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  return { process: (videoId: number) => slot(() => process(videoId)) };
}
