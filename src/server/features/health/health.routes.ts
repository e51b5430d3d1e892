import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';

export async function healthRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app.get('/api/health', { schema: { tags: ['health'] } }, async (_request, reply) => {
    const started = performance.now();
    try {
      await sql`SELECT 1`.execute(db);
      return { status: 'ok', database: { status: 'ok', latencyMs: Math.round(performance.now() - started) } };
    } catch (error) {
      return reply.status(503).send({
        status: 'unavailable',
        database: { status: 'error', message: error instanceof Error ? error.message : String(error) },
      });
    }
  });
}
