import { z } from 'zod';
import { text } from './primitives';
import { REPORT_DETAILS_MAX, REPORT_KINDS, REPORT_REASONS } from '../reports';
import { msg } from '../i18n/msg';

export { REPORT_DETAILS_MAX, REPORT_KINDS, REPORT_REASON_LABELS, REPORT_REASONS, type ReportKind, type ReportReason } from '../reports';

/** A member id is Better Auth's text id; every other kind is a row id. */
const targetId = text()
  .trim()
  .min(1, msg('Say what you are reporting'))
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, msg('Not a valid id'));

export const reportBodySchema = z.object({
  kind: z.enum(REPORT_KINDS, { message: msg('Not something that can be reported') }),
  id: z.union([z.number().int().positive().max(999_999_999_999_999).transform(String), targetId]),
  reason: z.enum(REPORT_REASONS, { message: msg('Choose a reason') }),
  details: text().trim().max(REPORT_DETAILS_MAX, msg('At most 1000 characters')).optional(),
});
export type ReportBody = z.input<typeof reportBodySchema>;

export const reportCreatedSchema = z.object({ reported: z.literal(true) });

/** Staff roles (granted with `npm run admin`). */
export const STAFF_ROLES = ['moderator', 'admin'] as const;
export const staffMeSchema = z.object({ userId: z.string(), role: z.enum(STAFF_ROLES) });
export type StaffMe = z.infer<typeof staffMeSchema>;

const ownerSchema = z.object({ userId: z.string(), fullName: z.string() });

/**
 * What an action was about, named for staff whatever its state (hidden, or its owner suspended): its title or first
 * words, its owner, and the page it is seen on in the app. Title null when it was deleted since; link null when no
 * page shows it to staff (a message lives in a private conversation).
 */
export const moderationSubjectSchema = z.object({
  title: z.string().nullable(),
  owner: ownerSchema.nullable(),
  link: z.string().nullable(),
});
export type ModerationSubject = z.infer<typeof moderationSubjectSchema>;

export const queueItemSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  id: z.string(),
  owner: ownerSchema.nullable(),
  /** The item's page in the app (see moderationSubjectSchema). */
  link: z.string().nullable(),
  reportCount: z.number().int(),
  firstReportedAt: z.string(),
  reasons: z.record(z.string(), z.number().int()),
  details: z.array(z.string()),
  /** null when the item was deleted since. */
  content: z.object({ title: z.string(), text: z.string().nullable(), hidden: z.string().nullable() }).nullable(),
  context: z.array(z.string()),
});
export type QueueItem = z.infer<typeof queueItemSchema>;
export const queueSchema = z.object({ items: z.array(queueItemSchema) });

const staffReason = text().trim().min(3, msg('Say why, in a few words')).max(500, msg('At most 500 characters'));

/** Dismiss the reports of an item, hide it, or restore it. */
export const itemActionBodySchema = z.object({
  kind: z.enum(REPORT_KINDS, { message: msg('Not something that can be reported') }),
  id: text().trim().min(1).max(64),
  reason: staffReason,
});
export type ItemActionBody = z.infer<typeof itemActionBodySchema>;

export const suspendBodySchema = z.object({
  userId: text().trim().min(1).max(64),
  reason: staffReason,
  /** When the suspension ends by itself; absent: until staff lift it. */
  until: z.iso
    .datetime({ offset: true, message: msg('A date and time') })
    .refine((value) => Date.parse(value) > Date.now(), msg('The end must be in the future'))
    .optional(),
});
export type SuspendBody = z.infer<typeof suspendBodySchema>;
export const unsuspendBodySchema = z.object({ userId: text().trim().min(1).max(64), reason: staffReason });

export const actionDoneSchema = z.object({ done: z.literal(true) });

export const auditEntrySchema = z.object({
  actionId: z.number().int(),
  staff: z.object({ userId: z.string(), fullName: z.string().nullable() }),
  action: z.string(),
  kind: z.string(),
  id: z.string(),
  subject: moderationSubjectSchema,
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema) });
