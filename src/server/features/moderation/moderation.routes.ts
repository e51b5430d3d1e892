import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  actionDoneSchema,
  auditPageSchema,
  itemActionBodySchema,
  queueSchema,
  staffMeSchema,
  suspendBodySchema,
  unsuspendBodySchema,
} from '../../../shared/schemas/moderation';
import type { AppContext } from '../../app-context';
import { moderationService } from './moderation.service';
import { requireStaff } from './staff-access';

/**
 * The moderation console's API under /api/v1/admin. Every route answers 404 to anyone who is not staff (the console
 * does not exist for them) and 403 to staff whose session did not pass a second factor, before the body is read.
 */
export async function moderationRoutes(fastify: FastifyInstance, { db, auth, events, bus, jobs }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = moderationService({ db, events, bus, jobs });
  await jobs.define(service.suspensionEndJob);
  const staff = requireStaff(fastify, { db, auth });
  // Left out of the public API document: for everyone but staff these routes do not exist.
  const tags = ['admin'];
  const hide = true;
  const done = { done: true } as const;

  app.get('/me', { schema: { tags, hide, response: { 200: staffMeSchema } } }, async (request) => staff(request));
  app.get('/reports', { schema: { tags, hide, response: { 200: queueSchema } } }, async () => service.queue());
  app.get('/audit', { schema: { tags, hide, response: { 200: auditPageSchema } } }, async () => service.audit());

  const item = { tags, hide, body: itemActionBodySchema, response: { 200: actionDoneSchema } };
  app.post('/reports/dismiss', { schema: item }, async (request) => {
    await service.dismiss(staff(request), request.body);
    return done;
  });
  app.post('/hide', { schema: item }, async (request) => {
    await service.hide(staff(request), request.body);
    return done;
  });
  app.post('/restore', { schema: item }, async (request) => {
    await service.restore(staff(request), request.body);
    return done;
  });
  app.post('/suspend', { schema: { tags, hide, body: suspendBodySchema, response: { 200: actionDoneSchema } } }, async (request) => {
    await service.suspend(staff(request), request.body);
    return done;
  });
  app.post('/unsuspend', { schema: { tags, hide, body: unsuspendBodySchema, response: { 200: actionDoneSchema } } }, async (request) => {
    await service.unsuspend(staff(request), request.body);
    return done;
  });
}
