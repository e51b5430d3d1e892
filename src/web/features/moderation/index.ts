export { AuditLog } from './audit-log';
export { ConsoleHeader } from './console-header';
export { ReportQueue } from './report-queue';
export { moderationKeys, useStaffMe } from './api';
