import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDENTITY_FILES } from '../../../shared/identity';
import { identityApproveBodySchema, identityQueueSchema, identityRejectBodySchema } from '../../../shared/schemas/identity';
import { actionDoneSchema } from '../../../shared/schemas/moderation';
import { rowIdParam } from '../../../shared/schemas/primitives';
import type { AppContext } from '../../app-context';
import { requireStaff } from '../moderation/staff-access';
import { identityService } from './identity.service';
import { privateAnswers } from './private-answers';

const requestParams = z.object({ requestId: rowIdParam });
const fileParams = z.object({ requestId: rowIdParam, file: z.enum(IDENTITY_FILES, { message: 'document or selfie' }) });

/**
 * The console's identity requests under /api/v1/admin/identity: staff only (404 for everyone else, 403 without a
 * second factor, before anything is read), left out of the public API document like the rest of the console.
 */
export async function identityAdminRoutes(fastify: FastifyInstance, context: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = identityService({ ...context, files: context.privateFiles, log: fastify.log });
  privateAnswers(fastify);
  const staff = requireStaff(fastify, context);
  const tags = ['admin'];
  const hide = true;
  const done = { done: true } as const;

  app.get('/', { schema: { tags, hide, response: { 200: identityQueueSchema } } }, async () => service.queue());

  // The bytes come from the server itself: no storage URL, public or signed, is ever handed out.
  app.get('/:requestId/:file', { schema: { tags, hide, params: fileParams } }, async (request, reply) => {
    const bytes = await service.file(request.params.requestId, request.params.file);
    return reply
      .type('image/webp')
      .header('content-disposition', `inline; filename="${request.params.file}.webp"`)
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });

  app.post(
    '/:requestId/approve',
    { schema: { tags, hide, params: requestParams, body: identityApproveBodySchema, response: { 200: actionDoneSchema } } },
    async (request) => {
      await service.approve(staff(request), request.params.requestId, request.body.note || null);
      return done;
    },
  );

  app.post(
    '/:requestId/reject',
    { schema: { tags, hide, params: requestParams, body: identityRejectBodySchema, response: { 200: actionDoneSchema } } },
    async (request) => {
      await service.reject(staff(request), request.params.requestId, request.body.reason);
      return done;
    },
  );
}
