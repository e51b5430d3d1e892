import { dateFormatter } from '../../lib/date-format';

const LAGOS = 'Africa/Lagos';

const dateFormat = dateFormatter({ timeZone: LAGOS, dateStyle: 'full' });
const timeFormat = dateFormatter({ timeZone: LAGOS, timeStyle: 'short' });

/** An event's day and time as people in Nigeria read them, wherever the viewer's device is set, in the reader's language. */
export const eventDate = (iso: string) => dateFormat().format(new Date(iso));
export const eventTime = (iso: string) => timeFormat().format(new Date(iso));
