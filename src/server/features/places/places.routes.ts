import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  nearestPlaceQuerySchema,
  placeItemSchema,
  placeListSchema,
  placeParamsSchema,
  placesQuerySchema,
} from '../../../shared/schemas/places';
import type { AppContext } from '../../app-context';
import { placesService } from './places.service';

/**
 * The gazetteer changes only with a release: browsers and proxies may keep answers for a day. Names are proper nouns,
 * the same in every language, so answers do not vary by Accept-Language.
 */
const CACHE = 'public, max-age=86400';

export async function placesRoutes(fastify: FastifyInstance, { db }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = placesService(db);
  const tags = ['places'];

  app.get('/places', { schema: { tags, querystring: placesQuerySchema, response: { 200: placeListSchema } } }, async (request, reply) => {
    reply.header('cache-control', CACHE);
    return { items: await service.lookup(request.query) };
  });

  app.get(
    '/places/nearest',
    { schema: { tags, querystring: nearestPlaceQuerySchema, response: { 200: placeItemSchema } } },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return service.nearest(request.query);
    },
  );

  app.get('/places/:id', { schema: { tags, params: placeParamsSchema, response: { 200: placeItemSchema } } }, async (request, reply) => {
    reply.header('cache-control', CACHE);
    return service.get(request.params.id);
  });
}
