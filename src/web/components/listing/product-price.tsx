import { formatNaira } from '../../../shared/money';
import type { Product } from '../../../shared/schemas/listings';
import { cn } from '../../lib/cn';

/** A product's price in naira; when discounted, the new price and the old one struck through. */
export function ProductPrice({ product, className }: { product: Product; className?: string }) {
  const discounted = product.discountPercent > 0;
  return (
    <p className={cn('mt-auto flex flex-wrap items-baseline gap-x-2', className)}>
      {discounted ? (
        <>
          <span className="text-lg font-bold text-primary">{formatNaira(product.discountedPriceKobo)}</span>
          <span className="text-sm text-muted-foreground line-through">
            <span className="sr-only">was </span>
            {formatNaira(product.priceKobo)}
          </span>
        </>
      ) : (
        <span className="text-lg font-bold">{formatNaira(product.priceKobo)}</span>
      )}
    </p>
  );
}
