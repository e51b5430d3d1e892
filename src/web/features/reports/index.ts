export { ReportButton, ReportDialog, useCanReport } from './report-button';
export { reportThis } from './report-this';
