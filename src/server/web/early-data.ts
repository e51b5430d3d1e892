import { trimmedPath } from '../../shared/routes';
import { carriesSession } from './page-caching';

/**
 * The answers a signed-in page asks for first, named in its HTML as preloads: the browser fetches them while the
 * scripts download instead of after they have run (on a slow phone, a second or more of waiting before anything shows).
 * Only what the page will certainly ask for, with the URL the app uses, so every preload is used.
 */
export function earlyDataPaths(pathname: string, cookieHeader: string | undefined): string[] {
  if (!carriesSession(cookieHeader)) return [];
  const path = trimmedPath(pathname);
  if (path === '/' || path.startsWith('/auth') || path.startsWith('/payment-')) return [];
  const paths = ['/api/auth/get-session'];
  if (path === '/app' || path.startsWith('/app/')) paths.push('/api/v1/me', '/api/v1/unread-counts');
  // The feed, search and the map centre on the member's city until they choose another.
  if (path === '/app' || path === '/app/search' || path === '/app/maps') paths.push('/api/v1/lookups/cities');
  return paths;
}

/** index.html with a preload for each path, fetched as the app's own requests are (same origin, with cookies). */
export function withEarlyData(indexHtml: string, paths: string[]): string {
  if (paths.length === 0) return indexHtml;
  const links = paths.map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin />`).join('\n    ');
  return indexHtml.replace('</head>', () => `  ${links}\n  </head>`);
}
