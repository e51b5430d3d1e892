import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessTokenCreatedSchema, accessTokenCreateSchema, accessTokenListSchema } from '../../../shared/schemas/payments';
import type { AppContext } from '../../app-context';
import { actAs, requireViewer } from '../../auth/session';
import { unauthorized } from '../../http/errors';
import { deletedSchema, idParamsSchema } from '../../kit/route-schemas';
import { signedIn } from '../../kit/signed-in';
import { accessTokensService } from './access-tokens.service';
import { msg } from '../../../shared/i18n/msg';

const serviceOf = (context: AppContext) =>
  accessTokensService({
    db: context.db,
    clock: context.clock,
    limiter: context.limiter,
    limitPerMinute: context.env.ACCESS_TOKEN_LIMIT_PER_MINUTE,
  });

/** Account → API access (Pro): list, create (the token is shown once) and revoke personal access tokens. Cookie only. */
export async function accessTokensRoutes(fastify: FastifyInstance, context: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = serviceOf(context);
  const onRequest = signedIn(context.auth);
  const tags = ['access tokens'];
  app.get('/me/tokens', { onRequest, schema: { tags, response: { 200: accessTokenListSchema } } }, async (request) =>
    service.list(await requireViewer(context.auth, request)),
  );
  app.post(
    '/me/tokens',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Create a token; the answer is the only time its secret is shown',
        body: accessTokenCreateSchema,
        response: { 201: accessTokenCreatedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(await requireViewer(context.auth, request), request.body.name)),
  );
  app.delete(
    '/me/tokens/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 204: deletedSchema } } },
    async (request, reply) => {
      await service.revoke(await requireViewer(context.auth, request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/**
 * onRequest hook for the routes a personal access token may use (the member's own listings, products, categories
 * and posts): `Authorization: Bearer lh_pat_…` makes the request act as the token's member. Other routes never read
 * the header, so a token cannot reach account, payment, token or message endpoints.
 */
export function bearerTokenHook(context: AppContext) {
  const service = serviceOf(context);
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (!match) throw unauthorized(msg('Send the token as "Authorization: Bearer lh_pat_…".'));
    actAs(request, await service.authenticate(match[1]));
  };
}
