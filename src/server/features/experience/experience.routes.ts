import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { experienceInputSchema, experienceSchema } from '../../../shared/schemas/listings';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../auth/session';
import { deletedSchema, idParamsSchema } from '../../kit/route-schemas';
import { signedIn } from '../../kit/signed-in';
import { experienceService } from './experience.service';

const experienceListSchema = z.object({ items: z.array(experienceSchema) });

/** A profession's work, education and certifications: listed under the profession, changed by their own id. */
export async function experienceRoutes(fastify: FastifyInstance, { db, auth, images }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = experienceService({ db, images, log: fastify.log });
  const tags = ['experience'];
  const onRequest = signedIn(auth);

  app.get(
    '/professions/:id/experience',
    { schema: { tags, params: idParamsSchema, response: { 200: experienceListSchema } } },
    async (request) => ({ items: await service.list(request.params.id) }),
  );

  app.post(
    '/professions/:id/experience',
    { onRequest, schema: { tags, params: idParamsSchema, body: experienceInputSchema, response: { 201: experienceSchema } } },
    async (request, reply) =>
      reply.status(201).send(await service.create(await requireViewer(auth, request), request.params.id, request.body)),
  );

  app.put(
    '/experience/:id',
    { onRequest, schema: { tags, params: idParamsSchema, body: experienceInputSchema, response: { 200: experienceSchema } } },
    async (request) => service.update(await requireViewer(auth, request), request.params.id, request.body),
  );

  app.delete(
    '/experience/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 204: deletedSchema } } },
    async (request, reply) => {
      await service.remove(await requireViewer(auth, request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
