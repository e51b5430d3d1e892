import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuerySchema, productInputSchema, productPageSchema, productSchema } from '../../../shared/schemas/listings';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../auth/session';
import { deletedSchema, idParamsSchema, rowId } from '../../kit/route-schemas';
import { signedIn } from '../../kit/signed-in';
import { productsService } from './products.service';

const productPageQuerySchema = pageQuerySchema.extend({ categoryId: rowId.optional() });

/** A business's products: listed under the business (newest first, by cursor), read and changed by their own id. */
export async function productsRoutes(fastify: FastifyInstance, { db, auth, images }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = productsService({ db, images, log: fastify.log });
  const tags = ['products'];
  const onRequest = signedIn(auth);

  app.get(
    '/businesses/:id/products',
    { schema: { tags, params: idParamsSchema, querystring: productPageQuerySchema, response: { 200: productPageSchema } } },
    async (request) => service.page(request.params.id, request.query),
  );

  app.post(
    '/businesses/:id/products',
    { onRequest, schema: { tags, params: idParamsSchema, body: productInputSchema, response: { 201: productSchema } } },
    async (request, reply) =>
      reply.status(201).send(await service.create(await requireViewer(auth, request), request.params.id, request.body)),
  );

  app.get('/products/:id', { schema: { tags, params: idParamsSchema, response: { 200: productSchema } } }, async (request) =>
    service.get(request.params.id),
  );

  app.put(
    '/products/:id',
    { onRequest, schema: { tags, params: idParamsSchema, body: productInputSchema, response: { 200: productSchema } } },
    async (request) => service.update(await requireViewer(auth, request), request.params.id, request.body),
  );

  app.delete(
    '/products/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 204: deletedSchema } } },
    async (request, reply) => {
      await service.remove(await requireViewer(auth, request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
