import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { PRODUCT_NAME, TAGLINE } from '../shared/brand';
import { MAX_IMAGE_BYTES } from '../shared/media';
import type { AppContext } from './app-context';
import { systemClock, type Clock } from './clock';
import { createAuth } from './auth/auth';
import { authRoutes } from './auth/auth.routes';
import { connectDatabase, type DatabaseHandle } from './db/database';
import type { Env } from './env';
import { businessesRoutes, professionsRoutes } from './features/listings/listings.routes';
import { categoriesRoutes } from './features/categories/categories.routes';
import { devMailRoutes } from './features/dev-mail/dev-mail.routes';
import { engagementRoutes } from './features/engagement/engagement.routes';
import { experienceRoutes } from './features/experience/experience.routes';
import { healthRoutes } from './features/health/health.routes';
import { highlightsRoutes } from './features/highlights/highlights.routes';
import { lookupsRoutes } from './features/lookups/lookups.routes';
import { placesRoutes } from './features/places/places.routes';
import { mediaFilesRoutes } from './features/media/media-files.routes';
import { mediaRoutes } from './features/media/media.routes';
import { messagesService } from './features/messages/messages.service';
import { abuseLimits } from './features/safety/abuse-limits';
import { blocksRoutes } from './features/blocks/blocks.routes';
import { feedRoutes } from './features/feed/feed.routes';
import { mapRoutes } from './features/map/map.routes';
import { nearbyRoutes } from './features/nearby/nearby.routes';
import { authProvidersRoutes } from './features/me/auth-providers.routes';
import { accountRoutes } from './features/account/account.routes';
import { meRoutes } from './features/me/me.routes';
import { postsRoutes } from './features/posts/posts.routes';
import { productsRoutes } from './features/products/products.routes';
import { reviewsRoutes } from './features/reviews/reviews.routes';
import { searchRoutes } from './features/search/search.routes';
import { networkRoutes } from './features/network/network.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { moderationRoutes } from './features/moderation/moderation.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { identityAdminRoutes } from './features/identity/identity-admin.routes';
import { identityRoutes } from './features/identity/identity.routes';
import { savesRoutes } from './features/saves/saves.routes';
import { followsRoutes } from './features/follows/follows.routes';
import { contentRoutes } from './features/content/content.routes';
import { adsRoutes } from './features/ads/ads.routes';
import { adsService } from './features/ads/ads.service';
import { serveDerivedIndex } from './features/discovery/derived-index';
import { eventsRoutes } from './features/events/events.routes';
import { analyticsRecorder } from './features/analytics/analytics-recorder';
import { listenToAnalyticsEvents } from './features/analytics/analytics-listeners';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { installErrorHandler } from './http/errors';
import { answerInRequestLanguage } from './i18n/answer-language';
import { loadTranslations } from './i18n/translate';
import { privateCacheHook } from './http/private-cache';
import { memoryRateLimiter } from './http/rate-limiter';
import { redisRateLimiter } from './http/redis-rate-limiter';
import { foreignOriginGuard } from './http/origin-guard';
import { useSecurityHeaders } from './http/security-headers';
import { originPolicy } from './http/trusted-origins';
import { domainEvents } from './domain-events/domain-events';
import { listenToActivityEvents } from './features/notifications/activity-listeners';
import { notifier } from './features/notifications/notifier';
import { listenToNetworkEvents } from './features/network/network-listeners';
import { listenToContentEvents } from './features/content/content-listeners';
import { listenToCalendarEvents } from './features/events/event-listeners';
import { listenToIdentityEvents } from './features/identity/identity-listeners';
import { listenToMessageEvents } from './features/messages/message-listeners';
import { listenToPhoneAlertEvents } from './features/phone-alerts/phone-alert-listeners';
import { phoneAlertDeps, phoneAlertsRoutes } from './features/phone-alerts/phone-alerts.routes';
import { phoneAlertsService } from './features/phone-alerts/phone-alerts.service';
import { listenToModerationEvents } from './features/moderation/moderation-listeners';
import { listenToVideoEvents } from './features/videos/video-listeners';
import { listenToBillingEvents } from './features/billing/billing-listeners';
import { inProcessPushBus } from './realtime/in-process-push-bus';
import { redisPushBus } from './realtime/redis-push-bus';
import { realtimeRoutes } from './realtime/realtime.routes';
import { messagesRoutes } from './features/messages/messages.routes';
import { startJobQueue } from './jobs/job-queue';
import { createMailer } from './mail/mailer';
import { createMessaging } from './messaging/create-messaging';
import { phoneCodeLimits } from './auth/phone-code-limits';
import { phoneCodes } from './auth/phone-codes';
import type { PhoneSignIn } from './auth/phone-sign-in';
import { SharpImageStore } from './media/sharp-image-store';
import { createStorage } from './storage/create-storage';
import { createPrivateStorage } from './storage/private-storage';
import { videosRoutes } from './features/videos/videos.routes';
import { webRoutes } from './web/web-routes';
import { createPaymentProvider } from './features/billing/create-payment-provider';
import { testCheckoutRoutes } from './features/billing/test-checkout.routes';
import { paymentsRoutes } from './features/billing/payments.routes';
import { createBilling } from './features/billing/billing';
import { subscriptionRoutes } from './features/billing/subscription.routes';
import { accessTokensRoutes, bearerTokenHook } from './features/access-tokens/access-tokens.routes';
import { planRulesRepository } from './features/visibility/plan-rules.repository';
import { planRules, type PlanTable } from './features/visibility/visibility';

const API_DESCRIPTION = `${TAGLINE}

**Personal access tokens (Pro).** A Pro member creates a token in Account → API access (\`POST /api/v1/me/tokens\`; the
token is shown once and stored hashed). Send it as a bearer token to manage your own businesses, professions, product
categories, products and posts; 60 requests a minute per token (429 with Retry-After beyond), and it stops working
when the Pro plan ends. Account, payment, token and message endpoints do not accept tokens.

\`\`\`
curl -H "Authorization: Bearer lh_pat_3f9aExampleExampleExampleExampleExample12" \\
  -H "Content-Type: application/json" -X PUT https://www.localhub.ng/api/v1/businesses/42 \\
  -d '{"name":"Mama Put Kitchen","description":"Jollof, ofada and pepper soup.", ...}'
\`\`\``;

/** The map tiles' origin, for the images policy (an http tile server, as in the tests, is not covered by 'https:'). */
const tileOrigin = (template: string) => new URL(template.replace(/\{[a-z]+\}/g, 'a')).origin;

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  authSecret: string;
  /** Serve the built web app from dist/web (off in API tests). */
  serveWeb?: boolean;
  /** The clock plan lifecycles and the in-memory limits read (tests pass one they can move). */
  clock?: Clock;
  /** The plans whose radii the visibility rule uses (default `PLANS` of src/shared/plans.ts; tests pass others). */
  plans?: PlanTable;
}

export async function buildApp(options: BuildAppOptions): Promise<{ app: FastifyInstance; context: AppContext }> {
  const { env, database } = options;
  // The translations are compiled before the first request, not inside it.
  loadTranslations();
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Start-up hooks may wait for the search visibility index (SEARCH_INDEX_WAIT_SECONDS); Fastify's default is 10 s.
    pluginTimeout: (env.SEARCH_INDEX_WAIT_SECONDS + 10) * 1000,
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
  answerInRequestLanguage(app);

  // With a bucket, /media/ and rendition requests are redirected to it: images and players must be allowed to follow.
  const bucketOrigins = env.S3_BUCKET ? [env.S3_ENDPOINT ? new URL(env.S3_ENDPOINT).origin : 'https:'] : [];
  useSecurityHeaders(app, {
    hsts: false,
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', tileOrigin(env.MAP_TILE_URL), ...bucketOrigins],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:', ...bucketOrigins],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https:'],
        upgradeInsecureRequests: null,
      },
    },
  });

  // Members pay for every kilobyte: answers past 1 KB go out Brotli- (else gzip-) compressed. Quality 4 keeps most of
  // Brotli's gain at a fraction of its CPU. Built assets are compressed once at build time (`preCompressed`), and
  // images and videos are already compressed, so neither is compressed again. Answers up to 64 KB (every list page)
  // are compressed in one call rather than through a stream: the stream's set-up cost more than the compression
  // (measured on a search page: bench/RESULTS.md).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    syncThreshold: 65536,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, description: API_DESCRIPTION, version: '1' },
      servers: [{ url: env.PUBLIC_URL }],
      components: {
        securitySchemes: {
          personalAccessToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'lh_pat_…',
            description:
              'A Pro member’s personal access token (Account → API access). Accepted by the businesses, professions, categories, products and posts endpoints only.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // Uploads carry one image; reading stops at the size limit (see features/media/image-upload.ts).
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });

  // The plan radii every surface reads (decision 0030): written before any index loads or query runs.
  await planRulesRepository(database.db).sync(planRules(options.plans));

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
  // With Redis the counters are shared by every server process; without it each process counts its own.
  const clock = options.clock ?? systemClock;
  const limiter = env.REDIS_URL
    ? redisRateLimiter({ url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX, log: app.log })
    : memoryRateLimiter(() => clock.now().getTime());
  app.addHook('onClose', async () => limiter.close());
  // Termii with TERMII_API_KEY; none with PHONE_SIGN_IN=off; otherwise (never in production) the development outbox.
  const messaging = createMessaging({ db: database.db, env, log: (message) => app.log.info(message) });
  const phoneSignIn: PhoneSignIn | null = messaging
    ? {
        codes: phoneCodes({ db: database.db, env, secret: options.authSecret, provider: messaging, clock, mailer, log: app.log }),
        limits: phoneCodeLimits(limiter, env),
        countryCodes: env.PHONE_COUNTRY_CODES,
        log: app.log,
      }
    : null;
  const auth = createAuth({ env, pool: database.pool, db: database.db, mailer, secret: options.authSecret, phone: phoneSignIn });
  const storage = createStorage(env);
  const images = new SharpImageStore(storage, env.IMAGE_CONCURRENCY);
  // One process: in-process fan-out. Several processes: Redis pub/sub, so an event reaches sockets on any of them.
  const bus = env.REDIS_URL
    ? await redisPushBus({ url: env.REDIS_URL, channelPrefix: env.REDIS_KEY_PREFIX, log: app.log })
    : inProcessPushBus();
  app.addHook('onClose', async () => bus.close());
  const notifications = notifier({ db: database.db, bus, mailer, log: app.log });
  // Services emit what happened; listeners do the side work (notifications, realtime refreshes, queued jobs).
  const events = domainEvents(app.log);
  listenToActivityEvents(events, { db: database.db, notifier: notifications, publicUrl: env.PUBLIC_URL, log: app.log });
  listenToNetworkEvents(events, { notifier: notifications, bus, publicUrl: env.PUBLIC_URL, log: app.log });
  listenToMessageEvents(events, { jobs, env });
  listenToContentEvents(events, { db: database.db, notifier: notifications });
  listenToCalendarEvents(events, { notifier: notifications, publicUrl: env.PUBLIC_URL });
  listenToVideoEvents(events, { db: database.db, notifier: notifications });
  listenToIdentityEvents(events, { notifier: notifications });
  listenToModerationEvents(events, { notifier: notifications });
  listenToBillingEvents(events, { notifier: notifications, publicUrl: env.PUBLIC_URL });
  listenToPhoneAlertEvents(events, phoneAlertsService(phoneAlertDeps({ db: database.db, jobs, clock, env, phoneSignIn }, app.log)));
  // Paystack with PAYSTACK_SECRET_KEY; none with PAYMENTS=off; otherwise (never in production) the built-in test checkout.
  const payments = createPaymentProvider({ db: database.db, env });
  // Owner analytics: listing events are added up in memory and written in batches; what is waiting is written on close.
  const recorder = analyticsRecorder({ db: database.db, clock, secret: options.authSecret, log: app.log });
  listenToAnalyticsEvents(events, recorder);
  app.addHook('onClose', async () => recorder.flush());
  // One per process: the running ads are kept in memory, for the ad slots and for the ads that come with feed pages.
  const ads = adsService({ db: database.db, clock, publicUrl: env.PUBLIC_URL });
  serveDerivedIndex(app, ads.index, env.SEARCH_INDEX_WAIT_SECONDS);
  const webhooks = connectDatabase(database.url, { max: 1 });
  app.addHook('onClose', async () => webhooks.close());
  const context: AppContext = {
    env,
    db: database.db,
    webhookDb: webhooks.db,
    auth,
    mailer,
    images,
    storage,
    privateFiles: createPrivateStorage(env, storage),
    secret: options.authSecret,
    bus,
    notifier: notifications,
    limiter,
    phoneSignIn,
    jobs,
    events,
    payments: payments.provider,
    clock,
  };
  // One billing room per app: the payments routes and the test checkout report to the same outcomes port.
  const billing = createBilling(context, app.log);

  await app.register(healthRoutes, context);
  await app.register(authRoutes, context);
  const { relayTyping } = messagesService({ ...context, log: app.log, limits: abuseLimits(context) });
  await app.register(realtimeRoutes, { ...context, relayTyping });
  await app.register(
    async (api) => {
      await api.register(authProvidersRoutes, context);
      await api.register(meRoutes, { ...context, prefix: '/me' });
      await api.register(accountRoutes, { ...context, prefix: '/account' });
      await api.register(lookupsRoutes, { ...context, prefix: '/lookups' });
      await api.register(placesRoutes, context);
      await api.register(highlightsRoutes, context);
      // The routes a Pro member's personal access token may call (their own listings, products, categories, posts).
      await api.register(async (tokenScope) => {
        tokenScope.addHook('onRequest', bearerTokenHook(context));
        await tokenScope.register(businessesRoutes, { ...context, prefix: '/businesses' });
        await tokenScope.register(professionsRoutes, { ...context, prefix: '/professions' });
        await tokenScope.register(categoriesRoutes, context);
        await tokenScope.register(productsRoutes, context);
        await tokenScope.register(postsRoutes, context);
      });
      await api.register(experienceRoutes, context);
      await api.register(reviewsRoutes, context);
      await api.register(engagementRoutes, context);
      await api.register(mediaRoutes, context);
      await api.register(searchRoutes, context);
      await api.register(nearbyRoutes, context);
      await api.register(mapRoutes, context);
      await api.register(feedRoutes, { ...context, ads });
      await api.register(messagesRoutes, context);
      await api.register(blocksRoutes, context);
      await api.register(networkRoutes, context);
      await api.register(notificationsRoutes, context);
      await api.register(phoneAlertsRoutes, context);
      await api.register(savesRoutes, context);
      await api.register(followsRoutes, context);
      await api.register(paymentsRoutes, { ...context, billing });
      await api.register(subscriptionRoutes, context);
      await api.register(accessTokensRoutes, context);
      await api.register(contentRoutes, context);
      await api.register(adsRoutes, { ...context, ads });
      await api.register(eventsRoutes, context);
      await api.register(analyticsRoutes, { ...context, recorder });
      await api.register(videosRoutes, context);
      await api.register(reportsRoutes, context);
      await api.register(moderationRoutes, { ...context, prefix: '/admin' });
      await api.register(identityRoutes, context);
      await api.register(identityAdminRoutes, { ...context, prefix: '/admin/identity' });
    },
    { prefix: '/api/v1' },
  );
  await app.register(mediaFilesRoutes, { storage });
  await app.register(devMailRoutes, context);
  const testCheckout = payments.testCheckout;
  if (testCheckout) {
    await app.register(testCheckoutRoutes, {
      db: database.db,
      auth,
      provider: testCheckout,
      publicUrl: env.PUBLIC_URL,
      log: app.log,
      outcomes: billing.outcomes,
    });
  }
  if (options.serveWeb) await app.register(webRoutes, context);

  return { app, context };
}
