const HERE = 'http://localhub.invalid';

/**
 * Where to go after signing in: the page that sent the visitor to /auth (?redirect=…), when it is a path of this
 * app, else the app's home. Never another site: "//host", "/\host" and absolute URLs are refused, as a browser would
 * read them (the server sends a signed-in member on with an HTTP redirect to it).
 */
export function returnPath(redirect: string | null): string {
  if (!redirect?.startsWith('/')) return '/app';
  const url = new URL(redirect, HERE);
  if (url.origin !== HERE || url.pathname.startsWith('/auth')) return '/app';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A link to /auth that brings the visitor back here afterwards. */
export const signInHref = (here: { pathname: string; hash?: string }) =>
  `/auth?redirect=${encodeURIComponent(`${here.pathname}${here.hash ?? ''}`)}`;
