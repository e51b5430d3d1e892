import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authProvidersSchema } from '../../../shared/schemas/auth';
import type { AppContext } from '../../app-context';
import { configuredProviders } from '../../auth/auth-providers';

/** Which sign-in providers have keys and whether phone sign-in is on, so the client shows only working buttons. */
export async function authProvidersRoutes(fastify: FastifyInstance, { env, phoneSignIn }: AppContext): Promise<void> {
  const providers = configuredProviders(env).map((provider) => provider.providerId);
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get('/auth-providers', { schema: { tags: ['auth'], response: { 200: authProvidersSchema } } }, async () => ({
      providers,
      phone: phoneSignIn !== null,
    }));
}
