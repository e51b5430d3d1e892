// The home feed: posts, listings, products, notices, events and announcements near the viewer, with ads in their slots.
export { AdSlot } from './ad-slot';
export { Feed } from './feed';
