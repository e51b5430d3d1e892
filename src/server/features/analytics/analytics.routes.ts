import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsParamsSchema, analyticsQuerySchema, analyticsSchema, tapInputSchema } from '../../../shared/schemas/analytics';
import type { AppContext } from '../../app-context';
import { getViewer, requireViewer } from '../../auth/session';
import { deletedSchema } from '../../kit/route-schemas';
import { signedIn } from '../../kit/signed-in';
import type { AnalyticsRecorder } from './analytics-recorder';
import { analyticsService } from './analytics.service';

/** Owner analytics (GET, owner on Premium or Pro) and the contact taps the web app reports (POST, anyone). */
export async function analyticsRoutes(fastify: FastifyInstance, context: AppContext & { recorder: AnalyticsRecorder }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth } = context;
  const service = analyticsService({
    db: context.db,
    images: context.images,
    log: fastify.log,
    clock: context.clock,
    recorder: context.recorder,
  });
  const tags = ['analytics'];

  app.post(
    '/listings/:kind/:id/taps',
    { schema: { tags, params: analyticsParamsSchema, body: tapInputSchema, response: { 204: deletedSchema } } },
    async (request, reply) => {
      const viewer = await getViewer(auth, request);
      const who = viewer ? `member:${viewer.userId}` : `visitor:${request.ip}\n${request.headers['user-agent'] ?? ''}`;
      await service.tap(viewer, who, request.params.kind, request.params.id, request.body.tap);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/listings/:kind/:id/analytics',
    {
      onRequest: signedIn(auth),
      schema: { tags, params: analyticsParamsSchema, querystring: analyticsQuerySchema, response: { 200: analyticsSchema } },
    },
    async (request) => service.read(await requireViewer(auth, request), request.params.kind, request.params.id, request.query.days),
  );
}
