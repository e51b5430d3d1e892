const LAGOS = 'Africa/Lagos';

/** An event's day and time as people in Nigeria read them, wherever the viewer's device is set. */
export const eventDate = (iso: string) => new Date(iso).toLocaleDateString('en-NG', { timeZone: LAGOS, dateStyle: 'full' });
export const eventTime = (iso: string) => new Date(iso).toLocaleTimeString('en-NG', { timeZone: LAGOS, timeStyle: 'short' });
