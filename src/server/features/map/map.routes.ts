import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mapQuerySchema, mapResultSchema, mapTilesSchema } from '../../../shared/schemas/map';
import type { AppContext } from '../../app-context';
import { mapService } from './map.service';

/** The answer depends on the query string alone (the viewer's position is in it): browsers may keep it briefly. */
const CACHE_SECONDS = 30;

/** Public: the interactive map's listings and clusters in a box, and where its tiles come from. */
export async function mapRoutes(fastify: FastifyInstance, { db, env }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = mapService({ db });
  const tags = ['map'];

  app.get('/map', { schema: { tags, querystring: mapQuerySchema, response: { 200: mapResultSchema } } }, async (request, reply) => {
    const result = await service.map(request.query);
    void reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
    return result;
  });

  app.get('/map/tiles', { schema: { tags, response: { 200: mapTilesSchema } } }, async () => ({
    url: env.MAP_TILE_URL,
    attribution: env.MAP_ATTRIBUTION,
  }));
}
