export { reportTap } from './api';
export { AnalyticsLink, TapReporter } from './analytics-links';
