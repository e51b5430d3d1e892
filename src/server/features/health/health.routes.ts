import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { healthRepository } from './health.repository';

export async function healthRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const health = healthRepository(db);
  app.get('/api/health', { schema: { tags: ['health'] } }, async (_request, reply) => {
    const started = performance.now();
    try {
      await health.ping();
      return { status: 'ok', database: { status: 'ok', latencyMs: Math.round(performance.now() - started) } };
    } catch (error) {
      return reply.status(503).send({
        status: 'unavailable',
        database: { status: 'error', message: error instanceof Error ? error.message : String(error) },
      });
    }
  });
}
