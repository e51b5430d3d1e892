import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../../shared/schemas/primitives';
import { pageQuerySchema } from '../../../shared/schemas/listings';
import {
  blockStateSchema,
  conversationPageSchema,
  messageInputSchema,
  messagePageQuerySchema,
  messagePageSchema,
  messageSchema,
  partnerStateSchema,
  productSellerSchema,
  readResultSchema,
  unreadCountsSchema,
} from '../../../shared/schemas/messages';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../auth/session';
import { idParamsSchema } from '../../kit/route-schemas';
import { signedIn } from '../../kit/signed-in';
import { abuseLimits } from '../safety/abuse-limits';
import { messageNotifyJob } from './message-listeners';
import { messagesService } from './messages.service';
import { msg } from '../../../shared/i18n/msg';

const userParamsSchema = z.object({ userId: text().trim().min(1).max(100) });
const conversationPageQuerySchema = pageQuerySchema.extend({
  cursor: text()
    .regex(/^[1-9]\d{0,14}$/, msg('Invalid cursor'))
    .optional(),
});

/** Conversations, messages, read receipts, blocks and the unread badges; all for the signed-in member only. */
export async function messagesRoutes(fastify: FastifyInstance, context: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth } = context;
  const service = messagesService({ ...context, log: fastify.log, limits: abuseLimits(context) });
  await context.jobs.define(messageNotifyJob(context));
  const onRequest = signedIn(auth);
  const tags = ['messages'];

  app.get(
    '/conversations',
    { onRequest, schema: { tags, querystring: conversationPageQuerySchema, response: { 200: conversationPageSchema } } },
    async (request) => service.conversations(await requireViewer(auth, request), request.query),
  );

  app.get(
    '/conversations/with/:userId',
    { onRequest, schema: { tags, params: userParamsSchema, response: { 200: partnerStateSchema } } },
    async (request) => service.partnerState(await requireViewer(auth, request), request.params.userId),
  );

  app.get(
    '/conversations/about-product/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: productSellerSchema } } },
    async (request) => service.productSeller(request.params.id),
  );

  app.get(
    '/conversations/:id/messages',
    { onRequest, schema: { tags, params: idParamsSchema, querystring: messagePageQuerySchema, response: { 200: messagePageSchema } } },
    async (request) => service.messages(await requireViewer(auth, request), request.params.id, request.query),
  );

  app.post(
    '/conversations/:id/read',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: readResultSchema } } },
    async (request) => service.markRead(await requireViewer(auth, request), request.params.id),
  );

  app.post(
    '/messages',
    { onRequest, schema: { tags, body: messageInputSchema, response: { 201: messageSchema } } },
    async (request, reply) => reply.status(201).send(await service.send(await requireViewer(auth, request), request.body)),
  );

  app.put(
    '/blocks/:userId',
    { onRequest, schema: { tags, params: userParamsSchema, response: { 200: blockStateSchema } } },
    async (request) => service.setBlocked(await requireViewer(auth, request), request.params.userId, true),
  );

  app.delete(
    '/blocks/:userId',
    { onRequest, schema: { tags, params: userParamsSchema, response: { 200: blockStateSchema } } },
    async (request) => service.setBlocked(await requireViewer(auth, request), request.params.userId, false),
  );

  app.get('/unread-counts', { onRequest, schema: { tags, response: { 200: unreadCountsSchema } } }, async (request) =>
    service.unreadCounts(await requireViewer(auth, request)),
  );
}
