import { ChevronLeft, ChevronRight, Store } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { LoadError } from '../../components/ui/load-error';
import { t } from '../../lib/i18n';
import { useCarouselProducts, useFeatured, type NearbyBusiness, type Viewer } from './api';
import { formatDistance } from './card-actions';
import { ProductTile } from './product-card';

const SCROLL_STEP = 300;
const LOAD_MORE_WITHIN = 100;

/** 'Featured Products': up to 5 businesses in the ring that have products, each with its own carousel. */
export function FeaturedProducts({ viewer }: { viewer: Viewer | null }) {
  const featured = useFeatured(viewer);
  const loading = viewer === null || featured.isPending;

  if (!loading && !featured.isError && featured.data.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" aria-busy={loading} className="grid min-w-0 gap-3">
      <h2 id="featured-heading" className="text-xl font-semibold tracking-tight">
        {t('Featured Products')}
      </h2>
      {loading ? (
        <CarouselSkeleton />
      ) : featured.isError ? (
        <LoadError message={t('Could not load featured products')} onRetry={() => featured.refetch()} />
      ) : (
        <div className="grid min-w-0 gap-6">
          {featured.data.map((business) => (
            <BusinessCarousel key={business.businessId} business={business} />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * One business's products in a row that scrolls inside itself: the arrows move 300 px, and the next 6 load when
 * the row is scrolled to within 100 px of its end. Hidden when the business turns out to have no products.
 */
function BusinessCarousel({ business }: { business: NearbyBusiness }) {
  const products = useCarouselProducts(business.businessId);
  const scroller = useRef<HTMLDivElement>(null);
  const items = products.data?.pages.flatMap((page) => page.items) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = products;

  const loadIfNearEnd = useCallback(() => {
    const el = scroller.current;
    if (!el || !hasNextPage || isFetchingNextPage) return;
    if (el.scrollWidth - el.scrollLeft - el.clientWidth <= LOAD_MORE_WITHIN) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // A wide screen may show the whole first page at once: fetch on until the row overflows or ends.
  useEffect(() => {
    loadIfNearEnd();
  }, [items.length, loadIfNearEnd]);

  const scrollBy = (delta: number) => {
    const el = scroller.current;
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: delta, behavior: reduce ? 'auto' : 'smooth' });
    if (delta > 0) window.setTimeout(loadIfNearEnd, reduce ? 0 : 350);
  };

  if (products.isSuccess && items.length === 0) return null;
  const headingId = `carousel-${business.businessId}`;

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-2">
      <div className="flex min-w-0 items-center justify-between gap-2">
        <h3 id={headingId} className="min-w-0 truncate font-semibold">
          <Link to={`/app/business/${business.businessId}`} className="inline-flex min-w-0 items-center gap-1.5 hover:underline">
            <Store aria-hidden className="size-4 shrink-0 text-primary" />
            <span className="truncate">{business.name}</span>
          </Link>
          <span className="ml-2 text-xs font-normal text-muted-foreground">{formatDistance(business.distanceKm)}</span>
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
      {products.isPending ? (
        <CarouselSkeleton row />
      ) : products.isError && items.length === 0 ? (
        <LoadError message={t('Could not load products of {name}', { name: business.name })} onRetry={() => products.refetch()} />
      ) : (
        <div
          ref={scroller}
          onScroll={loadIfNearEnd}
          tabIndex={0}
          role="group"
          aria-label={t('{name} products', { name: business.name })}
          className="relative flex min-w-0 snap-x gap-3 overflow-x-auto overscroll-x-contain pb-2 focus-visible:outline-2 focus-visible:outline-ring [scrollbar-width:thin]"
        >
          {items.map((product) => (
            <ProductTile key={product.productId} product={product} />
          ))}
          <div className="flex w-40 shrink-0 items-center justify-center px-2 text-center text-sm text-muted-foreground">
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
