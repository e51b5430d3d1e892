export { ReportButton, ReportDialog, useCanReport } from './report-button';
