import { z } from 'zod';
import { text } from './primitives';

/** Everything a member can see can be reported (issue 15). */
export const REPORT_KINDS = [
  'business',
  'profession',
  'product',
  'post',
  'comment',
  'video_comment',
  'review',
  'message',
  'event',
  'video',
  'member',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = ['scam', 'fake', 'offensive', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Scam or fraud',
  fake: 'Fake or misleading',
  offensive: 'Offensive',
  spam: 'Spam',
  other: 'Other',
};
export const REPORT_DETAILS_MAX = 1000;

/** A member id is Better Auth's text id; every other kind is a row id. */
const targetId = text()
  .trim()
  .min(1, 'Say what you are reporting')
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a valid id');

export const reportBodySchema = z.object({
  kind: z.enum(REPORT_KINDS, { message: 'Not something that can be reported' }),
  id: z.union([z.number().int().positive().max(999_999_999_999_999).transform(String), targetId]),
  reason: z.enum(REPORT_REASONS, { message: 'Choose a reason' }),
  details: text().trim().max(REPORT_DETAILS_MAX, `At most ${REPORT_DETAILS_MAX} characters`).optional(),
});
export type ReportBody = z.input<typeof reportBodySchema>;

export const reportCreatedSchema = z.object({ reported: z.literal(true) });
