import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api';
import { failureDetail, loadFailure } from './load-failure';

describe('why something did not load', () => {
  it('tells "not there" from "no connection" from a failure, and says to check the connection only for no connection', () => {
    const missing = new ApiRequestError(404, 'NOT_FOUND', 'Event not found');
    const unreachable = new ApiRequestError(0, 'NETWORK', 'No connection. Check your internet and try again.');
    const serverError = new ApiRequestError(500, 'INTERNAL', 'The server could not answer.');
    const lostScript = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/ads-page-x1.js');
    expect([missing, unreachable, serverError, lostScript, new Error('boom')].map(loadFailure)).toEqual([
      'not-found',
      'no-connection',
      'failed',
      'no-connection',
      'failed',
    ]);
    expect(failureDetail(unreachable)).toBe('Check your connection and try again.');
    expect(failureDetail(lostScript)).toBe('Check your connection and try again.');
    expect(failureDetail(serverError)).toBe('The server could not answer.');
    expect(failureDetail(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
