import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cursorParam } from '../../../shared/schemas/primitives';
import {
  billingHistorySchema,
  paymentCreateSchema,
  paymentReferenceParam,
  paymentStartedSchema,
  paymentStatusSchema,
  receiptSchema,
} from '../../../shared/schemas/payments';
import { requireViewer } from '../../auth/session';
import { requestLanguage } from '../../i18n/request-language';
import type { AppContext } from '../../app-context';
import { signedIn } from '../listings-common/signed-in';
import { PAYMENT_ACTIVATED_JOB, PAYMENT_EXPIRY_JOB, PAYMENT_WEBHOOK_JOB, PLAN_LIFECYCLE_JOB, paymentsService } from './checkout.service';

const referenceParams = z.object({ reference: paymentReferenceParam });
const historyQuery = z.object({ cursor: cursorParam(200).optional(), limit: z.coerce.number().int().min(1).max(50).default(20) });

/**
 * Payments for plans: start (server-priced), status (verifies while pending), billing history, receipts, and the
 * provider's webhook. The jobs that send receipts and run plan lifecycles are registered here too.
 */
export async function paymentsRoutes(fastify: FastifyInstance, context: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = paymentsService({
    db: context.db,
    webhookDb: context.webhookDb,
    provider: context.payments,
    clock: context.clock,
    jobs: context.jobs,
    mailer: context.mailer,
    notifier: context.notifier,
    publicUrl: context.env.PUBLIC_URL,
    expiryMinutes: context.env.PAYMENT_EXPIRY_MINUTES,
    log: fastify.log,
  });
  await context.jobs.define<{ reference: string }>({
    name: PAYMENT_ACTIVATED_JOB,
    retryLimit: 5,
    retryDelaySeconds: 10,
    retryBackoff: true,
    handle: ({ reference }) => service.afterActivation(reference),
  });
  await context.jobs.define<Record<string, never>>({
    name: PAYMENT_WEBHOOK_JOB,
    policy: 'short',
    retryLimit: 10,
    retryDelaySeconds: 10,
    retryBackoff: true,
    handle: () => service.drainWebhookEvents(),
  });
  await context.jobs.define<{ userId: string }>({
    name: PLAN_LIFECYCLE_JOB,
    retryLimit: 10,
    retryDelaySeconds: 60,
    retryBackoff: true,
    handle: ({ userId }) => service.lifecycle(userId),
  });
  await context.jobs.define<{ reference: string }>({
    name: PAYMENT_EXPIRY_JOB,
    retryLimit: 10,
    retryDelaySeconds: 60,
    retryBackoff: true,
    handle: ({ reference }) => service.expire(reference),
  });

  const onRequest = signedIn(context.auth);
  const tags = ['payments'];

  app.post(
    '/payments',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Start paying for a plan; open authorizationUrl (Paystack, or the test checkout without a key)',
        body: paymentCreateSchema,
        response: { 200: paymentStartedSchema },
      },
    },
    async (request) => service.start(await requireViewer(context.auth, request), request.body),
  );

  app.get(
    '/payments',
    {
      onRequest,
      schema: { tags, summary: 'Billing history, newest first', querystring: historyQuery, response: { 200: billingHistorySchema } },
    },
    async (request) => service.history(await requireViewer(context.auth, request), request.query.cursor, request.query.limit),
  );

  app.get(
    '/payments/:reference',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A payment’s status, verified with the provider while pending',
        params: referenceParams,
        response: { 200: paymentStatusSchema },
      },
    },
    async (request) => service.status(await requireViewer(context.auth, request), request.params.reference),
  );

  app.post(
    '/payments/:reference/cancel',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The payer left the checkout: a pending payment becomes cancelled (409 once paid)',
        params: referenceParams,
        response: { 200: paymentStatusSchema },
      },
    },
    async (request) => service.cancel(await requireViewer(context.auth, request), request.params.reference),
  );

  app.get(
    '/payments/:reference/receipt',
    { onRequest, schema: { tags, summary: 'A successful payment’s receipt', params: referenceParams, response: { 200: receiptSchema } } },
    async (request) => service.receipt(await requireViewer(context.auth, request), request.params.reference, requestLanguage(request)),
  );

  // The webhook reads its body raw: the signature is over the exact bytes Paystack sent.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/payments/paystack/webhook',
      {
        schema: {
          tags,
          summary: 'Paystack webhook (x-paystack-signature: HMAC-SHA512 of the raw body with the secret key)',
          hide: false,
        },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-paystack-signature'];
        const outcome = await service.webhook(raw, typeof signature === 'string' ? signature : undefined);
        if (outcome.status === 200) return reply.send({ received: true, message: outcome.message });
        return reply
          .status(outcome.status)
          .send({ error: { code: outcome.status === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST', message: outcome.message } });
      },
    );
  });
}
