import { randomBytes } from 'node:crypto';
import { IDENTITY_FILES, IDENTITY_REQUEST_DAYS, type IdentityFile } from '../../../shared/identity';
import { msg } from '../../../shared/i18n/msg';
import type { IdentityQueueItem, IdentityState } from '../../../shared/schemas/identity';
import type { StaffMe } from '../../../shared/schemas/moderation';
import type { Viewer } from '../../auth/session';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { DomainEvents } from '../../domain-events/domain-events';
import { conflict, notFound } from '../../http/errors';
import type { JobQueue, JobType } from '../../jobs/job-queue';
import type { ImageStore } from '../../media/image-store';
import type { PrivateStorage } from '../../storage/private-storage';
import { isoString } from '../../kit/listings/listing-mapping';
import type { IdentityUpload } from './identity-upload';
import { identityRepository, type RequestRow } from './identity.repository';

export const IDENTITY_EXPIRY_JOB = 'identity.expiry';
const DAY_MS = 86_400_000;
const REQUEST_LIFETIME_MS = IDENTITY_REQUEST_DAYS * DAY_MS;
/** Wide enough for staff to read an ID card's print; the selfie is kept at the same size. */
const STORED_WIDTH = 1600;
const QUEUE_LIMIT = 50;
/** The actor of what no person did (a request reaching its 30 days), as in the moderation audit log. */
const SYSTEM = 'system';

export interface IdentityDeps {
  db: Db;
  images: ImageStore;
  files: PrivateStorage;
  events: DomainEvents;
  jobs: JobQueue;
  clock: Clock;
  log: { warn(obj: object, msg: string): void };
}

const fileKey = (prefix: string, file: IdentityFile) => `${prefix}/${file}.webp`;
const expiresAt = (row: Pick<RequestRow, 'created_at'>) => new Date(new Date(row.created_at).getTime() + REQUEST_LIFETIME_MS);

/**
 * Identity verification (decision 0021): a member sends an ID photo and a selfie, which go through the image pipeline
 * and into private storage; staff approve or reject; the photos are deleted at the decision, or with the request
 * when nobody decided it within 30 days. Only staff ever read the photos.
 */
export function identityService(deps: IdentityDeps) {
  const repo = identityRepository(deps.db);

  /** Deletes a request's photos; a failure is left for the request's expiry job to retry (decisions stand). */
  async function deleteFiles(row: Pick<RequestRow, 'request_id' | 'storage_prefix'>, options: { rethrow: boolean }) {
    if (!row.storage_prefix) return;
    try {
      await deps.files.deletePrefix(row.storage_prefix);
      await repo.forgetFiles(row.request_id);
    } catch (error) {
      deps.log.warn({ err: error, requestId: row.request_id }, 'could not delete identity files; the expiry job retries');
      if (options.rethrow) throw error;
    }
  }

  /** The member hears the outcome (identity-listeners.ts). */
  const decided = (
    row: Pick<RequestRow, 'user_id' | 'document_type'>,
    outcome: 'approved' | 'rejected' | 'expired',
    reason: string | null,
  ) => deps.events.emit({ type: 'identity.decided', userId: row.user_id, outcome, documentType: row.document_type, reason });

  /** Closes a pending request; 404 when there is none to close (decided already, expired, or unknown). */
  async function decide(staff: StaffMe, requestId: number, outcome: 'approved' | 'rejected', reason: string | null) {
    const row = await repo.decide(String(requestId), outcome, outcome === 'rejected' ? reason : null, {
      staffId: staff.userId,
      action: outcome === 'approved' ? 'approve identity' : 'reject identity',
      reason,
    });
    if (!row) throw notFound(msg('There is no pending identity request with this number.'));
    await deleteFiles(row, { rethrow: false });
    return row;
  }

  /**
   * Runs at the request's 30th day (queued with it). Still pending: deleted with its photos and the member told.
   * Decided: any photos a failed deletion left behind are removed now.
   */
  const expiryJob: JobType<{ requestId: string }> = {
    name: IDENTITY_EXPIRY_JOB,
    retryLimit: 10,
    retryDelaySeconds: 60,
    retryBackoff: true,
    handle: async ({ requestId }) => {
      const row = await repo.find(requestId);
      if (!row) return;
      if (row.status === 'pending') {
        const left = expiresAt(row).getTime() - deps.clock.now().getTime();
        if (left > 0) {
          // Run early (clocks differ between machines): it runs again when the request is due.
          await deps.jobs.send(IDENTITY_EXPIRY_JOB, { requestId }, { delaySeconds: Math.max(60, Math.ceil(left / 1000)) });
          return;
        }
        const expired = await repo.decide(requestId, 'expired', null, {
          staffId: SYSTEM,
          action: 'expire identity request',
          reason: `Not decided within ${IDENTITY_REQUEST_DAYS} days; the photos were deleted.`,
        });
        if (!expired) return;
        await decided(expired, 'expired', null);
        await deleteFiles(expired, { rethrow: true });
        return;
      }
      await deleteFiles(row, { rethrow: true });
    },
  };

  return {
    expiryJob,

    async state(viewer: Viewer): Promise<IdentityState> {
      const { request, verifiedAt } = await repo.latest(viewer.userId);
      return {
        status: request?.status ?? 'none',
        documentType: request?.document_type ?? null,
        submittedAt: request ? isoString(request.created_at) : null,
        decidedAt: request?.decided_at ? isoString(request.decided_at) : null,
        expiresAt: request?.status === 'pending' ? expiresAt(request).toISOString() : null,
        reason: request?.status === 'rejected' ? request.reason : null,
        verified: verifiedAt !== null,
      };
    },

    /** 409 when a request is pending or the member is verified already; checked again by the database on insert. */
    async assertCanRequest(viewer: Viewer): Promise<void> {
      const { request, verifiedAt } = await repo.latest(viewer.userId);
      if (verifiedAt) throw conflict(msg('Your identity is already verified.'));
      if (request?.status === 'pending')
        throw conflict(msg('You already have a request waiting for review. We will tell you when it is decided.'));
    },

    async submit(viewer: Viewer, upload: IdentityUpload): Promise<IdentityState> {
      // Both photos pass the pipeline (type by content, metadata dropped) before anything is stored.
      const document = await deps.images.reencode(upload.document, STORED_WIDTH);
      const selfie = await deps.images.reencode(upload.selfie, STORED_WIDTH);
      const id = randomBytes(12).toString('hex');
      const prefix = `identity/${id.slice(0, 2)}/${id}`;
      try {
        await deps.files.put(fileKey(prefix, 'document'), document, 'image/webp');
        await deps.files.put(fileKey(prefix, 'selfie'), selfie, 'image/webp');
        const row = await repo.insert(
          { userId: viewer.userId, documentType: upload.documentType, storagePrefix: prefix },
          (requestId, db) => deps.jobs.send(IDENTITY_EXPIRY_JOB, { requestId }, { delaySeconds: REQUEST_LIFETIME_MS / 1000, db }),
        );
        if (!row) throw conflict(msg('You already have a request waiting for review. We will tell you when it is decided.'));
      } catch (error) {
        await deps.files.deletePrefix(prefix).catch((cleanup: unknown) => {
          deps.log.warn({ err: cleanup, prefix }, 'could not delete the photos of a refused identity request');
        });
        throw error;
      }
      return this.state(viewer);
    },

    async queue(): Promise<{ items: IdentityQueueItem[] }> {
      const rows = await repo.queue(QUEUE_LIMIT);
      return {
        items: rows.map((row) => ({
          requestId: Number(row.request_id),
          member: { userId: row.user_id, fullName: row.full_name, username: row.username },
          documentType: row.document_type,
          submittedAt: isoString(row.created_at),
          expiresAt: expiresAt(row).toISOString(),
          files: Object.fromEntries(
            IDENTITY_FILES.map((file) => [file, `/api/v1/admin/identity/${row.request_id}/${file}`]),
          ) as IdentityQueueItem['files'],
        })),
      };
    },

    /** A pending request's photo for staff; 404 once decided (its files are deleted, or being deleted). */
    async file(requestId: number, file: IdentityFile): Promise<Buffer> {
      const prefix = await repo.pendingPrefix(String(requestId));
      const bytes = prefix ? await deps.files.read(fileKey(prefix, file)) : null;
      if (!bytes) throw notFound(msg('File not found'));
      return bytes;
    },

    async approve(staff: StaffMe, requestId: number, note: string | null): Promise<void> {
      await decided(await decide(staff, requestId, 'approved', note), 'approved', null);
    },

    async reject(staff: StaffMe, requestId: number, reason: string): Promise<void> {
      await decided(await decide(staff, requestId, 'rejected', reason), 'rejected', reason);
    },
  };
}
