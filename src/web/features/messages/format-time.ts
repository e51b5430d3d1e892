import { t } from '../../lib/i18n';
import { dateFormatter } from '../../lib/date-format';

// In the reader's locale; English-Nigerian where the browser has no data for it (Chromium has none for pcm, yo, ha, ig).
const timeFormat = dateFormatter({ hour: 'numeric', minute: '2-digit' });
const dayFormat = dateFormatter({ weekday: 'short' });
const dateFormat = dateFormatter({ day: 'numeric', month: 'short' });
const yearFormat = dateFormatter({ day: 'numeric', month: 'short', year: 'numeric' });
const fullFormat = dateFormatter({ dateStyle: 'full', timeStyle: 'short' });

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** For the conversation list: "14:05" today, "Yesterday", "Mon" this week, "3 Mar" this year, else with the year. */
export function listTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days <= 0) return timeFormat().format(date);
  if (days === 1) return t('Yesterday');
  if (days < 7) return dayFormat().format(date);
  if (date.getFullYear() === now.getFullYear()) return dateFormat().format(date);
  return yearFormat().format(date);
}

/** Under a message: its time of day (the full date is in the title). */
export const messageTime = (iso: string) => timeFormat().format(new Date(iso));
export const fullTime = (iso: string) => fullFormat().format(new Date(iso));

/** "Today", "Yesterday" or the date: the separators between days in a thread. */
export function dayLabel(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days <= 0) return t('Today');
  if (days === 1) return t('Yesterday');
  return date.getFullYear() === now.getFullYear() ? dateFormat().format(date) : yearFormat().format(date);
}

export const sameDay = (a: string, b: string) => startOfDay(new Date(a)) === startOfDay(new Date(b));
