import { followStateQuery } from '../../features/follows/api';
import { businessQuery, categoriesQuery, parseId, postsQuery, productsQuery, professionQuery } from '../../features/listing-detail/api';
import { connectionStateQuery } from '../../features/network/api';
import { savedStateQuery } from '../../features/saves/api';
import type { SaveKind } from '../../../shared/schemas/saves';
import type { QueryClient } from '@tanstack/react-query';
import { pageLoader } from '../route-data';
import { signedInUser } from './frame-loaders';

/** A member's saved state of each listing or post and their relation with its owner, as its Save and Connect buttons read them. */
export function ownStates(client: QueryClient, viewerId: string, listings: { kind: SaveKind; id: number; ownerId: string }[]) {
  return Promise.all(
    listings.flatMap(({ kind, id, ownerId }) => [
      client.ensureQueryData(savedStateQuery(kind, id)),
      ...(ownerId === viewerId ? [] : [client.ensureQueryData(connectionStateQuery(ownerId))]),
    ]),
  );
}

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
    if (user) await ownStates(client, user.id, [{ kind, id, ownerId: owner.userId }]);
  };
  await Promise.allSettled([listing, ...around, mine()]);
});
