// The follows feature's widgets on a listing's detail page, and the hook that says which listing that page shows.
export { DetailFollowButton, FollowButton } from './follow-button';
export { DetailFollowerCount } from './follower-count';
export { useDetailListing, type DetailKind } from './detail-listing';
