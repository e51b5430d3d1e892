/** Where Better Auth is mounted; every path it serves starts with this. */
export const AUTH_BASE_PATH = '/api/auth';

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The one spelling of a request target under /api/auth: what our limits judge and what Better Auth is given, so that no
 * spelling can reach an endpoint past its limit (issue 36). Percent-encoded letters, digits and `-._~` are decoded,
 * backslashes and runs of slashes become one slash, dot segments are resolved as a URL parser does, and the fragment and
 * a trailing slash are dropped. Null for what has no one reading: an encoded `/` or `\`, broken percent-encoding, or a
 * path that leaves /api/auth/.
 */
export function canonicalAuthUrl(target: string, base: string): URL | null {
  const withoutFragment = target.split('#')[0];
  const queryAt = withoutFragment.indexOf('?');
  const rawPath = queryAt < 0 ? withoutFragment : withoutFragment.slice(0, queryAt);
  const query = queryAt < 0 ? '' : withoutFragment.slice(queryAt);
  if (/%(2f|5c)/i.test(rawPath)) return null;
  try {
    decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const path = rawPath
    .replace(/%[0-9a-f]{2}/gi, (escape) => {
      const char = String.fromCharCode(parseInt(escape.slice(1), 16));
      return UNRESERVED.test(char) ? char : escape.toUpperCase();
    })
    .replace(/[\\/]+/g, '/');
  const url = new URL(path + query, base);
  url.pathname = url.pathname.replace(/\/+$/, '');
  if (!url.pathname.startsWith(`${AUTH_BASE_PATH}/`)) return null;
  return url;
}
