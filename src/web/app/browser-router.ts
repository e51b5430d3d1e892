import { createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './routes';

/**
 * The browser's router. Taking over a page the server drew, the page's lazy modules are loaded first: the router
 * then starts ready and React's first render matches the server's HTML instead of showing the loading fallback.
 */
export async function createAppRouter(options: { takingOver: boolean }) {
  if (options.takingOver) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes);
}
