import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { routeContext } from './route-data';
import { routes } from './routes';

/**
 * The browser's router. Its loaders start each page's data beside the page's module (decision 0040). Taking over a
 * page the server drew, the page's lazy modules are loaded first and the loaders' results come with the page: the
 * router then starts ready and React's first render matches the server's HTML instead of showing the loading fallback.
 */
export async function createAppRouter(client: QueryClient, drawn: { loaderData: Record<string, unknown> } | null) {
  if (drawn) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  }
  const context = routeContext({ client, drawnPlace: null });
  return createBrowserRouter(routes, {
    getContext: () => context,
    ...(drawn ? { hydrationData: { loaderData: drawn.loaderData } } : {}),
  });
}
