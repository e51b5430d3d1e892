import type { FastifyInstance } from 'fastify';

/**
 * Every answer of the plugin, errors included, is for one person and is kept by no cache (browser, proxy or CDN):
 * identity answers may carry a member's ID.
 */
export function privateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
