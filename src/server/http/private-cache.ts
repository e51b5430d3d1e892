import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * API answers may hold a member's data: no shared or browser cache keeps them (`no-store`), unless a route chose
 * its own caching for public data (the lookups).
 */
export async function privateCacheHook(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return payload;
}
