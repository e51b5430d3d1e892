import type { FastifyInstance } from 'fastify';

/**
 * What the payments bench adds to each server process it measures: the webhooks' time inside the server (request
 * read → reply sent, apart from time spent waiting for a connection or the loop), pushed onto `webhookMs`, and the
 * floor — a route that does nothing, hit with the same burst (bench only; the app has no such route).
 */
export function instrumentPaymentsServer(app: FastifyInstance, webhookMs: number[]): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.endsWith('/paystack/webhook')) webhookMs.push(reply.elapsedTime);
  });
  app.route({ method: ['GET', 'POST'], url: '/bench/floor', handler: async () => ({ ok: true }) });
}
