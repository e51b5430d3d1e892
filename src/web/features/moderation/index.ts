export { AuditLog } from './audit-log';
export { ReportQueue } from './report-queue';
export { moderationKeys, useStaffMe } from './api';
