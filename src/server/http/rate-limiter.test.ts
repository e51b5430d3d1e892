import { describe, expect, it } from 'vitest';
import { memoryRateLimiter } from './rate-limiter';

describe('the rate limiter', () => {
  it('starts a new window when the old one has run out and gives the seconds left', async () => {
    let now = 1_000_000;
    const limiter = memoryRateLimiter(() => now);
    const rule = [{ key: 'k', limit: 1, windowMs: 60_000 }];
    expect(await limiter.hit(rule)).toBeNull();
    expect(await limiter.hit(rule)).toBe(60);
    now += 59_500;
    expect(await limiter.hit(rule)).toBe(1);
    now += 500;
    expect(await limiter.hit(rule)).toBeNull();
  });
});
