import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { memoryRateLimiter } from '../http/rate-limiter';
import { phoneCodeLimits, phonePrefix } from './phone-code-limits';

const env = { PHONE_CODES_PER_NUMBER_PER_DAY: 10, PHONE_CODES_PER_PREFIX_PER_DAY: 50, PHONE_CODES_PER_IP_PER_DAY: 0 } as Env;
const MINUTE = 60_000;

function limitsAt() {
  let now = 0;
  const limits = phoneCodeLimits(
    memoryRateLimiter(() => now),
    env,
  );
  return { limits, advance: (ms: number) => (now += ms) };
}

describe('limits on sign-in codes', () => {
  it('makes each code for a number soon after another wait longer than the one before', async () => {
    const { limits, advance } = limitsAt();
    const phone = '+2348031234567';
    const waits: number[] = [];
    while (waits.length < 3) {
      const limited = await limits.send(phone);
      if (!limited) continue;
      waits.push(limited.wait);
      advance(limited.wait * 1000);
    }
    expect(waits[0]).toBeLessThanOrEqual(60);
    expect(waits[1]).toBeGreaterThan(waits[0]);
    expect(waits[2]).toBeGreaterThan(waits[1]);
  });

  it('counts a prefix across its numbers', async () => {
    const { limits } = limitsAt();
    for (let i = 0; i < 5; i += 1) expect(await limits.send(`+234803123${String(i).padStart(4, '0')}`)).toBeNull();
    expect(await limits.send('+2348031239999')).not.toBeNull();
    expect(phonePrefix('+2348031239999')).toBe('+234803123');
  });

  it('cools a number down after five codes typed, and gives a right one back', async () => {
    const { limits, advance } = limitsAt();
    const phone = '+2348031234567';
    for (let i = 0; i < 4; i += 1) expect(await limits.attempt(phone, '10.0.0.1')).toBeNull();
    await limits.succeeded(phone, '10.0.0.1');
    expect(await limits.attempt(phone, '10.0.0.1')).toBeNull();
    expect(await limits.attempt(phone, '10.0.0.1')).toBeNull();
    expect((await limits.attempt(phone, '10.0.0.1'))?.wait).toBeGreaterThan(60);
    advance(15 * MINUTE);
    expect(await limits.attempt(phone, '10.0.0.1')).toBeNull();
  });
});
