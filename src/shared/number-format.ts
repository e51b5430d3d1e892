/**
 * Numbers as LocalHub's five languages write them: "." before the decimals, "," between thousands, "-" before a
 * negative (the same in Nigerian English, Pidgin, Yoruba, Hausa and Igbo; number-format.test.ts checks it
 * against ICU). Written here rather than with Intl.NumberFormat for two reasons (decision 0027): the server and the
 * browser must write a drawn page identically, and a browser's first Intl formatter loads its locale data in one
 * long task that blocks a cheap phone for a tenth of a second.
 */
export interface NumberFormatOptions {
  /** Digits after the point at most (default 3, as Intl); rounded half away from zero, as Intl does. */
  maximumFractionDigits?: number;
  /** Digits after the point at least (default 0). */
  minimumFractionDigits?: number;
}

/** The shortest decimal digits of a finite non-negative number, split at the point: 1234.5 → ["1234", "5"]. */
function decimalDigits(value: number): [string, string] {
  const text = String(value);
  const exponent = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exponent) {
    const [whole, fraction = ''] = text.split('.');
    return [whole!, fraction];
  }
  const digits = exponent[1]! + (exponent[2] ?? '');
  const point = 1 + Number(exponent[3]);
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  return [digits.padEnd(point, '0').slice(0, point), digits.slice(point)];
}

/** Adds one to a string of digits: "199" → "200", "99" → "100". */
function increment(digits: string): string {
  let carry = 1;
  let result = '';
  for (let i = digits.length - 1; i >= 0; i--) {
    const digit = Number(digits[i]) + carry;
    carry = digit === 10 ? 1 : 0;
    result = String(digit % 10) + result;
  }
  return carry ? `1${result}` : result;
}

const group = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, ',');

/** 1234567.891 → "1,234,567.891"; with `{ maximumFractionDigits: 1 }` → "1,234,567.9". */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const minimum = options.minimumFractionDigits ?? 0;
  const maximum = Math.max(minimum, options.maximumFractionDigits ?? Math.max(minimum, 3));
  let [whole, fraction] = decimalDigits(Math.abs(value));
  if (fraction.length > maximum) {
    const roundUp = Number(fraction[maximum]) >= 5;
    fraction = fraction.slice(0, maximum);
    if (roundUp) {
      const bumped = increment(whole + fraction);
      whole = bumped.slice(0, bumped.length - maximum);
      fraction = bumped.slice(bumped.length - maximum);
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minimum, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${group(whole)}${fraction ? `.${fraction}` : ''}`;
}
