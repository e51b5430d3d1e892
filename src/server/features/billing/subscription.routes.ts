import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { subscriptionSchema, subscriptionUpdateSchema } from '../../../shared/schemas/payments';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../auth/session';
import { signedIn } from '../../kit/signed-in';
import { subscriptionService } from './subscription.service';

/** `GET /subscription` (Account → Subscription) and `PATCH /subscription` ({ autoRenew }). */
export async function subscriptionRoutes(fastify: FastifyInstance, context: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = subscriptionService({
    db: context.db,
    images: context.images,
    log: fastify.log,
    clock: context.clock,
    supportEmail: context.env.SUPPORT_EMAIL,
  });
  const onRequest = signedIn(context.auth);
  const tags = ['subscription'];
  app.get('/subscription', { onRequest, schema: { tags, response: { 200: subscriptionSchema } } }, async (request) =>
    service.get(await requireViewer(context.auth, request)),
  );
  app.patch(
    '/subscription',
    { onRequest, schema: { tags, body: subscriptionUpdateSchema, response: { 200: subscriptionSchema } } },
    async (request) => service.update(await requireViewer(context.auth, request), request.body.autoRenew),
  );
}
