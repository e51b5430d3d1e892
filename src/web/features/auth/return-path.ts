/**
 * Where to go after signing in: the page that sent the visitor to /auth (?redirect=…), when it is a path of this
 * app (never another site: "//host" and absolute URLs are refused), else the app's home.
 */
export function returnPath(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/auth')) return '/app';
  return redirect;
}

/** A link to /auth that brings the visitor back here afterwards. */
export const signInHref = (here: { pathname: string; hash?: string }) =>
  `/auth?redirect=${encodeURIComponent(`${here.pathname}${here.hash ?? ''}`)}`;
