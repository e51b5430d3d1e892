import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedPageSchema, feedQuerySchema } from '../../../shared/schemas/discovery';
import type { AppContext } from '../../app-context';
import { getViewer } from '../../auth/session';
import { feedService } from './feed.service';

export async function feedRoutes(fastify: FastifyInstance, { db, auth, images }: AppContext): Promise<void> {
  const service = feedService({ db, images, log: fastify.log });
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get('/feed', { schema: { tags: ['discover'], querystring: feedQuerySchema, response: { 200: feedPageSchema } } }, async (request) =>
      service.page(request.query, await getViewer(auth, request)),
    );
}
