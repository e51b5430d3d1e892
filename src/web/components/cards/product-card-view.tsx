import { Images, MapPin, Package, Store } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Placement } from '../../../shared/placement';
import { formatNumber } from '../../../shared/number-format';
import type { Product } from '../../../shared/schemas/listings';
import { cn } from '../../lib/cn';
import { formatPercent } from '../../lib/format';
import { t } from '../../lib/i18n';
import { ImageViewerDialog } from '../listing/image-viewer-dialog';
import { ProductPrice } from '../listing/product-price';
import { Card } from '../ui/card';
import { Picture } from '../ui/picture';
import { DistanceLabel } from './card-row';

/**
 * The product's primary picture as a button that opens the image viewer; "+N more" when there are several,
 * a "No image" placeholder when there are none.
 */
function ProductImageButton({ product, sizes, className }: { product: Product; sizes: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const primary = product.images.find((image) => image.isPrimary) ?? product.images[0];
  const ordered = primary ? [primary, ...product.images.filter((image) => image !== primary)] : [];
  const more = product.images.length - 1;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={cn(
          'relative block overflow-hidden bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
          className,
        )}
        aria-label={primary ? t('View pictures of {name}', { name: product.name }) : t('{name}: no image', { name: product.name })}
      >
        {primary ? (
          <Picture
            base={primary.url}
            alt=""
            sizes={sizes}
            inButton
            className="size-full object-cover transition-transform hover:scale-105"
          />
        ) : (
          <span className="flex size-full flex-col items-center justify-center gap-1 text-xs text-muted-foreground">
            <Package aria-hidden className="size-8" />
            {t('No image')}
          </span>
        )}
        {product.discountPercent > 0 ? (
          <span className="absolute left-2 top-2 rounded-full bg-destructive px-2 py-0.5 text-xs font-bold text-destructive-foreground">
            {t('{percent}% OFF', { percent: formatPercent(product.discountPercent) })}
          </span>
        ) : null}
        {more > 0 ? (
          <span className="absolute bottom-2 right-2 inline-flex items-center gap-1 rounded-full bg-background/90 px-2 py-0.5 text-xs font-medium text-foreground">
            <Images aria-hidden className="size-3" />
            {t('+{count} more', { count: formatNumber(more) })}
          </span>
        ) : null}
      </button>
      <ImageViewerDialog open={open} onOpenChange={setOpen} title={product.name} images={ordered} />
    </>
  );
}

/** A product in a business's carousel: fixed width, so the row scrolls sideways inside itself; its one action is given. */
export function ProductTileView({ product, action }: { product: Product; action: ReactNode }) {
  return (
    <Card className="relative flex w-44 shrink-0 snap-start flex-col overflow-hidden sm:w-52">
      <ProductImageButton product={product} sizes="(min-width: 640px) 208px, 176px" className="aspect-square w-full" />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h4 className="line-clamp-2 text-sm font-semibold leading-snug">{product.name}</h4>
        <p className="truncate text-xs text-muted-foreground">{product.categoryName || t('Unknown Category')}</p>
        <ProductPrice product={product} compact className="mt-auto pt-1 text-sm" />
        {action}
      </div>
    </Card>
  );
}

/** A product on a card, with the business that sells it. */
export interface ProductCardProps {
  product: Product;
  business: { businessId: number; name: string; contactPhone: string | null; placement: Placement | null };
  distanceKm: number | null;
}

/** A product in the mixed feed or the search results, with the business that sells it and the actions given. */
export function ProductFeedCardView({ product, business, distanceKm, actions }: ProductCardProps & { actions: ReactNode }) {
  const businessName = business.name || t('Unknown Business');
  return (
    <Card className="min-w-0 overflow-hidden">
      <div className="flex min-w-0 gap-3 p-4">
        <ProductImageButton product={product} sizes="112px" className="size-24 shrink-0 rounded-md sm:size-28" />
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 font-semibold leading-tight">{product.name}</h3>
          <p className="mt-0.5 flex min-w-0 flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
            <Link to={`/app/business/${business.businessId}`} className="inline-flex min-w-0 items-center gap-1 hover:underline">
              <Store aria-hidden className="size-3.5 shrink-0" />
              <span className="truncate">{businessName}</span>
            </Link>
            {distanceKm !== null ? (
              <span className="inline-flex items-center gap-0.5">
                <MapPin aria-hidden className="size-3" />
                <DistanceLabel km={distanceKm} placement={business.placement} />
              </span>
            ) : null}
          </p>
          <ProductPrice product={product} compact className="mt-1" />
          {product.description ? <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{product.description}</p> : null}
        </div>
      </div>
      {actions}
    </Card>
  );
}
