import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportBodySchema, reportCreatedSchema } from '../../../shared/schemas/moderation';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../auth/session';
import { signedIn } from '../listings-common/signed-in';
import { reportsService } from './reports.service';

/** POST /reports: one report per member and item. */
export async function reportsRoutes(fastify: FastifyInstance, { db, auth }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = reportsService(db);
  app.post(
    '/reports',
    { onRequest: signedIn(auth), schema: { tags: ['reports'], body: reportBodySchema, response: { 201: reportCreatedSchema } } },
    async (request, reply) => {
      await service.report(await requireViewer(auth, request), request.body);
      return reply.status(201).send({ reported: true });
    },
  );
}
