import { Suspense, useMemo } from 'react';
import { useMe } from '../lib/me';
import { AreaPromptCard } from '../features/account';
import { useAdSlots } from '../features/ads/api';
import { AdSlot, Feed } from '../features/feed';
import { DiscoverPanel, FeaturedProducts, NearbySection, useViewerPosition, type Viewer } from '../features/nearby';
import { SearchBar } from '../features/search';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

/** Home of the shell (/app): search, a member's missing area asked for, the Discover panel, who and what is near, featured products and the feed. */
export default function FeedPage() {
  useDocumentTitle(t('Home'));
  const state = useViewerPosition();
  const { position, band } = state;
  // Keyed on the coordinates, not the position object, so a new object at the same place keeps the same viewer.
  const lat = position?.lat;
  const lng = position?.lng;
  const viewer = useMemo<Viewer | null>(() => (lat !== undefined && lng !== undefined ? { lat, lng, band } : null), [lat, lng, band]);
  const banner = useAdSlots('banner', viewer ? 1 : 0, viewer);
  const me = useMe();
  const withoutArea = me.data !== undefined && me.data.placeId === null && me.data.location === null;

  return (
    <div className="grid min-w-0 gap-6 sm:gap-8">
      <h1 className="sr-only">{t('Home')}</h1>
      <SearchBar />
      {withoutArea ? (
        <Suspense fallback={null}>
          <AreaPromptCard />
        </Suspense>
      ) : null}
      <DiscoverPanel state={state} />
      <NearbySection viewer={viewer} kind="profession" />
      <NearbySection viewer={viewer} kind="business" />
      <FeaturedProducts viewer={viewer} />
      {banner.data?.items[0] ? <AdSlot variant="banner" item={banner.data.items[0]} /> : null}
      <Feed viewer={viewer} />
    </div>
  );
}
