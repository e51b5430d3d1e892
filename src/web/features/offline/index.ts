export { OfflineBanner } from './offline-banner';
export { ServiceWorkerUpdates } from './service-worker';
export { useOnline } from './use-online';
