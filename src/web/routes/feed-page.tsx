import { useMemo } from 'react';
import { AreaPromptCard } from '../features/account/area-prompt-card';
import { useAdSlots } from '../features/ads/api';
import { AdSlot } from '../features/discover/ad-slot';
import type { Viewer } from '../features/discover/api';
import { DiscoverPanel } from '../features/discover/discover-panel';
import { FeaturedProducts } from '../features/discover/featured-products';
import { Feed } from '../features/discover/feed';
import { NearbySection } from '../features/discover/nearby-section';
import { SearchBar } from '../features/discover/search-bar';
import { useViewerPosition } from '../features/discover/viewer-position';
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

  return (
    <div className="grid min-w-0 gap-6 sm:gap-8">
      <h1 className="sr-only">{t('Home')}</h1>
      <SearchBar />
      <AreaPromptCard />
      <DiscoverPanel state={state} />
      <NearbySection viewer={viewer} kind="profession" />
      <NearbySection viewer={viewer} kind="business" />
      <FeaturedProducts viewer={viewer} />
      {banner.data?.items[0] ? <AdSlot variant="banner" item={banner.data.items[0]} /> : null}
      <Feed viewer={viewer} />
    </div>
  );
}
