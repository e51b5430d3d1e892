import type { QueryClient } from '@tanstack/react-query';
import type { DiscoveryPlace } from '../../../shared/first-screen';
import { SEARCH_TABS } from '../../../shared/search-tabs';
import type { FeedItem, SearchTab } from '../../../shared/schemas/discovery';
import type { SaveKind } from '../../../shared/schemas/saves';
import { adSlotsQuery } from '../../features/ads/api';
import { drawnViewer, nearbyQuery } from '../../features/nearby/api';
import { searchQuery, suggestionsQuery } from '../../features/search/api';
import { citiesQuery } from '../../lib/lookups';
import { meQuery } from '../../lib/me';
import { pageLoader } from '../route-data';
import { signedInUser } from './frame-loaders';
import { ownStates } from './listing-loader';

/**
 * Where the page centres, as the page itself decides it (features/nearby): known to a loader only while the server
 * draws, from the device's cookies. In the browser the device decides, and its pages fetch from there.
 */
export async function viewerOf(client: QueryClient, place: DiscoveryPlace | null) {
  if (!place) return null;
  const [cities, me] = await Promise.all([client.ensureQueryData(citiesQuery()), client.ensureQueryData(meQuery())]);
  return drawnViewer(place, cities.items, me);
}

/** The feed (/app): the banner and who is near, where the device looks, with the member's own state of each card. */
export const feedLoader = pageLoader(async ({ client, drawnPlace }) => {
  const viewer = await viewerOf(client, drawnPlace);
  if (!viewer) return;
  const cards = async () => {
    const [user, professions, businesses] = await Promise.all([
      signedInUser(client),
      client.ensureQueryData(nearbyQuery(viewer, 'profession')),
      client.ensureQueryData(nearbyQuery(viewer, 'business')),
    ]);
    if (!user) return;
    await ownStates(client, user.id, [
      ...professions.items.slice(0, 6).map((item) => ({ kind: 'profession' as const, id: item.professionId, ownerId: item.owner.userId })),
      ...businesses.items.slice(0, 6).map((item) => ({ kind: 'business' as const, id: item.businessId, ownerId: item.owner.userId })),
    ]);
  };
  await Promise.allSettled([client.ensureQueryData(adSlotsQuery('banner', 1, viewer)), cards()]);
});

const isTab = (value: string | null): value is SearchTab => (SEARCH_TABS as readonly string[]).includes(value ?? '');

/** The cards of a search page that carry Save and Connect (a post's, a business's, a profile's), as `ownStates` reads them. */
function savableCards(items: FeedItem[]): { kind: SaveKind; id: number; ownerId: string }[] {
  return items.flatMap((item): { kind: SaveKind; id: number; ownerId: string }[] => {
    if (item.type === 'post') return [{ kind: 'post', id: item.post.postId, ownerId: item.post.author.userId }];
    if (item.type === 'business') return [{ kind: 'business', id: item.business.businessId, ownerId: item.business.owner.userId }];
    if (item.type === 'profession') {
      return [{ kind: 'profession', id: item.profession.professionId, ownerId: item.profession.owner.userId }];
    }
    return [];
  });
}

/**
 * Search (/app/search?q=…&tab=…): the first page of results, with the member's own saved and connection states of
 * its cards, and the search bar's suggestions for the words.
 */
export const searchLoader = pageLoader(async ({ client, drawnPlace, url }) => {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const tabParam = url.searchParams.get('tab');
  const viewer = q ? await viewerOf(client, drawnPlace) : null;
  if (!viewer) return;
  const position = { lat: viewer.lat, lng: viewer.lng };
  const results = async () => {
    const [user, found] = await Promise.all([
      signedInUser(client),
      client.ensureInfiniteQueryData(searchQuery(q, isTab(tabParam) ? tabParam : 'all', position)),
    ]);
    if (user) await ownStates(client, user.id, savableCards(found.pages[0]?.items ?? []));
  };
  await Promise.allSettled([results(), ...(q.length >= 2 ? [client.ensureQueryData(suggestionsQuery(q, position))] : [])]);
});
