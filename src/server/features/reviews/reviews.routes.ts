import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reviewInputSchema, reviewListSchema, reviewReplyInputSchema, reviewSchema } from '../../../shared/schemas/listings';
import type { AppContext } from '../../app-context';
import { getViewer, requireViewer } from '../../auth/session';
import { deletedSchema, idParamsSchema } from '../../kit/route-schemas';
import { signedIn } from '../../kit/signed-in';
import { abuseLimits } from '../safety/abuse-limits';
import { accountAge as newAccountAge } from '../safety/account-age';
import { reviewsService, type ReviewedKind } from './reviews.service';

const LISTINGS: { kind: ReviewedKind; path: string }[] = [
  { kind: 'business', path: '/businesses/:id/reviews' },
  { kind: 'profession', path: '/professions/:id/reviews' },
];

/** Reviews of businesses and professions: listed and written under the listing, changed and answered by their own id. */
export async function reviewsRoutes(fastify: FastifyInstance, context: AppContext): Promise<void> {
  const { db, auth, images, events, clock, env } = context;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const accountAge = newAccountAge({ db, clock, newAccountHours: env.NEW_ACCOUNT_HOURS });
  const service = reviewsService({ db, images, log: fastify.log, events, limits: abuseLimits(context), accountAge });
  const tags = ['reviews'];
  const onRequest = signedIn(auth);

  for (const { kind, path } of LISTINGS) {
    app.get(path, { schema: { tags, params: idParamsSchema, response: { 200: reviewListSchema } } }, async (request) =>
      service.list(kind, request.params.id, await getViewer(auth, request)),
    );

    app.post(
      path,
      { onRequest, schema: { tags, params: idParamsSchema, body: reviewInputSchema, response: { 201: reviewSchema } } },
      async (request, reply) =>
        reply.status(201).send(await service.create(kind, request.params.id, await requireViewer(auth, request), request.body)),
    );
  }

  app.put(
    '/reviews/:id',
    { onRequest, schema: { tags, params: idParamsSchema, body: reviewInputSchema, response: { 200: reviewSchema } } },
    async (request) => service.update(await requireViewer(auth, request), request.params.id, request.body),
  );

  app.delete(
    '/reviews/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 204: deletedSchema } } },
    async (request, reply) => {
      await service.remove(await requireViewer(auth, request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/reviews/:id/reply',
    { onRequest, schema: { tags, params: idParamsSchema, body: reviewReplyInputSchema, response: { 201: reviewSchema } } },
    async (request, reply) =>
      reply.status(201).send(await service.reply(await requireViewer(auth, request), request.params.id, request.body.text)),
  );
}
