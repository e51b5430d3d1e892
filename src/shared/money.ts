const formats = new Map<string, Intl.NumberFormat>();
let defaultLocale = 'en-NG';

/** The locale naira are written in when a call does not say: the web app sets the reader's (src/web/lib/i18n.ts). */
export function setMoneyLocale(locale: string): void {
  defaultLocale = locale;
}

function format(locale: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${whole}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'NGN',
      // "₦" in every language: some locales' data would write "NGN".
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: whole ? 0 : 2,
    });
    formats.set(key, made);
  }
  return made;
}

/** Formats integer kobo as naira, e.g. 250000 → "₦2,500.00" (always naira, in the locale's way of writing numbers). */
export function formatNaira(kobo: number, options: { whole?: boolean; locale?: string } = {}): string {
  return format(options.locale ?? defaultLocale, options.whole ?? false).format(kobo / 100);
}
