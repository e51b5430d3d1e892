import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { blockedMemberListSchema } from '../../../shared/schemas/messages';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../auth/session';
import { signedIn } from '../../kit/signed-in';
import { blocksService } from './blocks.service';

/** The members the signed-in member blocked (blocking and unblocking: PUT/DELETE /blocks/:userId, in messages). */
export async function blocksRoutes(fastify: FastifyInstance, { db, auth }: AppContext): Promise<void> {
  const service = blocksService({ db });
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/blocks',
      { onRequest: signedIn(auth), schema: { tags: ['messages'], response: { 200: blockedMemberListSchema } } },
      async (request) => service.list(await requireViewer(auth, request)),
    );
}
