import { describe, expect, it } from 'vitest';
import { LANGUAGE_INFO } from './i18n/languages';
import { formatNaira } from './money';
import { formatNumber, type NumberFormatOptions } from './number-format';

/** Numbers of every size and shape: halves to round, long fractions, exponents, negatives. */
function sampleNumbers(): number[] {
  let seed = 20261129;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const made = Array.from({ length: 3000 }, (_, i) => {
    const r = random();
    if (i % 5 === 0) return Math.round(r * 1e6) / 100;
    if (i % 5 === 1) return (r - 0.5) * 10 ** (random() * 30 - 10);
    if (i % 5 === 2) return Math.round(r * 2000) / 1000 + 0.0005;
    if (i % 5 === 3) return Math.round(r * 1e5) / 8;
    return r * 1e9;
  });
  return [0, -0, 0.05, 0.15, 0.25, 1.005, 2.5, -2.5, 9.995, 999.95, 99999.5, 1e21, 1.5e-7, -0.04, 123456789.125, ...made];
}

const OPTIONS: NumberFormatOptions[] = [
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
];

describe('formatNumber', () => {
  // Node has full ICU data for all five languages: our numbers must be written as each language's data writes them.
  for (const { locale } of Object.values(LANGUAGE_INFO)) {
    it(`writes numbers as ICU does for ${locale}`, () => {
      for (const options of OPTIONS) {
        const icu = new Intl.NumberFormat(locale, options);
        const wrong = sampleNumbers().filter((value) => formatNumber(value, options) !== icu.format(value));
        expect(wrong.map((value) => [value, options, formatNumber(value, options), icu.format(value)])).toEqual([]);
      }
    });
  }

  it('groups thousands and rounds half away from zero', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.891');
    expect(formatNumber(0.25, { maximumFractionDigits: 1 })).toBe('0.3');
    expect(formatNumber(-2.5, { maximumFractionDigits: 0 })).toBe('-3');
    expect(formatNumber(99.95, { maximumFractionDigits: 1 })).toBe('100');
  });
});

describe('formatNaira', () => {
  const icu = (kobo: number, whole: boolean) =>
    new Intl.NumberFormat('en-NG', {
      style: 'currency',
      currency: 'NGN',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: whole ? 0 : 2,
    }).format(kobo / 100);

  it('writes kobo as Nigerian English writes naira, in every language', () => {
    for (const kobo of [0, 1, 50, 99, 250000, 123456789, -250050, 1999999, 5, 150]) {
      expect(formatNaira(kobo)).toBe(icu(kobo, false));
      expect(formatNaira(kobo, { whole: true })).toBe(icu(kobo, true));
    }
    expect(formatNaira(250000)).toBe('₦2,500.00');
    expect(formatNaira(250050, { whole: true })).toBe('₦2,501');
  });
});
