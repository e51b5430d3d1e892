import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adDetailSchema, adListSchema, adSlotQuerySchema, adSlotSchema, adUpdateSchema } from '../../../shared/schemas/ads';
import type { AppContext } from '../../app-context';
import { getViewer, requireViewer } from '../../auth/session';
import { requestLanguage } from '../../i18n/request-language';
import { translate } from '../../i18n/translate';
import { msg } from '../../../shared/i18n/msg';
import { idParamsSchema } from '../../kit/route-schemas';
import { signedIn } from '../../kit/signed-in';
import { ADS_END_JOB } from './ad-planning';
import { viewerKey, type AdsService } from './ads.service';

/**
 * First-party ads (issue 12; docs/decisions/0014-advertising.md): slots, impressions and clicks (public: visitors see
 * ads too), and the owner's dashboard with pause and resume. Paying for an ad is POST /payments { advertisementId }.
 */
export async function adsRoutes(fastify: FastifyInstance, context: AppContext & { ads: AdsService }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = context.ads;
  await context.jobs.define<{ adId: number }>({
    name: ADS_END_JOB,
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    handle: async ({ adId }) => {
      await service.endIfOver(adId);
    },
  });
  const tags = ['ads'];
  const onRequest = signedIn(context.auth);
  const keyOf = async (request: Parameters<typeof getViewer>[1]) =>
    viewerKey(await getViewer(context.auth, request), request.ip, request.headers['user-agent']);

  app.get(
    '/ads/slot',
    {
      schema: {
        tags,
        summary: 'Ads for the app’s own slots (LocalHub’s promotion fills the rest)',
        querystring: adSlotQuerySchema,
        response: { 200: adSlotSchema },
      },
    },
    async (request, reply) => {
      const viewer = await getViewer(context.auth, request);
      reply.header('cache-control', 'private, no-store');
      return service.slot(request.query, viewer, viewerKey(viewer, request.ip, request.headers['user-agent']), requestLanguage(request));
    },
  );

  app.post(
    '/ads/:id/impression',
    {
      schema: {
        tags,
        summary: 'Half the ad was on screen for a second: count it (once per viewer and hour, 3 a day)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await service.impression(request.params.id, await keyOf(request));
      return reply.status(204).send();
    },
  );

  app.get(
    '/ads/:id/click',
    {
      schema: {
        tags,
        summary: 'A running ad: counts the click (once per viewer and hour) and redirects to its target; any other ad: 404',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const target = await service.click(request.params.id, await keyOf(request));
      if (target === null) {
        const message = translate(requestLanguage(request), msg('Advertisement not found'));
        return reply.status(404).send({ error: { code: 'NOT_FOUND', message } });
      }
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );

  app.get(
    '/ads',
    { onRequest, schema: { tags, summary: 'The member’s ads with their numbers', response: { 200: adListSchema } } },
    async (request) => service.mine(await requireViewer(context.auth, request)),
  );

  app.get(
    '/ads/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One of the member’s ads with its daily numbers',
        params: idParamsSchema,
        response: { 200: adDetailSchema },
      },
    },
    async (request) => service.detail(await requireViewer(context.auth, request), request.params.id),
  );

  app.patch(
    '/ads/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Pause or resume one of the member’s ads',
        params: idParamsSchema,
        body: adUpdateSchema,
        response: { 200: adDetailSchema },
      },
    },
    async (request) => service.setPaused(await requireViewer(context.auth, request), request.params.id, request.body.paused),
  );
}
