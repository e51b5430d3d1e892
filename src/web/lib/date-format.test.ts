import { describe, expect, it } from 'vitest';
import yoruba from '../../shared/i18n/locales/yo.json';
import { dateFormatter } from './date-format';
import { activateLanguage } from './i18n';

/** Each pattern the app uses, with the Intl options that Nigerian English data lays out the same way. */
const PATTERNS: [string, Intl.DateTimeFormatOptions][] = [
  ['EEEE, d MMMM y', { dateStyle: 'full' }],
  ['d MMMM y', { dateStyle: 'long' }],
  ['d MMM y', { dateStyle: 'medium' }],
  ['dd/MM/y', { dateStyle: 'short' }],
  ['HH:mm', { timeStyle: 'short' }],
  ['EEEE, d MMMM y at HH:mm', { dateStyle: 'full', timeStyle: 'short' }],
  ['d MMMM y at HH:mm', { dateStyle: 'long', timeStyle: 'short' }],
  ['d MMM y, HH:mm', { dateStyle: 'medium', timeStyle: 'short' }],
  ['dd/MM/y, HH:mm:ss', { dateStyle: 'short', timeStyle: 'medium' }],
  ['EEE', { weekday: 'short' }],
  ['EEEE', { weekday: 'long' }],
  ['d MMM', { day: 'numeric', month: 'short' }],
  ['MMM', { month: 'short' }],
  ['MMMM', { month: 'long' }],
  ['MMM y', { month: 'short', year: 'numeric' }],
];

/** Every month and weekday, both sides of midnight in Lagos and in UTC. */
const MOMENTS = Array.from({ length: 400 }, (_, i) => Date.UTC(2025, 0, 1, 0, 0, 0) + i * 22.7 * 3_600_000 + (i % 7) * 61_000);

describe('dateFormatter', () => {
  it('writes English dates as Nigerian English data does, in Lagos time whatever the clock of the machine', async () => {
    await activateLanguage('en');
    for (const [pattern, options] of PATTERNS) {
      const ours = dateFormatter(pattern);
      const icu = new Intl.DateTimeFormat('en-NG', { ...options, timeZone: 'Africa/Lagos' });
      expect(
        MOMENTS.filter((moment) => ours(moment) !== icu.format(moment)).map((moment) => [pattern, ours(moment), icu.format(moment)]),
      ).toEqual([]);
    }
  });

  it('reads calendar days in UTC when asked', () => {
    // 23:30 UTC is already the next day in Lagos.
    const lateInTheDay = Date.UTC(2026, 2, 31, 23, 30);
    expect(dateFormatter('d MMM y')(lateInTheDay)).toBe('1 Apr 2026');
    expect(dateFormatter('d MMM y', { utc: true })(lateInTheDay)).toBe('31 Mar 2026');
  });

  it('translates month and weekday names and "at"', async () => {
    await activateLanguage('yo');
    const written = dateFormatter('EEEE, d MMMM y at HH:mm')(Date.UTC(2026, 10, 29, 13, 5));
    expect(written).toBe(`${yoruba.Sunday}, 29 ${yoruba.November} 2026 ${yoruba.at} 14:05`);
    await activateLanguage('en');
  });

  it('refuses letters it does not know', () => {
    expect(() => dateFormatter('d MMM yyyy hh')).toThrow(/Unknown date pattern/);
  });
});
