import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordChangeRequestSchema } from '../../../shared/schemas/auth';
import { languageUpdateSchema, meSchema, profileUpdateSchema, themeUpdateSchema } from '../../../shared/schemas/profile';
import type { AppContext } from '../../app-context';
import { accountLimits } from '../../auth/account-limits';
import { requireViewer } from '../../auth/session';
import { tooManyRequests } from '../../http/errors';
import { meService } from './me.service';

const ok = z.object({ ok: z.literal(true) });

export async function meRoutes(fastify: FastifyInstance, { db, auth, env, limiter }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = meService(db, auth);
  const limits = accountLimits(limiter, env);
  const tags = ['me'];

  app.get('/', { schema: { tags, response: { 200: meSchema } } }, async (request) => service.get(await requireViewer(auth, request)));

  app.patch('/', { schema: { tags, body: profileUpdateSchema, response: { 200: meSchema } } }, async (request) =>
    service.updateProfile(await requireViewer(auth, request), request.body),
  );

  app.put('/theme', { schema: { tags, body: themeUpdateSchema, response: { 200: ok } } }, async (request) => {
    await service.updateTheme(await requireViewer(auth, request), request.body.theme);
    return { ok: true as const };
  });

  app.put('/language', { schema: { tags, body: languageUpdateSchema, response: { 200: ok } } }, async (request) => {
    await service.updateLanguage(await requireViewer(auth, request), request.body.language);
    return { ok: true as const };
  });

  app.post('/password', { schema: { tags, body: passwordChangeRequestSchema, response: { 200: ok } } }, async (request) => {
    const viewer = await requireViewer(auth, request);
    const limited = await limits.check('change-password', viewer.userId, request.ip);
    if (limited) throw tooManyRequests(limited.wait, limited.message);
    await service.changePassword(viewer, request.body.newPassword);
    return { ok: true as const };
  });
}
