import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryInputSchema, categorySchema } from '../../../shared/schemas/listings';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../auth/session';
import { deletedSchema, idParamsSchema } from '../../kit/route-schemas';
import { signedIn } from '../../kit/signed-in';
import { categoriesService } from './categories.service';

const categoryListSchema = z.object({ items: z.array(categorySchema) });

/** A business's product categories: listed under the business, changed by their own id. */
export async function categoriesRoutes(fastify: FastifyInstance, { db, auth, images }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = categoriesService({ db, images, log: fastify.log });
  const tags = ['categories'];
  const onRequest = signedIn(auth);

  app.get(
    '/businesses/:id/categories',
    { schema: { tags, params: idParamsSchema, response: { 200: categoryListSchema } } },
    async (request) => ({ items: await service.list(request.params.id) }),
  );

  app.post(
    '/businesses/:id/categories',
    { onRequest, schema: { tags, params: idParamsSchema, body: categoryInputSchema, response: { 201: categorySchema } } },
    async (request, reply) =>
      reply.status(201).send(await service.create(await requireViewer(auth, request), request.params.id, request.body.name)),
  );

  app.put(
    '/categories/:id',
    { onRequest, schema: { tags, params: idParamsSchema, body: categoryInputSchema, response: { 200: categorySchema } } },
    async (request) => service.rename(await requireViewer(auth, request), request.params.id, request.body.name),
  );

  app.delete(
    '/categories/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 204: deletedSchema } } },
    async (request, reply) => {
      await service.remove(await requireViewer(auth, request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
