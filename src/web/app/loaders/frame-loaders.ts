import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../../features/auth/api';
import { unreadCountsQuery } from '../../features/messages/api';
import { meQuery } from '../../lib/me';
import { pageLoader } from '../route-data';

/** The signed-in member, or null for a visitor. */
export const signedInUser = async (client: QueryClient) => (await client.ensureQueryData(sessionQuery()))?.user ?? null;

/** Every page's frame: who is reading. */
export const rootLoader = pageLoader(({ client }) => signedInUser(client));

/** The app's frame: the member's record (theme, language) and the unread badges. */
export const appShellLoader = pageLoader(async ({ client }) => {
  if (!(await signedInUser(client))) return;
  await Promise.all([client.ensureQueryData(meQuery()), client.ensureQueryData(unreadCountsQuery())]);
});
