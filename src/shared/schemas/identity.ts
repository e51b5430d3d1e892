import { z } from 'zod';
import { ID_DOCUMENT_TYPES, IDENTITY_STATUSES } from '../identity';
import { text } from './primitives';
import { msg } from '../i18n/msg';

export {
  ID_DOCUMENT_LABELS,
  ID_DOCUMENT_TYPES,
  IDENTITY_FILES,
  IDENTITY_REQUEST_DAYS,
  IDENTITY_STATUSES,
  type IdDocumentType,
  type IdentityFile,
  type IdentityStatus,
} from '../identity';

/** The document type field of the upload (a form field, so a string). */
export const idDocumentTypeSchema = z.enum(ID_DOCUMENT_TYPES, {
  message: msg('Choose the document: NIN slip, driver’s licence, international passport or voter’s card.'),
});

/** Account → Verification: the member's latest request, as far as the member may know it (never the photos). */
export const identityStateSchema = z.object({
  status: z.enum(IDENTITY_STATUSES),
  documentType: z.enum(ID_DOCUMENT_TYPES).nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** When a pending request is deleted if nobody decided it. */
  expiresAt: z.string().nullable(),
  /** Why staff rejected it. */
  reason: z.string().nullable(),
  /** The badge is on (an approval at any time). */
  verified: z.boolean(),
});
export type IdentityState = z.infer<typeof identityStateSchema>;

/** One pending request in the console, oldest first; its photos are read from `files` with the staff session. */
export const identityQueueItemSchema = z.object({
  requestId: z.number().int(),
  member: z.object({ userId: z.string(), fullName: z.string(), username: z.string() }),
  documentType: z.enum(ID_DOCUMENT_TYPES),
  submittedAt: z.string(),
  expiresAt: z.string(),
  files: z.object({ document: z.string(), selfie: z.string() }),
});
export type IdentityQueueItem = z.infer<typeof identityQueueItemSchema>;
export const identityQueueSchema = z.object({ items: z.array(identityQueueItemSchema) });

export const identityApproveBodySchema = z.object({
  /** For the audit log; optional, as approving needs no explanation to the member. */
  note: text().trim().max(500, msg('At most 500 characters')).optional(),
});
export const identityRejectBodySchema = z.object({
  reason: text().trim().min(3, msg('Say why, in a few words')).max(500, msg('At most 500 characters')),
});
export type IdentityRejectBody = z.infer<typeof identityRejectBodySchema>;
