import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailAdditionSchema, emailCorrectionResultSchema, emailCorrectionSchema } from '../../../shared/schemas/auth';
import type { AppContext } from '../../app-context';
import { accountLimits } from '../../auth/account-limits';
import { requireViewer } from '../../auth/session';
import { tooManyRequests } from '../../http/errors';
import { emailCorrectionService } from './email-correction.service';

/**
 * What a visitor does to an account before it is verified, without a session (there is none until then), and the email
 * a member who signed up with a phone number adds.
 */
export async function accountRoutes(fastify: FastifyInstance, { db, auth, env, limiter }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = emailCorrectionService({ db, auth, publicUrl: env.PUBLIC_URL });
  const limits = accountLimits(limiter, env);
  const tags = ['account'];

  app.post(
    '/correct-email',
    { schema: { tags, body: emailCorrectionSchema, response: { 200: emailCorrectionResultSchema } } },
    async (request) => {
      // Counted on both addresses: the old one's password is not guessed without end, the new one is not flooded.
      const limited = await limits.check('correct-email', [request.body.email, request.body.newEmail], request.ip);
      if (limited) throw tooManyRequests(limited.wait, limited.message);
      return service.correct(request.body, request.headers['accept-language']);
    },
  );

  app.post('/email', { schema: { tags, body: emailAdditionSchema, response: { 200: emailCorrectionResultSchema } } }, async (request) => {
    const viewer = await requireViewer(auth, request);
    // Each address is sent its first link, as at sign-up: counted on the address and the member.
    const limited = await limits.check('correct-email', [request.body.email, viewer.userId], request.ip);
    if (limited) throw tooManyRequests(limited.wait, limited.message);
    return service.addToPhoneAccount(viewer, request.body.email, request.headers['accept-language']);
  });
}
