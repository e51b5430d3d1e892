import { ImageOff, Images, Package, Plus } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import type { Product } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { useCategories, useProducts } from './api';
import { ImageViewerDialog } from '../../components/listing/image-viewer-dialog';
import { LoadError } from '../../components/ui/load-error';
import { ProductMessageButton } from '../messages';
import { ProductPrice } from '../../components/listing/product-price';
import { Picture } from '../../components/ui/picture';

const percent = (value: number) => `${Number(value.toFixed(2))}%`;

/** Products & Services: a category filter, then the products in a grid, a page at a time. */
export function ProductsSection({ businessId, isOwner }: { businessId: number; isOwner: boolean }) {
  const categories = useCategories(businessId);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const products = useProducts(businessId, categoryId);
  const [viewing, setViewing] = useState<Product | null>(null);

  useEffect(() => {
    if (products.isError) toast.error(t('Error'), { id: 'products-load-error', description: t('Failed to fetch products') });
  }, [products.isError, products.errorUpdatedAt]);

  const items = products.data?.pages.flatMap((page) => page.items) ?? [];
  const withProducts = (categories.data ?? []).filter((category) => category.productCount > 0);

  return (
    <section aria-labelledby="products-heading">
      <h2 id="products-heading" className="sr-only">
        {t('Products & Services')}
      </h2>
      {withProducts.length > 1 ? (
        <div role="group" aria-label={t('Filter by category')} className="-mx-1 mb-4 flex gap-2 overflow-x-auto px-1 pb-1">
          <FilterChip active={categoryId === null} onClick={() => setCategoryId(null)}>
            {t('All')}
          </FilterChip>
          {withProducts.map((category) => (
            <FilterChip
              key={category.categoryId}
              active={categoryId === category.categoryId}
              onClick={() => setCategoryId(category.categoryId)}
            >
              {category.name}
              <span className="text-xs opacity-70">{category.productCount}</span>
            </FilterChip>
          ))}
        </div>
      ) : null}

      {products.isPending ? (
        <ProductSkeletons />
      ) : products.isError ? (
        <LoadError message={t('Failed to fetch products')} error={products.error} onRetry={() => products.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Package}
          title={t('No products or services yet')}
          description={
            isOwner ? t('Add your first product so visitors can see what you offer.') : t('This business has not listed any products yet.')
          }
          action={
            isOwner ? (
              <Button asChild className="mt-2">
                <Link to={`/app/business?business=${businessId}&new=product`}>
                  <Plus aria-hidden />
                  {t('Add Product')}
                </Link>
              </Button>
            ) : null
          }
        />
      ) : (
        <>
          {/* Two columns on a phone too: each picture is then chosen for a half-width slot (320 px), not a full-width one (1280 px).
              Only the first row's pictures load with the page; the others as they near the screen. */}
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            {items.map((product, index) => (
              <li key={product.productId}>
                <ProductCard product={product} onOpenImages={() => setViewing(product)} whenNear={index >= 2} />
              </li>
            ))}
          </ul>
          {products.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button variant="outline" onClick={() => products.fetchNextPage()} disabled={products.isFetchingNextPage}>
                {products.isFetchingNextPage ? <Spinner label={t('Loading more products')} /> : null}
                {t('Load more')}
              </Button>
            </div>
          ) : null}
        </>
      )}

      <ImageViewerDialog
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        title={viewing?.name ?? ''}
        images={viewing ? primaryFirst(viewing.images) : []}
      />
    </section>
  );
}

const primaryFirst = (images: Product['images']) => [...images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));

function FilterChip(props: { active: boolean; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={props.active}
      onClick={props.onClick}
      className={cn(
        'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
        props.active ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:bg-muted',
      )}
    >
      {props.children}
    </button>
  );
}

function ProductCard({ product, onOpenImages, whenNear }: { product: Product; onOpenImages(): void; whenNear: boolean }) {
  const images = primaryFirst(product.images);
  const cover = images[0];
  const discounted = product.discountPercent > 0;

  return (
    <Card className="flex h-full flex-col overflow-hidden">
      {cover ? (
        <button
          type="button"
          onClick={onOpenImages}
          className="group relative block aspect-[4/3] w-full overflow-hidden bg-muted"
          aria-label={t('{count, plural, one {View the picture of {name}} other {View # pictures of {name}}}', {
            count: images.length,
            name: product.name,
          })}
        >
          <Picture
            base={cover.url}
            alt=""
            // A phone's slot is half the screen less about 18 px of margins; saying 20 lets a 360 px phone at 2x take the
            // 320 rendition (1% short of the slot, not visible) rather than the 640, four times the bytes.
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, calc(50vw - 20px)"
            width={640}
            inButton
            whenNear={whenNear}
            className="size-full object-cover transition-transform group-hover:scale-[1.02]"
          />
          {images.length > 1 ? (
            <span className="absolute bottom-2 right-2 inline-flex items-center gap-1 rounded-full bg-background/90 px-2 py-0.5 text-xs font-medium text-foreground shadow-sm">
              <Images aria-hidden className="size-3.5" />
              {t('+{count} more', { count: images.length - 1 })}
            </span>
          ) : null}
          {discounted ? <OffTag percent={product.discountPercent} /> : null}
        </button>
      ) : (
        <div className="relative grid aspect-[4/3] w-full place-items-center bg-muted text-muted-foreground">
          <span className="flex flex-col items-center gap-1 text-sm">
            <ImageOff aria-hidden className="size-8" strokeWidth={1.5} />
            {t('No image')}
          </span>
          {discounted ? <OffTag percent={product.discountPercent} /> : null}
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{product.categoryName}</p>
        <h3 className="break-words font-semibold leading-snug">{product.name}</h3>
        {product.description ? <p className="line-clamp-3 break-words text-sm text-muted-foreground">{product.description}</p> : null}
        <ProductPrice product={product} className="pt-2" />
        <ProductMessageButton product={product} className="mt-2 max-w-full self-start" />
      </div>
    </Card>
  );
}

function OffTag({ percent: value }: { percent: number }) {
  return (
    <span className="absolute left-2 top-2 rounded-md bg-destructive px-2 py-0.5 text-xs font-bold text-destructive-foreground shadow-sm">
      {t('{percent} OFF', { percent: percent(value) })}
    </span>
  );
}

function ProductSkeletons() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" aria-hidden>
      {[0, 1, 2].map((n) => (
        <li key={n}>
          <Card className="animate-pulse overflow-hidden">
            <div className="aspect-[4/3] bg-muted" />
            <div className="space-y-2 p-3 sm:p-4">
              <div className="h-3 w-20 rounded bg-muted" />
              <div className="h-4 w-3/4 rounded bg-muted" />
              <div className="h-5 w-24 rounded bg-muted" />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
