import type { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider, type LoaderFunctionArgs, type Params } from 'react-router';
import type { DiscoveryPlace } from '../../shared/first-screen';

/**
 * What a route loader fetches with (decision 0040): the page's query client and, while the server draws the page,
 * where the device's discovery centres (its cookies). The server makes one for each request; the browser has one for
 * its life, without a place (the page decides it on the device).
 */
export interface RouteData {
  client: QueryClient;
  /** Set only while the server draws: it waits for the loaders, then draws once. The browser starts them and goes on. */
  drawnPlace: DiscoveryPlace | null;
}

const routeData = createContext<RouteData>();

/** The router context of one request (the server) or of the browser's router. */
export const routeContext = (data: RouteData) => new RouterContextProvider(new Map([[routeData, data]]));

export interface PageData extends RouteData {
  params: Params;
  url: URL;
}

/**
 * A route's loader: fills the query cache with what the page reads first, under the keys of the page's own hooks,
 * so the page's one render has them. It gives the router nothing (the page reads the cache), and a failed answer is
 * left to the page, which shows its error or asks again.
 */
export function pageLoader(load: (page: PageData) => Promise<unknown>) {
  return async ({ context, params, request }: LoaderFunctionArgs<RouterContextProvider>): Promise<null> => {
    const data = context.get(routeData);
    const loading = load({ ...data, params, url: new URL(request.url) }).catch(() => undefined);
    if (data.drawnPlace) await loading;
    return null;
  };
}
