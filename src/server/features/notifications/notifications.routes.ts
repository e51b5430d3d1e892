import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '../../../shared/schemas/notifications';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../auth/session';
import { requestLanguage } from '../../i18n/request-language';
import { deletedSchema, idParamsSchema } from '../../kit/route-schemas';
import { signedIn } from '../../kit/signed-in';
import { notificationsService } from './notifications.service';

/** The member's notifications (newest first by cursor, mark read, delete) and their notification preferences. */
export async function notificationsRoutes(fastify: FastifyInstance, { db, auth, bus, notifier }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = notificationsService({ db, bus, notifier });
  const tags = ['notifications'];
  const onRequest = signedIn(auth);

  app.get(
    '/notifications',
    { onRequest, schema: { tags, querystring: notificationsQuerySchema, response: { 200: notificationPageSchema } } },
    async (request) => service.page(await requireViewer(auth, request), request.query, requestLanguage(request)),
  );

  app.post(
    '/notifications/:id/read',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: unreadCountSchema } } },
    async (request) => service.markRead(await requireViewer(auth, request), request.params.id),
  );

  app.post('/notifications/read-all', { onRequest, schema: { tags, response: { 200: unreadCountSchema } } }, async (request) =>
    service.markAllRead(await requireViewer(auth, request)),
  );

  app.delete(
    '/notifications/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 204: deletedSchema } } },
    async (request, reply) => {
      await service.remove(await requireViewer(auth, request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/notifications/preferences',
    { onRequest, schema: { tags, response: { 200: notificationPreferencesSchema } } },
    async (request) => service.preferences(await requireViewer(auth, request)),
  );

  app.put(
    '/notifications/preferences',
    { onRequest, schema: { tags, body: notificationPreferencesSchema, response: { 200: notificationPreferencesSchema } } },
    async (request) => service.savePreferences(await requireViewer(auth, request), request.body),
  );
}
