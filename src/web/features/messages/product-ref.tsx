import { ImageOff, Package, X } from 'lucide-react';
import { useState } from 'react';
import type { ProductRef } from '../../../shared/schemas/messages';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';

/** An image URL from the address bar is used only when it points at this site's files or an https address. */
const safeImage = (value: string | null) =>
  value && ((value.startsWith('/') && !value.startsWith('//')) || value.startsWith('https://')) ? value : null;

/** The product chip's data from ?product_id=&product_name=&product_img= (docs/spec/part-2-management-detail-messaging-account-media.md §2.10), or null. */
export function productFromQuery(params: URLSearchParams): ProductRef | null {
  const raw = params.get('product_id');
  if (!raw || !/^[1-9]\d{0,14}$/.test(raw)) return null;
  const name = (params.get('product_name') ?? '').trim().slice(0, 200) || t('Product');
  return { productId: Number(raw), name, imageUrl: safeImage(params.get('product_img')) };
}

export const PRODUCT_PARAMS = ['product_id', 'product_name', 'product_img'] as const;

function ProductThumb({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span aria-hidden className={cn('grid shrink-0 place-items-center rounded-md bg-muted text-muted-foreground', className)}>
        {failed ? <ImageOff className="size-5" /> : <Package className="size-5" />}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('shrink-0 rounded-md bg-muted object-cover', className)}
    />
  );
}

/** The removable chip above the input: the message about to be sent is about this product. */
export function ProductChip({ product, onRemove }: { product: ProductRef; onRemove(): void }) {
  return (
    <div className="flex items-center gap-2 rounded-lg border border-border bg-muted/60 p-1.5 pr-1" data-testid="product-chip">
      <ProductThumb src={product.imageUrl} className="size-10" />
      <p className="min-w-0 flex-1 text-sm">
        <span className="block text-xs text-muted-foreground">{t('About this product')}</span>
        <span className="block truncate font-medium">{product.name}</span>
      </p>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('Remove product {name}', { name: product.name })}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-background hover:text-foreground"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}

/** The product a message is about, as a small card inside the message bubble. */
export function ProductCard({ product, mine }: { product: ProductRef; mine: boolean }) {
  return (
    <div
      role="group"
      aria-label={t('Product: {name}', { name: product.name })}
      className={cn(
        'mb-1.5 flex w-56 max-w-full items-center gap-2 rounded-lg border p-1.5',
        mine ? 'border-primary-foreground/30 bg-primary-foreground/10' : 'border-border bg-background',
      )}
    >
      <ProductThumb src={product.imageUrl} className="size-12" />
      <p className="min-w-0 text-sm">
        <span className={cn('block text-xs', mine ? 'opacity-80' : 'text-muted-foreground')}>{t('Product')}</span>
        <span className="line-clamp-2 font-medium">{product.name}</span>
        {product.productId === null ? (
          <span className={cn('block text-xs', mine ? 'opacity-80' : 'text-muted-foreground')}>{t('No longer listed')}</span>
        ) : null}
      </p>
    </div>
  );
}
