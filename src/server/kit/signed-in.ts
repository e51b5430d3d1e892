import type { FastifyRequest } from 'fastify';
import type { Auth } from '../auth/auth';
import { requireViewer } from '../auth/session';

/** onRequest hook for writes: a visitor gets 401 before the body is even validated. */
export const signedIn = (auth: Auth) => async (request: FastifyRequest) => {
  await requireViewer(auth, request);
};
