import { Newspaper } from 'lucide-react';
import { Fragment, useDeferredValue } from 'react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { LoadError } from '../../components/ui/load-error';
import { t } from '../../lib/i18n';
import { useNearScreen } from '../../lib/use-near-screen';
import { AdSlot } from './ad-slot';
import { emptyRingReason, type Viewer } from '../nearby';
import { useFeed } from './api';
import { AD_EVERY, feedSlotAds } from './feed-slot-ads';
import { CardSkeleton } from '../../components/cards/card-row';
import { FeedItemCard } from '../cards';

/** The mixed feed inside the chosen ring, newest first, with an ad slot after every 3rd item and 'Load More'. */
export function Feed({ viewer: place }: { viewer: Viewer | null }) {
  // Below the first screen: fetched when the member scrolls towards it.
  const { ref, near } = useNearScreen<HTMLElement>();
  const viewer = near ? place : null;
  const feed = useFeed(viewer);
  // New cards render in a transition, in slices, not in one long task as the answer arrives.
  const data = useDeferredValue(feed.data);
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const loading = viewer === null || (data === undefined && !feed.isError);
  // Each page brings the ads of its slots; slots without an item are not drawn.
  const adItems = data ? feedSlotAds(data.pages) : [];

  return (
    <section ref={ref} aria-labelledby="feed-heading" aria-busy={loading || feed.isFetchingNextPage} className="grid min-w-0 gap-3">
      <h2 id="feed-heading" className="text-xl font-semibold tracking-tight">
        {t('Latest near you')}
      </h2>
      {loading ? (
        <div className="grid gap-3">
          <CardSkeleton />
          <CardSkeleton />
        </div>
      ) : feed.isError && items.length === 0 ? (
        <LoadError message={t('Could not load the feed')} error={feed.error} onRetry={() => feed.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Newspaper}
          title={t('No posts yet')}
          description={viewer.band === 'local' ? t('Be the first to share something!') : emptyRingReason(viewer.band)}
        />
      ) : (
        <>
          <ol className="grid gap-3">
            {items.map((item, index) => (
              <Fragment key={`${item.type}-${item.id}`}>
                {/* Cards off screen are not laid out or painted until scrolled near (a cheap phone's main thread). */}
                <li className="min-w-0 [contain-intrinsic-size:auto_360px] [content-visibility:auto]">
                  <FeedItemCard item={item} />
                </li>
                {(index + 1) % AD_EVERY === 0 && adItems[Math.floor(index / AD_EVERY)] ? (
                  <li className="min-w-0">
                    <AdSlot item={adItems[Math.floor(index / AD_EVERY)]!} />
                  </li>
                ) : null}
              </Fragment>
            ))}
          </ol>
          <div className="flex justify-center py-2">
            {feed.isFetchNextPageError ? (
              <div role="alert" className="flex flex-wrap items-center justify-center gap-2 text-sm">
                <span className="text-destructive">{t('Could not load more.')}</span>
                <Button variant="outline" onClick={() => feed.fetchNextPage()}>
                  {t('Try again')}
                </Button>
              </div>
            ) : feed.hasNextPage ? (
              <Button variant="outline" onClick={() => feed.fetchNextPage()} disabled={feed.isFetchingNextPage} className="min-w-32">
                {feed.isFetchingNextPage ? <Spinner label={t('Loading more')} className="text-current [&_svg]:size-4" /> : null}
                {feed.isFetchingNextPage ? t('Loading...') : t('Load More')}
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">{t("You've reached the end of the feed")}</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
