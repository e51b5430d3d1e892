import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  citiesQuerySchema,
  cityListSchema,
  lookupListSchema,
  neighborhoodsQuerySchema,
  statesQuerySchema,
  typeListSchema,
} from '../../../shared/schemas/lookups';
import type { AppContext } from '../../app-context';
import { LANGUAGE_INFO, type Language } from '../../../shared/i18n/languages';
import { requestLanguage } from '../../i18n/request-language';
import { translate } from '../../i18n/translate';
import { lookupsRepository } from './lookups.repository';

/** Reference data changes only with a release: let browsers and proxies keep it for a day. */
const CACHE = 'public, max-age=86400';

/**
 * Business and profession types in the reader's language (the seeded names are messages of the code; one a member
 * could not know stays as it is), in that language's alphabetical order.
 */
function translatedTypes<T extends { name: string }>(items: T[], language: Language): T[] {
  const collator = new Intl.Collator(LANGUAGE_INFO[language].locale);
  return items.map((item) => ({ ...item, name: translate(language, item.name) })).sort((a, b) => collator.compare(a.name, b.name));
}

export async function lookupsRoutes(fastify: FastifyInstance, { db }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = lookupsRepository(db);
  const tags = ['lookups'];

  app.get('/countries', { schema: { tags, response: { 200: lookupListSchema } } }, async (_req, reply) => {
    reply.header('cache-control', CACHE);
    return { items: await repo.countries() };
  });
  app.get('/states', { schema: { tags, querystring: statesQuerySchema, response: { 200: lookupListSchema } } }, async (req, reply) => {
    reply.header('cache-control', CACHE);
    return { items: await repo.states(req.query.countryId) };
  });
  app.get('/cities', { schema: { tags, querystring: citiesQuerySchema, response: { 200: cityListSchema } } }, async (req, reply) => {
    reply.header('cache-control', CACHE);
    return { items: await repo.cities(req.query) };
  });
  app.get(
    '/neighborhoods',
    { schema: { tags, querystring: neighborhoodsQuerySchema, response: { 200: lookupListSchema } } },
    async (req, reply) => {
      reply.header('cache-control', CACHE);
      return { items: await repo.neighborhoods(req.query.cityId) };
    },
  );
  app.get('/business-types', { schema: { tags, response: { 200: typeListSchema } } }, async (req, reply) => {
    reply.header('cache-control', CACHE).header('vary', 'accept-language');
    return { items: translatedTypes(await repo.businessTypes(), requestLanguage(req)) };
  });
  app.get('/profession-types', { schema: { tags, response: { 200: typeListSchema } } }, async (req, reply) => {
    reply.header('cache-control', CACHE).header('vary', 'accept-language');
    return { items: translatedTypes(await repo.professionTypes(), requestLanguage(req)) };
  });
}
