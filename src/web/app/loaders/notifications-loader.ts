import { notificationsQuery } from '../../features/notifications/api';
import { pageLoader } from '../route-data';
import { signedInUser } from './frame-loaders';

/** Notifications: the first page of the list (with the unread count above it). */
export const notificationsLoader = pageLoader(async ({ client }) => {
  if (await signedInUser(client)) await client.ensureInfiniteQueryData(notificationsQuery());
});
