import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema } from '../../../shared/schemas/listings';
import {
  SUGGESTIONS_LIMIT,
  connectionPageSchema,
  connectionRequestInputSchema,
  connectionSchema,
  connectionStatusListSchema,
  connectionStatusQuerySchema,
  peopleListSchema,
  peopleSearchQuerySchema,
  suggestionListSchema,
} from '../../../shared/schemas/network';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../auth/session';
import { deletedSchema, idParamsSchema } from '../../kit/route-schemas';
import { signedIn } from '../../kit/signed-in';
import type { ConnectionList } from './connections.repository';
import { abuseLimits } from '../safety/abuse-limits';
import { connectionsService } from './connections.service';
import { peopleService } from './people.service';

const suggestionsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(SUGGESTIONS_LIMIT).default(SUGGESTIONS_LIMIT) });

const LISTS: { list: ConnectionList; path: string }[] = [
  { list: 'connections', path: '/connections' },
  { list: 'incoming', path: '/connections/requests/incoming' },
  { list: 'outgoing', path: '/connections/requests/outgoing' },
];

/**
 * My Network (docs/spec/part-2-management-detail-messaging-account-media.md §2.14): people search, People You May Know, connection requests and connections. Everything
 * here is about the signed-in member's own network, so every route needs a session (401 before anything else).
 */
export async function networkRoutes(fastify: FastifyInstance, context: AppContext): Promise<void> {
  const { db, auth, events } = context;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const connections = connectionsService({ db, events, limits: abuseLimits(context) });
  const people = peopleService(db);
  const onRequest = signedIn(auth);

  app.get(
    '/people',
    { onRequest, schema: { tags: ['network'], querystring: peopleSearchQuerySchema, response: { 200: peopleListSchema } } },
    async (request) => ({ items: await people.search(await requireViewer(auth, request), request.query) }),
  );

  app.get(
    '/people/suggestions',
    { onRequest, schema: { tags: ['network'], querystring: suggestionsQuerySchema, response: { 200: suggestionListSchema } } },
    async (request) => ({ items: await people.suggestions(await requireViewer(auth, request), request.query.limit) }),
  );

  const tags = ['connections'];

  for (const { list, path } of LISTS) {
    app.get(path, { onRequest, schema: { tags, querystring: pageQuerySchema, response: { 200: connectionPageSchema } } }, async (request) =>
      connections.list(await requireViewer(auth, request), list, request.query),
    );
  }

  app.get(
    '/connections/status',
    { onRequest, schema: { tags, querystring: connectionStatusQuerySchema, response: { 200: connectionStatusListSchema } } },
    async (request) => ({ items: await connections.states(await requireViewer(auth, request), request.query.userIds) }),
  );

  app.post(
    '/connections',
    { onRequest, schema: { tags, body: connectionRequestInputSchema, response: { 201: connectionSchema } } },
    async (request, reply) => reply.status(201).send(await connections.request(await requireViewer(auth, request), request.body.userId)),
  );

  app.post(
    '/connections/:id/accept',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: connectionSchema } } },
    async (request) => connections.accept(await requireViewer(auth, request), request.params.id),
  );

  for (const action of ['decline', 'withdraw'] as const) {
    app.post(
      `/connections/:id/${action}`,
      { onRequest, schema: { tags, params: idParamsSchema, response: { 204: deletedSchema } } },
      async (request, reply) => {
        await connections[action](await requireViewer(auth, request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  }

  app.delete(
    '/connections/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 204: deletedSchema } } },
    async (request, reply) => {
      await connections.remove(await requireViewer(auth, request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
