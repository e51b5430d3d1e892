import { ChevronLeft, ChevronRight, Store } from 'lucide-react';
import { useDeferredValue, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { LoadError } from '../../components/ui/load-error';
import { t } from '../../lib/i18n';
import { useNearScreen } from '../../lib/use-near-screen';
import { useCarouselProducts, useFeatured, type NearbyBusiness, type Viewer } from './api';
import { distanceText } from '../../lib/distance-text';
import { placementOf } from '../../../shared/placement';
import { ProductTile } from '../cards';

const SCROLL_STEP = 300;
const LOAD_MORE_WITHIN = 100;

/** 'Featured Products': up to 5 businesses in the ring that have products, each with its own carousel. */
export function FeaturedProducts({ viewer: place }: { viewer: Viewer | null }) {
  // Below the first screen: fetched when the member scrolls towards it.
  const { ref, near } = useNearScreen<HTMLElement>();
  const viewer = near ? place : null;
  const featured = useFeatured(viewer);
  // The carousels render in a transition, in slices, not in one long task as the answer arrives.
  const businesses = useDeferredValue(featured.data);
  const loading = viewer === null || (businesses === undefined && !featured.isError);

  if (!loading && businesses?.length === 0) return null;
  return (
    <section ref={ref} aria-labelledby="featured-heading" aria-busy={loading} className="grid min-w-0 gap-3">
      <h2 id="featured-heading" className="text-xl font-semibold tracking-tight">
        {t('Featured Products')}
      </h2>
      {loading ? (
        <CarouselSkeleton />
      ) : businesses === undefined ? (
        <LoadError message={t('Could not load featured products')} error={featured.error} onRetry={() => featured.refetch()} />
      ) : (
        <div className="grid min-w-0 gap-6">
          {businesses.map((business) => (
            <BusinessCarousel key={business.businessId} business={business} />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * One business's products in a row that scrolls inside itself: the arrows move 300 px, and the next 6 load when
 * the row's end comes within 100 px of view. Hidden when the business turns out to have no products.
 */
function BusinessCarousel({ business }: { business: NearbyBusiness }) {
  const products = useCarouselProducts(business.businessId);
  const scroller = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const data = useDeferredValue(products.data);
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = products;

  // Watched, not measured: reading the row's scroll width would force a layout of the whole page as it loads. Observed
  // again after each page, so a wide screen that still shows the end fetches on until the row overflows or ends.
  useEffect(() => {
    const root = scroller.current;
    const target = end.current;
    if (!root || !target || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { root, rootMargin: `0px ${LOAD_MORE_WITHIN}px 0px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [items.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const scrollBy = (delta: number) => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    scroller.current?.scrollBy({ left: delta, behavior: reduce ? 'auto' : 'smooth' });
  };

  if (data && items.length === 0) return null;
  const headingId = `carousel-${business.businessId}`;

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-2">
      <div className="flex min-w-0 items-center justify-between gap-2">
        <h3 id={headingId} className="min-w-0 truncate font-semibold">
          <Link to={`/app/business/${business.businessId}`} className="inline-flex min-w-0 items-center gap-1.5 hover:underline">
            <Store aria-hidden className="size-4 shrink-0 text-primary" />
            <span className="truncate">{business.name}</span>
          </Link>
          <span className="ml-2 text-xs font-normal text-muted-foreground">
            {distanceText(business.distanceKm, placementOf(business.place)).shown}
          </span>
        </h3>
        <div className="flex shrink-0 gap-1">
          <Button
            size="icon"
            variant="outline"
            className="size-8"
            aria-label={t('Scroll {name} products left', { name: business.name })}
            onClick={() => scrollBy(-SCROLL_STEP)}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="outline"
            className="size-8"
            aria-label={t('Scroll {name} products right', { name: business.name })}
            onClick={() => scrollBy(SCROLL_STEP)}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      {data === undefined && !products.isError ? (
        <CarouselSkeleton row />
      ) : products.isError && items.length === 0 ? (
        <LoadError
          message={t('Could not load products of {name}', { name: business.name })}
          error={products.error}
          onRetry={() => products.refetch()}
        />
      ) : (
        <div
          ref={scroller}
          tabIndex={0}
          role="group"
          aria-label={t('{name} products', { name: business.name })}
          className="relative flex min-w-0 snap-x gap-3 overflow-x-auto overscroll-x-contain pb-2 focus-visible:outline-2 focus-visible:outline-ring [scrollbar-width:thin]"
        >
          {items.map((product) => (
            <ProductTile key={product.productId} product={product} />
          ))}
          <div ref={end} className="flex w-40 shrink-0 items-center justify-center px-2 text-center text-sm text-muted-foreground">
            {isFetchingNextPage ? (
              <Spinner label={t('Loading more products')} />
            ) : products.isFetchNextPageError ? (
              <Button size="sm" variant="outline" onClick={() => fetchNextPage()}>
                {t('Try again')}
              </Button>
            ) : hasNextPage ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => fetchNextPage()}
                aria-label={t('Show more products from {name}', { name: business.name })}
              >
                {t('Show more')}
              </Button>
            ) : (
              t('Nothing more to display')
            )}
          </div>
        </div>
      )}
    </section>
  );
}

function CarouselSkeleton({ row }: { row?: boolean }) {
  return (
    <div aria-hidden className="grid gap-2">
      {row ? null : <div className="h-5 w-40 animate-pulse rounded bg-muted" />}
      <div className="flex gap-3 overflow-hidden">
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="w-44 shrink-0 animate-pulse rounded-lg border border-border bg-card sm:w-52">
            <div className="aspect-square bg-muted" />
            <div className="space-y-2 p-3">
              <div className="h-3 w-4/5 rounded bg-muted" />
              <div className="h-3 w-1/2 rounded bg-muted" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
