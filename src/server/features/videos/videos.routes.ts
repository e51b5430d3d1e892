import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commentInputSchema } from '../../../shared/schemas/engagement';
import { cursorParam, rowIdParam, text } from '../../../shared/schemas/primitives';
import {
  videoCommentPageSchema,
  videoCommentSchema,
  videoEditSchema,
  videoKeyQuerySchema,
  videoLikeInputSchema,
  videoLikeStateSchema,
  videoListQuerySchema,
  videoPageSchema,
  videoSchema,
  videoViewInputSchema,
  videoViewResultSchema,
} from '../../../shared/schemas/videos';
import { RENDITION_HEIGHTS } from '../../../shared/videos';
import type { AppContext } from '../../app-context';
import { getViewer, requireViewer } from '../../auth/session';
import { badRequest, notFound } from '../../http/errors';
import { replyWithStoredFile } from '../../http/stored-file-reply';
import { videoBinaries } from '../../media/video-tools';
import { viewerKey } from '../ads/ads.service';
import { deletedSchema, idParamsSchema } from '../../kit/route-schemas';
import { signedIn } from '../../kit/signed-in';
import { MEMBER_HEADER, uploadIdOf, videoStagingDir, videoUploads } from './video-uploads';
import { videoFileLinks } from './video-file-links';
import { videoUploadCaps } from './video-upload-caps';
import { VIDEO_CLEANUP_JOB, VIDEO_PROCESS_JOB, videoProcessor } from './video-processing';
import { videosService } from './videos.service';
import { msg } from '../../../shared/i18n/msg';

const CLEANUP_EVERY_SECONDS = 3600;
const renditionParams = z.object({
  id: rowIdParam,
  height: z.coerce
    .number()
    .int()
    .refine((value) => (RENDITION_HEIGHTS as readonly number[]).includes(value), msg('Unknown quality')),
});
const commentParams = z.object({ id: rowIdParam, commentId: rowIdParam });
/** An unlisted video's files carry an access link (video-file-links.ts); others' ignore it. */
const fileQuery = z.object({ access: text().max(100).optional() });

/** Sets (or, with null, removes) the member header on the raw request, which the tus server reads both ways. */
function setMemberHeader(request: FastifyRequest, userId: string | null): void {
  const raw = request.raw;
  delete raw.headers[MEMBER_HEADER];
  const kept: string[] = [];
  for (let index = 0; index < raw.rawHeaders.length; index += 2) {
    if (raw.rawHeaders[index].toLowerCase() !== MEMBER_HEADER) kept.push(raw.rawHeaders[index], raw.rawHeaders[index + 1]);
  }
  if (userId) {
    raw.headers[MEMBER_HEADER] = userId;
    kept.push(MEMBER_HEADER, userId);
  }
  raw.rawHeaders.splice(0, raw.rawHeaders.length, ...kept);
}

/** Videos: the tus upload endpoint, processing and clean-up jobs, Discover, the player's calls, and the owner's edits. */
export async function videosRoutes(fastify: FastifyInstance, context: AppContext): Promise<void> {
  const { db, auth, privateFiles: files, jobs, events, clock, env } = context;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = videosService({ db, files, links: videoFileLinks(context.secret), clock, log: fastify.log });
  const binaries = videoBinaries(env);
  const uploads = videoUploads({
    stagingDir: videoStagingDir(env.DATA_DIR),
    service,
    caps: videoUploadCaps({ db, clock, env }),
    jobs,
    clock,
    ffprobe: binaries.ffprobe,
    trustProxy: env.TRUST_PROXY,
    log: fastify.log,
  });
  const processor = videoProcessor({
    service,
    events,
    files,
    binaries,
    stagedFile: uploads.stagedFile,
    discardStaged: uploads.discardStaged,
    concurrency: env.VIDEO_CONCURRENCY,
    log: fastify.log,
  });
  const tags = ['videos'];
  const onRequest = signedIn(auth);

  await jobs.define<{ videoId: number }>({
    name: VIDEO_PROCESS_JOB,
    // Failures are recorded on the video (Failed, with the reason) by the processor itself; a retry happens only when
    // a process stopped mid-job, and the processor picks up a video still processing.
    retryLimit: 2,
    handle: ({ videoId }) => processor.process(videoId),
  });
  await jobs.define<Record<string, never>>({
    name: VIDEO_CLEANUP_JOB,
    policy: 'short',
    handle: async () => {
      await uploads.cleanStale();
      await jobs.send(VIDEO_CLEANUP_JOB, {}, { singletonKey: 'hourly', delaySeconds: CLEANUP_EVERY_SECONDS });
    },
  });
  await jobs.send(VIDEO_CLEANUP_JOB, {}, { singletonKey: 'hourly', delaySeconds: CLEANUP_EVERY_SECONDS });

  // tus: the body is the upload's bytes, left unread here and streamed by the tus server to the staging file.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const tusHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    setMemberHeader(request, null);
    const uploadId = uploadIdOf(request.raw.url ?? '');
    if (uploadId === undefined) throw badRequest(msg('This upload address is not valid. Please start the upload again.'));
    if (request.method !== 'OPTIONS') {
      const viewer = await requireViewer(auth, request);
      if (uploadId !== null) {
        const row = await service.repo.byUploadId(uploadId);
        if (!row || row.owner_id !== viewer.userId) throw notFound(msg('Upload not found'));
        // Cancelling an upload in flight removes its row; the tus server removes the bytes.
        if (request.method === 'DELETE' && row.status === 'uploading') await service.repo.remove(Number(row.video_id));
      }
      setMemberHeader(request, viewer.userId);
    }
    reply.hijack();
    await uploads.tus.handle(request.raw, reply.raw);
  };
  // Creating is done at the endpoint; continuing, inspecting and cancelling at the upload's own URL.
  app.route({ method: ['POST', 'OPTIONS'], url: '/videos/uploads', schema: { hide: true }, handler: tusHandler });
  app.route({
    method: ['PATCH', 'HEAD', 'DELETE', 'OPTIONS'],
    url: '/videos/uploads/:uploadId',
    schema: { hide: true },
    handler: tusHandler,
  });

  app.get('/videos', { schema: { tags, querystring: videoListQuerySchema, response: { 200: videoPageSchema } } }, async (request) =>
    service.discover(request.query, await getViewer(auth, request)),
  );

  app.get(
    '/videos/mine',
    { onRequest, schema: { tags, response: { 200: z.object({ items: z.array(videoSchema) }) } } },
    async (request) => ({
      items: await service.mine(await requireViewer(auth, request)),
    }),
  );

  // An unlisted video's reads carry its share key (`?key=`): without it, it answers 404 like a missing video.
  app.get(
    '/videos/:id',
    { schema: { tags, params: idParamsSchema, querystring: videoKeyQuerySchema, response: { 200: videoSchema } } },
    async (request) => service.get(request.params.id, await getViewer(auth, request), request.query.key),
  );

  app.patch(
    '/videos/:id',
    { onRequest, schema: { tags, params: idParamsSchema, body: videoEditSchema, response: { 200: videoSchema } } },
    async (request) => service.edit(await requireViewer(auth, request), request.params.id, request.body),
  );

  app.delete(
    '/videos/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 204: deletedSchema } } },
    async (request, reply) => {
      const { uploadId } = await service.remove(await requireViewer(auth, request), request.params.id);
      await uploads.discardStaged(uploadId);
      return reply.status(204).send(null);
    },
  );

  // A video's files, checked on every read (videos.service.ts `file`); ranges for the player, or a signed URL.
  app.get(
    '/videos/:id/renditions/:height',
    { schema: { tags, params: renditionParams, querystring: fileQuery } },
    async (request, reply) => {
      const viewer = await getViewer(auth, request);
      const { location, cacheControl } = await service.file(request.params.id, request.params.height, viewer, request.query.access);
      return replyWithStoredFile(request, reply, location, { contentType: 'video/mp4', cacheControl });
    },
  );

  app.get('/videos/:id/poster', { schema: { tags, params: idParamsSchema, querystring: fileQuery } }, async (request, reply) => {
    const { location, cacheControl } = await service.file(
      request.params.id,
      'poster',
      await getViewer(auth, request),
      request.query.access,
    );
    return replyWithStoredFile(request, reply, location, { contentType: 'image/jpeg', cacheControl });
  });

  app.post(
    '/videos/:id/like',
    {
      onRequest,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: videoKeyQuerySchema,
        body: videoLikeInputSchema,
        response: { 200: videoLikeStateSchema },
      },
    },
    async (request) =>
      service.like(await requireViewer(auth, request), request.params.id, request.query.key, request.body.action === 'like'),
  );

  app.post(
    '/videos/:id/views',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: videoKeyQuerySchema,
        body: videoViewInputSchema,
        response: { 200: videoViewResultSchema },
      },
    },
    async (request) => {
      const viewer = await getViewer(auth, request);
      const who = viewerKey(viewer, request.ip, request.headers['user-agent']);
      return service.view(request.params.id, viewer, request.query.key, who, request.body.watchTime);
    },
  );

  app.get(
    '/videos/:id/comments',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: videoKeyQuerySchema.extend({ cursor: cursorParam(200).optional() }),
        response: { 200: videoCommentPageSchema },
      },
    },
    async (request) => service.comments(request.params.id, await getViewer(auth, request), request.query.key, request.query.cursor),
  );

  app.post(
    '/videos/:id/comments',
    {
      onRequest,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: videoKeyQuerySchema,
        body: commentInputSchema,
        response: { 201: videoCommentSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.addComment(await requireViewer(auth, request), request.params.id, request.query.key, request.body.content)),
  );

  app.delete(
    '/videos/:id/comments/:commentId',
    { onRequest, schema: { tags, params: commentParams, querystring: videoKeyQuerySchema, response: { 204: deletedSchema } } },
    async (request, reply) => {
      await service.removeComment(await requireViewer(auth, request), request.params.id, request.query.key, request.params.commentId);
      return reply.status(204).send(null);
    },
  );
}
