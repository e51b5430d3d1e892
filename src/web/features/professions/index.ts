// A member's professional profiles on the My Listings page.
export { myProfessionsKind } from './my-professions-kind';
