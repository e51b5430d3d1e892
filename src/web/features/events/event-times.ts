import { perLocale } from '../../lib/i18n';

const LAGOS = 'Africa/Lagos';

const dateFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { timeZone: LAGOS, dateStyle: 'full' }));
const timeFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { timeZone: LAGOS, timeStyle: 'short' }));

/** An event's day and time as people in Nigeria read them, wherever the viewer's device is set, in the reader's language. */
export const eventDate = (iso: string) => dateFormat().format(new Date(iso));
export const eventTime = (iso: string) => timeFormat().format(new Date(iso));
