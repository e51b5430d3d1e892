import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { getViewer, requireViewer, type Viewer } from '../../auth/session';
import { deletedSchema, idParamsSchema } from '../route-schemas';
import { signedIn } from '../signed-in';

/** What a listing kind's service offers its routes (businesses and professions share the shape). */
export interface ListingCrud<Input, Item, Mine> {
  mine(viewer: Viewer): Promise<Mine>;
  create(viewer: Viewer, values: Input): Promise<Item>;
  get(id: number, viewer: Viewer | null): Promise<Item>;
  update(viewer: Viewer, id: number, values: Input): Promise<Item>;
  remove(viewer: Viewer, id: number): Promise<void>;
}

/**
 * The CRUD routes of one listing kind under its prefix: GET /mine, POST /, GET /:id (public), PUT /:id, DELETE /:id.
 * Input and output go through the kind's shared zod schemas (the app's zod validator and serializer run them).
 * Everything but GET /:id needs a signed-in member.
 */
export function listingRoutes<InputSchema extends z.ZodType, ItemSchema extends z.ZodType, MineSchema extends z.ZodType>(options: {
  /** The kind as domain events name it (a read by anyone but the owner is a profile view). */
  kind: 'business' | 'profession';
  tags: string[];
  schemas: { input: InputSchema; item: ItemSchema; mine: MineSchema };
  service(context: AppContext, log: FastifyInstance['log']): ListingCrud<z.infer<InputSchema>, z.infer<ItemSchema>, z.infer<MineSchema>>;
}) {
  return async function routes(fastify: FastifyInstance, context: AppContext): Promise<void> {
    type Input = z.infer<InputSchema>;
    type ById = { Params: { id: number } };
    // Plain route schemas: the zod validator checks params and body at run time; TypeScript cannot follow a schema
    // that is a type parameter, so the validated body is named by its schema's type once, here.
    const spec = (schema: FastifySchema) => schema;
    const body = (request: FastifyRequest) => request.body as Input;
    const { auth } = context;
    const service = options.service(context, fastify.log);
    const { tags, schemas } = options;
    const onRequest = signedIn(auth);

    fastify.get('/mine', { onRequest, schema: spec({ tags, response: { 200: schemas.mine } }) }, async (request) =>
      service.mine(await requireViewer(auth, request)),
    );

    fastify.post('/', { onRequest, schema: spec({ tags, body: schemas.input, response: { 201: schemas.item } }) }, async (request, reply) =>
      reply.status(201).send(await service.create(await requireViewer(auth, request), body(request))),
    );

    fastify.get<ById>('/:id', { schema: spec({ tags, params: idParamsSchema, response: { 200: schemas.item } }) }, async (request) => {
      const viewer = await getViewer(auth, request);
      const item = await service.get(request.params.id, viewer);
      if (!(item as { isOwner?: boolean }).isOwner) {
        // Owner analytics count each viewer once a day: a member by id, a visitor by IP and browser (hashed, never stored as is).
        const who = viewer ? `member:${viewer.userId}` : `visitor:${request.ip}\n${request.headers['user-agent'] ?? ''}`;
        void context.events.emit({ type: 'listing.viewed', kind: options.kind, listingId: request.params.id, viewer: who });
      }
      return item;
    });

    fastify.put<ById>(
      '/:id',
      { onRequest, schema: spec({ tags, params: idParamsSchema, body: schemas.input, response: { 200: schemas.item } }) },
      async (request) => service.update(await requireViewer(auth, request), request.params.id, body(request)),
    );

    fastify.delete<ById>(
      '/:id',
      { onRequest, schema: spec({ tags, params: idParamsSchema, response: { 204: deletedSchema } }) },
      async (request, reply) => {
        await service.remove(await requireViewer(auth, request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
