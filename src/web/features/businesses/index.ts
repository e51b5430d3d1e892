// A member's businesses on the My Listings page.
export { myBusinessesKind } from './my-businesses-kind';
