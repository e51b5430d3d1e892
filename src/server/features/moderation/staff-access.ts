import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffMe } from '../../../shared/schemas/moderation';
import type { Auth } from '../../auth/auth';
import { getViewer, type Viewer } from '../../auth/session';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { moderationRepository } from './moderation.repository';
import { msg } from '../../../shared/i18n/msg';

/** The staff member behind the session; 404 for everyone else, 403 for staff whose session passed no second factor. */
export async function staffOf(db: Db, viewer: Viewer | null): Promise<StaffMe> {
  const row = viewer ? await moderationRepository(db).staffSession(viewer.sessionId) : undefined;
  if (!row?.role) throw notFound(msg('Page not found'));
  if (!row.second_factor) {
    throw new AppError(
      403,
      'FORBIDDEN',
      msg('Staff must sign in with two-factor authentication: turn it on in Account → Security, then sign in again.'),
    );
  }
  return { userId: row.user_id, role: row.role };
}

/**
 * Makes every route of a plugin staff-only (decision 0018), checked before the body is read; returns how a handler
 * reads the staff member. Any feature with console routes under /api/v1/admin uses this.
 */
export function requireStaff(app: FastifyInstance, deps: { db: Db; auth: Auth }): (request: FastifyRequest) => StaffMe {
  const staff = new WeakMap<FastifyRequest, StaffMe>();
  app.addHook('onRequest', async (request) => {
    staff.set(request, await staffOf(deps.db, await getViewer(deps.auth, request)));
  });
  return (request) => staff.get(request)!;
}
