import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { followStateSchema, type FollowKind } from '../../../shared/schemas/follows';
import type { AppContext } from '../../app-context';
import { getViewer, requireViewer } from '../../auth/session';
import { idParamsSchema } from '../../kit/route-schemas';
import { signedIn } from '../../kit/signed-in';
import { followsService } from './follows.service';

const FOLLOWABLE: { kind: FollowKind; path: string }[] = [
  { kind: 'business', path: '/businesses/:id/follow' },
  { kind: 'profession', path: '/professions/:id/follow' },
];

/** A listing's follow state (anyone may read the count), follow (PUT) and unfollow (DELETE), both idempotent. */
export async function followsRoutes(fastify: FastifyInstance, { db, auth, images, events }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = followsService({ db, images, log: fastify.log, events });
  const onRequest = signedIn(auth);
  const schema = { tags: ['follows'], params: idParamsSchema, response: { 200: followStateSchema } };

  for (const { kind, path } of FOLLOWABLE) {
    app.get(path, { schema }, async (request) => service.get(kind, request.params.id, await getViewer(auth, request)));
    app.put(path, { onRequest, schema }, async (request) => service.follow(await requireViewer(auth, request), kind, request.params.id));
    app.delete(path, { onRequest, schema }, async (request) =>
      service.unfollow(await requireViewer(auth, request), kind, request.params.id),
    );
  }
}
