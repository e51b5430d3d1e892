import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { dayLabel, listTime } from './format-time';

describe('message times', () => {
  it('tells today and yesterday by the Lagos calendar', async () => {
    await activateLanguage('en');
    const now = Date.UTC(2026, 10, 29, 10, 0);
    // 23:30 UTC the evening before is 00:30 today in Lagos.
    expect(listTime('2026-11-28T23:30:00Z', now)).toBe('00:30');
    expect(dayLabel('2026-11-28T23:30:00Z', now)).toBe('Today');
    expect(dayLabel('2026-11-28T22:30:00Z', now)).toBe('Yesterday');
    expect(listTime('2026-11-25T12:00:00Z', now)).toBe('Wed');
    expect(listTime('2026-03-02T12:00:00Z', now)).toBe('2 Mar');
    expect(listTime('2025-12-31T23:30:00Z', now)).toBe('1 Jan');
    expect(listTime('2025-12-31T22:30:00Z', now)).toBe('31 Dec 2025');
  });
});
