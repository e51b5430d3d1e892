import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessInputSchema, businessSchema, myBusinessesSchema } from '../../../shared/schemas/listings';
import type { AppContext } from '../../app-context';
import { getViewer, requireViewer } from '../../auth/session';
import { deletedSchema, idParamsSchema } from '../listings-common/route-schemas';
import { signedIn } from '../listings-common/signed-in';
import { businessesService } from './businesses.service';

export async function businessesRoutes(fastify: FastifyInstance, { db, auth, images }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = businessesService({ db, images, log: fastify.log });
  const tags = ['businesses'];
  const onRequest = signedIn(auth);

  app.get('/mine', { onRequest, schema: { tags, response: { 200: myBusinessesSchema } } }, async (request) =>
    service.mine(await requireViewer(auth, request)),
  );

  app.post('/', { onRequest, schema: { tags, body: businessInputSchema, response: { 201: businessSchema } } }, async (request, reply) =>
    reply.status(201).send(await service.create(await requireViewer(auth, request), request.body)),
  );

  app.get('/:id', { schema: { tags, params: idParamsSchema, response: { 200: businessSchema } } }, async (request) =>
    service.get(request.params.id, await getViewer(auth, request)),
  );

  app.put(
    '/:id',
    { onRequest, schema: { tags, params: idParamsSchema, body: businessInputSchema, response: { 200: businessSchema } } },
    async (request) => service.update(await requireViewer(auth, request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 204: deletedSchema } } },
    async (request, reply) => {
      await service.remove(await requireViewer(auth, request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
