import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  advertisementCreativeSchema,
  advertisementDraftSchema,
  advertisementInputSchema,
  announcementInputSchema,
  announcementSchema,
  memberContentSchema,
  noticeInputSchema,
  noticeSchema,
} from '../../../shared/schemas/content';
import { text } from '../../../shared/schemas/primitives';
import type { AppContext } from '../../app-context';
import { getViewer, requireViewer } from '../../auth/session';
import { eventReads } from '../events/events.service';
import { deletedSchema, idParamsSchema } from '../../kit/route-schemas';
import { signedIn } from '../../kit/signed-in';
import { readImageUpload } from '../media/image-upload';
import { uploadRateLimit } from '../media/upload-rate-limit';
import { contentService, NOTICE_EXPIRE_JOB } from './content.service';

/** Notices, announcements and advertisement drafts (Create Content, issue 12), and what a member has published. */
export async function contentRoutes(fastify: FastifyInstance, { db, auth, images, jobs, events, limiter, env }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = contentService({ db, images, log: fastify.log, jobs, events });
  const calendar = eventReads({ db });
  const tags = ['content'];
  const onRequest = signedIn(auth);
  const uploadLimit = uploadRateLimit(limiter, env);

  await jobs.define<{ noticeId: number }>({ name: NOTICE_EXPIRE_JOB, handle: ({ noticeId }) => service.expireNotice(noticeId) });

  app.post('/notices', { onRequest, schema: { tags, body: noticeInputSchema, response: { 201: noticeSchema } } }, async (request, reply) =>
    reply.status(201).send(await service.createNotice(await requireViewer(auth, request), request.body)),
  );
  app.put(
    '/notices/:id',
    { onRequest, schema: { tags, params: idParamsSchema, body: noticeInputSchema, response: { 200: noticeSchema } } },
    async (request) => service.updateNotice(await requireViewer(auth, request), request.params.id, request.body),
  );
  app.delete(
    '/notices/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 204: deletedSchema } } },
    async (request, reply) => {
      await service.removeNotice(await requireViewer(auth, request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/announcements',
    { onRequest, schema: { tags, body: announcementInputSchema, response: { 201: announcementSchema } } },
    async (request, reply) => reply.status(201).send(await service.createAnnouncement(await requireViewer(auth, request), request.body)),
  );
  app.put(
    '/announcements/:id',
    { onRequest, schema: { tags, params: idParamsSchema, body: announcementInputSchema, response: { 200: announcementSchema } } },
    async (request) => service.updateAnnouncement(await requireViewer(auth, request), request.params.id, request.body),
  );
  app.delete(
    '/announcements/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 204: deletedSchema } } },
    async (request, reply) => {
      await service.removeAnnouncement(await requireViewer(auth, request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/advertisements',
    { onRequest, schema: { tags, body: advertisementInputSchema, response: { 201: advertisementDraftSchema } } },
    async (request, reply) => reply.status(201).send(await service.createAdvertisement(await requireViewer(auth, request), request.body)),
  );

  app.put(
    '/advertisements/:id',
    { onRequest, schema: { tags, params: idParamsSchema, body: advertisementCreativeSchema, response: { 200: advertisementDraftSchema } } },
    async (request) => service.updateAdvertisement(await requireViewer(auth, request), request.params.id, request.body),
  );
  app.put(
    '/advertisements/:id/image',
    { onRequest, schema: { tags, params: idParamsSchema, consumes: ['multipart/form-data'], response: { 200: advertisementDraftSchema } } },
    async (request) => {
      const viewer = await requireViewer(auth, request);
      return service.setAdvertisementImage(viewer, request.params.id, async () => {
        await uploadLimit.check(viewer.userId);
        return readImageUpload(request);
      });
    },
  );
  app.delete(
    '/advertisements/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 204: deletedSchema } } },
    async (request, reply) => {
      await service.removeAdvertisement(await requireViewer(auth, request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/members/:userId/content',
    {
      schema: {
        tags,
        params: z.object({ userId: text().min(1).max(100) }),
        response: { 200: memberContentSchema },
      },
    },
    async (request) => {
      const viewer = await getViewer(auth, request);
      const [content, upcoming] = await Promise.all([
        service.byMember(request.params.userId),
        calendar.byOrganiser(request.params.userId, viewer),
      ]);
      return { ...content, events: upcoming };
    },
  );
}
