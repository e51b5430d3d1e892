import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BAND_IDS, type BandId } from '../../shared/bands';
import {
  DATA_SAVER_COOKIE,
  MAP_SIZE_COOKIE,
  parseMapSize,
  GEO_PERMISSIONS,
  PLACE_COOKIES,
  type CreateFirstScreenDrawer,
  type DiscoveryPlace,
  type DrawFirstScreen,
  type FirstScreen,
  type FirstScreenRedirect,
  type GeoPermission,
} from '../../shared/first-screen';
import { isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '../../shared/i18n/languages';
import { cookieValue } from '../auth/session-reader';
import { requestLanguage } from '../i18n/request-language';

/** SSR_DIST_DIR lets a parallel test run serve its own build (development and tests only). */
const SSR_DIST = path.resolve(process.env.SSR_DIST_DIR ?? 'dist/ssr');

/**
 * The pages whose first screen the server draws (decisions 0026, 0040): the ones a phone opens first and most; each has route loaders. The feed,
 * search and the map centre where the device's cookies say (DiscoveryPlace).
 */
const DRAWN = [
  /^\/app$/,
  /^\/app\/search$/,
  /^\/(app\/)?(business|profession)\/\d+$/,
  /^\/app\/messages$/,
  /^\/app\/(network|notifications|account|create)$/,
  // The landing page and sign-in, drawn for a visitor (a form keeps what is typed before the takeover:
  // useTypedBeforeTakeover); a member is sent on to the app.
  /^\/?$/,
  /^\/auth$/,
  /^\/app\/(maps|videos|ads)$/,
  /^\/videos\/\d+$/,
  /^\/(app\/)?events\/\d+$/,
  /^\/app\/account\/receipts\/[^/]+$/,
  // The moderation console, for staff.
  /^\/admin$/,
];

export const isDrawnPath = (pathname: string): boolean => DRAWN.some((pattern) => pattern.test(pathname.replace(/\/$/, '')));

/**
 * Whose page is being drawn: the API requests of each draw are answered as its reader. A new object for each draw,
 * under which the web app keeps that page's state.
 */
interface Reader {
  cookie: string | undefined;
  language: Language;
}
const readers = new AsyncLocalStorage<Reader>();

/**
 * The web app's server build, when it has been built (`npm run build`); without it pages are drawn by the browser.
 * Its API requests go through the server itself with the reader's cookies, and only read: a first render never
 * changes anything.
 */
export async function loadFirstScreenDrawer(app: FastifyInstance): Promise<DrawFirstScreen | null> {
  const file = path.join(SSR_DIST, 'entry-server.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { createFirstScreenDrawer: CreateFirstScreenDrawer };
  return module.createFirstScreenDrawer({
    currentDraw: () => readers.getStore(),
    async answer(apiPath, init) {
      const reader = readers.getStore();
      if (!reader) throw new Error('An API request outside a first render');
      if ((init.method ?? 'GET') !== 'GET') throw new Error('A first render only reads');
      const answer = await app.inject({
        method: 'GET',
        url: apiPath,
        headers: { 'accept-language': reader.language, ...(reader.cookie ? { cookie: reader.cookie } : {}) },
      });
      return new Response(answer.statusCode === 204 ? null : answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    },
  });
}

/** The reader's language: their choice on this device (a cookie the app sets), else their browser's. */
function pageLanguage(request: FastifyRequest): Language {
  const chosen = cookieValue(request.headers.cookie, LANGUAGE_STORAGE_KEY);
  return isLanguage(chosen) ? chosen : requestLanguage(request);
}

function wantsDataSaving(request: FastifyRequest): boolean {
  const chosen = cookieValue(request.headers.cookie, DATA_SAVER_COOKIE);
  if (chosen === 'on' || chosen === 'off') return chosen === 'on';
  return request.headers['save-data'] === 'on';
}

/** The device's discovery choices from its cookies; anything unreadable counts as not chosen. */
function discoveryPlace(request: FastifyRequest): DiscoveryPlace {
  const cookies = request.headers.cookie;
  const cityId = Number(cookieValue(cookies, PLACE_COOKIES.cityId));
  const band = cookieValue(cookies, PLACE_COOKIES.band);
  const geo = cookieValue(cookies, PLACE_COOKIES.geo);
  return {
    cityId: Number.isSafeInteger(cityId) && cityId > 0 ? cityId : null,
    band: (BAND_IDS as readonly string[]).includes(band ?? '') ? (band as BandId) : null,
    geo: (GEO_PERMISSIONS as readonly string[]).includes(geo ?? '') ? (geo as GeoPermission) : 'prompt',
  };
}

/** Draws a page for this request, as its reader sees it. Null when the page is left to the browser. */
export async function drawPage(
  draw: DrawFirstScreen,
  request: FastifyRequest,
): Promise<(FirstScreen & { language: Language }) | FirstScreenRedirect | null> {
  const language = pageLanguage(request);
  const screen = await readers.run({ cookie: request.headers.cookie, language }, () =>
    draw({
      url: request.url,
      origin: `${request.protocol}://${request.host}`,
      language,
      dataSaver: wantsDataSaving(request),
      place: discoveryPlace(request),
      mapSize: parseMapSize(cookieValue(request.headers.cookie, MAP_SIZE_COOKIE)),
    }),
  );
  if (!screen || 'redirect' in screen) return screen;
  return { ...screen, language };
}

/** index.html with the drawn page in its root element, the state after it and the page's language. */
export function withFirstScreen(indexHtml: string, screen: { html: string; state: string; language: Language }): string {
  return (
    indexHtml
      .replace(/<html lang="[^"]*"/, () => `<html lang="${screen.language}"`)
      // Nothing else in the root element: React takes over exactly what it drew.
      .replace(/<div id="root">[\s\S]*<!--\/first-screen-->\s*<\/div>/, () => `<div id="root">${screen.html}</div>`)
      .replace('</body>', () => `  ${screen.state}\n  </body>`)
  );
}
