/// <reference lib="webworker" />
/**
 * LocalHub's service worker (built by vite-plugin-pwa, injectManifest). Data-light by design: only the app shell is
 * precached (index.html and what it loads); every other script chunk is kept the first time a page uses it, so a
 * member never downloads pages they do not open. What a member has seen (feed, search, conversations, listing pages)
 * is answered from the network and kept, so offline the app shows what it saw last.
 */
import { addPlugins, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { PRIVATE_CACHE, SW_MESSAGES } from './lib/offline-caches';
import { dataMeterPlugin, startDataMeter } from './sw-data-meter';

declare const self: ServiceWorkerGlobalScope;

const ASSETS_CACHE = 'localhub-assets';
const MEDIA_CACHE = 'localhub-media';

// Every answer is counted for the page's data meter: from storage, or its bytes over the network.
startDataMeter();
addPlugins([dataMeterPlugin]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the single-page app opens from the shell; the server's own routes are never answered with it.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/dev\//, /^\/media\//, /^\/docs/, /^\/test-checkout\//, /^\/sw\.js$/],
  }),
);

// Hashed script and style chunks never change: kept once fetched.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true }),
      dataMeterPlugin,
    ],
  }),
);

// Pictures (listing and product images, avatars): kept for a month, at most 300.
registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
      dataMeterPlugin,
    ],
  }),
);

/**
 * API reads worth showing offline; ads, payments and the live socket are always fresh or nothing, the staff
 * console's answers (members' identity documents among them, decision 0021) are never written to the device, nor are
 * video renditions (megabytes each, read in ranges; a private video's are for no cache, decision 0016).
 */
const NEVER_KEPT =
  /^\/api\/(realtime|v1\/admin\/|v1\/ads\/|v1\/payments|v1\/videos\/uploads|v1\/videos\/\d+\/renditions\/|auth\/(?!get-session))/;

registerRoute(
  ({ url, sameOrigin, request }) =>
    sameOrigin && request.method === 'GET' && url.pathname.startsWith('/api/') && !NEVER_KEPT.test(url.pathname),
  new NetworkFirst({
    cacheName: PRIVATE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
      dataMeterPlugin,
    ],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as { type?: string; urls?: unknown } | null;
  if (message?.type === SW_MESSAGES.activateUpdate) void self.skipWaiting();
  // The chunks the page loaded before this worker controlled it (the first visit): kept like the later ones.
  if (message?.type === SW_MESSAGES.keepAssets && Array.isArray(message.urls)) {
    const urls = message.urls.filter((url): url is string => typeof url === 'string' && url.startsWith(`${self.location.origin}/assets/`));
    event.waitUntil(
      caches.open(ASSETS_CACHE).then(async (cache) => {
        for (const url of urls) if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
      }),
    );
  }
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
