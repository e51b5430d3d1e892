// The auth feature's surface for other features (its queries are in api.ts).
export { returnPath, signInHref } from './return-path';
