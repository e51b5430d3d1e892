export { AuditLog } from './audit-log';
export { ReportQueue } from './report-queue';
export { useStaffMe } from './api';
