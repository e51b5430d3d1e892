import type { FastifyRequest } from 'fastify';
import type { Auth } from './auth';
import { unauthorized } from '../http/errors';

export interface Viewer {
  userId: string;
  email: string;
  emailVerified: boolean;
  sessionId: string;
  sessionCreatedAt: Date;
}

export function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, String(value));
  }
  return headers;
}

const viewers = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

async function readViewer(auth: Auth, request: FastifyRequest): Promise<Viewer | null> {
  const found = await auth.sessions.lookup(request.headers.cookie);
  if (found.kind === 'none') return null;
  if (found.kind === 'session') {
    const { session } = found;
    return {
      userId: session.userId,
      email: session.email,
      emailVerified: session.emailVerified,
      sessionId: session.sessionId,
      sessionCreatedAt: session.createdAt,
    };
  }
  // Expired or due for its daily extension: Better Auth cleans up or extends it.
  const result = await auth.api.getSession({ headers: requestHeaders(request) });
  return result
    ? {
        userId: result.user.id,
        email: result.user.email,
        emailVerified: result.user.emailVerified,
        sessionId: result.session.id,
        sessionCreatedAt: new Date(result.session.createdAt),
      }
    : null;
}

/** The signed-in member behind the request's session cookie, or null; looked up once per request. */
export function getViewer(auth: Auth, request: FastifyRequest): Promise<Viewer | null> {
  let viewer = viewers.get(request);
  if (!viewer) {
    viewer = readViewer(auth, request);
    viewers.set(request, viewer);
  }
  return viewer;
}

/**
 * Sets who the request acts for when it was authenticated some other way than the session cookie (a Pro member's
 * personal access token, checked by a hook on the routes that accept one). Later `getViewer` calls return it.
 */
export function actAs(request: FastifyRequest, viewer: Viewer): void {
  viewers.set(request, Promise.resolve(viewer));
}

export async function requireViewer(auth: Auth, request: FastifyRequest): Promise<Viewer> {
  const viewer = await getViewer(auth, request);
  if (!viewer) throw unauthorized();
  return viewer;
}
