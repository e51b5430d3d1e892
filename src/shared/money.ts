import { formatNumber } from './number-format';

/**
 * Formats integer kobo as naira, e.g. 250000 → "₦2,500.00", or "₦2,500" with `whole`. Always naira, and written the
 * same way in every language and on the server and the browser (decision 0027): Hausa's locale data would put a space
 * after "₦", which browsers, having no Hausa data, leave out.
 */
export function formatNaira(kobo: number, options: { whole?: boolean } = {}): string {
  const naira = kobo / 100;
  const digits = options.whole ? 0 : 2;
  const number = formatNumber(Math.abs(naira), { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${naira < 0 ? '-' : ''}₦${number}`;
}
