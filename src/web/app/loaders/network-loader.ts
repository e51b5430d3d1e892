import { connectionListQuery, suggestionsQuery } from '../../features/network/api';
import { pageLoader } from '../route-data';
import { signedInUser } from './frame-loaders';

/** My Network: the three lists it draws together (requests received and sent, connections) and People You May Know. */
export const networkLoader = pageLoader(async ({ client }) => {
  if (!(await signedInUser(client))) return;
  await Promise.allSettled([
    client.ensureInfiniteQueryData(connectionListQuery('incoming')),
    client.ensureInfiniteQueryData(connectionListQuery('outgoing')),
    client.ensureInfiniteQueryData(connectionListQuery('connections')),
    client.ensureQueryData(suggestionsQuery()),
  ]);
});
