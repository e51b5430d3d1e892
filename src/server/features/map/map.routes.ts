import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mapQuerySchema, mapResultSchema, mapTilesSchema } from '../../../shared/schemas/map';
import type { AppContext } from '../../app-context';
import { getViewer } from '../../auth/session';
import { blocksService } from '../blocks/blocks.service';
import { mapService } from './map.service';

/** Browsers may keep an answer briefly (the viewer's position is in the query string). */
const CACHE_SECONDS = 30;

/** Public: the interactive map's listings and clusters in a box, and where its tiles come from. */
export async function mapRoutes(fastify: FastifyInstance, { db, auth, env }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = mapService({ db, log: fastify.log });
  const blocks = blocksService({ db });
  const tags = ['map'];
  // As the search index: a small database's map index is ready before the first request, a large one loads behind.
  fastify.addHook('onReady', async () => {
    await Promise.race([service.start(), new Promise((resolve) => setTimeout(resolve, env.SEARCH_INDEX_WAIT_SECONDS * 1000).unref())]);
  });
  fastify.addHook('onClose', async () => service.close());

  app.get('/map', { schema: { tags, querystring: mapQuerySchema, response: { 200: mapResultSchema } } }, async (request, reply) => {
    const hidden = await blocks.hiddenFrom(await getViewer(auth, request));
    const result = await service.map(request.query, [...hidden]);
    // The same query answers everyone alike unless the viewer has blocks (decision 0019): then the answer is theirs
    // alone. Varying on the cookie keeps a shared cache from handing a visitor's answer to a signed-in member.
    void reply.header('cache-control', `${hidden.size ? 'private' : 'public'}, max-age=${CACHE_SECONDS}`);
    void reply.header('vary', 'Cookie');
    return result;
  });

  app.get('/map/tiles', { schema: { tags, response: { 200: mapTilesSchema } } }, async () => ({
    url: env.MAP_TILE_URL,
    attribution: env.MAP_ATTRIBUTION,
  }));
}
