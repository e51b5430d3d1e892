export { EventDetails, eventDate, eventTime } from './event-details';
