import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit';

describe('concurrencyLimit', () => {
  it('never runs more than the limit at once, and runs every task', async () => {
    const run = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const tasks = Array.from({ length: 6 }, (_, i) =>
      run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return i;
      }),
    );
    // Release the tasks one by one as they start (a condition, not a timer).
    while (releases.length > 0 || running > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('frees the slot when a task fails', async () => {
    const run = concurrencyLimit(1);
    await expect(run(async () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await run(async () => 'next')).toBe('next');
  });
});
