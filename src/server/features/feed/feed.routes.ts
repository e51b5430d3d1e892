import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedPageSchema, feedQuerySchema } from '../../../shared/schemas/discovery';
import type { AppContext } from '../../app-context';
import { getViewer } from '../../auth/session';
import { requestLanguage } from '../../i18n/request-language';
import { viewerKey, type AdsService } from '../ads/ads.service';
import { feedService } from './feed.service';

export async function feedRoutes(fastify: FastifyInstance, { db, auth, images, ads }: AppContext & { ads: AdsService }): Promise<void> {
  const service = feedService({ db, images, log: fastify.log });
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get('/feed', { schema: { tags: ['discover'], querystring: feedQuerySchema, response: { 200: feedPageSchema } } }, async (request) => {
      const viewer = await getViewer(auth, request);
      const { ads: slots, ...query } = request.query;
      // The page's ad slots are filled while its items are read: the Home page needs no second request for them, and
      // LocalHub's own promotion is offered on the first page only.
      const [page, slotAds] = await Promise.all([
        service.page(query, viewer),
        slots > 0
          ? ads.slot(
              { placement: 'feed', count: slots, lat: query.lat, lng: query.lng },
              viewer,
              viewerKey(viewer, request.ip, request.headers['user-agent']),
              requestLanguage(request),
              query.cursor === undefined,
            )
          : null,
      ]);
      return { ...page, ads: slotAds?.items ?? [] };
    });
}
