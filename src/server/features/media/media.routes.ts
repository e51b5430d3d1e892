import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowIdParam } from '../../../shared/schemas/primitives';
import { productImageSchema } from '../../../shared/schemas/listings';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../auth/session';
import { readImageUpload as readUpload } from './image-upload';
import { uploadRateLimit } from './upload-rate-limit';
import type { Listing } from './media.repository';
import { mediaService } from './media.service';

/** Digits only, so "1e3" or "0x10" are refused rather than coerced to some other row. */
const id = rowIdParam;
const idParams = z.object({ id });
const imageParams = z.object({ id, imageId: id });
const pictureSchema = z.object({ profilePicture: z.string() });
const removed = z.null().describe('Removed');
const upload = { consumes: ['multipart/form-data'] };

/** Picture and product image uploads (multipart, one field named "file"); files are served by media-files.routes.ts. */
export async function mediaRoutes(fastify: FastifyInstance, { db, auth, images, env, limiter }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = mediaService(db, images, fastify.log);
  const uploadLimit = uploadRateLimit(limiter, env);

  /** The upload of a request, counted against its member's upload limit when it is read. */
  const readImageUpload = (request: FastifyRequest) => async () => {
    await uploadLimit.check((await requireViewer(auth, request)).userId);
    return readUpload(request);
  };

  // Any other body type reaches the handler unread, so the client hears "send multipart" (400) rather than a bare 415.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.put('/me/picture', { schema: { tags: ['me'], ...upload, response: { 200: pictureSchema } } }, async (request) => ({
    profilePicture: await service.setMemberPicture(await requireViewer(auth, request), readImageUpload(request)),
  }));

  app.delete('/me/picture', { schema: { tags: ['me'], response: { 204: removed } } }, async (request, reply) => {
    await service.removeMemberPicture(await requireViewer(auth, request));
    return reply.status(204).send(null);
  });

  const listings: Array<{ kind: Listing; path: string; tag: string }> = [
    { kind: 'business', path: '/businesses/:id/picture', tag: 'businesses' },
    { kind: 'profession', path: '/professions/:id/picture', tag: 'professions' },
  ];
  for (const { kind, path, tag } of listings) {
    app.put(path, { schema: { tags: [tag], params: idParams, ...upload, response: { 200: pictureSchema } } }, async (request) => ({
      profilePicture: await service.setListingPicture(
        await requireViewer(auth, request),
        kind,
        request.params.id,
        readImageUpload(request),
      ),
    }));

    app.delete(path, { schema: { tags: [tag], params: idParams, response: { 204: removed } } }, async (request, reply) => {
      await service.removeListingPicture(await requireViewer(auth, request), kind, request.params.id);
      return reply.status(204).send(null);
    });
  }

  const tags = ['products'];
  app.post(
    '/products/:id/images',
    { schema: { tags, params: idParams, ...upload, response: { 201: productImageSchema } } },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const image = await service.addProductImage(viewer, request.params.id, readImageUpload(request));
      return reply.status(201).send(image);
    },
  );

  app.put(
    '/products/:id/images/:imageId/primary',
    { schema: { tags, params: imageParams, response: { 200: z.array(productImageSchema) } } },
    async (request) => service.setPrimaryImage(await requireViewer(auth, request), request.params.id, request.params.imageId),
  );

  app.delete(
    '/products/:id/images/:imageId',
    { schema: { tags, params: imageParams, response: { 204: removed } } },
    async (request, reply) => {
      await service.removeProductImage(await requireViewer(auth, request), request.params.id, request.params.imageId);
      return reply.status(204).send(null);
    },
  );
}
