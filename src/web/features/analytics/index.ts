// Taps reported for a listing's owner, the link to their analytics, and the analytics page's view.
export { reportTap } from './api';
export { AnalyticsLink, TapReporter } from './analytics-links';
export { AnalyticsView } from './analytics-view';
