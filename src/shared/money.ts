const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const wholeNaira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });

/** Formats integer kobo as naira, e.g. 250000 → "₦2,500.00". */
export function formatNaira(kobo: number, options: { whole?: boolean } = {}): string {
  return (options.whole ? wholeNaira : naira).format(kobo / 100);
}
