import { sql } from 'kysely';
import type { IdDocumentType } from '../../../shared/identity';
import type { Db } from '../../db/database';
import type { IdentityRequestsTable } from '../../db/schema';
import type { SqlExecutor } from '../../jobs/job-queue';
import { executorOf } from '../../jobs/transaction-executor';

export type RequestStatus = 'pending' | 'approved' | 'rejected' | 'expired';

export interface RequestRow {
  request_id: string;
  user_id: string;
  document_type: IdDocumentType;
  status: RequestStatus;
  storage_prefix: string | null;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const COLUMNS = [
  'request_id',
  'user_id',
  'document_type',
  'status',
  'storage_prefix',
  'reason',
  'created_at',
  'decided_at',
] as const satisfies ReadonlyArray<keyof IdentityRequestsTable>;

/** A decision as the audit log records it (decision 0018: who, what, when, why). */
export interface AuditEntry {
  staffId: string;
  action: string;
  reason: string | null;
}

export function identityRepository(db: Db) {
  return {
    /** The member's newest request and whether they carry the badge. */
    async latest(userId: string) {
      const [request, member] = await Promise.all([
        db
          .selectFrom('identity_requests')
          .select(COLUMNS)
          .where('user_id', '=', userId)
          .orderBy('request_id', 'desc')
          .limit(1)
          .executeTakeFirst() as Promise<RequestRow | undefined>,
        db.selectFrom('users').select('identity_verified_at').where('user_id', '=', userId).executeTakeFirst(),
      ]);
      return { request, verifiedAt: member?.identity_verified_at ?? null };
    },

    find: (requestId: string) =>
      db.selectFrom('identity_requests').select(COLUMNS).where('request_id', '=', requestId).executeTakeFirst() as Promise<
        RequestRow | undefined
      >,

    /**
     * A new pending request, and its expiry job queued in the same transaction (so no request can miss its expiry);
     * undefined when the member already has one pending (the partial unique index decides, also for two at once).
     */
    insert(
      values: { userId: string; documentType: IdDocumentType; storagePrefix: string },
      queueExpiry: (requestId: string, executor: SqlExecutor) => Promise<unknown>,
    ): Promise<RequestRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = (await trx
          .insertInto('identity_requests')
          .values({ user_id: values.userId, document_type: values.documentType, storage_prefix: values.storagePrefix })
          .onConflict((oc) => oc.column('user_id').where('status', '=', 'pending').doNothing())
          .returning(COLUMNS)
          .executeTakeFirst()) as RequestRow | undefined;
        if (row) await queueExpiry(row.request_id, executorOf(trx));
        return row;
      });
    },

    /** Pending requests, the oldest first, with their member. */
    queue: (limit: number) =>
      db
        .selectFrom('identity_requests as r')
        .innerJoin('users as m', 'm.user_id', 'r.user_id')
        .select(['r.request_id', 'r.user_id', 'r.document_type', 'r.created_at', 'm.full_name', 'm.username'])
        .where('r.status', '=', 'pending')
        .orderBy('r.created_at')
        .orderBy('r.request_id')
        .limit(limit)
        .execute(),

    /** The files of a request while it waits for a decision; null for any other state (decided files are never read). */
    async pendingPrefix(requestId: string): Promise<string | null> {
      const row = await db
        .selectFrom('identity_requests')
        .select('storage_prefix')
        .where('request_id', '=', requestId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return row?.storage_prefix ?? null;
    },

    /**
     * Closes a pending request as approved, rejected or expired, with the member's badge (on approval) and the audit
     * row in the same transaction; undefined when it was not pending (decided already, or unknown).
     */
    decide(requestId: string, outcome: Exclude<RequestStatus, 'pending'>, reason: string | null, audit: AuditEntry) {
      return db.transaction().execute(async (trx) => {
        const row = (await trx
          .updateTable('identity_requests')
          .set({ status: outcome, reason, decided_by: audit.staffId, decided_at: sql<Date>`now()` })
          .where('request_id', '=', requestId)
          .where('status', '=', 'pending')
          .returning(COLUMNS)
          .executeTakeFirst()) as RequestRow | undefined;
        if (!row) return undefined;
        if (outcome === 'approved') {
          await trx
            .updateTable('users')
            .set({ identity_verified_at: sql<Date>`now()` })
            .where('user_id', '=', row.user_id)
            .execute();
        }
        await trx
          .insertInto('moderation_actions')
          .values({ staff_id: audit.staffId, action: audit.action, target_kind: 'member', target_id: row.user_id, reason: audit.reason })
          .execute();
        return row;
      });
    },

    /** The files are gone: the request no longer points at them. */
    async forgetFiles(requestId: string): Promise<void> {
      await db.updateTable('identity_requests').set({ storage_prefix: null }).where('request_id', '=', requestId).execute();
    },
  };
}
export type IdentityRepository = ReturnType<typeof identityRepository>;
