import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { PRODUCT_NAME, TAGLINE } from '../shared/brand';
import { MAX_IMAGE_BYTES } from '../shared/media';
import type { AppContext } from './app-context';
import { createAuth } from './auth/auth';
import { authRoutes } from './auth/auth.routes';
import type { DatabaseHandle } from './db/database';
import type { Env } from './env';
import { businessesRoutes, professionsRoutes } from './features/listings/listings.routes';
import { categoriesRoutes } from './features/categories/categories.routes';
import { devMailRoutes } from './features/dev-mail/dev-mail.routes';
import { engagementRoutes } from './features/engagement/engagement.routes';
import { experienceRoutes } from './features/experience/experience.routes';
import { healthRoutes } from './features/health/health.routes';
import { lookupsRoutes } from './features/lookups/lookups.routes';
import { mediaFilesRoutes } from './features/media/media-files.routes';
import { mediaRoutes } from './features/media/media.routes';
import { messagesService } from './features/messages/messages.service';
import { feedRoutes } from './features/feed/feed.routes';
import { nearbyRoutes } from './features/nearby/nearby.routes';
import { authProvidersRoutes } from './features/me/auth-providers.routes';
import { meRoutes } from './features/me/me.routes';
import { postsRoutes } from './features/posts/posts.routes';
import { productsRoutes } from './features/products/products.routes';
import { reviewsRoutes } from './features/reviews/reviews.routes';
import { searchRoutes } from './features/search/search.routes';
import { networkRoutes } from './features/network/network.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { savesRoutes } from './features/saves/saves.routes';
import { followsRoutes } from './features/follows/follows.routes';
import { contentRoutes } from './features/content/content.routes';
import { eventsRoutes } from './features/events/events.routes';
import { installErrorHandler } from './http/errors';
import { privateCacheHook } from './http/private-cache';
import { memoryRateLimiter } from './http/rate-limiter';
import { redisRateLimiter } from './http/redis-rate-limiter';
import { foreignOriginGuard } from './http/origin-guard';
import { originPolicy } from './http/trusted-origins';
import { domainEvents } from './events/domain-events';
import { listenToActivityEvents } from './features/notifications/activity-listeners';
import { notifier } from './features/notifications/notifier';
import { listenToNetworkEvents } from './features/network/network-listeners';
import { inProcessEventBus } from './realtime/in-process-event-bus';
import { redisEventBus } from './realtime/redis-event-bus';
import { realtimeRoutes } from './realtime/realtime.routes';
import { messagesRoutes } from './features/messages/messages.routes';
import { startJobQueue } from './jobs/job-queue';
import { createMailer } from './mail/mailer';
import { SharpImageStore } from './media/sharp-image-store';
import { LocalStorage } from './storage/local-storage';
import { webRoutes } from './web/web-routes';

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  authSecret: string;
  /** Serve the built web app from dist/web (off in API tests). */
  serveWeb?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<{ app: FastifyInstance; context: AppContext }> {
  const { env, database } = options;
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  app.addHook('onRequest', foreignOriginGuard(originPolicy(env)));
  app.addHook('onSend', privateCacheHook);

  await app.register(fastifyHelmet, {
    hsts: false,
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https:'],
        upgradeInsecureRequests: null,
      },
    },
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, description: TAGLINE, version: '1' },
      servers: [{ url: env.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // Uploads carry one image; reading stops at the size limit (see features/media/image-upload.ts).
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });

  // Durable work (emails, delayed notifications, later expiries and reminders) is a job in PostgreSQL, not a timer.
  const jobs = await startJobQueue({ url: database.url, log: app.log, pollingIntervalSeconds: env.JOB_POLL_SECONDS });
  app.addHook('onClose', async () => jobs.stop());
  const mailer = await createMailer({
    db: database.db,
    jobs,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    log: (message) => app.log.info(message),
  });
  const auth = createAuth({ env, pool: database.pool, db: database.db, mailer, secret: options.authSecret });
  const storage = new LocalStorage(path.join(env.DATA_DIR, 'uploads'));
  const images = new SharpImageStore(storage, env.IMAGE_CONCURRENCY);
  // One process: in-process fan-out. Several processes: Redis pub/sub, so an event reaches sockets on any of them.
  const bus = env.REDIS_URL
    ? await redisEventBus({ url: env.REDIS_URL, channelPrefix: env.REDIS_KEY_PREFIX, log: app.log })
    : inProcessEventBus();
  app.addHook('onClose', async () => bus.close());
  const notifications = notifier({ db: database.db, bus, mailer, log: app.log });
  // Services emit what happened; listeners do the side work (notifications, realtime refreshes).
  const events = domainEvents(app.log);
  listenToActivityEvents(events, { db: database.db, notifier: notifications, publicUrl: env.PUBLIC_URL, log: app.log });
  listenToNetworkEvents(events, { notifier: notifications, bus, publicUrl: env.PUBLIC_URL, log: app.log });
  // With Redis the counters are shared by every server process; without it each process counts its own.
  const limiter = env.REDIS_URL
    ? redisRateLimiter({ url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX, log: app.log })
    : memoryRateLimiter();
  app.addHook('onClose', async () => limiter.close());
  const context: AppContext = { env, db: database.db, auth, mailer, images, bus, notifier: notifications, limiter, jobs, events };

  await app.register(healthRoutes, context);
  await app.register(authRoutes, context);
  const { relayTyping } = messagesService({ ...context, log: app.log });
  await app.register(realtimeRoutes, { ...context, relayTyping });
  await app.register(
    async (api) => {
      await api.register(authProvidersRoutes, context);
      await api.register(meRoutes, { ...context, prefix: '/me' });
      await api.register(lookupsRoutes, { ...context, prefix: '/lookups' });
      await api.register(businessesRoutes, { ...context, prefix: '/businesses' });
      await api.register(professionsRoutes, { ...context, prefix: '/professions' });
      await api.register(categoriesRoutes, context);
      await api.register(productsRoutes, context);
      await api.register(postsRoutes, context);
      await api.register(experienceRoutes, context);
      await api.register(reviewsRoutes, context);
      await api.register(engagementRoutes, context);
      await api.register(mediaRoutes, context);
      await api.register(searchRoutes, context);
      await api.register(nearbyRoutes, context);
      await api.register(feedRoutes, context);
      await api.register(messagesRoutes, context);
      await api.register(networkRoutes, context);
      await api.register(notificationsRoutes, context);
      await api.register(savesRoutes, context);
      await api.register(followsRoutes, context);
      await api.register(contentRoutes, context);
      await api.register(eventsRoutes, context);
    },
    { prefix: '/api/v1' },
  );
  await app.register(mediaFilesRoutes, { root: storage.root });
  await app.register(devMailRoutes, context);
  if (options.serveWeb) await app.register(webRoutes, context);

  return { app, context };
}
