import { dateFormatter } from './date-format';

const dateFormat = dateFormatter('EEEE, d MMMM y');
const timeFormat = dateFormatter('HH:mm');

/** An event's day and time as people in Nigeria read them, wherever the viewer's device is set, in the reader's language. */
export const eventDate = (iso: string) => dateFormat(new Date(iso));
export const eventTime = (iso: string) => timeFormat(new Date(iso));
