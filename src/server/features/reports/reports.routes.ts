import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportBodySchema, reportCreatedSchema } from '../../../shared/schemas/moderation';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../auth/session';
import { signedIn } from '../../kit/signed-in';
import { abuseLimits } from '../safety/abuse-limits';
import { reportsService } from './reports.service';

/** POST /reports: one report per member and item. */
export async function reportsRoutes(fastify: FastifyInstance, context: AppContext): Promise<void> {
  const { db, auth } = context;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = reportsService(db);
  const limits = abuseLimits(context);
  app.post(
    '/reports',
    { onRequest: signedIn(auth), schema: { tags: ['reports'], body: reportBodySchema, response: { 201: reportCreatedSchema } } },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      // 20 reports a day (half for a new account): a flood of reports is itself abuse (decision 0019).
      await limits.check('reports', viewer.userId);
      await service.report(viewer, request.body);
      return reply.status(201).send({ reported: true });
    },
  );
}
