/**
 * Orders dates written as ISO text ("2026-11-29…") and other codes by their characters. Not `localeCompare`: that
 * means a collator, whose language data the page's first use would load (tens of milliseconds on a phone) for text
 * whose order is the same in every language.
 */
export const compareCodes = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
