// The discover feature's cards, reused by the saved list, the network suggestions and member profiles.
export { CardSkeleton } from './card-actions';
export { ListingCard } from './listing-card';
export { PostCard } from './post-card';
export { AnnouncementCard, EventCard, NoticeCard } from './content-cards';
