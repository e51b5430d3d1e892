const timeFormat = new Intl.DateTimeFormat('en-NG', { hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-NG', { weekday: 'short' });
const dateFormat = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short' });
const yearFormat = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric' });
const fullFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'full', timeStyle: 'short' });

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** For the conversation list: "14:05" today, "Yesterday", "Mon" this week, "3 Mar" this year, else with the year. */
export function listTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days <= 0) return timeFormat.format(date);
  if (days === 1) return 'Yesterday';
  if (days < 7) return dayFormat.format(date);
  if (date.getFullYear() === now.getFullYear()) return dateFormat.format(date);
  return yearFormat.format(date);
}

/** Under a message: its time of day (the full date is in the title). */
export const messageTime = (iso: string) => timeFormat.format(new Date(iso));
export const fullTime = (iso: string) => fullFormat.format(new Date(iso));

/** "Today", "Yesterday" or the date: the separators between days in a thread. */
export function dayLabel(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return date.getFullYear() === now.getFullYear() ? dateFormat.format(date) : yearFormat.format(date);
}

export const sameDay = (a: string, b: string) => startOfDay(new Date(a)) === startOfDay(new Date(b));
