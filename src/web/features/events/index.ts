export { EventDetails } from './event-details';
