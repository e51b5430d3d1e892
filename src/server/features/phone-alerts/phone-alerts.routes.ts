import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { phoneAlertSettingsAnswerSchema, phoneAlertSettingsSchema } from '../../../shared/schemas/phone-alerts';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../auth/session';
import { signedIn } from '../../kit/signed-in';
import { phoneAlertsService, type PhoneAlertDeps } from './phone-alerts.service';

/** The deps of the owner alerts, from the app's context (the listeners in app.ts and the routes share them). */
export const phoneAlertDeps = (
  context: Pick<AppContext, 'db' | 'jobs' | 'clock' | 'env' | 'phoneSignIn'>,
  log: PhoneAlertDeps['log'],
): PhoneAlertDeps => ({
  db: context.db,
  jobs: context.jobs,
  clock: context.clock,
  env: context.env,
  codes: context.phoneSignIn?.codes ?? null,
  log,
});

/** Account → Notifications → "By SMS or WhatsApp": the member's alert settings, and the job that sends an alert. */
export async function phoneAlertsRoutes(fastify: FastifyInstance, context: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = phoneAlertsService(phoneAlertDeps(context, fastify.log));
  await context.jobs.define(service.job());
  const onRequest = signedIn(context.auth);
  const tags = ['notifications'];

  app.get(
    '/notifications/phone-alerts',
    { onRequest, schema: { tags, response: { 200: phoneAlertSettingsAnswerSchema } } },
    async (request) => service.settings(await requireViewer(context.auth, request)),
  );

  app.put(
    '/notifications/phone-alerts',
    { onRequest, schema: { tags, body: phoneAlertSettingsSchema, response: { 200: phoneAlertSettingsAnswerSchema } } },
    async (request) => service.saveSettings(await requireViewer(context.auth, request), request.body),
  );
}
