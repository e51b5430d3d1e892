// What can be reported and why, without zod: the Report button on every card needs these, not the schemas.

import { msg } from './i18n/msg';

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
  scam: msg('Scam or fraud'),
  fake: msg('Fake or misleading'),
  offensive: msg('Offensive'),
  spam: msg('Spam'),
  other: msg('Other'),
};
export const REPORT_DETAILS_MAX = 1000;
