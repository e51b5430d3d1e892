import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPath } from '../../shared/routes';
import { msg } from '../../shared/i18n/msg';
import type { AppContext } from '../app-context';
import { requestLanguage } from '../i18n/request-language';
import { translate } from '../i18n/translate';
import { sharePreviewService } from '../features/share-preview/share-preview.service';
import { videoFileLinks } from '../features/videos/video-file-links';
import { earlyDataPaths, withEarlyData } from './early-data';
import { drawPage, isDrawnPath, loadFirstScreenDrawer, withFirstScreen } from './first-screen';
import { withSharePreview } from './html-head';
import { drawnPageCaching, PAGE_CACHING, type PageCaching } from './page-caching';

/** WEB_DIST_DIR lets a parallel test run serve its own build (development and tests only). */
export const WEB_DIST = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');

const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** A page to send, or where the page sends its reader (a visitor on a member's page). */
type PageAnswer = ({ html: string } & PageCaching) | { redirect: string };

/** Serves the built single-page app: hashed assets cached for a year; index.html, the service worker and manifest always checked. */
export async function webRoutes(app: FastifyInstance, { db, env, clock, secret }: AppContext): Promise<void> {
  const indexFile = path.join(WEB_DIST, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn('dist/web is missing: run "npm run build" to serve the web app');
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const previews = sharePreviewService(db, env.PUBLIC_URL, { links: videoFileLinks(secret), clock });
  const drawer = await loadFirstScreenDrawer(app);

  /** The page drawn by the server where it can (its data inside), else the app's shell with its first requests preloaded. */
  async function page(request: FastifyRequest, pathname: string, html: string): Promise<PageAnswer> {
    if (drawer && isDrawnPath(pathname)) {
      try {
        const screen = await drawPage(drawer, request);
        if (screen && 'redirect' in screen) return screen;
        if (screen && screen.unfetched.length > 0) {
          request.log.warn({ queries: screen.unfetched }, 'first screen drawn without data no route loader fetched');
        }
        if (screen) return { html: withFirstScreen(html, screen), ...drawnPageCaching(request.headers.cookie) };
      } catch (error) {
        request.log.warn({ err: error }, 'first screen not drawn; the browser draws the page');
      }
    }
    return shell(request, pathname, html);
  }

  /** The app's shell with the page's first requests preloaded: the browser's app draws the page. */
  function shell(request: FastifyRequest, pathname: string, html: string): PageAnswer {
    return { html: withEarlyData(html, earlyDataPaths(pathname, request.headers.cookie)), ...PAGE_CACHING.shell };
  }

  // Built scripts, styles and fonts are never documents: the page's policy headers mean nothing on them, and on a phone
  // page that loads dozens of assets they were a quarter of the bytes. `nosniff` and the resource policy stay.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/assets/')) return;
    for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
  });

  await app.register(fastifyStatic, {
    root: WEB_DIST,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      // The service worker and the manifest are checked on every visit: a deploy reaches phones at once.
      const checked = /(^|[\\/])(sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/.test(filePath);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : checked ? 'no-cache' : 'public, max-age=3600');
    },
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/api/') || pathname.startsWith('/dev/')) {
      const message = translate(requestLanguage(request), msg('No route for {route}', { route: `GET ${pathname}` }));
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message } });
    }
    const file = path.join(WEB_DIST, pathname);
    if (file.startsWith(WEB_DIST + path.sep) && path.extname(pathname) && existsSync(file)) {
      return reply.sendFile(pathname.slice(1));
    }
    if (!isKnownPath(pathname)) return send(reply, 404, shell(request, pathname, indexHtml));
    // The page of one listing, event or video (or a listing's analytics): the public one carries its own title and share
    // preview. One that does not exist, that staff hid or that a suspended member owns is a 404 with the app's plain
    // shell, in the app too: nothing of it in the head or the body, for visitors, crawlers and members alike (decision 0018).
    const item = pathname.match(/^\/(app\/)?(business|profession|events|videos)\/(\d+)(\/analytics)?\/?$/);
    if (item) {
      // An unlisted video's page carries its share key; without it the video is not found.
      const key = new URLSearchParams(request.url.split('?')[1] ?? '').get('key') ?? undefined;
      const preview = await previews.forPath(item[2] as 'business' | 'profession' | 'events' | 'videos', item[3]!, key);
      if (!preview) return send(reply, 404, shell(request, pathname, indexHtml));
      return send(reply, 200, await page(request, pathname, item[1] ? indexHtml : withSharePreview(indexHtml, preview)));
    }
    // A member's profile is found as the app finds it: a 404 only for no one.
    const member = pathname.match(/^\/app\/members\/([^/]+)\/?$/);
    if (member && !(await previews.memberExists(pathSegment(member[1]!)))) return send(reply, 404, shell(request, pathname, indexHtml));
    return send(reply, 200, await page(request, pathname, indexHtml));
  });
}

/** A path segment as the app's router reads it; one that is not valid percent-encoding stays as written. */
function pathSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A page with how it may be kept (page-caching.ts), or the redirect it asked for. A redirect depends on the reader's
 * session: only their browser keeps it, and asks again before each use.
 */
function send(reply: FastifyReply, status: number, answer: PageAnswer) {
  if ('redirect' in answer)
    return reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie').redirect(answer.redirect, 302);
  return reply
    .status(status)
    .header('cache-control', answer.cacheControl)
    .header('vary', answer.vary)
    .type('text/html; charset=utf-8')
    .send(answer.html);
}
