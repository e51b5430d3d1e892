// The discover feature's cards, reused by the saved list and the network suggestions.
export { CardSkeleton } from './card-actions';
export { ListingCard } from './listing-card';
export { PostCard } from './post-card';
export { formatDistance } from './card-actions';
