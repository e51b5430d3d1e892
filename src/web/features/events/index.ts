export { EventDetails } from './event-details';
export { eventDate, eventTime } from './event-times';
