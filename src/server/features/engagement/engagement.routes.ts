import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { commentInputSchema, commentPageSchema, commentSchema, likeStateSchema } from '../../../shared/schemas/engagement';
import { pageQuerySchema } from '../../../shared/schemas/listings';
import type { AppContext } from '../../app-context';
import { getViewer, requireViewer } from '../../auth/session';
import { deletedSchema, idParamsSchema } from '../../kit/route-schemas';
import { signedIn } from '../../kit/signed-in';
import { abuseLimits } from '../safety/abuse-limits';
import { engagementService, type LikedKind } from './engagement.service';

const LIKED: { kind: LikedKind; path: string }[] = [
  { kind: 'post', path: '/posts/:id/like' },
  { kind: 'business', path: '/businesses/:id/like' },
  { kind: 'profession', path: '/professions/:id/like' },
];

/** Likes (PUT to like, DELETE to unlike, both idempotent) and comments on posts. */
export async function engagementRoutes(fastify: FastifyInstance, context: AppContext): Promise<void> {
  const { db, auth, images, events } = context;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = engagementService({ db, images, log: fastify.log, events, limits: abuseLimits(context) });
  const onRequest = signedIn(auth);

  for (const { kind, path } of LIKED) {
    const schema = { tags: ['likes'], params: idParamsSchema, response: { 200: likeStateSchema } };
    app.put(path, { onRequest, schema }, async (request) => service.like(kind, request.params.id, await requireViewer(auth, request)));
    app.delete(path, { onRequest, schema }, async (request) => service.unlike(kind, request.params.id, await requireViewer(auth, request)));
  }

  const tags = ['comments'];

  app.get(
    '/posts/:id/comments',
    { schema: { tags, params: idParamsSchema, querystring: pageQuerySchema, response: { 200: commentPageSchema } } },
    async (request) => service.comments(request.params.id, request.query, await getViewer(auth, request)),
  );

  app.post(
    '/posts/:id/comments',
    { onRequest, schema: { tags, params: idParamsSchema, body: commentInputSchema, response: { 201: commentSchema } } },
    async (request, reply) =>
      reply.status(201).send(await service.addComment(request.params.id, await requireViewer(auth, request), request.body)),
  );

  app.delete(
    '/comments/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 204: deletedSchema } } },
    async (request, reply) => {
      await service.removeComment(await requireViewer(auth, request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
