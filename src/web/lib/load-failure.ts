import { ApiRequestError } from './api';
import { t } from './i18n';

/**
 * Why something did not load, the one rule every page follows (issue 37.8): it is not there (a 404: say so, with a way
 * back), the phone could not reach the server (only then: "check your connection"), or the server failed.
 */
export type LoadFailure = 'not-found' | 'no-connection' | 'failed';

/** A module or request the browser could not fetch: Chromium, Firefox and Safari's words for it. */
const UNREACHABLE = /failed to fetch|dynamically imported module|importing a module script failed|networkerror|load failed/i;

export function loadFailure(error: unknown): LoadFailure {
  if (error instanceof ApiRequestError) return error.status === 404 ? 'not-found' : error.status === 0 ? 'no-connection' : 'failed';
  if (error instanceof TypeError && UNREACHABLE.test(error.message)) return 'no-connection';
  return 'failed';
}

export const isNotFound = (error: unknown): boolean => loadFailure(error) === 'not-found';

/** A discovery read retries once, but not after a 4xx: the endpoint is not there (yet), or the thing is gone. */
export const retryUnlessClientError = (count: number, error: unknown) => {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: number }).status : 0;
  return !(status >= 400 && status < 500) && count < 1;
};

/** The line under a failure: what to do about it. The server's own words when it gave some. */
export function failureDetail(error: unknown): string {
  const failure = loadFailure(error);
  if (failure === 'no-connection') return t('Check your connection and try again.');
  if (error instanceof ApiRequestError && error.message) return error.message;
  return t('Something went wrong. Please try again.');
}
