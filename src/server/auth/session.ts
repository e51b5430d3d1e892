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

/** The signed-in member behind the request's session cookie, or null; looked up once per request. */
export function getViewer(auth: Auth, request: FastifyRequest): Promise<Viewer | null> {
  let viewer = viewers.get(request);
  if (!viewer) {
    viewer = auth.api.getSession({ headers: requestHeaders(request) }).then((result) =>
      result
        ? {
            userId: result.user.id,
            email: result.user.email,
            emailVerified: result.user.emailVerified,
            sessionId: result.session.id,
            sessionCreatedAt: new Date(result.session.createdAt),
          }
        : null,
    );
    viewers.set(request, viewer);
  }
  return viewer;
}

export async function requireViewer(auth: Auth, request: FastifyRequest): Promise<Viewer> {
  const viewer = await getViewer(auth, request);
  if (!viewer) throw unauthorized();
  return viewer;
}
