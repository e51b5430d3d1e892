import { dehydrate, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type {
  CreateFirstScreenDrawer,
  FirstScreen,
  FirstScreenRedirect,
  FirstScreenRequest,
  FirstScreenServer,
} from '../shared/first-screen';
import { AppRoot } from './app/app-root';
import { createQueryClient } from './app/query-client';
import { routeContext } from './app/route-data';
import { routes } from './app/routes';
import { setFetchSource } from './lib/api-fetch';
import { firstScreenScript, setDrawnWith, takeDrawnRedirect } from './lib/first-screen';
import { applyLanguage, loadLanguage } from './lib/i18n';
import { setDrawingScope } from './lib/per-page';

/**
 * The server's first render of a page (docs/decisions/0040-first-screens-from-route-loaders.md): the matched routes'
 * loaders fill a query client of this request's own, then the page is drawn once, as the browser would draw it, with
 * the reader's data, so a phone shows it before the app's script has arrived.
 */
const handler = createStaticHandler(routes);

/** A query the page asked for that no loader fetched (a disabled one waits for the browser in any case). */
function unfetched(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

async function drawPage(request: FirstScreenRequest, server: FirstScreenServer): Promise<FirstScreen | FirstScreenRedirect | null> {
  await loadLanguage(request.language);
  applyLanguage(request.language);
  const drawnAt = Date.now();
  setDrawnWith({ ...request, drawnAt });
  const client = createQueryClient({ retry: 0 });
  try {
    const context = await handler.query(new Request(new URL(request.url, 'http://localhost')), {
      requestContext: routeContext({ client, drawnPlace: request.place }),
    });
    // A redirect or an error answer: the browser's app handles those pages itself.
    if (context instanceof Response || context.errors) return null;
    // A failed answer is left to the browser, which shows its error or tries again: the server draws it as still loading.
    const failed = new Set(
      client
        .getQueryCache()
        .findAll({ predicate: (query) => query.state.status === 'error' })
        .map((query) => query.queryHash),
    );
    client.removeQueries({ predicate: (query) => failed.has(query.queryHash) });
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <AppRoot client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppRoot>,
    );
    server.drew?.();
    const redirect = takeDrawnRedirect();
    if (redirect !== null) return { redirect };
    const { language, dataSaver, place, mapSize } = request;
    const queries = dehydrate(client);
    const state = firstScreenScript({ language, dataSaver, place, mapSize, drawnAt, queries, loaderData: context.loaderData });
    const missing = client
      .getQueryCache()
      .getAll()
      .filter((query) => unfetched(query) && !failed.has(query.queryHash));
    return { html, state, unfetched: missing.map((query) => query.queryHash) };
  } finally {
    client.clear();
  }
}

export const createFirstScreenDrawer: CreateFirstScreenDrawer = (server) => {
  setFetchSource(server.answer);
  // Many readers' pages are drawn at once, each awaiting its loaders: each keeps its page state (lib/per-page.ts)
  // under its own draw.
  setDrawingScope(server.currentDraw);
  return (request) => drawPage(request, server);
};
