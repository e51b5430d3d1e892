import { formatNaira } from '../../../shared/money';
import type { Product } from '../../../shared/schemas/listings';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';

/**
 * A product's price in naira; when discounted, the new price and the old one struck through. `compact` is the
 * carousel card's smaller type (the caller places it).
 */
export function ProductPrice({ product, className, compact }: { product: Product; className?: string; compact?: boolean }) {
  const discounted = product.discountPercent > 0;
  const price = compact ? 'font-bold' : 'text-lg font-bold';
  return (
    <p className={cn(!compact && 'mt-auto', 'flex flex-wrap items-baseline gap-x-2', className)}>
      {discounted ? (
        <>
          <span className={cn(price, 'text-primary')}>{formatNaira(product.discountedPriceKobo)}</span>
          <span className={cn(compact ? 'text-xs' : 'text-sm', 'text-muted-foreground line-through')}>
            {/* A prefix, not a sentence around the price: the visible price stays one text of its own. */}
            <span className="sr-only">{t('was')} </span>
            {formatNaira(product.priceKobo)}
          </span>
        </>
      ) : (
        <span className={price}>{formatNaira(product.priceKobo)}</span>
      )}
    </p>
  );
}
