import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuerySchema, postInputSchema, postPageSchema, postSchema } from '../../../shared/schemas/listings';
import type { AppContext } from '../../app-context';
import { getViewer, requireViewer } from '../../auth/session';
import { deletedSchema, idParamsSchema } from '../listings-common/route-schemas';
import { signedIn } from '../listings-common/signed-in';
import { postsService } from './posts.service';

/** A profession's posts: listed newest first by cursor, read one by one, written by its owner, deleted by their author. */
export async function postsRoutes(fastify: FastifyInstance, { db, auth, images, notifier, env }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = postsService({ db, images, log: fastify.log, notifier, publicUrl: env.PUBLIC_URL });
  const tags = ['posts'];
  const onRequest = signedIn(auth);

  app.get(
    '/professions/:id/posts',
    { schema: { tags, params: idParamsSchema, querystring: pageQuerySchema, response: { 200: postPageSchema } } },
    async (request) => service.pageOfProfession(request.params.id, request.query, await getViewer(auth, request)),
  );

  app.get('/posts/:id', { schema: { tags, params: idParamsSchema, response: { 200: postSchema } } }, async (request) =>
    service.get(request.params.id, await getViewer(auth, request)),
  );

  app.post(
    '/professions/:id/posts',
    { onRequest, schema: { tags, params: idParamsSchema, body: postInputSchema, response: { 201: postSchema } } },
    async (request, reply) =>
      reply.status(201).send(await service.createForProfession(await requireViewer(auth, request), request.params.id, request.body)),
  );

  app.delete(
    '/posts/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 204: deletedSchema } } },
    async (request, reply) => {
      await service.remove(await requireViewer(auth, request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
