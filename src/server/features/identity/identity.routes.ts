import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { identityStateSchema } from '../../../shared/schemas/identity';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../auth/session';
import { signedIn } from '../../kit/signed-in';
import { uploadRateLimit } from '../media/upload-rate-limit';
import { readIdentityUpload } from './identity-upload';
import { identityService } from './identity.service';
import { privateAnswers } from './private-answers';

/**
 * The member's side of identity verification: their request's state, and sending a new request (multipart: the
 * document type, a photo of the ID and a selfie). The photos never come back to the member.
 */
export async function identityRoutes(fastify: FastifyInstance, context: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, limiter, env } = context;
  const service = identityService({ ...context, files: context.privateFiles, log: fastify.log });
  await context.jobs.define(service.expiryJob);
  const uploadLimit = uploadRateLimit(limiter, env);
  const onRequest = signedIn(auth);
  const tags = ['me'];
  privateAnswers(fastify);
  // Any other body type reaches the handler unread, so the client hears "send multipart" (400) rather than a bare 415.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.get('/me/identity-verification', { onRequest, schema: { tags, response: { 200: identityStateSchema } } }, async (request) =>
    service.state(await requireViewer(auth, request)),
  );

  app.post(
    '/me/identity-verification',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Ask for identity verification',
        description:
          'multipart/form-data: `documentType` (nin_slip, drivers_licence, international_passport or voters_card), `document` (a photo of the ID) and `selfie`. One pending request at a time (409).',
        consumes: ['multipart/form-data'],
        response: { 201: identityStateSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      // Refused before the photos are read, so a refused request costs no image work.
      await service.assertCanRequest(viewer);
      await uploadLimit.check(viewer.userId);
      const upload = await readIdentityUpload(request);
      return reply.status(201).send(await service.submit(viewer, upload));
    },
  );
}
