import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { CreateFirstScreenDrawer, FirstScreen, FirstScreenRedirect, FirstScreenRequest } from '../shared/first-screen';
import { AppRoot } from './app/app-root';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { setFetchSource } from './lib/api-fetch';
import { firstScreenScript, setDrawnWith, takeDrawnRedirect } from './lib/first-screen';
import { applyLanguage, loadLanguage } from './lib/i18n';
import { setDrawingScope } from './lib/per-page';

/**
 * The server's first render of a page (docs/decisions/0026-first-screen-drawn-by-the-server.md): the page is drawn
 * as the browser would draw it, with the reader's data, so a phone shows it before the app's script has arrived.
 * The app asks for its data as it renders; each round draws the page, fetches what it asked for and draws it again,
 * until it asks for nothing new (a listing's products need the listing first) or the rounds run out.
 */
const ROUNDS = 5;

const handler = createStaticHandler(routes);

/** A query the page asked for and that nothing has fetched yet (a disabled one waits for the browser). */
function waiting(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

async function drawWithData(client: QueryClient, draw: () => string) {
  const failed = new Set<string>();
  for (let round = 1; ; round++) {
    // A failed answer is left to the browser, which shows its error or tries again: the server draws it as still loading.
    client.removeQueries({ predicate: (query) => query.state.status === 'error' });
    const html = draw();
    const asked = client
      .getQueryCache()
      .getAll()
      .filter((query) => waiting(query) && !failed.has(query.queryHash));
    if (asked.length === 0 || round === ROUNDS) return html;
    await Promise.all(
      asked.map((query) =>
        query.fetch().catch(() => {
          failed.add(query.queryHash);
        }),
      ),
    );
  }
}

async function drawPage(request: FirstScreenRequest): Promise<FirstScreen | FirstScreenRedirect | null> {
  const context = await handler.query(new Request(new URL(request.url, 'http://localhost')));
  // A redirect or an error answer: the browser's app handles those pages itself.
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient({ retry: 0 });
  await loadLanguage(request.language);
  applyLanguage(request.language);
  const drawnAt = Date.now();
  setDrawnWith({ ...request, drawnAt });
  const draw = () => {
    // Only the last round's redirect counts: an earlier round may have lacked the data that decides.
    takeDrawnRedirect();
    return renderToString(
      <AppRoot client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppRoot>,
    );
  };
  const html = await drawWithData(client, draw);
  const redirect = takeDrawnRedirect();
  if (redirect !== null) {
    client.clear();
    return { redirect };
  }
  const { language, dataSaver, place } = request;
  const state = firstScreenScript({ language, dataSaver, place, drawnAt, queries: dehydrate(client) });
  client.clear();
  return { html, state };
}

export const createFirstScreenDrawer: CreateFirstScreenDrawer = ({ answer, currentDraw }) => {
  setFetchSource(answer);
  // Many readers' pages are drawn at once, each awaiting its data between rounds: each keeps its page state
  // (lib/per-page.ts) under its own draw.
  setDrawingScope(currentDraw);
  return drawPage;
};
