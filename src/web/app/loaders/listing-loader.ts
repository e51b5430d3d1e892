import { followStateQuery } from '../../features/follows/api';
import { businessQuery, categoriesQuery, parseId, postsQuery, productsQuery, professionQuery } from '../../features/listing-detail/api';
import { connectionStateQuery } from '../../features/network/api';
import { savedStateQuery } from '../../features/saves/api';
import { pageLoader } from '../route-data';
import { signedInUser } from './frame-loaders';

/** A business or profession page (public and in the app): the listing, its followers, its first tab, and the member's own saved and connection states. */
export const listingLoader = pageLoader(async ({ client, params, url }) => {
  const id = parseId(params.id);
  if (id === null) return;
  const kind = url.pathname.includes('/profession/') ? 'profession' : 'business';
  const listing = kind === 'business' ? client.ensureQueryData(businessQuery(id)) : client.ensureQueryData(professionQuery(id));
  const around = [
    client.ensureQueryData(followStateQuery(kind, id)),
    // The first tab: a business's products, a profile's posts.
    ...(kind === 'business'
      ? [client.ensureQueryData(categoriesQuery(id)), client.ensureInfiniteQueryData(productsQuery(id, null))]
      : [client.ensureInfiniteQueryData(postsQuery('profession', id))]),
  ];
  const mine = async () => {
    const [user, { owner }] = await Promise.all([signedInUser(client), listing]);
    if (!user) return;
    await Promise.all([
      client.ensureQueryData(savedStateQuery(kind, id)),
      ...(owner.userId === user.id ? [] : [client.ensureQueryData(connectionStateQuery(owner.userId))]),
    ]);
  };
  await Promise.allSettled([listing, ...around, mine()]);
});
