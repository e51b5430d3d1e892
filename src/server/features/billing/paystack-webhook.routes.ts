import type { FastifyInstance } from 'fastify';
import type { PaystackWebhook } from './paystack-webhook';

/**
 * `POST /payments/paystack/webhook`. It reads its body raw: the signature is over the exact bytes Paystack sent. Registered
 * by the payments routes in a context of its own, so the raw parsers stay here.
 */
export async function paystackWebhookRoutes(app: FastifyInstance, options: { webhook: PaystackWebhook; tags: string[] }): Promise<void> {
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    '/payments/paystack/webhook',
    {
      schema: {
        tags: options.tags,
        summary: 'Paystack webhook (x-paystack-signature: HMAC-SHA512 of the raw body with the secret key)',
        hide: false,
      },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-paystack-signature'];
      const outcome = await options.webhook.receive(raw, typeof signature === 'string' ? signature : undefined);
      if (outcome.status === 200) return reply.send({ received: true, message: outcome.message });
      return reply
        .status(outcome.status)
        .send({ error: { code: outcome.status === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST', message: outcome.message } });
    },
  );
}
