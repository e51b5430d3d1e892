import { meQuery } from '../../lib/me';
import { pageLoader } from '../route-data';
import { signedInUser } from './frame-loaders';

/**
 * The moderation console (/admin): who the staff member is, their saved language and the open reports. For anyone
 * else the staff check fails and the page is drawn as still loading; the browser then shows what the API answered.
 */
export const adminLoader = pageLoader(async ({ client }) => {
  // The console's own module brings these; the app's first script does not carry them (its size budget).
  const { queueQuery, staffMeQuery } = await import('../../features/moderation/api');
  if (!(await signedInUser(client))) return;
  await Promise.all([client.ensureQueryData(staffMeQuery()), client.ensureQueryData(meQuery())]);
  await client.ensureQueryData(queueQuery());
});
