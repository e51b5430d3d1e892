import { t } from '../../lib/i18n';
import { dateFormatter, lagosDay, lagosYear } from '../../lib/date-format';
import { pageNow } from '../../lib/first-screen';

// In Lagos time, as the server draws them.
const timeFormat = dateFormatter('HH:mm');
const dayFormat = dateFormatter('EEE');
const dateFormat = dateFormatter('d MMM');
const yearFormat = dateFormatter('d MMM y');
const fullFormat = dateFormatter('EEEE, d MMMM y at HH:mm');

/** For the conversation list: "14:05" today, "Yesterday", "Mon" this week, "3 Mar" this year, else with the year. */
export function listTime(iso: string, now = pageNow()): string {
  const date = new Date(iso);
  const days = lagosDay(now) - lagosDay(date);
  if (days <= 0) return timeFormat(date);
  if (days === 1) return t('Yesterday');
  if (days < 7) return dayFormat(date);
  if (lagosYear(date) === lagosYear(now)) return dateFormat(date);
  return yearFormat(date);
}

/** Under a message: its time of day (the full date is in the title). */
export const messageTime = (iso: string) => timeFormat(new Date(iso));
export const fullTime = (iso: string) => fullFormat(new Date(iso));

/** "Today", "Yesterday" or the date: the separators between days in a thread. */
export function dayLabel(iso: string, now = pageNow()): string {
  const date = new Date(iso);
  const days = lagosDay(now) - lagosDay(date);
  if (days <= 0) return t('Today');
  if (days === 1) return t('Yesterday');
  return lagosYear(date) === lagosYear(now) ? dateFormat(date) : yearFormat(date);
}

export const sameDay = (a: string, b: string) => lagosDay(new Date(a)) === lagosDay(new Date(b));
