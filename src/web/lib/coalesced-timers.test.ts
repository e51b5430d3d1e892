import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedTimers } from './coalesced-timers';

describe('coalesced timers', async () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  // Stubs first, while the fake timers are installed: a spy on the fake setTimeout restored later (by anyone's
  // restoreAllMocks, in a worker that runs other files next) would put the dead fake back, and timers would never fire.
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs each callback when its time comes, in order, on one browser timer', async () => {
    const timers = coalescedTimers();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('gc'), 300_000);
    timers.setTimeout(() => ran.push('stale a'), 30_000);
    for (let i = 1; i <= 50; i += 1) timers.setTimeout(() => ran.push('stale'), 30_000 + i);
    // The browser timer is pointed at the earliest entry once, after all of them were set.
    await null;
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toEqual(['stale a']);
    await vi.advanceTimersByTimeAsync(50);
    expect(ran).toHaveLength(51);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(ran.at(-1)).toBe('gc');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('installs one browser timer for entries set in one task, even when each is due before the last', async () => {
    const timers = coalescedTimers();
    const installs = vi.spyOn(globalThis, 'setTimeout');
    const ran: number[] = [];
    for (let delay = 30_000; delay > 29_900; delay -= 1) timers.setTimeout(() => ran.push(delay), delay);
    await null;
    expect(installs).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(ran).toHaveLength(100);
    expect(ran[0]).toBe(29_901);
  });

  it('a cleared timer does not run, and an earlier one set later still runs on time', async () => {
    const timers = coalescedTimers();
    const ran: string[] = [];
    const later = timers.setTimeout(() => ran.push('cleared'), 1_000);
    timers.setTimeout(() => ran.push('kept'), 2_000);
    timers.clearTimeout(later);
    timers.clearTimeout(undefined);
    timers.setTimeout(() => ran.push('soon'), 10);
    await vi.advanceTimersByTimeAsync(10);
    expect(ran).toEqual(['soon']);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(ran).toEqual(['soon', 'kept']);
  });

  it('a callback that throws does not keep the others due with it from running, and timers set by a callback run later', async () => {
    const timers = coalescedTimers();
    const reported: unknown[] = [];
    // What the browser does with an error thrown in a microtask (reports it as uncaught), without failing this run.
    vi.stubGlobal('queueMicrotask', (callback: () => void) =>
      Promise.resolve()
        .then(callback)
        .catch((error: unknown) => reported.push(error)),
    );
    const ran: string[] = [];
    timers.setTimeout(() => {
      throw new Error('boom');
    }, 5);
    timers.setTimeout(() => {
      ran.push('second');
      timers.setTimeout(() => ran.push('set by a callback'), 0);
    }, 5);
    await vi.advanceTimersByTimeAsync(5);
    expect(ran).toEqual(['second']);
    expect(reported).toEqual([new Error('boom')]);
    // Not in the same turn: a timer of no delay waits for the next (the fake browser's is 1 ms, as a browser's).
    expect(ran).toEqual(['second']);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toEqual(['second', 'set by a callback']);
  });
});
