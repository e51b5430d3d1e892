import { t } from '../../lib/i18n';
import { dateFormatter } from '../../lib/date-format';

// English-Nigerian dates where the browser has no data for the reader's locale (Chromium has none for pcm, yo, ha, ig).
const dateFormat = dateFormatter('d MMM y');
const fullFormat = dateFormatter('EEEE, d MMMM y at HH:mm');

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago", then the date. The relative words are
 * translated messages rather than Intl.RelativeTimeFormat: browsers lack (or, for Yoruba and Igbo, only half have)
 * that data for our languages.
 */
export function relativeTime(iso: string, now = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const ago = Math.max(0, now - time);
  if (ago < MINUTE) return t('just now');
  if (ago < HOUR) return t('{count, plural, one {# minute ago} other {# minutes ago}}', { count: Math.floor(ago / MINUTE) });
  if (ago < DAY) return t('{count, plural, one {# hour ago} other {# hours ago}}', { count: Math.floor(ago / HOUR) });
  const days = Math.floor(ago / DAY);
  if (days === 1) return t('yesterday');
  if (ago < 7 * DAY) return t('{count, plural, one {# day ago} other {# days ago}}', { count: days });
  return dateFormat(time);
}

/** The exact moment, for a tooltip. */
export function fullTime(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? '' : fullFormat(time);
}
