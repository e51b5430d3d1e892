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
import { signedIn } from '../../kit/signed-in';
import type { Billing } from './billing';
import { PAYMENT_EXPIRY_JOB } from './payment-records';
import { PAYMENT_WEBHOOK_JOB } from './paystack-webhook';
import { paystackWebhookRoutes } from './paystack-webhook.routes';
import { PLAN_LIFECYCLE_JOB } from './plan-lifecycle.service';
import { PAYMENT_ACTIVATED_JOB } from './receipts.service';

const referenceParams = z.object({ reference: paymentReferenceParam });
const historyQuery = z.object({ cursor: cursorParam(200).optional(), limit: z.coerce.number().int().min(1).max(50).default(20) });

/**
 * Payments for plans and ads: start (server-priced), status (verifies while pending), cancel, billing history, receipts,
 * and Paystack's webhook. The billing jobs (receipts, the webhook inbox, plan lifecycles, expiry) are registered here too.
 */
export async function paymentsRoutes(fastify: FastifyInstance, context: AppContext & { billing: Billing }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { checkout, lifecycle, receipts, webhook } = context.billing;
  await context.jobs.define<{ reference: string }>({
    name: PAYMENT_ACTIVATED_JOB,
    retryLimit: 5,
    retryDelaySeconds: 10,
    retryBackoff: true,
    handle: ({ reference }) => receipts.afterActivation(reference),
  });
  await context.jobs.define<Record<string, never>>({
    name: PAYMENT_WEBHOOK_JOB,
    policy: 'short',
    retryLimit: 10,
    retryDelaySeconds: 10,
    retryBackoff: true,
    handle: () => webhook.sweep(),
  });
  await webhook.queueSweep();
  await context.jobs.define<{ userId: string }>({
    name: PLAN_LIFECYCLE_JOB,
    retryLimit: 10,
    retryDelaySeconds: 60,
    retryBackoff: true,
    handle: ({ userId }) => lifecycle.lifecycle(userId),
  });
  await context.jobs.define<{ reference: string }>({
    name: PAYMENT_EXPIRY_JOB,
    retryLimit: 10,
    retryDelaySeconds: 60,
    retryBackoff: true,
    handle: ({ reference }) => checkout.expire(reference),
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
    async (request) => checkout.start(await requireViewer(context.auth, request), request.body),
  );

  app.get(
    '/payments',
    {
      onRequest,
      schema: { tags, summary: 'Billing history, newest first', querystring: historyQuery, response: { 200: billingHistorySchema } },
    },
    async (request) => receipts.history(await requireViewer(context.auth, request), request.query.cursor, request.query.limit),
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
    async (request) => checkout.status(await requireViewer(context.auth, request), request.params.reference),
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
    async (request) => checkout.cancel(await requireViewer(context.auth, request), request.params.reference),
  );

  app.get(
    '/payments/:reference/receipt',
    { onRequest, schema: { tags, summary: 'A successful payment’s receipt', params: referenceParams, response: { 200: receiptSchema } } },
    async (request) => receipts.receipt(await requireViewer(context.auth, request), request.params.reference, requestLanguage(request)),
  );

  await app.register(paystackWebhookRoutes, { webhook, tags });
}
