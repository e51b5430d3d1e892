import { describe, expect, it } from 'vitest';
import { changeWords } from './change-words';

describe('analytics change words', () => {
  it('says the change on the period before as people say it', () => {
    expect(changeWords({ total: 5, changePercent: 25 }, 7)).toBe('Up 25% on the 7 days before');
    expect(changeWords({ total: 3, changePercent: -12.5 }, 30)).toBe('Down 12.5% on the 30 days before');
    expect(changeWords({ total: 4, changePercent: 0 }, 7)).toBe('Same as the 7 days before');
    expect(changeWords({ total: 2, changePercent: null }, 7)).toBe('Up from none in the 7 days before');
    expect(changeWords({ total: 0, changePercent: null }, 90)).toBe('None, and none in the 90 days before');
  });
});
