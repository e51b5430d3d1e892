import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attendeeListSchema, eventInputSchema, eventSchema, rsvpInputSchema } from '../../../shared/schemas/content';
import type { AppContext } from '../../app-context';
import { getViewer, requireViewer } from '../../auth/session';
import { deletedSchema, idParamsSchema } from '../../kit/route-schemas';
import { signedIn } from '../../kit/signed-in';
import { EVENT_REMIND_JOB, eventsService } from './events.service';

/** Events: the public page's data, RSVPs, the calendar file, the organiser's list and cancellation. */
export async function eventsRoutes(fastify: FastifyInstance, { db, auth, images, jobs, events, env }: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = eventsService({ db, images, log: fastify.log, jobs, events, publicUrl: env.PUBLIC_URL });
  const tags = ['events'];
  const onRequest = signedIn(auth);

  await jobs.define<{ eventId: number; startsAt?: string }>({
    name: EVENT_REMIND_JOB,
    handle: async ({ eventId, startsAt }) => {
      await service.remind(eventId, startsAt);
    },
  });

  app.post('/events', { onRequest, schema: { tags, body: eventInputSchema, response: { 201: eventSchema } } }, async (request, reply) =>
    reply.status(201).send(await service.create(await requireViewer(auth, request), request.body)),
  );

  app.put(
    '/events/:id',
    { onRequest, schema: { tags, params: idParamsSchema, body: eventInputSchema, response: { 200: eventSchema } } },
    async (request) => service.update(await requireViewer(auth, request), request.params.id, request.body),
  );

  app.get('/events/:id', { schema: { tags, params: idParamsSchema, response: { 200: eventSchema } } }, async (request) =>
    service.get(request.params.id, await getViewer(auth, request)),
  );

  app.delete(
    '/events/:id',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 204: deletedSchema } } },
    async (request, reply) => {
      await service.remove(await requireViewer(auth, request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/events/:id/rsvp',
    { onRequest, schema: { tags, params: idParamsSchema, body: rsvpInputSchema, response: { 200: eventSchema } } },
    async (request) => service.rsvp(await requireViewer(auth, request), request.params.id, request.body),
  );

  app.delete('/events/:id/rsvp', { onRequest, schema: { tags, params: idParamsSchema, response: { 200: eventSchema } } }, async (request) =>
    service.leave(await requireViewer(auth, request), request.params.id),
  );

  app.get(
    '/events/:id/attendees',
    { onRequest, schema: { tags, params: idParamsSchema, response: { 200: attendeeListSchema } } },
    async (request) => service.attendees(await requireViewer(auth, request), request.params.id),
  );

  app.post('/events/:id/cancel', { onRequest, schema: { tags, params: idParamsSchema, response: { 200: eventSchema } } }, async (request) =>
    service.cancel(await requireViewer(auth, request), request.params.id),
  );

  app.get('/events/:id/calendar.ics', { schema: { tags, params: idParamsSchema, response: { 200: z.string() } } }, async (request, reply) =>
    reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="event-${request.params.id}.ics"`)
      .send(await service.calendar(request.params.id)),
  );
}
