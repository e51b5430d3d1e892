import { msg } from '../../shared/i18n/msg';
import { t } from './i18n';

/*
 * Dates and times as Nigerian English lays them out, in Lagos time, with their words (month and weekday names, "at")
 * translated (decision 0027). Written here rather than with Intl.DateTimeFormat: the server, whose clock may run in
 * UTC and whose ICU has Yoruba data that browsers lack, must draw a page exactly as the reader's browser then writes
 * it, and a browser's first Intl formatter loads its locale data in one long task.
 */
const MONTHS = [
  msg('January'),
  msg('February'),
  msg('March'),
  msg('April'),
  msg('May'),
  msg('June'),
  msg('July'),
  msg('August'),
  msg('September'),
  msg('October'),
  msg('November'),
  msg('December'),
];
const SHORT_MONTHS = [
  msg('Jan'),
  msg('Feb'),
  msg('Mar'),
  msg('Apr'),
  msg('May'),
  msg('Jun'),
  msg('Jul'),
  msg('Aug'),
  msg('Sept'),
  msg('Oct'),
  msg('Nov'),
  msg('Dec'),
];
const WEEKDAYS = [msg('Sunday'), msg('Monday'), msg('Tuesday'), msg('Wednesday'), msg('Thursday'), msg('Friday'), msg('Saturday')];
const SHORT_WEEKDAYS = [msg('Sun'), msg('Mon'), msg('Tue'), msg('Wed'), msg('Thu'), msg('Fri'), msg('Sat')];
const AT = msg('at');

/** Nigeria keeps West Africa Time all year (UTC+1, no summer time). */
const LAGOS_OFFSET_MS = 3_600_000;

const two = (value: number) => String(value).padStart(2, '0');

/** What each letter group of a pattern writes, from the date's fields in the chosen zone (read as UTC fields). */
const FIELDS: Record<string, (date: Date) => string> = {
  EEEE: (date) => t(WEEKDAYS[date.getUTCDay()]!),
  EEE: (date) => t(SHORT_WEEKDAYS[date.getUTCDay()]!),
  d: (date) => String(date.getUTCDate()),
  dd: (date) => two(date.getUTCDate()),
  MMMM: (date) => t(MONTHS[date.getUTCMonth()]!),
  MMM: (date) => t(SHORT_MONTHS[date.getUTCMonth()]!),
  MM: (date) => two(date.getUTCMonth() + 1),
  y: (date) => String(date.getUTCFullYear()),
  HH: (date) => two(date.getUTCHours()),
  mm: (date) => two(date.getUTCMinutes()),
  ss: (date) => two(date.getUTCSeconds()),
  at: () => t(AT),
};

/** "at", a run of one letter ("MMM"), or anything else. */
const TOKEN = /at|([A-Za-z])\1*|[^A-Za-z]+/g;

/**
 * A date formatter for a pattern of CLDR-like letters: EEEE/EEE weekday, d/dd day, MMMM/MMM/MM month, y year,
 * HH:mm:ss time (24-hour, as Nigerian English writes it), `at` the translated word; anything else is written as it is.
 * `const dayFormat = dateFormatter('d MMM y')`, then `dayFormat(date)` → "5 Sept 2026". Times are Lagos time; a
 * calendar day or month sent as a UTC date (analytics days, "2021-03") is read with `{ utc: true }`.
 */
export function dateFormatter(pattern: string, options: { utc?: boolean } = {}): (date: Date | number) => string {
  const parts = pattern.match(TOKEN) ?? [];
  const unknown = parts.find((part) => /[A-Za-z]/.test(part) && !FIELDS[part]);
  if (unknown) throw new Error(`Unknown date pattern letters "${unknown}" in "${pattern}"`);
  const shift = options.utc ? 0 : LAGOS_OFFSET_MS;
  return (date) => {
    const shifted = new Date(new Date(date).getTime() + shift);
    if (Number.isNaN(shifted.getTime())) return '';
    return parts.map((part) => FIELDS[part]?.(shifted) ?? part).join('');
  };
}

/** The Lagos calendar day a moment falls on, as a day number (days since 1970-01-01): for "today", "yesterday". */
export const lagosDay = (date: Date | number): number => Math.floor((new Date(date).getTime() + LAGOS_OFFSET_MS) / 86_400_000);

/** The Lagos calendar year of a moment. */
export const lagosYear = (date: Date | number): number => new Date(new Date(date).getTime() + LAGOS_OFFSET_MS).getUTCFullYear();
