import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuerySchema, postInputSchema, postPageSchema, postSchema } from '../../../shared/schemas/listings';
import type { AppContext } from '../../app-context';
import { getViewer, requireViewer } from '../../auth/session';
import { deletedSchema, idParamsSchema } from '../../kit/route-schemas';
import { signedIn } from '../../kit/signed-in';
import type { PostedKind } from './posts.repository';
import { postsService } from './posts.service';

/** Where each kind of listing lives in the API: its posts are under it. */
const LISTING_PATHS = [
  ['business', 'businesses'],
  ['profession', 'professions'],
] as const satisfies ReadonlyArray<readonly [PostedKind, string]>;

/** A business's or profession's posts: listed newest first by cursor, read one by one, written by its owner, deleted by their author. */
export async function postsRoutes(fastify: FastifyInstance, { db, auth, images, events }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = postsService({ db, images, log: fastify.log, events });
  const tags = ['posts'];
  const onRequest = signedIn(auth);

  for (const [kind, collection] of LISTING_PATHS) {
    app.get(
      `/${collection}/:id/posts`,
      { schema: { tags, params: idParamsSchema, querystring: pageQuerySchema, response: { 200: postPageSchema } } },
      async (request) => service.pageOf(kind, request.params.id, request.query, await getViewer(auth, request)),
    );

    app.post(
      `/${collection}/:id/posts`,
      { onRequest, schema: { tags, params: idParamsSchema, body: postInputSchema, response: { 201: postSchema } } },
      async (request, reply) =>
        reply.status(201).send(await service.create(await requireViewer(auth, request), kind, request.params.id, request.body)),
    );
  }

  app.get('/posts/:id', { schema: { tags, params: idParamsSchema, response: { 200: postSchema } } }, async (request) =>
    service.get(request.params.id, await getViewer(auth, request)),
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
