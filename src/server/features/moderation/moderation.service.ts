import type { AuditEntry, ItemActionBody, QueueItem, ReportKind, StaffMe, SuspendBody } from '../../../shared/schemas/moderation';
import { REPORT_KINDS } from '../../../shared/schemas/moderation';
import type { Db } from '../../db/database';
import type { DomainEvents } from '../../domain-events/domain-events';
import { badRequest, notFound } from '../../http/errors';
import type { JobQueue, JobType } from '../../jobs/job-queue';
import type { PushBus } from '../../realtime/push-bus';
import { isoString } from '../../kit/listings/listing-mapping';
import { conversationGroupKey } from '../messages/messages.service';
import { isHideable, moderationRepository } from './moderation.repository';
import { subjectKey, subjectOf } from './moderation-subjects';
import { msg } from '../../../shared/i18n/msg';

export const SUSPENSION_END_JOB = 'moderation.suspension-end';
const QUEUE_LIMIT = 50;
const AUDIT_LIMIT = 100;
/** The actor of actions no person took (a suspension reaching its end date). */
const SYSTEM = 'system';

const isKind = (kind: string): kind is ReportKind => (REPORT_KINDS as readonly string[]).includes(kind);

export interface ModerationDeps {
  db: Db;
  events: DomainEvents;
  bus: PushBus;
  jobs: JobQueue;
}

/**
 * The moderation console's rules (decision 0018): only staff who signed in with a second factor act; every action
 * is written to the append-only audit log; reporters and authors hear the outcome, never who reported.
 */
export function moderationService(deps: ModerationDeps) {
  const repo = moderationRepository(deps.db);

  /** The reporters hear the outcome (moderation-listeners.ts). */
  const reportsClosed = (reporters: string[], kind: ReportKind, outcome: 'dismissed' | 'removed' | 'suspended') =>
    deps.events.emit({ type: 'reports.closed', reporters, kind, outcome });

  /**
   * A message hidden or restored: both members' open threads read it again, and a hidden one's text leaves the
   * receiver's "new message" notification (which quotes the conversation's newest message).
   */
  async function messageModerated(id: string, hidden: boolean) {
    const parties = await repo.messageParties(id);
    if (!parties) return;
    const conversationId = Number(parties.conversation_id);
    const quote = parties.content.replace(/\s+/g, ' ').trim().slice(0, 40);
    const receiver = parties.receiver_id;
    if (
      hidden &&
      (await repo.unquoteNotification(
        receiver,
        conversationGroupKey(conversationId),
        quote,
        msg('{name} sent you a message.', { name: parties.sender_name }),
      ))
    ) {
      await deps.bus.publish({ recipients: [receiver], push: { type: 'notifications.changed' } });
    }
    await deps.bus.publish({ recipients: [parties.sender_id, receiver], push: { type: 'messages.changed', conversationId } });
  }

  /** What each target is, looked up by `subjectKey` (one query per kind present). */
  async function subjects(targets: { kind: string; id: string }[]) {
    const rows = await repo.subjects(targets);
    const byKey = new Map(rows.map((row) => [subjectKey(row.kind, row.id), row]));
    return (kind: string, id: string) => subjectOf(byKey.get(subjectKey(kind, id)));
  }

  async function endSessions(userId: string) {
    await deps.bus.publish({ recipients: [userId], push: { type: 'session.ended' } });
  }

  async function lift(userId: string, staffId: string, reason: string) {
    if (!(await repo.unsuspend(userId))) return false;
    await repo.setOwnedHidden(userId, false);
    await repo.audit({ staffId, action: 'unsuspend', kind: 'member', id: userId, reason });
    await deps.events.emit({ type: 'member.unsuspended', userId });
    return true;
  }

  /** Ends a suspension at its end date; a suspension lifted, changed or extended meanwhile is left alone. */
  const suspensionEndJob: JobType<{ userId: string; until: string }> = {
    name: SUSPENSION_END_JOB,
    retryLimit: 5,
    handle: async ({ userId, until }) => {
      const state = await repo.suspension(userId);
      if (!state?.suspended_at || !state.suspended_until) return;
      if (new Date(state.suspended_until).getTime() !== Date.parse(until) || Date.parse(until) > Date.now()) return;
      await lift(userId, SYSTEM, 'The suspension reached its end date.');
    },
  };

  return {
    suspensionEndJob,

    async queue(): Promise<{ items: QueueItem[] }> {
      const rows = await repo.queue(QUEUE_LIMIT);
      const subjectOfTarget = await subjects(rows.map((row) => ({ kind: row.target_kind, id: row.target_id })));
      const items = await Promise.all(
        rows.map(async (row) => {
          const subject = subjectOfTarget(row.target_kind, row.target_id);
          const content = await repo.content(row.target_kind, row.target_id);
          return {
            kind: row.target_kind,
            id: row.target_id,
            owner: row.owner_id ? { userId: row.owner_id, fullName: row.owner_name ?? 'Former member' } : null,
            link: subject.link,
            reportCount: row.report_count,
            firstReportedAt: isoString(row.first_reported_at),
            reasons: row.reasons ?? {},
            details: row.details,
            content: content && subject.title !== null ? { title: subject.title, ...content } : null,
            context: await repo.context(row.target_kind, row.target_id),
          };
        }),
      );
      return { items };
    },

    async dismiss(staff: StaffMe, body: ItemActionBody): Promise<void> {
      if (!isKind(body.kind)) throw badRequest(msg('Not something that can be reported'));
      const reporters = await repo.closeReports(body.kind, body.id, 'dismissed');
      if (reporters.length === 0) throw notFound(msg('There are no open reports about this.'));
      await repo.audit({ staffId: staff.userId, action: 'dismiss', kind: body.kind, id: body.id, reason: body.reason });
      await reportsClosed(reporters, body.kind, 'dismissed');
    },

    async hide(staff: StaffMe, body: ItemActionBody): Promise<void> {
      if (!isHideable(body.kind))
        throw badRequest(body.kind === 'member' ? msg('Suspend the member instead.') : msg('This kind cannot be hidden.'));
      if (!/^\d{1,15}$/.test(body.id)) throw notFound(msg('Not found'));
      const owner = await repo.ownerOf(body.kind, body.id);
      if (!owner) throw notFound(msg('Not found'));
      await repo.setHidden(body.kind, body.id, 'staff');
      if (body.kind === 'message') await messageModerated(body.id, true);
      await repo.audit({ staffId: staff.userId, action: 'hide', kind: body.kind, id: body.id, reason: body.reason });
      const reporters = await repo.closeReports(body.kind, body.id, 'actioned');
      await reportsClosed(reporters, body.kind, 'removed');
      await deps.events.emit({ type: 'content.hidden', ownerId: owner, kind: body.kind, reason: body.reason });
    },

    async restore(staff: StaffMe, body: ItemActionBody): Promise<void> {
      if (!isHideable(body.kind) || !/^\d{1,15}$/.test(body.id)) throw notFound(msg('Not found'));
      const owner = await repo.ownerOf(body.kind, body.id);
      if (!owner) throw notFound(msg('Not found'));
      if (!(await repo.setHidden(body.kind, body.id, null))) throw badRequest(msg('This is not hidden.'));
      if (body.kind === 'message') await messageModerated(body.id, false);
      await repo.audit({ staffId: staff.userId, action: 'restore', kind: body.kind, id: body.id, reason: body.reason });
      await deps.events.emit({ type: 'content.restored', ownerId: owner, kind: body.kind, reason: body.reason });
    },

    async suspend(staff: StaffMe, body: SuspendBody): Promise<void> {
      if (body.userId === staff.userId) throw badRequest(msg('You cannot suspend yourself.'));
      if (!(await repo.memberExists(body.userId))) throw notFound(msg('Member not found'));
      const until = body.until ? new Date(body.until) : null;
      await repo.suspend(body.userId, body.reason, until);
      await endSessions(body.userId);
      await repo.setOwnedHidden(body.userId, true);
      await repo.audit({
        staffId: staff.userId,
        action: until ? `suspend until ${until.toISOString()}` : 'suspend',
        kind: 'member',
        id: body.userId,
        reason: body.reason,
      });
      const reporters = await repo.closeReports('member', body.userId, 'actioned');
      await reportsClosed(reporters, 'member', 'suspended');
      if (until) {
        await deps.jobs.send(
          SUSPENSION_END_JOB,
          { userId: body.userId, until: until.toISOString() },
          {
            delaySeconds: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)),
          },
        );
      }
    },

    async unsuspend(staff: StaffMe, body: { userId: string; reason: string }): Promise<void> {
      if (!(await lift(body.userId, staff.userId, body.reason))) throw notFound(msg('This member is not suspended.'));
    },

    async audit(): Promise<{ items: AuditEntry[] }> {
      const rows = await repo.auditPage(AUDIT_LIMIT);
      const subjectOfTarget = await subjects(rows.map((row) => ({ kind: row.target_kind, id: row.target_id })));
      return {
        items: rows.map((row) => ({
          actionId: Number(row.action_id),
          staff: { userId: row.staff_id, fullName: row.staff_name },
          action: row.action,
          kind: row.target_kind,
          id: row.target_id,
          subject: subjectOfTarget(row.target_kind, row.target_id),
          reason: row.reason,
          createdAt: isoString(row.created_at),
        })),
      };
    },
  };
}
