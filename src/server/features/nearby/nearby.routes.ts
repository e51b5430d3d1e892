import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { featuredResultSchema, nearbyQuerySchema, nearbyResultSchema, viewerQuerySchema } from '../../../shared/schemas/discovery';
import type { AppContext } from '../../app-context';
import { getViewer } from '../../auth/session';
import { nearbyService } from './nearby.service';

/** Public: listings inside the viewer's distance ring (docs/product-decisions.md §6) within their owner's plan radius (docs/product-decisions.md §7). */
export async function nearbyRoutes(fastify: FastifyInstance, { db, auth, images, events }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = nearbyService({ db, images, log: fastify.log, events });
  const tags = ['discover'];

  app.get(
    '/discover/nearby',
    { schema: { tags, querystring: nearbyQuerySchema, response: { 200: nearbyResultSchema } } },
    async (request) => service.nearby(request.query, await getViewer(auth, request)),
  );

  app.get(
    '/discover/featured',
    { schema: { tags, querystring: viewerQuerySchema, response: { 200: featuredResultSchema } } },
    async (request) => service.featured(request.query, await getViewer(auth, request)),
  );
}
