export { IdentityQueue } from './identity-queue';
export { VerificationTab } from './verification-tab';
