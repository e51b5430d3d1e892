import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { videoFieldsSchema } from '../../../shared/schemas/videos';
import { MAX_VIDEO_BYTES } from '../../../shared/videos';
import type { Clock } from '../../clock';
import type { JobQueue } from '../../jobs/job-queue';
import { probeVideo } from '../../media/video-tools';
import type { VideosService } from './videos.service';
import { queueVideoProcessing } from './video-processing';
import type { VideoUploadCaps } from './video-upload-caps';
import { DEFAULT_LANGUAGE, languageFromHeader } from '../../../shared/i18n/languages';
import { msg, type Translatable } from '../../../shared/i18n/msg';
import { translate } from '../../i18n/translate';

/** The tus endpoint (creation, core, termination, expiration) under the API. */
export const UPLOADS_PATH = '/api/v1/videos/uploads';
/** Set by our route from the checked session (any copy the client sent is removed first); the tus hooks read it. */
export const MEMBER_HEADER = 'x-localhub-member';
/** The only URLs the endpoint answers, exactly: itself (to create an upload) and one upload's (its id, 32 hex). */
const UPLOAD_URL = new RegExp(`^${UPLOADS_PATH.replaceAll('/', '\\/')}(?:\\/([0-9a-f]{32}))?$`);

/**
 * The upload a request's raw URL (path and query, as sent) names: null for the endpoint itself, undefined for any
 * other URL. The route reads the id from the path while tus reads the end of the whole URL, so a URL that can be read
 * two ways (a query, ";", "#", an encoded slash, dot segments, doubled slashes) is refused outright: the id whose owner
 * is checked is always the id tus acts on.
 */
export function uploadIdOf(rawUrl: string): string | null | undefined {
  const match = UPLOAD_URL.exec(rawUrl);
  return match ? (match[1] ?? null) : undefined;
}

/** Where a video's poster and renditions are kept, in private storage: `videos/<xx>/<upload id>/`. */
export const VIDEO_KEY_PREFIX = 'videos/';
export const videoStoragePrefix = (uploadId: string) => `${VIDEO_KEY_PREFIX}${uploadId.slice(0, 2)}/${uploadId}`;

/** Where uploads are staged until processed: one file per upload id, named by it. */
export const videoStagingDir = (dataDir: string) => path.join(dataDir, 'video-uploads');

/** An upload that receives nothing for this long is removed by the clean-up job. */
export const STALE_UPLOAD_MS = 24 * 3600_000;

const NOT_A_VIDEO = msg('Invalid File - This file is not a video we can play. Please choose a video file.');

/** A refusal in the shape the tus server sends, with our usual error body. */
const refusal = (req: Request, status: number, code: string, message: string | Translatable, fields?: Record<string, string>) => {
  // In the reader's language, as every other API error (Accept-Language).
  const language = languageFromHeader(req.headers.get('accept-language')) ?? DEFAULT_LANGUAGE;
  const say = (text: string | Translatable) => translate(language, text);
  const translated = fields && Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, say(text)]));
  return { status_code: status, body: JSON.stringify({ error: { code, message: say(message), fields: translated } }) };
};

/** The fields the client sent in Upload-Metadata (tags comma-separated), validated like any other input. */
function parseMetadata(metadata: Upload['metadata']) {
  const value = (key: string) => metadata?.[key] ?? undefined;
  const tags = value('tags');
  const businessId = value('businessId');
  return videoFieldsSchema.safeParse({
    title: value('title') ?? '',
    description: value('description'),
    category: value('category'),
    privacy: value('privacy'),
    tags: tags ? tags.split(',').filter(Boolean) : undefined,
    businessId: businessId ? (/^\d{1,15}$/.test(businessId) ? Number(businessId) : businessId) : null,
  });
}

export interface VideoUploadsDeps {
  stagingDir: string;
  service: VideosService;
  caps: VideoUploadCaps;
  jobs: JobQueue;
  clock: Clock;
  ffprobe: string;
  trustProxy: boolean;
  log: { warn(obj: object, msg: string): void };
}

/**
 * Resumable uploads (tus 1.0): the bytes are streamed to a staging file, chunk by chunk, so a dropped connection or
 * a reload resumes from the last stored offset. The row exists from the first request (status uploading); when the
 * last byte arrives the file is probed, and anything that is not a video is refused and deleted.
 */
export function videoUploads(deps: VideoUploadsDeps) {
  const { service } = deps;
  const datastore = new FileStore({ directory: deps.stagingDir, expirationPeriodInMilliseconds: STALE_UPLOAD_MS });
  const stagedFile = (uploadId: string) => path.join(deps.stagingDir, uploadId);

  async function discardStaged(uploadId: string): Promise<void> {
    try {
      await datastore.remove(uploadId);
    } catch {
      // Already gone (finished and processed, or removed by a cancel).
    }
  }

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore,
    maxSize: MAX_VIDEO_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: deps.trustProxy,
    disableTerminationForFinishedUploads: true,
    namingFunction: () => randomBytes(16).toString('hex'),
    // tus's request URL is the origin and the raw path as sent; the id comes from the same strict reading as the route's.
    getFileIdFromRequest: (req) => uploadIdOf(req.url.replace(/^https?:\/\/[^/]*/, '')) ?? undefined,
    onUploadCreate: async (req, upload) => {
      const ownerId = req.headers.get(MEMBER_HEADER);
      if (!ownerId) throw refusal(req, 401, 'UNAUTHORIZED', msg('Please sign in to continue.'));
      // The length is needed up front (no Upload-Defer-Length): it is what the caps below count.
      const declared = upload.size;
      if (declared === undefined)
        throw refusal(req, 400, 'VALIDATION_FAILED', msg('The video’s size must be given when its upload starts.'));
      const parsed = parseMetadata(upload.metadata);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message;
        const [first] = Object.entries(fields);
        throw refusal(req, 400, 'VALIDATION_FAILED', first ? first[1] : msg('The upload details are not valid.'), fields);
      }
      const { businessId, ...fields } = parsed.data;
      if (businessId !== null) {
        const businessOwner = await service.repo.businessOwnerId(businessId);
        if (!businessOwner) throw refusal(req, 404, 'NOT_FOUND', msg('Business not found'), { businessId: msg('Business not found') });
        if (businessOwner !== ownerId) {
          throw refusal(req, 403, 'FORBIDDEN', msg('You can only add videos to your own businesses.'), {
            businessId: msg('Not your business'),
          });
        }
      }
      const refuse = await deps.caps.forMember(ownerId);
      // An upload idle for STALE_UPLOAD_MS no longer counts, whether or not the clean-up job has removed it yet.
      const created = await service.repo.createUploading(
        {
          ownerId,
          businessId,
          uploadId: upload.id,
          storagePrefix: videoStoragePrefix(upload.id),
          sourceBytes: declared,
          fields,
        },
        new Date(deps.clock.now().getTime() - STALE_UPLOAD_MS),
        (staged) => refuse(staged, declared),
      );
      if ('refused' in created) {
        const { status, message } = created.refused;
        throw refusal(req, status, status === 429 ? 'RATE_LIMITED' : 'PAYLOAD_TOO_LARGE', message);
      }
      return {};
    },
    onIncomingRequest: async (req, uploadId) => {
      if (req.method === 'PATCH') await service.repo.touchUpload(uploadId, deps.clock.now());
    },
    onUploadFinish: async (req, upload) => {
      const row = await service.repo.byUploadId(upload.id);
      if (!row) throw refusal(req, 404, 'NOT_FOUND', msg('Upload not found'));
      const probe = await probeVideo(deps.ffprobe, stagedFile(upload.id));
      if (!probe) {
        await service.repo.remove(Number(row.video_id));
        await discardStaged(upload.id);
        throw refusal(req, 422, 'UNPROCESSABLE', NOT_A_VIDEO, { file: NOT_A_VIDEO });
      }
      if (await service.repo.markProcessing(Number(row.video_id), probe)) await queueVideoProcessing(deps.jobs, Number(row.video_id));
      return {
        status_code: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ videoId: Number(row.video_id), status: 'processing' }),
      };
    },
  });

  return {
    tus,
    stagedFile,
    discardStaged,

    /** Removes uploads that stopped 24 hours ago or more: their rows and staged bytes. */
    async cleanStale(): Promise<number> {
      const stale = await service.repo.staleUploads(new Date(deps.clock.now().getTime() - STALE_UPLOAD_MS));
      for (const row of stale) {
        await service.repo.remove(Number(row.video_id));
        await discardStaged(row.upload_id);
        await service.removeFiles(row.storage_prefix);
      }
      try {
        await tus.cleanUpExpiredUploads();
      } catch (error) {
        deps.log.warn({ err: error }, 'could not clean expired staged uploads');
      }
      return stale.length;
    },
  };
}

export type VideoUploads = ReturnType<typeof videoUploads>;
