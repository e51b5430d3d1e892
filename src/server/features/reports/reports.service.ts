import type { ReportKind, ReportReason } from '../../../shared/schemas/moderation';
import type { Viewer } from '../../auth/session';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isUniqueViolation } from '../../kit/unique-violation';
import { reportsRepository } from './reports.repository';
import { msg } from '../../../shared/i18n/msg';

const ROW_ID = /^[1-9]\d{0,14}$/;

/** Members report what they see; the owner is never told who reported (only staff read reports). */
export function reportsService(db: Db) {
  const repo = reportsRepository(db);
  return {
    async report(viewer: Viewer, input: { kind: ReportKind; id: string; reason: ReportReason; details?: string }): Promise<void> {
      const ownerId = input.kind !== 'member' && !ROW_ID.test(input.id) ? null : await repo.ownerOf(input.kind, input.id, viewer.userId);
      if (!ownerId) throw notFound(msg('There is nothing to report here: it may have been removed.'));
      if (ownerId === viewer.userId) throw badRequest(msg('You cannot report your own content.'));
      try {
        await repo.create({ reporterId: viewer.userId, ownerId, ...input });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(msg('You have already reported this. Our team will look at it.'));
        throw error;
      }
    },
  };
}
