import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mapQuerySchema, mapResultSchema, mapTilesSchema } from '../../../shared/schemas/map';
import type { AppContext } from '../../app-context';
import { getViewer } from '../../auth/session';
import { serveDerivedIndex } from '../discovery/derived-index';
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
  serveDerivedIndex(fastify, service.index, env.SEARCH_INDEX_WAIT_SECONDS);

  app.get('/map', { schema: { tags, querystring: mapQuerySchema, response: { 200: mapResultSchema } } }, async (request, reply) => {
    const viewer = await getViewer(auth, request);
    const hidden = await blocks.hiddenFrom(viewer);
    const result = await service.map(request.query, [...hidden]);
    // A member's answer is theirs alone: their blocks shape it (decision 0019), and an answer shared only while they
    // have none would tell anyone watching the cache that they have some. A visitor's depends on its URL alone (the
    // box, the filters and the position it names), so a shared cache may keep it; varying on the cookie keeps it
    // from a member.
    void reply.header('cache-control', `${viewer ? 'private' : 'public'}, max-age=${CACHE_SECONDS}`);
    void reply.header('vary', 'Cookie');
    return result;
  });

  app.get('/map/tiles', { schema: { tags, response: { 200: mapTilesSchema } } }, async () => ({
    url: env.MAP_TILE_URL,
    attribution: env.MAP_ATTRIBUTION,
  }));
}
