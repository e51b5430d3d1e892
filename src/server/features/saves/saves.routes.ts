import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  saveCountsSchema,
  savedLookupQuerySchema,
  savedLookupSchema,
  savesPageSchema,
  savesQuerySchema,
  saveStateSchema,
  type SaveKind,
} from '../../../shared/schemas/saves';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../auth/session';
import { deletedSchema, idParamsSchema } from '../../kit/route-schemas';
import { signedIn } from '../../kit/signed-in';
import { savesService } from './saves.service';

const SAVABLE: { kind: SaveKind; path: string }[] = [
  { kind: 'business', path: '/businesses/:id/save' },
  { kind: 'profession', path: '/professions/:id/save' },
  { kind: 'post', path: '/posts/:id/save' },
];

/** Save and unsave (PUT / DELETE, both idempotent) and the member's own saved items. */
export async function savesRoutes(fastify: FastifyInstance, { db, auth, images, events }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = savesService({ db, images, log: fastify.log, events });
  const tags = ['saves'];
  const onRequest = signedIn(auth);

  for (const { kind, path } of SAVABLE) {
    const schema = { tags, params: idParamsSchema, response: { 200: saveStateSchema } };
    app.put(path, { onRequest, schema }, async (request) => service.save(await requireViewer(auth, request), kind, request.params.id));
    app.delete(path, { onRequest, schema }, async (request) => service.unsave(await requireViewer(auth, request), kind, request.params.id));
  }

  app.get('/saves', { onRequest, schema: { tags, querystring: savesQuerySchema, response: { 200: savesPageSchema } } }, async (request) =>
    service.page(await requireViewer(auth, request), request.query),
  );

  app.get('/saves/counts', { onRequest, schema: { tags, response: { 200: saveCountsSchema } } }, async (request) =>
    service.counts(await requireViewer(auth, request)),
  );

  app.get(
    '/saves/lookup',
    { onRequest, schema: { tags, querystring: savedLookupQuerySchema, response: { 200: savedLookupSchema } } },
    async (request) => service.lookup(await requireViewer(auth, request), request.query),
  );

  app.delete(
    '/saves/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 204: deletedSchema } } },
    async (request, reply) => {
      await service.remove(await requireViewer(auth, request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
