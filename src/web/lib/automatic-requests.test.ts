import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api';
import { Backoff, backoffDelay, isFinalFailure, MAX_WAIT_MS, pollingInterval, sendWhenOnline } from './automatic-requests';

describe('automatic requests', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('doubles the wait after each failure, from 2 s up to 5 minutes', () => {
    expect([0, 1, 2, 3, 4].map(backoffDelay)).toEqual([0, 2_000, 4_000, 8_000, 16_000]);
    expect(backoffDelay(30)).toBe(MAX_WAIT_MS);
  });

  it('a backoff is not ready during its wait, tells its listeners when the wait is over, and resets on success', () => {
    const backoff = new Backoff();
    const heard = vi.fn();
    backoff.subscribe(heard);
    expect(backoff.ready()).toBe(true);
    backoff.failed();
    expect(backoff.ready()).toBe(false);
    vi.advanceTimersByTime(1_999);
    expect(backoff.ready()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(backoff.ready()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(2);
    backoff.failed();
    vi.advanceTimersByTime(2_000);
    expect(backoff.ready()).toBe(false);
    backoff.succeeded();
    expect(backoff.ready()).toBe(true);
  });

  it('a report is tried again with growing waits, but not after an answer that says the request is wrong', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(503, 'DOWN', 'down'))
      .mockResolvedValueOnce(null);
    const sent = sendWhenOnline(send);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await sent).toBe(true);
    expect(send).toHaveBeenCalledTimes(2);

    const refused = vi.fn().mockRejectedValue(new ApiRequestError(404, 'NOT_FOUND', 'gone'));
    expect(await sendWhenOnline(refused)).toBe(false);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(isFinalFailure(new ApiRequestError(429, 'RATE_LIMITED', 'wait'))).toBe(false);
  });

  it('polling keeps its pace while answers arrive and stretches after failures', () => {
    expect(pollingInterval(3_000, 0)).toBe(3_000);
    expect(pollingInterval(3_000, 3)).toBe(8_000);
  });
});
