import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResultSchema, suggestionsQuerySchema, suggestionsResultSchema } from '../../../shared/schemas/discovery';
import type { AppContext } from '../../app-context';
import { getViewer } from '../../auth/session';
import { serveDerivedIndex } from '../discovery/derived-index';
import { searchService } from './search.service';

/** Public search over professions, businesses, products and posts, and search-as-you-type suggestions. */
export async function searchRoutes(fastify: FastifyInstance, { db, auth, images, env, events }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = searchService({ db, images, log: fastify.log, events });
  const tags = ['search'];
  serveDerivedIndex(fastify, service.index, env.SEARCH_INDEX_WAIT_SECONDS);

  app.get('/search', { schema: { tags, querystring: searchQuerySchema, response: { 200: searchResultSchema } } }, async (request) =>
    service.search(request.query, await getViewer(auth, request)),
  );

  app.get(
    '/search/suggestions',
    { schema: { tags, querystring: suggestionsQuerySchema, response: { 200: suggestionsResultSchema } } },
    async (request) => ({ items: await service.suggestions(request.query.q, request.query, getViewer(auth, request)) }),
  );
}
