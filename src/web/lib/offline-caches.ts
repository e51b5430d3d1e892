/** The cache of a member's own API answers (feed, conversations…): removed at sign-out, never shared between members. */
export const PRIVATE_CACHE = 'localhub-private';

/** Where messages written offline wait (per member), in localStorage. */
export const OUTBOX_KEY_PREFIX = 'localhub.outbox.';

/** Messages the page sends its service worker. */
export const SW_MESSAGES = {
  /** Take over now: the member chose to reload into the new version (the name workbox-window sends). */
  activateUpdate: 'SKIP_WAITING',
  /** Keep these script chunks, loaded before the worker controlled the page. */
  keepAssets: 'localhub:keep-assets',
} as const;

/** After a sign-in or sign-out, nothing of the previous member stays on the device: their kept answers and outbox go. */
export async function clearPrivateData(): Promise<void> {
  for (const key of Object.keys(localStorage)) if (key.startsWith(OUTBOX_KEY_PREFIX)) localStorage.removeItem(key);
  if ('caches' in window) await caches.delete(PRIVATE_CACHE);
}
