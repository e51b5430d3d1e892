import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from './retry-on-deadlock';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('retryOnDeadlock', () => {
  it('runs a transaction again after a deadlock, up to three times in all', async () => {
    let runs = 0;
    await expect(retryOnDeadlock(async () => (++runs < 3 ? Promise.reject(deadlock()) : 'stored'))).resolves.toBe('stored');
    expect(runs).toBe(3);
    runs = 0;
    await expect(retryOnDeadlock(async () => Promise.reject((runs++, deadlock())))).rejects.toThrow('deadlock detected');
    expect(runs).toBe(3);
  });

  it('never repeats a transaction that failed for another reason', async () => {
    let runs = 0;
    const failure = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(retryOnDeadlock(async () => Promise.reject((runs++, failure)))).rejects.toBe(failure);
    expect(runs).toBe(1);
  });
});
